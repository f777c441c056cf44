// Drizzle queries of single and bundle orders; rows become the shared order shapes in lib/order-mapper.ts.
import type { CodRisk } from '@zariya/shared/cod-risk';
import type { DeliveryAddress } from '@zariya/shared/accounts';
import { COUPON_CODE } from '@zariya/shared/constants';
import type { LineShare } from '@zariya/shared/line-shares';
import type { BundleOrder, SingleOrder } from '@zariya/shared/orders-api';
import { and, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bundleOrderItems, bundleOrders, orders, users } from '../../db/schema.ts';
import { toBundleOrder, toSingleOrder } from '../../lib/order-mapper.ts';

/** Name, e-mail and mobile to copy onto an order. */
export async function customerOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      name: users.fullname,
      email: users.email,
      mobile: users.contact,
      address: users.deliveryAddress,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export type NewSingleOrder = {
  userId: number;
  productId: number;
  /** The variant sold (decision 0043 phase 2). */
  variantId: number | null;
  productName: string;
  image: string;
  color: string;
  size: string;
  quantity: number;
  price: number;
  /** The shipping inside `price` (a return pays it back only with the order's last pieces). */
  shippingFee: number;
  couponApplied: boolean;
  /** The line's share of every discount (migration 0038), written with the order. */
  share: LineShare;
  deliveryAddress: DeliveryAddress | null;
  customer: { name: string; email: string; mobile: string };
  /** Null for a pay-on-delivery order, which has no payment yet. */
  paymentId: string | null;
  paymentOrderId: string | null;
  paymentMethod?: 'online' | 'cod';
  codFee?: number;
  /** A COD order's return-to-origin risk and its reasons (decision 0047). */
  codRisk?: CodRisk;
  /** The zone's date for the delivery pincode (pincode module); null keeps order date + 7 days. */
  promisedBy?: Date | null;
};

export async function insertSingleOrder(tx: Db, o: NewSingleOrder): Promise<SingleOrder> {
  const [row] = await tx
    .insert(orders)
    .values({
      userId: o.userId,
      productId: o.productId,
      variantId: o.variantId,
      productName: o.productName,
      image: o.image,
      color: o.color,
      size: o.size,
      quantity: o.quantity,
      price: o.price,
      shippingFee: o.shippingFee,
      couponCode: o.couponApplied ? COUPON_CODE : null,
      discountPaise: o.share.discountPaise,
      discounts: o.share.discounts,
      status: 'pending',
      deliveryAddress: o.deliveryAddress,
      userName: o.customer.name,
      userEmail: o.customer.email,
      userNumber: o.customer.mobile,
      paymentId: o.paymentId,
      paymentOrderId: o.paymentOrderId,
      paymentMethod: o.paymentMethod ?? 'online',
      codFee: o.codFee ?? 0,
      codRisk: o.codRisk?.score ?? null,
      codRiskReasons: o.codRisk?.reasons ?? null,
      promisedBy: o.promisedBy ?? null,
    })
    .returning();
  return toSingleOrder(row);
}

export type NewBundleOrder = {
  userId: number;
  totalAmount: number;
  couponApplied: boolean;
  /** The owner's bag code it was priced with (issue 25); null or absent: none. */
  couponCode?: string | null;
  deliveryAddress: DeliveryAddress | null;
  customer: { name: string; email: string; mobile: string };
  items: Array<{
    productId: number;
    variantId: number | null;
    productName: string;
    price: number;
    quantity: number;
    size: string;
    color: string;
    image: string;
    couponApplied: boolean;
    /** The line's share of every discount, as the bundle's total was priced (migration 0038). */
    discountPaise: number;
    discounts: LineShare['discounts'];
  }>;
};

export async function insertBundleOrder(db: Db, o: NewBundleOrder): Promise<BundleOrder> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bundleOrders)
      .values({
        userId: o.userId,
        totalAmount: o.totalAmount,
        couponApplied: o.couponApplied,
        couponCode: o.couponCode ?? null,
        status: 'pending',
        deliveryAddress: o.deliveryAddress,
        userName: o.customer.name,
        userEmail: o.customer.email,
        userNumber: o.customer.mobile,
      })
      .returning();
    const items = await tx
      .insert(bundleOrderItems)
      .values(o.items.map((item) => ({ ...item, bundleOrderId: row.id })))
      .returning();
    return toBundleOrder(row, items);
  });
}

/** A bundle is an order once paid online or placed as pay-on-delivery; before that it is a checkout. */
export const placedBundle = or(isNotNull(bundleOrders.paymentId), eq(bundleOrders.paymentMethod, 'cod'))!;
const unplacedBundle = and(isNull(bundleOrders.paymentId), eq(bundleOrders.paymentMethod, 'online'))!;

/** Marks an unpaid bundle order paid; undefined when it was already paid (or does not exist). */
export async function markBundlePaid(
  tx: Db,
  id: number,
  paid: {
    paymentId: string;
    paymentOrderId: string;
    at: Date;
    deliveryAddress: DeliveryAddress | null;
    promisedBy?: Date | null;
  },
) {
  const [row] = await tx
    .update(bundleOrders)
    .set({
      status: 'paid',
      statusChangeDate: paid.at,
      paymentId: paid.paymentId,
      paymentOrderId: paid.paymentOrderId,
      ...(paid.deliveryAddress ? { deliveryAddress: paid.deliveryAddress } : {}),
      promisedBy: paid.promisedBy ?? null,
    })
    .where(and(eq(bundleOrders.id, id), unplacedBundle))
    .returning();
  return row;
}

/**
 * Places an unpaid bundle order as pay-on-delivery: it stays `pending` (nothing is paid) and counts as an order
 * from now on. Undefined when it was paid or placed already.
 */
export async function markBundleCod(
  tx: Db,
  id: number,
  placed: {
    fee: number;
    at: Date;
    deliveryAddress: DeliveryAddress | null;
    promisedBy?: Date | null;
    risk?: CodRisk;
  },
) {
  const [row] = await tx
    .update(bundleOrders)
    .set({
      paymentMethod: 'cod',
      codFee: placed.fee,
      codRisk: placed.risk?.score ?? null,
      codRiskReasons: placed.risk?.reasons ?? null,
      statusChangeDate: placed.at,
      ...(placed.deliveryAddress ? { deliveryAddress: placed.deliveryAddress } : {}),
      promisedBy: placed.promisedBy ?? null,
    })
    .where(and(eq(bundleOrders.id, id), unplacedBundle))
    .returning();
  return row;
}

export async function findSingleOrder(db: Db, id: number): Promise<SingleOrder | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ? toSingleOrder(row) : undefined;
}

export async function findSingleOrderByPaymentOrder(db: Db, paymentOrderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.paymentOrderId, paymentOrderId));
  return row ? toSingleOrder(row) : undefined;
}

/** The bundle row locked until the transaction ends (whether it is paid, and by what). */
export async function lockBundleOrder(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: bundleOrders.id,
      paymentId: bundleOrders.paymentId,
      paymentMethod: bundleOrders.paymentMethod,
    })
    .from(bundleOrders)
    .where(eq(bundleOrders.id, id))
    .for('update');
  return row;
}

/** The variants a bundle's items name, in the items' order (as findBundleOrder lists them). */
export async function bundleItemVariants(db: Db, id: number): Promise<Array<number | null>> {
  const rows = await db
    .select({ variantId: bundleOrderItems.variantId })
    .from(bundleOrderItems)
    .where(eq(bundleOrderItems.bundleOrderId, id))
    .orderBy(bundleOrderItems.id);
  return rows.map((r) => r.variantId);
}

export async function findBundleOrder(db: Db, id: number): Promise<BundleOrder | undefined> {
  const [row] = await db.select().from(bundleOrders).where(eq(bundleOrders.id, id));
  if (!row) return undefined;
  const items = await db
    .select()
    .from(bundleOrderItems)
    .where(eq(bundleOrderItems.bundleOrderId, id))
    .orderBy(bundleOrderItems.id);
  return toBundleOrder(row, items);
}

export async function listSingleOrders(db: Db, userId: number): Promise<SingleOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(toSingleOrder);
}

/** Paid or pay-on-delivery bundle orders only: one saved at checkout but never placed is an abandoned cart. */
export async function listBundleOrders(db: Db, userId: number): Promise<BundleOrder[]> {
  const rows = await db
    .select()
    .from(bundleOrders)
    .where(and(eq(bundleOrders.userId, userId), placedBundle))
    .orderBy(desc(bundleOrders.createdAt), desc(bundleOrders.id));
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(bundleOrderItems)
    .where(
      inArray(
        bundleOrderItems.bundleOrderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(bundleOrderItems.id);
  return rows.map((row) =>
    toBundleOrder(
      row,
      items.filter((item) => item.bundleOrderId === row.id),
    ),
  );
}
