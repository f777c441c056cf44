// Order rows become the shared order shapes here and nowhere else: the shopper's orders (orders-api) and the
// owner's desk, whose orders are the same shapes with the desk's fields added (admin-orders-api).
import type { AdminBundleOrder, AdminOrderItem, AdminSingleOrder } from '@zariya/shared/admin-orders-api';
import { type CodRiskAnswer, codRiskLevel } from '@zariya/shared/cod-risk';
import type { FulfilmentState } from '@zariya/shared/fulfilment';
import type { BundleOrder, BundleOrderItem, SingleOrder } from '@zariya/shared/orders-api';
import { orderRef } from '@zariya/shared/order-refs';
import type { LineDiscount } from '@zariya/shared/line-shares';
import { lineTotal } from '@zariya/shared/pricing';
import type { bundleOrderItems, bundleOrders, orders } from '../db/schema.ts';

type SingleRow = typeof orders.$inferSelect;
type BundleRow = typeof bundleOrders.$inferSelect;
type ItemRow = typeof bundleOrderItems.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A line's stored discounts (migration 0038) as the answers carry them; the offers' names are read by
 * queries/offer-names.query.ts (null until then).
 */
const lineDiscounts = (row: { discountPaise: number; discounts: LineDiscount[] | null }) => ({
  discountPaise: row.discountPaise,
  discounts: (row.discounts ?? []).map((d) => ({
    offerId: d.offerId ?? null,
    code: d.code ?? null,
    name: null,
    paise: d.paise,
  })),
});

/** The fields every order has, single or bundle. */
const orderCommon = (row: SingleRow | BundleRow) => ({
  _id: String(row.id),
  id: row.id,
  userId: row.userId,
  status: row.status,
  statusChangeDate: iso(row.statusChangeDate),
  deliveryAddress: row.deliveryAddress ?? null,
  date: row.createdAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  userName: row.userName,
  useremail: row.userEmail,
  usernumber: row.userNumber,
  paymentId: row.paymentId,
  paymentMethod: row.paymentMethod === 'cod' ? ('cod' as const) : ('online' as const),
  fulfilment: row.fulfilment as FulfilmentState,
  codFee: row.codFee,
  // Filled in by withShipments (queries/order-shipments.query.ts), from the fulfilment module's shipments table.
  shipment: null,
  promisedBy: iso(row.promisedBy),
});

export function toSingleOrder(row: SingleRow): SingleOrder {
  return {
    kind: 'single',
    orderRef: orderRef('single', row.id),
    productId: row.productId,
    productName: row.productName,
    image: row.image,
    color: row.color,
    size: row.size,
    quantity: row.quantity,
    price: row.price,
    couponApplied: row.couponCode !== null,
    returnRequest: row.returnRequest,
    shippingFee: Math.min(row.shippingFee, row.price),
    ...lineDiscounts(row),
    ...orderCommon(row),
  };
}

const toItem = (row: ItemRow): BundleOrderItem => ({
  productId: row.productId,
  productName: row.productName,
  price: row.price,
  quantity: row.quantity,
  size: row.size,
  color: row.color,
  image: row.image,
  couponApplied: row.couponApplied,
  lineTotal: lineTotal({ unitPrice: row.price, quantity: row.quantity, couponApplied: row.couponApplied }),
  returnRequest: row.returnRequest,
  ...lineDiscounts(row),
});

export function toBundleOrder(row: BundleRow, items: ItemRow[]): BundleOrder {
  return {
    kind: 'bundle',
    orderRef: orderRef('bundle', row.id),
    products: items.map(toItem),
    totalAmount: row.totalAmount,
    couponApplied: row.couponApplied,
    couponCode: row.couponCode,
    ...orderCommon(row),
  };
}

/** A desk line; its SKU is read through the variant id by queries/variant-skus.query.ts (null until then). */
const deskItem = (item: SingleOrder | BundleOrderItem, variantId: number | null): AdminOrderItem => ({
  productId: item.productId,
  productName: item.productName,
  image: item.image,
  price: item.price,
  quantity: item.quantity,
  size: item.size,
  color: item.color,
  returnRequest: item.returnRequest,
  discountPaise: item.discountPaise,
  discounts: item.discounts,
  variantId,
  sku: null,
});

/** The risk the COD checkout stored on the order, with its level for the desk's badge. */
const deskRisk = (row: SingleRow | BundleRow): CodRiskAnswer | null =>
  row.codRisk === null
    ? null
    : { score: row.codRisk, level: codRiskLevel(row.codRisk), reasons: row.codRiskReasons ?? [] };

export function toAdminSingleOrder(row: SingleRow): AdminSingleOrder {
  const order = toSingleOrder(row);
  return {
    ...order,
    orderType: 'single',
    items: [deskItem(order, row.variantId)],
    amount: order.price,
    codRisk: deskRisk(row),
  };
}

export function toAdminBundleOrder(row: BundleRow, items: ItemRow[]): AdminBundleOrder {
  const order = toBundleOrder(row, items);
  return {
    ...order,
    orderType: 'bundle',
    items: order.products.map((item, i) => deskItem(item, items[i]?.variantId ?? null)),
    amount: order.totalAmount,
    codRisk: deskRisk(row),
  };
}
