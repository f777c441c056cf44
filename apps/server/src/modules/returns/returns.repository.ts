// Drizzle queries of returns and exchanges; rows become the shared ReturnView here.
import { bundleCharges, type OrderCharges, singleCharges } from '@zariya/shared/order-charges';
import { orderRef } from '@zariya/shared/order-refs';
import {
  EXCHANGE_PAYMENT_PREFIX,
  RETURN_REASON_LABELS,
  type ReturnReason,
  type ReturnState,
  type ReturnView,
  returnStatesBefore,
} from '@zariya/shared/returns';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type BundleOrderRow,
  bundleOrderRow,
  type SingleOrderRow,
  singleOrderRow,
} from '../../db/order-rows.ts';
import { orders, products, productVariants, returnItems, returnRequests } from '../../db/schema.ts';

export type OrderKind = 'single' | 'bundle';

export type ReturnableLine = {
  lineId: number;
  productId: number;
  /** The variant sold (decision 0043 phase 2): a returned piece goes back to it. */
  variantId: number | null;
  productName: string;
  size: string;
  color: string;
  quantity: number;
};

export type ReturnableOrder = {
  userId: number;
  fulfilment: string;
  deliveredAt: Date | null;
  paymentMethod: 'online' | 'cod';
  deliveryAddress: (typeof orders.$inferSelect)['deliveryAddress'];
  userName: string;
  userEmail: string;
  userNumber: string;
  lines: ReturnableLine[];
  /** What the shopper paid, line by line after every coupon, and the extras (order-charges.ts). */
  charges: OrderCharges;
  /** An exchange's ₹0 order: its pieces were paid for by the original order. */
  isExchange: boolean;
};

/** What a return needs of an order of either kind, from the columns both kinds have. */
const returnableHeader = (o: SingleOrderRow | BundleOrderRow) => ({
  userId: o.userId,
  fulfilment: o.fulfilment,
  deliveredAt: o.fulfilmentChangedAt,
  paymentMethod: o.paymentMethod === 'cod' ? ('cod' as const) : ('online' as const),
  deliveryAddress: o.deliveryAddress,
  userName: o.userName,
  userEmail: o.userEmail,
  userNumber: o.userNumber,
});

/**
 * The order with its lines; with `lock` its row stays locked until the transaction ends (requests for it queue).
 */
export async function lockOrder(
  tx: Db,
  kind: OrderKind,
  id: number,
  lock = true,
): Promise<ReturnableOrder | undefined> {
  if (kind === 'single') {
    const o = await singleOrderRow(tx, id, lock);
    if (!o) return undefined;
    return {
      ...returnableHeader(o),
      lines: [
        {
          lineId: o.id,
          productId: o.productId,
          variantId: o.variantId,
          productName: o.productName,
          size: o.size,
          color: o.color,
          quantity: o.quantity,
        },
      ],
      charges: singleCharges({
        lineId: o.id,
        quantity: o.quantity,
        price: Number(o.price),
        shippingFee: Number(o.shippingFee),
        codFee: Number(o.codFee),
      }),
      isExchange: o.paymentId?.startsWith(EXCHANGE_PAYMENT_PREFIX) ?? false,
    };
  }
  const bundle = await bundleOrderRow(tx, id, lock);
  if (!bundle) return undefined;
  const { row: b, items } = bundle;
  return {
    ...returnableHeader(b),
    lines: items.map((i) => ({
      lineId: i.id,
      productId: i.productId,
      variantId: i.variantId,
      productName: i.productName,
      size: i.size,
      color: i.color,
      quantity: i.quantity,
    })),
    charges: bundleCharges({
      lines: items.map((i) => ({
        lineId: i.id,
        unitPrice: Number(i.price),
        quantity: i.quantity,
        couponApplied: i.couponApplied,
        discountPaise: i.discountPaise,
      })),
      bundleCoupon: b.couponApplied,
      totalAmount: Number(b.totalAmount),
      codFee: Number(b.codFee),
    }),
    isExchange: false,
  };
}

/** Pieces per line already in a return or exchange that was not declined (`returnsOnly`: in a return). */
export async function takenPieces(
  tx: Db,
  kind: OrderKind,
  orderId: number,
  returnsOnly = false,
): Promise<Map<number, number>> {
  const rows = await tx
    .select({ lineId: returnItems.lineId, taken: sql<number>`sum(${returnItems.quantity})::int` })
    .from(returnItems)
    .innerJoin(returnRequests, eq(returnRequests.id, returnItems.returnId))
    .where(
      and(
        eq(returnRequests.orderKind, kind),
        eq(returnRequests.orderId, orderId),
        ne(returnRequests.status, 'declined'),
        returnsOnly ? eq(returnRequests.kind, 'return') : undefined,
      ),
    )
    .groupBy(returnItems.lineId);
  return new Map(rows.map((r) => [r.lineId, Number(r.taken)]));
}

export async function findProduct(db: Db, id: number) {
  const [p] = await db
    .select({
      id: products.id,
      sizes: products.sizes,
      colors: products.colors,
      stock: products.stock,
      stockMode: products.stockMode,
      available: products.available,
      images: products.images,
    })
    .from(products)
    .where(eq(products.id, id));
  return p;
}

/** A product's variants (those on sale and archived ones), to find the one an exchange asks for. */
export async function variantsOf(db: Db, productId: number) {
  return db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(productVariants.position, productVariants.id);
}

export async function insertReturn(
  tx: Db,
  values: typeof returnRequests.$inferInsert,
  items: Array<Omit<typeof returnItems.$inferInsert, 'returnId'>>,
) {
  const [row] = await tx.insert(returnRequests).values(values).returning();
  await tx.insert(returnItems).values(items.map((i) => ({ ...i, returnId: row.id })));
  return row;
}

/** One guarded step along RETURN_MOVES; undefined when the return is not in a state this step follows. */
export async function moveReturn(
  tx: Db,
  id: number,
  to: ReturnState,
  extra: Partial<
    Pick<
      typeof returnRequests.$inferInsert,
      'ownerNote' | 'transferReference' | 'refundId' | 'exchangeOrderId'
    >
  > = {},
) {
  const [row] = await tx
    .update(returnRequests)
    .set({ status: to, updatedAt: new Date(), ...extra })
    .where(and(eq(returnRequests.id, id), inArray(returnRequests.status, returnStatesBefore(to))))
    .returning();
  return row;
}

export async function findReturnRow(db: Db, id: number) {
  const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
  return row;
}

/** The request, its row locked until the transaction ends (the owner's steps on it queue). */
export async function lockReturn(tx: Db, id: number) {
  const [row] = await tx.select().from(returnRequests).where(eq(returnRequests.id, id)).for('update');
  return row;
}

export async function itemsOf(db: Db, returnId: number) {
  return db.select().from(returnItems).where(eq(returnItems.returnId, returnId)).orderBy(returnItems.id);
}

/** The exchange: a single order at price 0 for the new size or colour, delivered like the original. */
export async function insertExchangeOrder(tx: Db, values: typeof orders.$inferInsert) {
  const [row] = await tx.insert(orders).values(values).returning({ id: orders.id });
  return row.id;
}

type ReturnRow = typeof returnRequests.$inferSelect;
type ItemRow = typeof returnItems.$inferSelect;

async function userNames(db: Db, rows: ReturnRow[]) {
  const ids = [...new Set(rows.map((r) => r.userId))];
  if (ids.length === 0) return new Map<number, string>();
  const found = await db.query.users.findMany({
    where: (u, { inArray }) => inArray(u.id, ids),
    columns: { id: true, fullname: true },
  });
  return new Map(found.map((u) => [u.id, u.fullname]));
}

function toView(row: ReturnRow, items: ItemRow[], name: string): ReturnView {
  return {
    id: row.id,
    orderRef: orderRef(row.orderKind as OrderKind, row.orderId),
    userId: row.userId,
    userName: name,
    kind: row.kind as ReturnView['kind'],
    reason: row.reason as ReturnReason,
    reasonLabel: RETURN_REASON_LABELS[row.reason as ReturnReason] ?? row.reason,
    note: row.note,
    photo: row.photo,
    status: row.status as ReturnState,
    ownerNote: row.ownerNote,
    exchangeSize: row.exchangeSize,
    exchangeColor: row.exchangeColor,
    amount: Number(row.amount),
    paymentMethod: row.paymentMethod === 'cod' ? 'cod' : 'online',
    transferReference: row.transferReference,
    refundId: row.refundId,
    exchangeOrderRef: row.exchangeOrderId ? orderRef('single', row.exchangeOrderId) : null,
    items: items.map((i) => ({
      lineId: i.lineId,
      productId: i.productId,
      productName: i.productName,
      size: i.size,
      color: i.color,
      quantity: i.quantity,
      amount: Number(i.amount),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listReturns(
  db: Db,
  filter: { status?: ReturnState; userId?: number; order?: { type: OrderKind; id: number } },
): Promise<ReturnView[]> {
  const where = and(
    filter.status ? eq(returnRequests.status, filter.status) : undefined,
    filter.userId !== undefined ? eq(returnRequests.userId, filter.userId) : undefined,
    filter.order
      ? and(eq(returnRequests.orderKind, filter.order.type), eq(returnRequests.orderId, filter.order.id))
      : undefined,
  );
  const rows = await db
    .select()
    .from(returnRequests)
    .where(where)
    .orderBy(desc(returnRequests.id))
    .limit(500);
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(returnItems)
    .where(
      inArray(
        returnItems.returnId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(returnItems.id);
  const names = await userNames(db, rows);
  return rows.map((r) =>
    toView(
      r,
      items.filter((i) => i.returnId === r.id),
      names.get(r.userId) ?? '',
    ),
  );
}

export async function findReturn(db: Db, id: number): Promise<ReturnView | undefined> {
  const row = await findReturnRow(db, id);
  if (!row) return undefined;
  const names = await userNames(db, [row]);
  return toView(row, await itemsOf(db, id), names.get(row.userId) ?? '');
}
