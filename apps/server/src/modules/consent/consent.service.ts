// Marketing consent (issue 27, decision 0058): her record per channel, the change she makes (a new entry only when
// the state changes), and her page's answer. The wording and the rules are shared marketing-consent.ts; the
// newsletter's part of a WhatsApp change is flows/marketing-consent.flow.ts.
import {
  CONSENT_HISTORY_LIMIT,
  CONSENT_MESSAGES,
  CONSENT_WORDING,
  type ConsentActor,
  type ConsentChannel,
  type ConsentLanguage,
  type ConsentSource,
  changesConsent,
  channelStates,
  type MarketingConsent,
  NEWSLETTER_WORDING,
  withoutId,
  wordingFor,
} from '@zariya/shared/marketing-consent';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../errors.ts';
import { appendEntry, historyOf, latestOf, lockShopperConsent } from './consent.repository.ts';

/** Her page's answer: each channel's state with the words its checkbox shows now, and her latest entries. */
export async function consentOf(db: Db, userId: number): Promise<MarketingConsent> {
  const history = await historyOf(db, userId);
  return {
    channels: channelStates(history).map((state) => ({ ...state, wording: CONSENT_WORDING[state.channel] })),
    history: history.slice(0, CONSENT_HISTORY_LIMIT).map(withoutId),
  };
}

export type ConsentStep = {
  userId: number;
  channel: ConsentChannel;
  given: boolean;
  language: ConsentLanguage;
  source: ConsentSource;
  actor: ConsentActor;
  /** The words she was shown and their version (the checkbox's, or the newsletter box's). */
  wording: { version: string; text: string };
};

/**
 * A change of her consent for one channel, inside the caller's transaction: her changes taken one at a time, then
 * an entry written only when the state changes. Answers whether it changed.
 */
export async function recordConsent(db: Db, step: ConsentStep): Promise<{ changed: boolean }> {
  await lockShopperConsent(db, step.userId);
  const latest = await latestOf(db, step.userId, step.channel);
  if (!changesConsent(latest?.action === 'given', step.given)) return { changed: false };
  await appendEntry(db, {
    userId: step.userId,
    channel: step.channel,
    action: step.given ? 'given' : 'withdrawn',
    wording: step.wording.text,
    wordingVersion: step.wording.version,
    language: step.language,
    source: step.source,
    actor: step.actor,
  });
  return { changed: true };
}

/**
 * The words of her account page's checkbox, as she was shown them: a consent given on another version than
 * today's is refused (409), so that the record never says she agreed to words she did not see. A withdrawal is
 * taken whatever version the page had (it records today's words), so that stopping is never harder than agreeing.
 */
export function accountWording(
  channel: ConsentChannel,
  given: boolean,
  language: ConsentLanguage,
  version: string,
) {
  if (given && version !== CONSENT_WORDING[channel].version)
    throw conflict(CONSENT_MESSAGES.wordingChanged, 'CONSENT_WORDING_CHANGED');
  return wordingFor(channel, language);
}

/** The newsletter box's words in her language. */
export const newsletterWording = (language: ConsentLanguage) => ({
  version: NEWSLETTER_WORDING.version,
  text: NEWSLETTER_WORDING[language],
});

export const changeMessage = (given: boolean, changed: boolean) =>
  given
    ? changed
      ? CONSENT_MESSAGES.given
      : CONSENT_MESSAGES.alreadyGiven
    : changed
      ? CONSENT_MESSAGES.withdrawn
      : CONSENT_MESSAGES.alreadyWithdrawn;
