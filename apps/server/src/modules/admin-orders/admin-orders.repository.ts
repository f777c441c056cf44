// Drizzle queries of the owner's order desk; rows become the shared admin order shapes in the one order mapper
// (lib/order-mapper.ts).
import type { AdminBundleOrder, AdminOrdersQuery, AdminSingleOrder } from '@zariya/shared/admin-orders-api';
import type { PaymentMethod } from '@zariya/shared/fulfilment';
import { type OrderRef, parseOrderRef } from '@zariya/shared/order-refs';
import { and, desc, eq, exists, ilike, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bundleOrderItems, bundleOrders, orders } from '../../db/schema.ts';
import { toAdminBundleOrder, toAdminSingleOrder } from '../../lib/order-mapper.ts';

type ItemRow = typeof bundleOrderItems.$inferSelect;

/** `%` and `_` typed by the owner are searched for literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Searchable = {
  id: typeof orders.id | typeof bundleOrders.id;
  status: typeof orders.status | typeof bundleOrders.status;
  userName: typeof orders.userName | typeof bundleOrders.userName;
  userEmail: typeof orders.userEmail | typeof bundleOrders.userEmail;
  userNumber: typeof orders.userNumber | typeof bundleOrders.userNumber;
  paymentMethod: typeof orders.paymentMethod | typeof bundleOrders.paymentMethod;
  fulfilment: typeof orders.fulfilment | typeof bundleOrders.fulfilment;
};

/**
 * The desk's filters; `skuLine` is the condition "a line of this order sold one of these variants" (the variants
 * whose SKU the search names, found by queries/variant-skus.query.ts), absent when none matched.
 */
function filters(
  table: Searchable,
  type: 'single' | 'bundle',
  query: AdminOrdersQuery,
  skuLine?: SQL,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(table.status, query.status));
  if (query.payment) conditions.push(eq(table.paymentMethod, query.payment));
  if (query.fulfilment) conditions.push(eq(table.fulfilment, query.fulfilment));
  const q = query.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    const text: SQL[] = [
      ilike(table.userName, pattern),
      ilike(table.userEmail, pattern),
      ilike(table.userNumber, pattern),
    ];
    if (skuLine) text.push(skuLine);
    // "#12", "12" or "B-12": an order number of this kind.
    const ref = parseOrderRef(q.replace(/^#/, ''));
    if (ref && (ref.type === type || /^\d+$/.test(q.replace(/^#/, '')))) text.push(eq(table.id, ref.id));
    conditions.push(or(...text)!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

export async function listSingleOrders(
  db: Db,
  query: AdminOrdersQuery,
  skuVariantIds: number[] = [],
): Promise<AdminSingleOrder[]> {
  const skuLine = skuVariantIds.length ? inArray(orders.variantId, skuVariantIds) : undefined;
  const rows = await db
    .select()
    .from(orders)
    .where(filters(orders, 'single', query, skuLine))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(toAdminSingleOrder);
}

async function itemsOf(db: Db, bundleIds: number[]): Promise<Map<number, ItemRow[]>> {
  const byOrder = new Map<number, ItemRow[]>();
  if (bundleIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(bundleOrderItems)
    .where(inArray(bundleOrderItems.bundleOrderId, bundleIds))
    .orderBy(bundleOrderItems.id);
  for (const row of rows) {
    const list = byOrder.get(row.bundleOrderId) ?? [];
    list.push(row);
    byOrder.set(row.bundleOrderId, list);
  }
  return byOrder;
}

export async function listBundleOrders(
  db: Db,
  query: AdminOrdersQuery,
  skuVariantIds: number[] = [],
): Promise<AdminBundleOrder[]> {
  const skuLine = skuVariantIds.length
    ? exists(
        db
          .select({ one: bundleOrderItems.id })
          .from(bundleOrderItems)
          .where(
            and(
              eq(bundleOrderItems.bundleOrderId, bundleOrders.id),
              inArray(bundleOrderItems.variantId, skuVariantIds),
            ),
          ),
      )
    : undefined;
  const rows = await db
    .select()
    .from(bundleOrders)
    // A bundle saved at checkout but never paid is an abandoned cart, not an order to fulfil.
    // (Pay-on-delivery bundles are orders from placement, with no payment yet.)
    .where(
      and(
        or(isNotNull(bundleOrders.paymentId), eq(bundleOrders.paymentMethod, 'cod')),
        filters(bundleOrders, 'bundle', query, skuLine),
      ),
    )
    .orderBy(desc(bundleOrders.createdAt), desc(bundleOrders.id));
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toAdminBundleOrder(row, items.get(row.id) ?? []));
}

/** What a status change needs to know of an order, its row locked until the transaction ends. */
export type LockedOrder = {
  userId: number;
  status: string;
  fulfilment: string;
  paymentMethod: PaymentMethod;
  statusChangeDate: Date | null;
  /** False for a bundle order that was never paid: its goods never left stock. */
  stockTaken: boolean;
  /** The pieces, each of its variant (size and colour for lines older than variants that matched none). */
  lines: Array<{
    productId: number;
    variantId: number | null;
    size: string;
    color: string;
    quantity: number;
  }>;
};

/** The columns single and bundle orders share, as a status change reads them, with what differs between them. */
function lockedOrder(
  row: Pick<
    typeof orders.$inferSelect,
    'userId' | 'status' | 'fulfilment' | 'paymentMethod' | 'statusChangeDate'
  >,
  stock: Pick<LockedOrder, 'stockTaken' | 'lines'>,
): LockedOrder {
  return {
    userId: row.userId,
    status: row.status,
    fulfilment: row.fulfilment,
    paymentMethod: row.paymentMethod === 'cod' ? 'cod' : 'online',
    statusChangeDate: row.statusChangeDate,
    ...stock,
  };
}

export async function lockSingleOrder(tx: Db, id: number): Promise<LockedOrder | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) return undefined;
  return lockedOrder(row, {
    stockTaken: true,
    lines: [
      {
        productId: row.productId,
        variantId: row.variantId,
        size: row.size,
        color: row.color,
        quantity: row.quantity,
      },
    ],
  });
}

export async function lockBundleOrder(tx: Db, id: number): Promise<LockedOrder | undefined> {
  const [row] = await tx.select().from(bundleOrders).where(eq(bundleOrders.id, id)).for('update');
  if (!row) return undefined;
  const lines = await tx
    .select({
      productId: bundleOrderItems.productId,
      variantId: bundleOrderItems.variantId,
      size: bundleOrderItems.size,
      color: bundleOrderItems.color,
      quantity: bundleOrderItems.quantity,
    })
    .from(bundleOrderItems)
    .where(eq(bundleOrderItems.bundleOrderId, id));
  return lockedOrder(row, { stockTaken: row.paymentId !== null || row.paymentMethod === 'cod', lines });
}

/** The order's lifecycle columns (shared order-lifecycle.ts); the fulfilment date moves only with the track. */
export async function setLifecycle(
  tx: Db,
  ref: OrderRef,
  columns: { status: string; fulfilment: string; fulfilmentMoved: boolean },
  at: Date,
) {
  const table = ref.type === 'bundle' ? bundleOrders : orders;
  await tx
    .update(table)
    .set({
      status: columns.status,
      statusChangeDate: at,
      ...(columns.fulfilmentMoved ? { fulfilment: columns.fulfilment, fulfilmentChangedAt: at } : {}),
    })
    .where(eq(table.id, ref.id));
}
