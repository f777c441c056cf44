// Bulk edits of the owner's product list (issue 27 item 3, decision 0051 "Import and bulk edits"): the products a
// selection names (ids by hand, or every product matching the list's search and category) and one product's
// change — price by a percent or an amount (shared bulkPrice: whole rupees, never below ₹1, the MRP kept at least
// the price; variants with their own price follow the same rule), stock set (pooled products; a split one is
// skipped), moved to a category, archived. Each product is changed with its row locked and answers its fields
// before and after, which the flow writes to the audit log.
import { type BulkAction, bulkPrice, type BulkOutcome } from '@zariya/shared/catalogue-jobs';
import { discountPercent } from '@zariya/shared/discount';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { products, productVariants } from '../../db/schema.ts';
import { catalogueChanged } from './catalog.cache.ts';
import { whereOf } from './catalog.query.ts';
import { searchScope } from './catalog.repository.ts';
import { isAvailable } from './catalog.service.ts';

export type BulkSelection = { ids: number[] } | { filter: { query?: string; category?: string } };

/** The ids a selection names, in id order: existing products only (a filter: those on the list, not archived). */
export async function selectedProductIds(db: Db, selection: BulkSelection): Promise<number[]> {
  if ('ids' in selection) {
    const ids = [...new Set(selection.ids)];
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id));
    return rows.map((r) => r.id);
  }
  const { query, category } = selection.filter;
  const scope = { category, ...(query ? await searchScope(db, query) : {}) };
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(whereOf(scope, {}))
    .orderBy(asc(products.id));
  return rows.map((r) => r.id);
}

export type ProductSnapshot = Record<string, unknown>;

export type BulkProductResult = {
  outcome: BulkOutcome;
  /** Why a product was skipped. */
  reason?: string;
  before?: ProductSnapshot;
  after?: ProductSnapshot;
};

type ProductRow = typeof products.$inferSelect;

const snapshot = (row: ProductRow, variantPrices: VariantPrice[]): ProductSnapshot => ({
  newPrice: row.newPrice,
  oldPrice: row.oldPrice,
  discountPercent: row.discountPercent,
  stock: row.stock,
  available: row.available,
  category: row.category,
  archivedAt: row.archivedAt ? row.archivedAt.toISOString() : null,
  ...(variantPrices.length
    ? {
        variantPrices: variantPrices.map((v) => ({ sku: v.sku, newPrice: v.newPrice, oldPrice: v.oldPrice })),
      }
    : {}),
});

type VariantPrice = { id: number; sku: string; newPrice: number | null; oldPrice: number | null };

/** One product's change, with its row locked. Does not announce the change: `bulkEditDone` does, once. */
export async function bulkEditProduct(db: Db, id: number, action: BulkAction): Promise<BulkProductResult> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!row) return { outcome: 'skipped', reason: 'no such product' };
    const ownPrices: VariantPrice[] =
      action.type === 'price'
        ? await tx
            .select({
              id: productVariants.id,
              sku: productVariants.sku,
              newPrice: productVariants.newPrice,
              oldPrice: productVariants.oldPrice,
            })
            .from(productVariants)
            .where(
              and(
                eq(productVariants.productId, id),
                isNull(productVariants.archivedAt),
                isNotNull(productVariants.newPrice),
              ),
            )
            .orderBy(asc(productVariants.id))
        : [];
    const before = snapshot(row, ownPrices);
    let values: Partial<ProductRow> = {};
    let variantValues: VariantPrice[] = [];
    switch (action.type) {
      case 'price': {
        const price = bulkPrice(row, action.mode, action.value);
        values = { ...price, discountPercent: discountPercent(price.newPrice, price.oldPrice) ?? 0 };
        variantValues = ownPrices.map((v) => ({
          ...v,
          ...bulkPrice({ newPrice: v.newPrice!, oldPrice: v.oldPrice }, action.mode, action.value),
        }));
        break;
      }
      case 'stock':
        if (row.stockMode === 'split')
          return { outcome: 'skipped', reason: 'counts stock per variant (set it on the variant grid)' };
        // A product unavailable only because it had none left sells again; one the owner switched off stays off.
        values = {
          stock: action.stock,
          available: isAvailable(row.available || row.stock === 0, action.stock),
        };
        break;
      case 'category':
        values = { category: action.category };
        break;
      case 'archive':
        if (row.archivedAt) return { outcome: 'unchanged' };
        values = { archivedAt: new Date(), available: false };
        break;
    }
    const next = { ...row, ...values };
    const after = snapshot(next, variantValues);
    if (JSON.stringify(before) === JSON.stringify(after)) return { outcome: 'unchanged' };
    await tx.update(products).set(values).where(eq(products.id, id));
    for (const v of variantValues)
      await tx
        .update(productVariants)
        .set({ newPrice: v.newPrice, oldPrice: v.oldPrice })
        .where(eq(productVariants.id, v.id));
    return { outcome: 'changed', before, after };
  });
}

/** The shop's lists and caches learn of the job's changes once it is done. */
export const bulkEditDone = (db: Db) => catalogueChanged(db);
