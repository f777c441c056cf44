// The stock history (decision 0043 phase 2): one row per change of a counted stock — a pooled product's pool
// (`variantId` null) or a split product's variant — written in the same transaction as the change, never edited.
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { variantStockMoves } from '../../db/schema.ts';

export type StockMoveReason =
  | 'order'
  | 'cancel'
  | 'return'
  | 'rto'
  | 'exchange'
  | 'edit'
  | 'split'
  | 'pool'
  | 'import';

export interface StockMove {
  productId: number;
  /** null: the product's pool. */
  variantId: number | null;
  delta: number;
  before: number | null;
  after: number | null;
  reason: StockMoveReason;
  /** What caused it: an order id, a return id, a payment order id. */
  ref?: string;
  /** 'admin', 'shopper:<id>' or 'system'. */
  actor?: string;
}

/** Records moves inside the caller's transaction (the one that moved the stock). Moves of 0 pieces are skipped. */
export async function recordStockMoves(tx: Db, moves: StockMove[]) {
  const rows = moves
    .filter((m) => m.delta !== 0 || m.before !== m.after)
    .map((m) => ({ ...m, ref: m.ref ?? '', actor: m.actor ?? 'system' }));
  if (rows.length === 0) return;
  await tx.insert(variantStockMoves).values(rows);
}

/** A product's (or one variant's) history, newest first, in pages of `limit` before the id `before`. */
export async function listStockMoves(
  db: Db,
  filter: { productId: number; variantId?: number; before?: number; limit?: number },
) {
  const conditions = [eq(variantStockMoves.productId, filter.productId)];
  if (filter.variantId !== undefined) conditions.push(eq(variantStockMoves.variantId, filter.variantId));
  if (filter.before !== undefined) conditions.push(lt(variantStockMoves.id, filter.before));
  return db
    .select()
    .from(variantStockMoves)
    .where(and(...conditions))
    .orderBy(desc(variantStockMoves.id))
    .limit(Math.min(filter.limit ?? 50, 200));
}
