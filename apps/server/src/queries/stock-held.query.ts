// Named query (issue 31): pieces held by live holds (the inventory module's stock_reservations joined with the
// payments module's payment orders, whose shopper a hold belongs to). The inventory module decides with it what a
// payment order may take; the cart shows with it what its shopper may still buy. Neither imports the other.
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { paymentOrders, stockReservations } from '../db/schema.ts';

/**
 * Pieces held, per product (what a pooled product's pool owes) and per variant (what a split product's variant
 * owes; decision 0043 phase 2): a hold is counted against the unit its product counts.
 */
export class Held {
  readonly byProduct = new Map<number, number>();
  readonly byVariant = new Map<number, number>();
  add(productId: number, variantId: number | null, quantity: number) {
    this.byProduct.set(productId, (this.byProduct.get(productId) ?? 0) + quantity);
    if (variantId !== null) this.byVariant.set(variantId, (this.byVariant.get(variantId) ?? 0) + quantity);
  }
  /** Pieces of the product's pool held (pooled products). */
  get(productId: number) {
    return this.byProduct.get(productId) ?? 0;
  }
  /** Pieces held of one unit: the product's pool, or a split product's variant. */
  of(unit: { kind: 'pool'; productId: number } | { kind: 'variant'; variantId: number }) {
    return unit.kind === 'pool' ? this.get(unit.productId) : (this.byVariant.get(unit.variantId) ?? 0);
  }
}

/**
 * Pieces of each product (and variant) held by live holds, leaving out one shopper's (what she may still buy) or
 * one payment order's (what it may still take).
 */
async function liveHolds(
  db: Db,
  productIds: number[],
  now: Date,
  leaveOut: { userId: number } | { paymentOrderId: string },
): Promise<Held> {
  const held = new Held();
  if (productIds.length === 0) return held;
  const rows = await db
    .select({
      productId: stockReservations.productId,
      variantId: stockReservations.variantId,
      quantity: sql<string>`sum(${stockReservations.quantity})`,
    })
    .from(stockReservations)
    .innerJoin(paymentOrders, eq(paymentOrders.id, stockReservations.paymentOrderId))
    .where(
      and(
        inArray(stockReservations.productId, productIds),
        isNull(stockReservations.releasedAt),
        gt(stockReservations.expiresAt, now),
        'userId' in leaveOut
          ? ne(paymentOrders.userId, leaveOut.userId)
          : ne(stockReservations.paymentOrderId, leaveOut.paymentOrderId),
      ),
    )
    .groupBy(stockReservations.productId, stockReservations.variantId);
  for (const row of rows) held.add(row.productId, row.variantId, Number(row.quantity));
  return held;
}

/** Pieces of each product held by other shoppers' live holds. */
export const reservedByOthers = (db: Db, productIds: number[], userId: number, now: Date) =>
  liveHolds(db, productIds, now, { userId });

/** Pieces of each product held by live holds other than this payment order's. */
export const heldExcept = (db: Db, productIds: number[], paymentOrderId: string, now: Date) =>
  liveHolds(db, productIds, now, { paymentOrderId });
