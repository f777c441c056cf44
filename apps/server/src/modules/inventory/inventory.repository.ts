// Stock and its holds. A hold (stock_reservations row) keeps pieces for one payment order while its window is
// open; what others can buy is stock minus other shoppers' live holds. Stock itself moves only by conditional
// UPDATEs that never go below 0, on product rows locked in id order.
import { and, asc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentOrders, products, productVariants, stockReservations } from '../../db/schema.ts';

/** Pieces held by other shoppers' or other payment orders' live holds (a named query: holds × payment orders). */
export { heldExcept, reservedByOthers } from '../../queries/stock-held.query.ts';

/** Locks the product rows in id order, so two writers of the same products wait instead of deadlocking. */
export async function lockProducts(tx: Db, productIds: number[]) {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  return tx.select().from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for('update');
}

/** Locks the variant rows in id order (after their products: see lockProducts), or reads them when `lock` is false. */
export async function variantRows(tx: Db, variantIds: number[], lock: boolean) {
  const ids = [...new Set(variantIds)].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  const query = tx
    .select()
    .from(productVariants)
    .where(inArray(productVariants.id, ids))
    .orderBy(asc(productVariants.id));
  return lock ? query.for('update') : query;
}

/** The product rows, in id order; locked until the transaction ends when `lock` is true. */
export async function productRows(tx: Db, productIds: number[], lock: boolean) {
  if (lock) return lockProducts(tx, productIds);
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  return tx.select().from(products).where(inArray(products.id, ids)).orderBy(asc(products.id));
}

/** A product's variants, those on sale first, in the owner's order (archived ones last, for old lines). */
export async function variantsOf(db: Db, productId: number) {
  return db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(
      sql`${productVariants.archivedAt} is not null`,
      asc(productVariants.position),
      asc(productVariants.id),
    );
}

export async function insertHolds(
  tx: Db,
  paymentOrderId: string,
  items: Array<{ productId: number; variantId: number | null; quantity: number }>,
  expiresAt: Date,
) {
  if (items.length === 0) return;
  await tx.insert(stockReservations).values(
    items.map((item) => ({
      paymentOrderId,
      productId: item.productId,
      variantId: item.variantId,
      quantity: item.quantity,
      expiresAt,
    })),
  );
}

export async function releaseHolds(tx: Db, paymentOrderId: string, now: Date) {
  await tx
    .update(stockReservations)
    .set({ releasedAt: now })
    .where(and(eq(stockReservations.paymentOrderId, paymentOrderId), isNull(stockReservations.releasedAt)));
}

/** Releases every live hold of the shopper: a new payment window closes her earlier ones. */
export async function releaseShopperHolds(tx: Db, userId: number, now: Date) {
  await tx
    .update(stockReservations)
    .set({ releasedAt: now })
    .where(
      and(
        isNull(stockReservations.releasedAt),
        gt(stockReservations.expiresAt, now),
        inArray(
          stockReservations.paymentOrderId,
          tx.select({ id: paymentOrders.id }).from(paymentOrders).where(eq(paymentOrders.userId, userId)),
        ),
      ),
    );
}

/** Pieces held right now by the payment orders of this shopper, or of every shopper behind this address. */
export async function heldUnits(db: Db, who: { userId: number } | { clientAddress: string }, now: Date) {
  const [row] = await db
    .select({ units: sql<string>`coalesce(sum(${stockReservations.quantity}), 0)` })
    .from(stockReservations)
    .innerJoin(paymentOrders, eq(paymentOrders.id, stockReservations.paymentOrderId))
    .where(
      and(
        isNull(stockReservations.releasedAt),
        gt(stockReservations.expiresAt, now),
        'userId' in who
          ? eq(paymentOrders.userId, who.userId)
          : eq(paymentOrders.clientAddress, who.clientAddress),
      ),
    );
  return Number(row?.units ?? 0);
}

/** Payment orders made since `since` that ended without being paid (closed, failed or lapsed). */
export async function unpaidAttempts(
  db: Db,
  who: { userId: number } | { clientAddress: string },
  since: Date,
  now: Date,
) {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(paymentOrders)
    .where(
      and(
        'userId' in who
          ? eq(paymentOrders.userId, who.userId)
          : eq(paymentOrders.clientAddress, who.clientAddress),
        gt(paymentOrders.createdAt, since),
        or(
          inArray(paymentOrders.status, ['failed', 'expired']),
          and(inArray(paymentOrders.status, ['created', 'attempted']), lte(paymentOrders.expiresAt, now)),
        ),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Marks lapsed holds released; answers how many were freed. */
export async function releaseExpiredHolds(db: Db, now: Date): Promise<number> {
  const freed = await db
    .update(stockReservations)
    .set({ releasedAt: now })
    .where(and(isNull(stockReservations.releasedAt), lte(stockReservations.expiresAt, now)))
    .returning({ id: stockReservations.id });
  return freed.length;
}

/**
 * Takes `quantity` pieces; false (and nothing changed) when fewer are left. Sold out → unavailable. A product whose
 * pieces are not counted (stock null) keeps a null stock and stays on sale.
 */
export async function takeStock(
  tx: Db,
  productId: number,
  quantity: number,
): Promise<{ stock: number | null } | undefined> {
  const [taken] = await tx
    .update(products)
    .set({
      stock: sql`${products.stock} - ${quantity}`,
      available: sql`${products.available} and coalesce(${products.stock} - ${quantity} > 0, true)`,
    })
    .where(and(eq(products.id, productId), or(isNull(products.stock), gte(products.stock, quantity))))
    .returning({ stock: products.stock });
  return taken;
}

/** Back on the shelf; a product that had sold out becomes available again. */
export async function putBackStock(tx: Db, productId: number, quantity: number) {
  const [row] = await tx
    .update(products)
    .set({
      stock: sql`${products.stock} + ${quantity}`,
      available: sql`${products.available} or coalesce(${products.stock} <= 0, false)`,
    })
    .where(eq(products.id, productId))
    .returning({ stock: products.stock });
  return row;
}

/**
 * Moves a split product's variant count by `delta` pieces with a guarded UPDATE that never goes below 0 (an
 * uncounted variant stays uncounted); undefined when the pieces are not there. The caller holds the product's and
 * the variant's row locks and then calls syncSplitStock in the same transaction.
 */
export async function moveVariantStock(tx: Db, variantId: number, delta: number) {
  const [row] = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${delta}` })
    .where(
      and(
        eq(productVariants.id, variantId),
        or(isNull(productVariants.stock), gte(productVariants.stock, -delta)),
      ),
    )
    .returning({ stock: productVariants.stock });
  return row;
}

/**
 * A split product's `stock` becomes the sum of its counted variants on sale (null when none is counted), in the
 * transaction that moved them (decision 0043). Like the pool: the last piece sold takes the product off sale unless
 * an uncounted variant is still there; a piece back on a sold-out product puts it on sale again.
 */
export async function syncSplitStock(tx: Db, productId: number, direction: 'take' | 'give') {
  const onSale = sql`${productVariants.productId} = ${productId} and ${productVariants.archivedAt} is null`;
  const total = sql`(select sum(${productVariants.stock}) from ${productVariants} where ${onSale})`;
  const uncounted = sql`exists (select 1 from ${productVariants} where ${onSale} and ${productVariants.stock} is null)`;
  await tx
    .update(products)
    .set({
      stock: total,
      available:
        direction === 'take'
          ? sql`${products.available} and (${uncounted} or coalesce(${total} > 0, true))`
          : sql`${products.available} or coalesce(${products.stock} <= 0, false)`,
    })
    .where(eq(products.id, productId));
}
