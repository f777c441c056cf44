// Drizzle queries of the cart: lines with their products, the per-line and bundle coupon flags.
import { and, asc, count, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartLines, carts, products, productVariants } from '../../db/schema.ts';

/** A line with its product and the variant it names (null only on lines older than variants that matched none). */
export type LineWithProduct = {
  line: typeof cartLines.$inferSelect;
  product: typeof products.$inferSelect;
  variant: typeof productVariants.$inferSelect | null;
};

export async function listLines(db: Db, userId: number): Promise<LineWithProduct[]> {
  return db
    .select({ line: cartLines, product: products, variant: productVariants })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .leftJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.id));
}

export async function findLine(db: Db, userId: number, lineId: number): Promise<LineWithProduct | undefined> {
  const [row] = await db
    .select({ line: cartLines, product: products, variant: productVariants })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .leftJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .where(and(eq(cartLines.userId, userId), eq(cartLines.id, lineId)));
  return row;
}

/** The new line, or undefined when the same product, size and colour is already in the cart. */
export async function insertLine(
  db: Db,
  values: {
    userId: number;
    productId: number;
    variantId: number;
    size: string;
    color: string;
    quantity: number;
  },
) {
  const [row] = await db.insert(cartLines).values(values).onConflictDoNothing().returning();
  if (row) await touchCart(db, values.userId);
  return row;
}

/** The variant each of the shopper's lines names, by line id (a saved bundle's items name them too). */
export async function lineVariants(db: Db, userId: number): Promise<Map<number, number | null>> {
  const rows = await db
    .select({ id: cartLines.id, variantId: cartLines.variantId })
    .from(cartLines)
    .where(eq(cartLines.userId, userId));
  return new Map(rows.map((r) => [r.id, r.variantId]));
}

/** Notes that the shopper changed her cart now: the abandoned-cart reminder counts from the last change. */
export async function touchCart(db: Db, userId: number, at = new Date()) {
  await db
    .insert(carts)
    .values({ userId, changedAt: at })
    .onConflictDoUpdate({ target: carts.userId, set: { changedAt: at } });
}

export async function countLines(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartLines).where(eq(cartLines.userId, userId));
  return Number(row?.n ?? 0);
}

export type LinePick = { lineId?: number; productId?: number; size?: string; color?: string };

/** Deletes the picked lines of this shopper; answers how many went. */
export async function deleteLines(db: Db, userId: number, pick: LinePick): Promise<number> {
  const conditions: SQL[] = [eq(cartLines.userId, userId)];
  if (pick.lineId !== undefined) conditions.push(eq(cartLines.id, pick.lineId));
  if (pick.productId !== undefined) conditions.push(eq(cartLines.productId, pick.productId));
  if (pick.size !== undefined) conditions.push(eq(cartLines.size, pick.size));
  if (pick.color !== undefined) conditions.push(eq(cartLines.color, pick.color));
  const gone = await db
    .delete(cartLines)
    .where(and(...conditions))
    .returning({ id: cartLines.id });
  if (gone.length > 0) await touchCart(db, userId);
  return gone.length;
}

export async function setQuantity(db: Db, userId: number, lineId: number, quantity: number) {
  await db
    .update(cartLines)
    .set({ quantity })
    .where(and(eq(cartLines.userId, userId), eq(cartLines.id, lineId)));
  await touchCart(db, userId);
}

/** Sets the line coupon unless it is already set; true when this call set it. */
export async function applyLineCoupon(db: Db, userId: number, lineId: number): Promise<boolean> {
  const rows = await db
    .update(cartLines)
    .set({ couponApplied: true })
    .where(and(eq(cartLines.userId, userId), eq(cartLines.id, lineId), eq(cartLines.couponApplied, false)))
    .returning({ id: cartLines.id });
  return rows.length > 0;
}

export async function bundleCouponApplied(db: Db, userId: number): Promise<boolean> {
  return (await bagState(db, userId)).bundleCouponApplied;
}

/** The bag's coupons: PROMO2024 on the bag (the spec's flag) and the owner's code the shopper applied. */
export async function bagState(db: Db, userId: number) {
  const [row] = await db
    .select({ bundleCouponApplied: carts.bundleCouponApplied, couponCode: carts.couponCode })
    .from(carts)
    .where(eq(carts.userId, userId));
  return row ?? { bundleCouponApplied: false, couponCode: null };
}

/**
 * Holds `code` as the bag's one code, only while the bag holds none (neither another code nor PROMO2024): true when
 * this call set it. One statement, so two taps at once hold one code and nothing is half-applied.
 */
export async function holdBagCode(db: Db, userId: number, code: string): Promise<boolean> {
  const rows = await db
    .insert(carts)
    .values({ userId, couponCode: code })
    .onConflictDoUpdate({
      target: carts.userId,
      set: { couponCode: code, updatedAt: sql`now()` },
      setWhere: and(isNull(carts.couponCode), eq(carts.bundleCouponApplied, false)),
    })
    .returning({ userId: carts.userId });
  return rows.length > 0;
}

/** "Remove": the bag's code (the owner's, or PROMO2024 on the bag) is taken off; answers whether one was held. */
export async function clearBagCode(db: Db, userId: number, onlyCode?: string): Promise<boolean> {
  const rows = await db
    .update(carts)
    .set({ couponCode: null, bundleCouponApplied: false, updatedAt: sql`now()` })
    .where(
      and(
        eq(carts.userId, userId),
        onlyCode === undefined
          ? or(isNotNull(carts.couponCode), eq(carts.bundleCouponApplied, true))
          : eq(carts.couponCode, onlyCode),
      ),
    )
    .returning({ userId: carts.userId });
  return rows.length > 0;
}

/** Sets the bundle coupon unless it is already set; true when this call set it. */
export async function applyBundleCoupon(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .insert(carts)
    .values({ userId, bundleCouponApplied: true })
    .onConflictDoUpdate({
      target: carts.userId,
      set: { bundleCouponApplied: true, updatedAt: sql`now()` },
      setWhere: eq(carts.bundleCouponApplied, false),
    })
    .returning({ userId: carts.userId });
  return rows.length > 0;
}

/** After a purchase: the bought lines leave the cart; a bought cart also loses its bundle coupon and its code. */
export async function removeBoughtLines(
  tx: Db,
  userId: number,
  items: Array<{ productId: number; size: string; color: string }>,
  clearBundleCoupon: boolean,
) {
  if (items.length > 0) {
    await tx
      .delete(cartLines)
      .where(
        and(
          eq(cartLines.userId, userId),
          or(
            ...items.map((item) =>
              and(
                eq(cartLines.productId, item.productId),
                eq(cartLines.size, item.size),
                eq(cartLines.color, item.color),
              ),
            ),
          ),
        ),
      );
  }
  if (clearBundleCoupon) {
    await tx
      .update(carts)
      .set({ bundleCouponApplied: false, couponCode: null, updatedAt: sql`now()` })
      .where(eq(carts.userId, userId));
  }
}
