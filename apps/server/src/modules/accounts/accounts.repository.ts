import type { DeliveryAddress } from '@zariya/shared/accounts';
import { and, desc, eq, gt, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { otpChallenges, sessions, users } from '../../db/schema.ts';
import type { AccountUser } from '../../lib/account-user.ts';

export type { AccountUser };

type UserRow = typeof users.$inferSelect;

const toAccountUser = (row: Pick<UserRow, 'id' | 'fullname' | 'email' | 'contact'>): AccountUser => ({
  id: row.id,
  fullname: row.fullname,
  email: row.email,
  contact: row.contact,
});

/** Stored addresses are written only through DeliveryAddressSchema; an empty second line is left out. */
const toDeliveryAddress = (value: DeliveryAddress | null): DeliveryAddress | null => {
  if (!value) return null;
  const { addressLine2, ...rest } = value;
  return addressLine2 ? { ...rest, addressLine2 } : rest;
};

export async function findTakenFields(db: Db, contact: string, email: string) {
  const rows = await db
    .select({ contact: users.contact, email: users.email })
    .from(users)
    .where(or(eq(users.contact, contact), eq(users.email, email)));
  return {
    contactTaken: rows.some((r) => r.contact === contact),
    emailTaken: rows.some((r) => r.email === email),
  };
}

export async function insertUser(
  db: Db,
  values: {
    fullname: string;
    contact: string;
    email: string;
    passwordHash: string;
    deliveryAddress: DeliveryAddress;
  },
): Promise<AccountUser> {
  const [row] = await db.insert(users).values(values).returning();
  return toAccountUser(row);
}

export async function findUserForLogin(db: Db, contact: string) {
  const [row] = await db.select().from(users).where(eq(users.contact, contact));
  return row ? { user: toAccountUser(row), passwordHash: row.passwordHash } : undefined;
}

export async function findUserByEmail(db: Db, email: string): Promise<AccountUser | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ? toAccountUser(row) : undefined;
}

export async function findUserById(db: Db, id: number): Promise<AccountUser | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ? toAccountUser(row) : undefined;
}

export async function getDeliveryAddress(
  db: Db,
  userId: number,
): Promise<DeliveryAddress | null | undefined> {
  const [row] = await db
    .select({ deliveryAddress: users.deliveryAddress })
    .from(users)
    .where(eq(users.id, userId));
  return row ? toDeliveryAddress(row.deliveryAddress) : undefined;
}

export async function setDeliveryAddress(db: Db, userId: number, address: DeliveryAddress) {
  const [row] = await db
    .update(users)
    .set({ deliveryAddress: toDeliveryAddress(address) })
    .where(eq(users.id, userId))
    .returning({ deliveryAddress: users.deliveryAddress });
  return row ? toDeliveryAddress(row.deliveryAddress) : undefined;
}

// Sessions

export async function insertSession(
  db: Db,
  values: { userId: number; tokenHash: string; expiresAt: Date; device: string; now: Date },
): Promise<void> {
  const { userId, tokenHash, expiresAt, device, now } = values;
  await db.insert(sessions).values({ userId, tokenHash, expiresAt, device, createdAt: now, lastSeenAt: now });
}

/** Drops the user's sessions that can no longer be used: past their end, idle too long, or signed out. */
export async function deleteDeadSessions(db: Db, userId: number, now: Date, idleSince: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleSince), lte(sessions.revokedAt, now)),
      ),
    );
}

const live = (now: Date, idleSince: Date) =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince));

export async function findLiveSession(db: Db, tokenHash: string, now: Date, idleSince: Date) {
  const [row] = await db
    .select({
      id: users.id,
      fullname: users.fullname,
      email: users.email,
      contact: users.contact,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), live(now, idleSince)));
  return row ? { user: toAccountUser(row), sessionId: row.sessionId, lastSeenAt: row.lastSeenAt } : undefined;
}

export async function touchSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function listLiveSessions(db: Db, userId: number, now: Date, idleSince: Date) {
  return db
    .select({
      id: sessions.id,
      device: sessions.device,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live(now, idleSince)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Signs out one of the user's own sessions; false when it is not hers or already ended. */
export async function revokeSessionById(db: Db, userId: number, sessionId: number, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Signs out every session of the user but `keepId`; answers how many were ended. */
export async function revokeOtherSessions(db: Db, userId: number, keepId: number, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function findPasswordHash(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

// One-time codes

/** Stores a new code for the e-mail; every older code of that e-mail stops working. */
export async function replaceOtpChallenge(
  db: Db,
  email: string,
  codeHash: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await db
    .delete(otpChallenges)
    .where(or(eq(otpChallenges.email, email), lt(otpChallenges.expiresAt, dayAgo)));
  await db.insert(otpChallenges).values({ email, codeHash, expiresAt, createdAt: now });
}

/**
 * Counts one try against the e-mail's live code and answers it, or nothing when there is no live code or
 * it has used up its tries. The check and the count are one statement, so parallel guesses all count.
 */
export async function takeOtpAttempt(db: Db, email: string, now: Date, maxAttempts: number) {
  const [latest] = await db
    .select({ id: otpChallenges.id })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.email, email), isNull(otpChallenges.consumedAt)))
    .orderBy(desc(otpChallenges.id))
    .limit(1);
  if (!latest) return undefined;
  const [row] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(
      and(
        eq(otpChallenges.id, latest.id),
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.expiresAt, now),
        lt(otpChallenges.attempts, maxAttempts),
      ),
    )
    .returning({ id: otpChallenges.id, codeHash: otpChallenges.codeHash });
  return row;
}

/** Marks the code used; false when another request used it first. */
export async function consumeOtpChallenge(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  return rows.length > 0;
}
