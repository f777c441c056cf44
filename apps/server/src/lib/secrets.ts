// Server secrets kept in the database (the settings table), each created at random on first use and then the same
// for every process: the login and COD codes' pepper, the admin session key, named secrets that sign links.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema.ts';

/** A random server-side secret kept in settings, created on first use (the same for every process). */
export async function ensureSecret(db: Db, key: string, create: () => string): Promise<string> {
  await db.insert(settings).values({ key, value: create() }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row.value;
}

/** Server-side secret mixed into every stored one-time code hash (the e-mail login code, the COD code). */
export const loadOtpPepper = (db: Db) =>
  ensureSecret(db, 'otp_pepper', () => randomBytes(32).toString('hex'));

/** A server secret of its own kept in the database (created once), e.g. to sign links sent by e-mail. */
export const loadNamedSecret = (db: Db, key: string) =>
  ensureSecret(db, key, () => randomBytes(32).toString('hex'));
