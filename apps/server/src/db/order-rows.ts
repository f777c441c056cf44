// An order's row read for a step that changes it: a single order, or a bundle order with its lines in order.
// With `lock` (the default) the row stays locked until the transaction ends, so requests for the same order queue.
// One place for every module that acts on an order of either kind (returns, fulfilment).
import { asc, eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { bundleOrderItems, bundleOrders, orders } from './schema.ts';

export type SingleOrderRow = typeof orders.$inferSelect;
export type BundleOrderRow = typeof bundleOrders.$inferSelect;
export type BundleOrderItemRow = typeof bundleOrderItems.$inferSelect;

export async function singleOrderRow(tx: Db, id: number, lock = true): Promise<SingleOrderRow | undefined> {
  const query = tx.select().from(orders).where(eq(orders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function bundleOrderRow(
  tx: Db,
  id: number,
  lock = true,
): Promise<{ row: BundleOrderRow; items: BundleOrderItemRow[] } | undefined> {
  const query = tx.select().from(bundleOrders).where(eq(bundleOrders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  const items = await tx
    .select()
    .from(bundleOrderItems)
    .where(eq(bundleOrderItems.bundleOrderId, id))
    .orderBy(asc(bundleOrderItems.id));
  return { row, items };
}
