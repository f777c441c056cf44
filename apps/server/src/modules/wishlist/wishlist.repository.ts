import type { WishlistItem } from '@zariya/shared/wishlist';
import { backInStockLabels } from '@zariya/shared/stock-alerts';
import { variantLabel } from '@zariya/shared/variant-choice';
import { isInStock, wishlistMarks } from '@zariya/shared/wishlist-rules';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type CardRow, cardColumns, toCard } from '../../db/product-card.ts';
import { products, wishlistItems } from '../../db/schema.ts';
import { askedVariants } from './stock-alerts.repository.ts';

const productColumns = { ...cardColumns, archivedAt: products.archivedAt };

/** A card of a hearted product: an archived one is no longer available. */
const cardOf = (row: CardRow & { archivedAt: Date | null }) => ({
  ...toCard(row),
  available: row.available && !row.archivedAt,
});

/** Her hearted products, newest first, archived ones included (shown as no longer available). */
export async function listItems(db: Db, userId: number): Promise<WishlistItem[]> {
  const rows = await db
    .select({
      ...productColumns,
      priceWhenAdded: wishlistItems.priceWhenAdded,
      missedStock: wishlistItems.missedStock,
      addedAt: wishlistItems.createdAt,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  // The variants she asked to hear about ("tell me when it's back"): the marks per size.
  const asked = new Map<number, Array<{ label: string; available: boolean }>>();
  for (const a of await askedVariants(
    db,
    userId,
    rows.map((r) => r.id),
  )) {
    const list = asked.get(a.productId) ?? [];
    list.push({ label: variantLabel(a), available: a.available });
    asked.set(a.productId, list);
  }
  return rows.map((row) => ({
    productId: row.id,
    product: cardOf(row),
    addedAt: row.addedAt.toISOString(),
    priceWhenAdded: row.priceWhenAdded,
    ...wishlistMarks({
      priceWhenAdded: row.priceWhenAdded,
      currentPrice: row.newPrice,
      inStock: isInStock(row),
      archived: row.archivedAt !== null,
      missedStock: row.missedStock,
    }),
    backInSizes: row.archivedAt !== null ? [] : backInStockLabels(asked.get(row.id) ?? []),
  }));
}

/** A visitor's hearted products that are still in the shop, in the order asked. */
export async function previewItems(db: Db, ids: number[]): Promise<WishlistItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.archivedAt)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        productId: row.id,
        product: cardOf(row),
        addedAt: new Date().toISOString(),
        priceWhenAdded: row.newPrice,
        ...wishlistMarks({
          priceWhenAdded: row.newPrice,
          currentPrice: row.newPrice,
          inStock: isInStock(row),
          archived: false,
          missedStock: false,
        }),
        backInSizes: [],
      },
    ];
  });
}

export type Heartable = {
  id: number;
  newPrice: number;
  available: boolean;
  stock: number | null;
  archived: boolean;
};

/** The products among `ids` with what a heart records; locked so that a price or stock change waits for it. */
export async function findProducts(db: Db, ids: number[]): Promise<Heartable[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      newPrice: products.newPrice,
      available: products.available,
      stock: products.stock,
      archivedAt: products.archivedAt,
    })
    .from(products)
    .where(inArray(products.id, ids))
    .for('share');
  return rows.map(({ archivedAt, ...row }) => ({ ...row, archived: archivedAt !== null }));
}

export async function insertItems(
  db: Db,
  userId: number,
  items: Array<{ productId: number; priceWhenAdded: number; missedStock: boolean }>,
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(wishlistItems)
    .values(items.map((item) => ({ userId, ...item })))
    .onConflictDoNothing();
}

export async function deleteItem(db: Db, userId: number, productId: number): Promise<boolean> {
  const rows = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ productId: wishlistItems.productId });
  return rows.length > 0;
}

export async function heldIds(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId));
  return new Set(rows.map((r) => r.productId));
}

export async function countItems(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
  return row?.n ?? 0;
}
