// Named query (decision 0043, phase 2): the owner's stock history of a product — the inventory module's
// variant_stock_moves with the catalog's variant (size, colour, SKU) each row names — newest first, in pages.
import { and, desc, eq, lt } from 'drizzle-orm';
import type { StockHistory } from '@zariya/shared/variants';
import type { Db } from '../db/client.ts';
import { productVariants, variantStockMoves } from '../db/schema.ts';

export const STOCK_HISTORY_PAGE = 50;

/** A product's (or one variant's) stock moves, newest first, `STOCK_HISTORY_PAGE` before the row id `before`. */
export async function stockHistory(
  db: Db,
  filter: { productId: number; variantId?: number; before?: number },
): Promise<StockHistory> {
  const conditions = [eq(variantStockMoves.productId, filter.productId)];
  if (filter.variantId !== undefined) conditions.push(eq(variantStockMoves.variantId, filter.variantId));
  if (filter.before !== undefined) conditions.push(lt(variantStockMoves.id, filter.before));
  const rows = await db
    .select({
      id: variantStockMoves.id,
      variantId: variantStockMoves.variantId,
      size: productVariants.size,
      color: productVariants.color,
      sku: productVariants.sku,
      delta: variantStockMoves.delta,
      before: variantStockMoves.before,
      after: variantStockMoves.after,
      reason: variantStockMoves.reason,
      ref: variantStockMoves.ref,
      actor: variantStockMoves.actor,
      createdAt: variantStockMoves.createdAt,
    })
    .from(variantStockMoves)
    .leftJoin(productVariants, eq(productVariants.id, variantStockMoves.variantId))
    .where(and(...conditions))
    .orderBy(desc(variantStockMoves.id))
    .limit(STOCK_HISTORY_PAGE + 1);
  const page = rows.slice(0, STOCK_HISTORY_PAGE);
  return {
    moves: page.map(({ createdAt, ...row }) => ({ ...row, at: new Date(createdAt).toISOString() })),
    next: rows.length > STOCK_HISTORY_PAGE ? page[page.length - 1].id : null,
  };
}
