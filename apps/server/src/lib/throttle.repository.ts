import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authThrottle, loginTrust } from '../db/schema.ts';

export type ThrottlePolicy = {
  /** Attempts allowed before the key is locked. */
  threshold: number;
  /** The first lock; it doubles with every further counted attempt up to maxLockSeconds. */
  baseLockSeconds: number;
  maxLockSeconds: number;
  /** A key with no counted attempt for this long starts again from zero. */
  resetAfterSeconds: number;
};

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The latest lock among the keys that is still running at `now`, if any. */
export async function activeLockUntil(db: Db, keys: string[], now: Date): Promise<Date | undefined> {
  if (keys.length === 0) return undefined;
  const rows = await db
    .select({ lockedUntil: authThrottle.lockedUntil })
    .from(authThrottle)
    .where(and(inArray(authThrottle.key, keys), gt(authThrottle.lockedUntil, now)));
  const times = rows.map((r) => r.lockedUntil!.getTime());
  return times.length > 0 ? new Date(Math.max(...times)) : undefined;
}

/**
 * Counts one attempt against `key` unless it is locked, in one statement so that parallel attempts from
 * several processes cannot slip past a lock. Answers the failures counted so far, or 0 (counting nothing)
 * when the key is locked.
 */
export async function countAttempt(db: Db, key: string, policy: ThrottlePolicy, now: Date): Promise<number> {
  const resetBefore = new Date(now.getTime() - policy.resetAfterSeconds * 1000);
  const next = sql`(case when ${authThrottle.lastFailureAt} < ${ts(resetBefore)} then 1 else ${authThrottle.failures} + 1 end)`;
  const lockFor = (failures: unknown) =>
    sql`case when ${failures} >= ${policy.threshold} then ${ts(now)} + make_interval(secs => least(${policy.baseLockSeconds}::float8 * power(2, least(${failures} - ${policy.threshold}, 30)), ${policy.maxLockSeconds}::float8)) else null end`;
  const rows = await db
    .insert(authThrottle)
    .values({
      key,
      failures: 1,
      lastFailureAt: now,
      lockedUntil: policy.threshold <= 1 ? new Date(now.getTime() + policy.baseLockSeconds * 1000) : null,
    })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: { failures: next, lastFailureAt: now, lockedUntil: lockFor(next) },
      setWhere: or(isNull(authThrottle.lockedUntil), lte(authThrottle.lockedUntil, now)),
    })
    .returning({ failures: authThrottle.failures });
  return rows[0]?.failures ?? 0;
}

/** Takes back one counted attempt (it turned out to be a success); lifts the lock if below the threshold. */
export async function uncountAttempt(db: Db, key: string, policy: ThrottlePolicy): Promise<void> {
  const remaining = sql`greatest(${authThrottle.failures} - 1, 0)`;
  await db
    .update(authThrottle)
    .set({
      failures: remaining,
      lockedUntil: sql`case when ${remaining} < ${policy.threshold} then null else ${authThrottle.lockedUntil} end`,
    })
    .where(eq(authThrottle.key, key));
}

export async function clearKeys(db: Db, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(authThrottle).where(inArray(authThrottle.key, keys));
}

/** Drops counters that have been quiet for longer than any policy remembers. */
export async function deleteStale(db: Db, before: Date, now: Date): Promise<void> {
  await db
    .delete(authThrottle)
    .where(
      and(
        lt(authThrottle.lastFailureAt, before),
        or(isNull(authThrottle.lockedUntil), lte(authThrottle.lockedUntil, now)),
      ),
    );
}

/** Remembers that the shopper logged in at this place (a hashed number + address key). */
export async function markTrusted(db: Db, key: string, now: Date): Promise<void> {
  await db
    .insert(loginTrust)
    .values({ key, lastSuccessAt: now })
    .onConflictDoUpdate({ target: loginTrust.key, set: { lastSuccessAt: now } });
}

export async function isTrusted(db: Db, key: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ key: loginTrust.key })
    .from(loginTrust)
    .where(and(eq(loginTrust.key, key), gt(loginTrust.lastSuccessAt, since)));
  return Boolean(row);
}

export async function deleteStaleTrust(db: Db, before: Date): Promise<void> {
  await db.delete(loginTrust).where(lt(loginTrust.lastSuccessAt, before));
}
