// Drizzle queries of the phone tables (phone.schema.ts): verified numbers, the codes sent to phones, and a number
// taken from the account that registered it when its real owner proves it.
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { phoneCodes, phoneVerifications } from './phone.schema.ts';

export type PhoneCodePurpose = 'signin' | 'signup' | 'verify';

/** The account's number when it is the number she proved, else undefined. */
export async function verifiedMobileOf(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ mobile: users.contact })
    .from(users)
    .innerJoin(phoneVerifications, eq(phoneVerifications.userId, users.id))
    .where(and(eq(users.id, userId), eq(phoneVerifications.mobile, users.contact)));
  return row?.mobile;
}

/** The account whose proven number this is, if any. */
export async function findVerifiedUserId(db: Db, mobile: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(phoneVerifications, eq(phoneVerifications.userId, users.id))
    .where(and(eq(users.contact, mobile), eq(phoneVerifications.mobile, mobile)));
  return row?.id;
}

export async function markVerified(db: Db, userId: number, mobile: string, now: Date): Promise<void> {
  await db
    .insert(phoneVerifications)
    .values({ userId, mobile, verifiedAt: now })
    .onConflictDoUpdate({ target: phoneVerifications.userId, set: { mobile, verifiedAt: now } });
}

/**
 * The number leaves whichever other account holds it (its real owner proved it): that account keeps its e-mail,
 * orders and sessions, and gets a placeholder no message, login or code can reach (`released:<id>`).
 */
export async function releaseNumber(db: Db, mobile: string, keepUserId?: number): Promise<number[]> {
  const rows = await db
    .update(users)
    .set({ contact: sql`'released:' || ${users.id}` })
    .where(and(eq(users.contact, mobile), keepUserId === undefined ? undefined : ne(users.id, keepUserId)))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

export async function setContact(db: Db, userId: number, mobile: string): Promise<void> {
  await db.update(users).set({ contact: mobile }).where(eq(users.id, userId));
}

/** A new code for the number and purpose; every older one of them stops working, day-old ones are dropped. */
export async function replaceCode(
  db: Db,
  c: {
    mobile: string;
    purpose: PhoneCodePurpose;
    userId?: number;
    codeHash: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  const dayAgo = new Date(c.now.getTime() - 86_400_000);
  await db
    .delete(phoneCodes)
    .where(
      or(
        and(eq(phoneCodes.mobile, c.mobile), eq(phoneCodes.purpose, c.purpose)),
        lt(phoneCodes.expiresAt, dayAgo),
      ),
    );
  await db.insert(phoneCodes).values({
    mobile: c.mobile,
    purpose: c.purpose,
    userId: c.userId ?? null,
    codeHash: c.codeHash,
    expiresAt: c.expiresAt,
    createdAt: c.now,
  });
}

/**
 * Counts one try against the latest live code of the number and purpose (and account, for 'verify'), in one
 * statement so that parallel guesses all count; undefined when there is none or it used up its tries.
 */
export async function takeCodeAttempt(
  db: Db,
  mobile: string,
  purpose: PhoneCodePurpose,
  userId: number | undefined,
  now: Date,
  maxAttempts: number,
) {
  const [latest] = await db
    .select({ id: phoneCodes.id })
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.mobile, mobile),
        eq(phoneCodes.purpose, purpose),
        userId === undefined ? undefined : eq(phoneCodes.userId, userId),
        isNull(phoneCodes.consumedAt),
      ),
    )
    .orderBy(desc(phoneCodes.id))
    .limit(1);
  if (!latest) return undefined;
  const [row] = await db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(
      and(
        eq(phoneCodes.id, latest.id),
        isNull(phoneCodes.consumedAt),
        gt(phoneCodes.expiresAt, now),
        lt(phoneCodes.attempts, maxAttempts),
      ),
    )
    .returning({ id: phoneCodes.id, codeHash: phoneCodes.codeHash });
  return row;
}

/** Marks the code used; false when another request used it first. */
export async function consumeCode(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(phoneCodes)
    .set({ consumedAt: now })
    .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.consumedAt)))
    .returning({ id: phoneCodes.id });
  return rows.length > 0;
}
