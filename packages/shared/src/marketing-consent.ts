// Marketing consent under India's DPDP Act (issue 27, decision 0058): one append-only record per account and
// channel — given or withdrawn, the exact wording she was shown (and its version), when, how and by whom. Her
// current consent is the latest entry. This file holds the wording (English and Hindi), the rules read from a
// history, and the contract of the shopper's calls (GET/PUT /api/account/marketing-consent) and the newsletter's
// unsubscribe.
import { z } from 'zod';
import { WhatsappNumberSchema } from './newsletter.ts';

export const CONSENT_CHANNELS = ['whatsapp', 'email'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

export const CONSENT_ACTIONS = ['given', 'withdrawn'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

/**
 * How: her account page, checkout, the WhatsApp newsletter box, or the subscriber list of before this record,
 * copied in once by migration 0043 (a subscriber whose number was an account's).
 */
export const CONSENT_SOURCES = ['account', 'checkout', 'newsletter', 'newsletter_backfill'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * By whom: the signed-in shopper herself, or someone with her number on the newsletter box while not signed in
 * (an unsubscribe by number; never a consent given — only a withdrawal is taken from a number alone).
 */
export const CONSENT_ACTORS = ['shopper', 'visitor'] as const;
export type ConsentActor = (typeof CONSENT_ACTORS)[number];

export const CONSENT_LANGUAGES = ['en', 'hi'] as const;
export type ConsentLanguage = (typeof CONSENT_LANGUAGES)[number];

export type ConsentWording = { version: string; en: string; hi: string };

/**
 * The wording beside each checkbox of "Marketing messages" on her account page. A change of a single word is a
 * new version: the record keeps the text itself and its version, so what she agreed to can always be shown.
 */
export const CONSENT_WORDING: Record<ConsentChannel, ConsentWording> = {
  whatsapp: {
    version: 'whatsapp-1',
    en: "Yes, send me Zariya's new arrivals, offers and festive edits on WhatsApp at my account's mobile number. I can stop them at any time, here on my account page.",
    hi: 'हाँ, मेरे खाते के मोबाइल नंबर पर WhatsApp से Zariya के नए कलेक्शन, ऑफ़र और त्योहारी पेशकशें भेजें। इन्हें कभी भी, यहीं मेरे खाते के पेज से, बंद किया जा सकता है।',
  },
  email: {
    version: 'email-1',
    en: "Yes, e-mail me Zariya's new arrivals, offers and festive edits at my account's e-mail address. I can stop them at any time, here on my account page.",
    hi: 'हाँ, मेरे खाते के ई-मेल पते पर Zariya के नए कलेक्शन, ऑफ़र और त्योहारी पेशकशें ई-मेल करें। इन्हें कभी भी, यहीं मेरे खाते के पेज से, बंद किया जा सकता है।',
  },
};

/** The WhatsApp newsletter box's text (home page): what a signed-in shopper agrees to by subscribing. */
export const NEWSLETTER_WORDING: ConsentWording = {
  version: 'newsletter-1',
  en: 'Join our WhatsApp list for new arrivals, festive edits and subscriber-only offers. No spam, ever.',
  hi: 'नए अराइवल, त्योहारी कलेक्शन और सिर्फ़ सब्सक्राइबर्स के लिए ऑफ़र पाने के लिए हमारी WhatsApp लिस्ट से जुड़ें। कभी कोई स्पैम नहीं।',
};

/**
 * The subscribers copied in by migration 0043: the box then said the same words, but the shop kept neither the
 * wording nor the language of each sign-up, so these entries carry their own version (and English).
 */
export const BACKFILL_WORDING_VERSION = 'newsletter-0';

/** One entry of her history, as the server answers it. */
export const ConsentEntrySchema = z.object({
  channel: z.enum(CONSENT_CHANNELS),
  action: z.enum(CONSENT_ACTIONS),
  source: z.enum(CONSENT_SOURCES),
  actor: z.enum(CONSENT_ACTORS),
  wording: z.string(),
  wordingVersion: z.string(),
  language: z.enum(CONSENT_LANGUAGES),
  at: z.string(),
});
export type ConsentEntry = z.infer<typeof ConsentEntrySchema>;

/** A channel's current state: the latest entry's. */
export const ConsentStateSchema = z.object({
  channel: z.enum(CONSENT_CHANNELS),
  given: z.boolean(),
  /** The latest entry (null: she never said either way). */
  latest: ConsentEntrySchema.nullable(),
  /** When the consent in force was given (null unless given). */
  givenAt: z.string().nullable(),
  /** When she last withdrew (null if never). */
  withdrawnAt: z.string().nullable(),
});
export type ConsentState = z.infer<typeof ConsentStateSchema>;

type Timed = { at: string | Date; id?: number };
const time = (e: Timed) => new Date(e.at).getTime();

/** Newest first: by time, then by the order written (id) for entries of the same instant. */
export function newestFirst<T extends Timed>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => time(b) - time(a) || (b.id ?? 0) - (a.id ?? 0));
}

/** A channel's state from its history (in any order): the latest entry decides; no entry is "not given". */
export function consentState<T extends Timed & { channel: ConsentChannel; action: ConsentAction }>(
  channel: ConsentChannel,
  history: readonly T[],
): { given: boolean; latest: T | null; givenAt: T | null; withdrawnAt: T | null } {
  const mine = newestFirst(history.filter((e) => e.channel === channel));
  const latest = mine[0] ?? null;
  const given = latest?.action === 'given';
  return {
    given,
    latest,
    givenAt: given ? latest : null,
    withdrawnAt: mine.find((e) => e.action === 'withdrawn') ?? null,
  };
}

/** An entry as pages show it: without the record's id. */
export const withoutId = <T extends { id: number }>({ id: _, ...entry }: T): Omit<T, 'id'> => entry;

/**
 * Each channel's state as her account page and the owner's customer page show it: given or not, the latest entry,
 * when the consent in force was given and when she last withdrew (entries without their ids).
 */
export function channelStates<
  T extends { at: string; id: number; channel: ConsentChannel; action: ConsentAction },
>(history: readonly T[]) {
  return CONSENT_CHANNELS.map((channel) => {
    const state = consentState(channel, history);
    return {
      channel,
      given: state.given,
      latest: state.latest ? withoutId(state.latest) : null,
      givenAt: state.givenAt?.at ?? null,
      withdrawnAt: state.withdrawnAt?.at ?? null,
    };
  });
}

/**
 * Whether a change writes an entry: only a change of state does (a second "given" on a given consent is
 * answered as it stands, so a double tap never writes twice).
 */
export const changesConsent = (current: boolean, wanted: boolean) => current !== wanted;

/** The wording a channel's checkbox shows in a language. */
export const wordingFor = (channel: ConsentChannel, language: ConsentLanguage) => ({
  version: CONSENT_WORDING[channel].version,
  text: CONSENT_WORDING[channel][language],
});

/** "how", as the owner reads it on a shopper's page and in the CSV. */
export const CONSENT_SOURCE_LABELS: Record<ConsentSource, string> = {
  account: 'Account page',
  checkout: 'Checkout',
  newsletter: 'WhatsApp newsletter sign-up',
  newsletter_backfill: 'WhatsApp newsletter sign-up (from the subscriber list, before consent was recorded)',
};

/** "how", as she reads it in her own history ("Given on 3 Nov 2026 from your account page"). */
export const CONSENT_SOURCE_SHOPPER: Record<ConsentSource, string> = {
  account: 'from your account page',
  checkout: 'at checkout',
  newsletter: 'from the WhatsApp newsletter box',
  newsletter_backfill: 'from the WhatsApp newsletter box',
};

export const CONSENT_CHANNEL_LABELS: Record<ConsentChannel, string> = {
  whatsapp: 'WhatsApp',
  email: 'E-mail',
};

export const CONSENT_MESSAGES = {
  badChannel: 'Channel must be whatsapp or email.',
  badGiven: 'Say true to give consent or false to withdraw it.',
  badLanguage: 'Language must be en or hi.',
  versionRequired: 'Say which version of the wording was shown.',
  wordingChanged: 'The wording has changed since the page was opened. Please read it again before you agree.',
  given: 'Thank you. Your consent is saved.',
  withdrawn: 'Done. You will not get these marketing messages any more.',
  alreadyGiven: 'You had already agreed to these messages.',
  alreadyWithdrawn: 'You were already not getting these messages.',
  unsubscribed: 'You are unsubscribed. Offers will no longer reach this number on WhatsApp.',
  notSubscribed: 'This number is not on our WhatsApp list.',
} as const;

/** PUT /api/account/marketing-consent: who is the token's; a `userId` sent along is ignored. */
export const ConsentChangeSchema = z.object({
  channel: z.enum(CONSENT_CHANNELS, { error: CONSENT_MESSAGES.badChannel }),
  given: z.boolean({ error: CONSENT_MESSAGES.badGiven }),
  /** The language the wording was shown in. */
  language: z.enum(CONSENT_LANGUAGES, { error: CONSENT_MESSAGES.badLanguage }),
  /** The version of the wording shown (a consent on older words is refused with 409; a withdrawal never is). */
  wordingVersion: z
    .string({ error: CONSENT_MESSAGES.versionRequired })
    .trim()
    .min(1, CONSENT_MESSAGES.versionRequired)
    .max(40, CONSENT_MESSAGES.versionRequired),
});
export type ConsentChange = z.infer<typeof ConsentChangeSchema>;

/** How many of her entries her page shows (newest first). */
export const CONSENT_HISTORY_LIMIT = 20;

export const MarketingConsentSchema = z.object({
  channels: z.array(
    ConsentStateSchema.extend({
      /** What the checkbox shows now, in both languages. */
      wording: z.object({ version: z.string(), en: z.string(), hi: z.string() }),
    }),
  ),
  /** Her entries, newest first (at most CONSENT_HISTORY_LIMIT). */
  history: z.array(ConsentEntrySchema),
});
export type MarketingConsent = z.infer<typeof MarketingConsentSchema>;

export const MarketingConsentAnswerSchema = MarketingConsentSchema.extend({ message: z.string() });

/** POST /api/newsletterUnsubscribe (anyone with the number; signed in, her own number also withdraws on her account). */
export const NewsletterUnsubscribeSchema = z.object({
  whatsappNumber: WhatsappNumberSchema,
  language: z.enum(CONSENT_LANGUAGES, { error: CONSENT_MESSAGES.badLanguage }).default('en'),
});
