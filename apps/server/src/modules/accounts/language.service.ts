// The shopper's language on her account (issue 14 item 6, decision 0033). The browser's own choice (its
// zariya_lang cookie) always wins: it is what she sees right now. A sign-in from a browser that has chosen
// a language saves that choice to the account; a sign-in from a browser that has chosen none (a new phone)
// gets the account's choice back as the cookie, so the shop changes to it at once.
import type { Language } from '@zariya/shared/language';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export async function setAccountLanguage(db: Db, userId: number, language: Language): Promise<void> {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.id, userId), ne(users.language, language)));
}

export async function accountLanguage(db: Db, userId: number): Promise<Language | undefined> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language;
}

/**
 * After a sign-in (password, code or sign-up): the language the browser should now show, to be set as its
 * cookie, or undefined when nothing needs to change there (no choice anywhere: English, the default).
 */
export async function signInLanguage(
  db: Db,
  userId: number,
  browserChoice: Language | undefined,
): Promise<Language | undefined> {
  if (browserChoice) {
    await setAccountLanguage(db, userId, browserChoice);
    return browserChoice;
  }
  const stored = await accountLanguage(db, userId);
  return stored && stored !== 'en' ? stored : undefined;
}
