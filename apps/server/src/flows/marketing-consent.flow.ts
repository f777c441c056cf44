// Marketing consent across the consent and newsletter modules (issue 27, decision 0058). The WhatsApp newsletter
// list and her WhatsApp consent say the same thing for an account's number, whichever side she uses:
//
// - her account page (`changeAccountConsent`): the words she saw checked (consent `accountWording`), then in one
//   transaction her entry (consent `recordConsent`, her changes one at a time) and, for WhatsApp, her account's number put
//   on or taken off the newsletter list (newsletter `subscribe` / `unsubscribe`);
// - the newsletter box signed in (`subscribeFromNewsletter`): the number on the list, and when it is her account's
//   number a WhatsApp consent given "from the newsletter box" with the box's words; a number not hers is only
//   listed (nobody consents for another's account);
// - the box's unsubscribe (`unsubscribeFromNewsletter`): the number off the list, and the account holding that
//   number (accounts `accountIdOfNumber`, if any) gets a WhatsApp withdrawal — by her when she is signed in, else by a visitor with her number.
//   A withdrawal, unlike a consent, is taken from the number alone: stopping messages must be as easy as asking.
import type { ConsentChange, ConsentLanguage, MarketingConsent } from '@zariya/shared/marketing-consent';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import type { AccountUser } from '../lib/account-user.ts';
import { accountIdOfNumber } from '../modules/accounts/accounts.service.ts';
import {
  accountWording,
  changeMessage,
  consentOf,
  newsletterWording,
  recordConsent,
} from '../modules/consent/consent.service.ts';
import { subscribe, unsubscribe } from '../modules/newsletter/newsletter.service.ts';

export async function changeAccountConsent(
  db: Db,
  user: AccountUser,
  change: ConsentChange,
): Promise<MarketingConsent & { message: string }> {
  const wording = accountWording(change.channel, change.given, change.language, change.wordingVersion);
  const { changed } = await inTransaction(db, async (tx) => {
    const result = await recordConsent(tx, {
      userId: user.id,
      channel: change.channel,
      given: change.given,
      language: change.language,
      source: 'account',
      actor: 'shopper',
      wording,
    });
    if (change.channel === 'whatsapp') {
      if (change.given) await subscribe(tx, user.contact);
      else await unsubscribe(tx, user.contact);
    }
    return result;
  });
  return { ...(await consentOf(db, user.id)), message: changeMessage(change.given, changed) };
}

export async function subscribeFromNewsletter(
  db: Db,
  whatsappNumber: string,
  user: AccountUser | null,
  language: ConsentLanguage,
): Promise<{ isNew: boolean; message: string }> {
  return inTransaction(db, async (tx) => {
    const answer = await subscribe(tx, whatsappNumber);
    if (user && user.contact === whatsappNumber)
      await recordConsent(tx, {
        userId: user.id,
        channel: 'whatsapp',
        given: true,
        language,
        source: 'newsletter',
        actor: 'shopper',
        wording: newsletterWording(language),
      });
    return answer;
  });
}

export async function unsubscribeFromNewsletter(
  db: Db,
  whatsappNumber: string,
  user: AccountUser | null,
  language: ConsentLanguage,
): Promise<{ removed: boolean; message: string; withdrawn: boolean }> {
  return inTransaction(db, async (tx) => {
    const answer = await unsubscribe(tx, whatsappNumber);
    const holder = await accountIdOfNumber(tx, whatsappNumber);
    let withdrawn = false;
    if (holder !== null)
      withdrawn = (
        await recordConsent(tx, {
          userId: holder,
          channel: 'whatsapp',
          given: false,
          language,
          source: 'newsletter',
          actor: user?.id === holder ? 'shopper' : 'visitor',
          wording: newsletterWording(language),
        })
      ).changed;
    return { ...answer, withdrawn };
  });
}
