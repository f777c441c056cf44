// Split stock written straight to the database (decision 0043 phase 2), so stock tests do not depend on the owner's
// grid: a product whose variants count their own pieces, and readers of those counts and of the stock history.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products, productVariants, variantStockMoves } from '../db/schema.ts';
import { insertProduct } from './fixtures.ts';

/**
 * A split product: `counts` gives each size's pieces (every colour of it alike), or one entry per `size/colour`;
 * a size left out is uncounted (null). `products.stock` is the sum of the counted variants, as the shop keeps it.
 */
export async function insertSplitProduct(
  db: Db,
  options: {
    sizes: string[];
    colors?: string[];
    counts: Record<string, number | null>;
    newPrice?: number;
  },
) {
  const colors = options.colors ?? ['Maroon'];
  const product = await insertProduct(db, {
    sizes: options.sizes,
    colors,
    stock: null,
    ...(options.newPrice ? { newPrice: options.newPrice } : {}),
  });
  await db.update(products).set({ stockMode: 'split' }).where(eq(products.id, product.id));
  const variants = await variantsOf(db, product.id);
  for (const v of variants) {
    const count = options.counts[`${v.size}/${v.color}`] ?? options.counts[v.size] ?? null;
    await db.update(productVariants).set({ stock: count }).where(eq(productVariants.id, v.id));
  }
  await syncTotal(db, product.id);
  return { product, variants: await variantsOf(db, product.id) };
}

/** Sets one variant's count (the owner recounting the shelf) and the product's total with it. */
export async function setVariantStock(db: Db, variantId: number, stock: number | null) {
  const [v] = await db
    .update(productVariants)
    .set({ stock })
    .where(eq(productVariants.id, variantId))
    .returning();
  await syncTotal(db, v.productId);
}

async function syncTotal(db: Db, productId: number) {
  const variants = await variantsOf(db, productId);
  const counted = variants.filter((v) => v.stock !== null);
  await db
    .update(products)
    .set({ stock: counted.length ? counted.reduce((n, v) => n + v.stock!, 0) : null, available: true })
    .where(eq(products.id, productId));
}

/** The product's variants on sale, in the owner's order. */
export const variantsOf = (db: Db, productId: number) =>
  db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));

/** Each size's count (`size` or `size/colour` when the product has several colours). */
export async function countsOf(db: Db, productId: number) {
  const variants = await variantsOf(db, productId);
  const colours = new Set(variants.map((v) => v.color)).size;
  return Object.fromEntries(
    variants.map((v) => [colours > 1 ? `${v.size}/${v.color}` : v.size, v.stock]),
  ) as Record<string, number | null>;
}

/** The product's row: its total and whether it is on sale. */
export async function productStock(db: Db, productId: number) {
  const [row] = await db
    .select({ stock: products.stock, available: products.available })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

/** The product's stock history, oldest first. */
export const movesOf = (db: Db, productId: number, variantId?: number) =>
  db
    .select()
    .from(variantStockMoves)
    .where(
      and(
        eq(variantStockMoves.productId, productId),
        variantId === undefined ? undefined : eq(variantStockMoves.variantId, variantId),
      ),
    )
    .orderBy(asc(variantStockMoves.id));
