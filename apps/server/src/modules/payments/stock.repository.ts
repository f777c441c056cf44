// Stock and its reservations: pieces held for a payment order for 15 minutes count against what others can buy
// while unexpired; stock itself only moves when a payment is settled, by a conditional UPDATE that never goes
// below 0.
import { and, asc, eq, gt, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentOrders, products, stockReservations } from '../../db/schema.ts';

/** Pieces of each product held by other shoppers' live reservations. */
export async function reservedByOthers(
  db: Db,
  productIds: number[],
  userId: number,
  now: Date,
): Promise<Map<number, number>> {
  const held = new Map<number, number>();
  if (productIds.length === 0) return held;
  const rows = await db
    .select({
      productId: stockReservations.productId,
      quantity: sql<string>`sum(${stockReservations.quantity})`,
    })
    .from(stockReservations)
    .innerJoin(paymentOrders, eq(paymentOrders.id, stockReservations.paymentOrderId))
    .where(
      and(
        inArray(stockReservations.productId, productIds),
        isNull(stockReservations.releasedAt),
        gt(stockReservations.expiresAt, now),
        ne(paymentOrders.userId, userId),
      ),
    )
    .groupBy(stockReservations.productId);
  for (const row of rows) held.set(row.productId, Number(row.quantity));
  return held;
}

/** Locks the product rows (in id order, so two buyers of the same products never deadlock). */
export async function lockProducts(tx: Db, productIds: number[]) {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  return tx.select().from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for('update');
}

export async function insertReservations(
  tx: Db,
  paymentOrderId: string,
  items: Array<{ productId: number; quantity: number }>,
  expiresAt: Date,
) {
  if (items.length === 0) return;
  await tx.insert(stockReservations).values(
    items.map((item) => ({
      paymentOrderId,
      productId: item.productId,
      quantity: item.quantity,
      expiresAt,
    })),
  );
}

export async function releaseReservations(tx: Db, paymentOrderId: string, now: Date) {
  await tx
    .update(stockReservations)
    .set({ releasedAt: now })
    .where(and(eq(stockReservations.paymentOrderId, paymentOrderId), isNull(stockReservations.releasedAt)));
}

/** Releases the shopper's own earlier holds on these products: one live hold per shopper and product. */
export async function releaseOwnHolds(tx: Db, userId: number, productIds: number[], now: Date) {
  if (productIds.length === 0) return;
  await tx
    .update(stockReservations)
    .set({ releasedAt: now })
    .where(
      and(
        inArray(stockReservations.productId, productIds),
        isNull(stockReservations.releasedAt),
        inArray(
          stockReservations.paymentOrderId,
          tx.select({ id: paymentOrders.id }).from(paymentOrders).where(eq(paymentOrders.userId, userId)),
        ),
      ),
    );
}

/** Marks lapsed reservations released and their unpaid payment orders expired; answers how many were freed. */
export async function releaseExpired(db: Db, now: Date): Promise<number> {
  const freed = await db
    .update(stockReservations)
    .set({ releasedAt: now })
    .where(and(isNull(stockReservations.releasedAt), lte(stockReservations.expiresAt, now)))
    .returning({ id: stockReservations.id });
  await db
    .update(paymentOrders)
    .set({ status: 'expired' })
    .where(and(eq(paymentOrders.status, 'created'), lte(paymentOrders.expiresAt, now)));
  return freed.length;
}

/** Takes `quantity` pieces; false (and nothing changed) when fewer are left. Sold out → unavailable. */
export async function takeStock(tx: Db, productId: number, quantity: number): Promise<boolean> {
  const taken = await tx
    .update(products)
    .set({
      stock: sql`${products.stock} - ${quantity}`,
      available: sql`${products.available} and ${products.stock} - ${quantity} > 0`,
    })
    .where(and(eq(products.id, productId), gte(products.stock, quantity)))
    .returning({ id: products.id });
  return taken.length > 0;
}
