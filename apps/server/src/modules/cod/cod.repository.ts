// Drizzle queries of cash on delivery: the owner's settings (one row of `settings`), the code challenges, and the
// counts the rules need (a shopper's open COD orders, the cash still out with couriers).
import { type CodSettings, DEFAULT_COD_SETTINGS } from '@zariya/shared/cod';
import { and, count, eq, gt, inArray, isNull, lt, notInArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bundleOrders, codChallenges, orders, settings, users } from '../../db/schema.ts';

const SETTINGS_KEY = 'cod_settings';

export async function readSettings(db: Db): Promise<CodSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SETTINGS_KEY));
  if (!row) return DEFAULT_COD_SETTINGS;
  return { ...DEFAULT_COD_SETTINGS, ...(JSON.parse(row.value) as Partial<CodSettings>) };
}

export async function saveSettings(db: Db, value: CodSettings) {
  await db
    .insert(settings)
    .values({ key: SETTINGS_KEY, value: JSON.stringify(value) })
    .onConflictDoUpdate({ target: settings.key, set: { value: JSON.stringify(value) } });
}

const OPEN_FULFILMENT = ['placed', 'packed', 'shipped'];
const CLOSED_STATUS = ['cancelled', 'returned'];

/** Her COD orders not yet delivered, returned to origin, cancelled or returned. */
export async function openCodOrders(db: Db, userId: number): Promise<number> {
  const open = (t: typeof orders | typeof bundleOrders) =>
    and(
      eq(t.userId, userId),
      eq(t.paymentMethod, 'cod'),
      inArray(t.fulfilment, OPEN_FULFILMENT),
      notInArray(t.status, CLOSED_STATUS),
    );
  const [single] = await db.select({ n: count() }).from(orders).where(open(orders));
  const [bundle] = await db.select({ n: count() }).from(bundleOrders).where(open(bundleOrders));
  return Number(single.n) + Number(bundle.n);
}

/** A street line as the address limit compares it: lower case, letters and digits only ("12, M.G. Road" = "12 mg road"). */
export const streetKey = (line: string) => line.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Open COD orders (any account) to one door — the same pincode and street line, however spelt — and of the accounts
 * that hold or held (proved) one number (issue 28): fresh accounts cannot pile COD orders onto one stranger.
 */
export async function openCodOrdersAt(
  db: Db,
  where: { postalCode: string; addressLine1: string; mobile?: string },
): Promise<{ address: number; phone: number }> {
  const key = streetKey(where.addressLine1);
  const count = async (t: typeof orders | typeof bundleOrders, match: ReturnType<typeof sql>) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t)
      .where(
        and(
          eq(t.paymentMethod, 'cod'),
          inArray(t.fulfilment, OPEN_FULFILMENT),
          notInArray(t.status, CLOSED_STATUS),
          match,
        ),
      );
    return Number(row.n);
  };
  const atDoor = (t: typeof orders | typeof bundleOrders) =>
    sql`${t.deliveryAddress}->>'postalCode' = ${where.postalCode} and regexp_replace(lower(${t.deliveryAddress}->>'addressLine1'), '[^[:alnum:]]', '', 'g') = ${key}`;
  const ofPhone = (t: typeof orders | typeof bundleOrders) =>
    sql`${t.userId} in (select id from users where contact = ${where.mobile ?? ''} union select user_id from phone_verifications where mobile = ${where.mobile ?? ''})`;
  const address = (await count(orders, atDoor(orders))) + (await count(bundleOrders, atDoor(bundleOrders)));
  const phone = where.mobile
    ? (await count(orders, ofPhone(orders))) + (await count(bundleOrders, ofPhone(bundleOrders)))
    : 0;
  return { address, phone };
}

/** Cash with couriers: COD orders shipped and not yet delivered (goods total plus the COD fee). */
export async function cashToCollect(db: Db): Promise<{ amount: number; orders: number }> {
  const shipped = (t: typeof orders | typeof bundleOrders) =>
    and(eq(t.paymentMethod, 'cod'), eq(t.fulfilment, 'shipped'), notInArray(t.status, CLOSED_STATUS));
  const [single] = await db
    .select({ amount: sum(sql`${orders.price} + ${orders.codFee}`), n: count() })
    .from(orders)
    .where(shipped(orders));
  const [bundle] = await db
    .select({ amount: sum(sql`${bundleOrders.totalAmount} + ${bundleOrders.codFee}`), n: count() })
    .from(bundleOrders)
    .where(shipped(bundleOrders));
  return {
    amount: Math.round((Number(single.amount ?? 0) + Number(bundle.amount ?? 0)) * 100) / 100,
    orders: Number(single.n) + Number(bundle.n),
  };
}

/** Serialises one shopper's COD placements, so two confirmations at once cannot both pass the open-order limit. */
export async function lockShopper(tx: Db, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export type NewChallenge = {
  userId: number;
  purchase: Record<string, unknown>;
  orderValue: number;
  fee: number;
  codeHash: string;
  expiresAt: Date;
  now: Date;
};

/** A new code for her; her earlier unused codes stop working (only the latest e-mail counts). */
export async function insertChallenge(db: Db, c: NewChallenge) {
  return db.transaction(async (tx) => {
    await tx
      .update(codChallenges)
      .set({ consumedAt: c.now })
      .where(and(eq(codChallenges.userId, c.userId), isNull(codChallenges.consumedAt)));
    const [row] = await tx
      .insert(codChallenges)
      .values({
        userId: c.userId,
        purchase: c.purchase,
        orderValue: c.orderValue,
        fee: c.fee,
        codeHash: c.codeHash,
        expiresAt: c.expiresAt,
        createdAt: c.now,
      })
      .returning();
    return row;
  });
}

export async function challengesSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(codChallenges)
    .where(and(eq(codChallenges.userId, userId), gt(codChallenges.createdAt, since)));
  return Number(row.n);
}

export async function findChallenge(db: Db, id: number) {
  const [row] = await db.select().from(codChallenges).where(eq(codChallenges.id, id));
  return row;
}

/**
 * Counts one try against a live code and answers the challenge, or nothing when it is used, expired or out of
 * tries. One statement, so parallel guesses all count.
 */
export async function takeAttempt(db: Db, id: number, userId: number, now: Date, maxAttempts: number) {
  const [row] = await db
    .update(codChallenges)
    .set({ attempts: sql`${codChallenges.attempts} + 1` })
    .where(
      and(
        eq(codChallenges.id, id),
        eq(codChallenges.userId, userId),
        isNull(codChallenges.consumedAt),
        gt(codChallenges.expiresAt, now),
        lt(codChallenges.attempts, maxAttempts),
      ),
    )
    .returning();
  return row;
}

/** Marks the code used; false when another request used it first. */
export async function consumeChallenge(tx: Db, id: number, now: Date) {
  const rows = await tx
    .update(codChallenges)
    .set({ consumedAt: now })
    .where(and(eq(codChallenges.id, id), isNull(codChallenges.consumedAt)))
    .returning({ id: codChallenges.id });
  return rows.length > 0;
}

export async function setChallengeOrder(tx: Db, id: number, orderRef: string) {
  await tx.update(codChallenges).set({ orderRef }).where(eq(codChallenges.id, id));
}

/** The one-tap button's token (its hash) and the verified mobile it went to (decision 0053). */
export async function setTapToken(db: Db, id: number, tokenHash: string, mobile: string) {
  await db
    .update(codChallenges)
    .set({ tapTokenHash: tokenHash, tapMobile: mobile })
    .where(eq(codChallenges.id, id));
}

export async function findTapChallenge(db: Db, tokenHash: string) {
  const [row] = await db.select().from(codChallenges).where(eq(codChallenges.tapTokenHash, tokenHash));
  return row;
}
