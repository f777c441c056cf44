// Drizzle queries of "tell me when it's back" (stock_alerts, decision 0043 phase 2 step 5). The variant and its
// product are read through the schema barrel (the catalogue's tables); nothing here writes them.
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, productVariants, stockAlerts, users } from '../../db/schema.ts';

/** The variant with what its availability needs (decision 0043's rule), or undefined when it is not the product's. */
export async function findVariant(db: Db, productId: number, variantId: number) {
  const [row] = await db
    .select({
      size: productVariants.size,
      color: productVariants.color,
      stock: productVariants.stock,
      newPrice: productVariants.newPrice,
      oldPrice: productVariants.oldPrice,
      variantArchivedAt: productVariants.archivedAt,
      productStock: products.stock,
      stockMode: products.stockMode,
      available: products.available,
      productArchivedAt: products.archivedAt,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
  return row;
}

/** Her alerts not yet sent (all products, or one). */
export async function waitingVariantIds(db: Db, userId: number, productId?: number): Promise<number[]> {
  const rows = await db
    .select({ variantId: stockAlerts.variantId })
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.userId, userId),
        isNull(stockAlerts.sentAt),
        productId === undefined ? undefined : eq(stockAlerts.productId, productId),
      ),
    )
    .orderBy(stockAlerts.id);
  return rows.map((r) => r.variantId);
}

export async function countWaiting(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.userId, userId), isNull(stockAlerts.sentAt)));
  return row?.n ?? 0;
}

/** Opens her alert for the variant; one that already went out is opened again. */
export async function upsertAlert(db: Db, userId: number, productId: number, variantId: number) {
  await db
    .insert(stockAlerts)
    .values({ userId, productId, variantId })
    .onConflictDoUpdate({
      target: [stockAlerts.userId, stockAlerts.variantId],
      set: { sentAt: null, createdAt: sql`now()` },
    });
}

/** Cancels her waiting alert for the variant: answers its product, or undefined when she was not waiting. */
export async function deleteAlert(db: Db, userId: number, variantId: number): Promise<number | undefined> {
  const rows = await db
    .delete(stockAlerts)
    .where(
      and(eq(stockAlerts.userId, userId), eq(stockAlerts.variantId, variantId), isNull(stockAlerts.sentAt)),
    )
    .returning({ productId: stockAlerts.productId });
  return rows[0]?.productId;
}

/**
 * A variant can be bought, spelled in SQL as shared `variantAvailable` says it (the API tests compare them): the
 * product on sale and not archived, the variant not archived, a piece in the pool (pooled) or in the variant
 * (split), an uncounted pool or variant always having one.
 */
const variantSells = sql`(${products.archivedAt} is null and ${products.available}
  and ${productVariants.archivedAt} is null
  and case when ${products.stockMode} = 'pooled'
    then ${products.stock} is null or ${products.stock} > 0
    else ${productVariants.stock} is null or ${productVariants.stock} > 0 end)`;

export type ClaimedAlert = {
  id: number;
  userId: number;
  email: string;
  name: string;
  productId: number;
  productName: string;
  brandName: string;
  size: string;
  color: string;
  sentAt: string;
};

/**
 * Claims up to `limit` waiting alerts whose variant sells again: one statement marks them sent and answers them,
 * rows another run holds are skipped, so each alert is claimed once across runs and processes.
 */
export async function claimDueAlerts(db: Db, limit: number): Promise<ClaimedAlert[]> {
  const due = db
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(and(isNull(stockAlerts.sentAt), variantSells))
    .orderBy(stockAlerts.id)
    .limit(limit)
    .for('update', { of: stockAlerts, skipLocked: true });
  const claimed = await db
    .update(stockAlerts)
    .set({ sentAt: sql`now()` })
    .where(and(inArray(stockAlerts.id, due), isNull(stockAlerts.sentAt)))
    .returning({
      id: stockAlerts.id,
      userId: stockAlerts.userId,
      productId: stockAlerts.productId,
      variantId: stockAlerts.variantId,
      sentAt: stockAlerts.sentAt,
    });
  if (claimed.length === 0) return [];
  const details = await db
    .select({
      id: stockAlerts.id,
      email: users.email,
      name: users.fullname,
      productName: products.productname,
      brandName: products.brandname,
      size: productVariants.size,
      color: productVariants.color,
    })
    .from(stockAlerts)
    .innerJoin(users, eq(users.id, stockAlerts.userId))
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .where(
      inArray(
        stockAlerts.id,
        claimed.map((c) => c.id),
      ),
    );
  const byId = new Map(details.map((d) => [d.id, d]));
  return claimed.flatMap((c) => {
    const d = byId.get(c.id);
    if (!d) return [];
    return [
      {
        id: c.id,
        userId: c.userId,
        productId: c.productId,
        email: d.email,
        name: d.name,
        productName: d.productName,
        brandName: d.brandName,
        size: d.size,
        color: d.color,
        sentAt: (c.sentAt ?? new Date()).toISOString(),
      },
    ];
  });
}

/** An alert whose notice could not be queued waits again (the next run claims it). */
export async function releaseAlert(db: Db, id: number) {
  await db.update(stockAlerts).set({ sentAt: null }).where(eq(stockAlerts.id, id));
}

/** Her asked-about variants per product (sent or not), with whether each sells now: the wishlist's marks per size. */
export async function askedVariants(db: Db, userId: number, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: stockAlerts.productId,
      size: productVariants.size,
      color: productVariants.color,
      available: sql<boolean>`${variantSells}`,
    })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(and(eq(stockAlerts.userId, userId), inArray(stockAlerts.productId, productIds)))
    .orderBy(stockAlerts.id);
}
