// Orders of a shopper: the bundle saved at checkout (priced by the server from her cart), her order lists, and
// one order for its owner or the admin.
import { idFromText } from '@zariya/shared/input';
import { amountMatches, couponAttempt } from '@zariya/shared/checkout';
import { MESSAGES } from '@zariya/shared/constants';
import {
  type BundleOrder,
  ORDER_MESSAGES,
  parseBundleOrderId,
  type SaveBundleOrderSchema,
  type SingleOrder,
} from '@zariya/shared/orders-api';
import { cartSummary } from '@zariya/shared/pricing';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { withShipments } from '../../queries/order-shipments.query.ts';
import { withRefunds } from '../../queries/order-refunds.query.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { cartData } from '../cart/cart.service.ts';
import { assertOrderAddress, promiseForOrder } from '../pincode/pincode.service.ts';
import * as repo from './orders.repository.ts';

export const orderNotFound = () => notFound(ORDER_MESSAGES.orderNotFound, 'ORDER_NOT_FOUND');

export type SaveBundleInput = Pick<
  z.output<typeof SaveBundleOrderSchema>,
  'totalAmount' | 'couponCode' | 'deliveryAddress'
>;

/** Checkout: the whole cart becomes a pending bundle order at the server's prices; the page's total must agree. */
export async function saveBundleOrder(db: Db, userId: number, input: SaveBundleInput) {
  const { cart, summary, canCheckout } = await cartData(db, userId);
  if (cart.length === 0) throw badRequest(ORDER_MESSAGES.cartEmpty, 'CART_EMPTY');
  if (!canCheckout) throw conflict(MESSAGES.cartHasOutOfStock, 'CART_HAS_OUT_OF_STOCK');
  let bundleCoupon = summary.bundleCouponApplied;
  if (input.couponCode !== undefined && input.couponCode.trim() !== '') {
    const attempt = couponAttempt(input.couponCode, false, 'bundle');
    if (attempt.outcome !== 'applied') throw badRequest(attempt.message, 'INVALID_COUPON');
    bundleCoupon = true;
  }
  const priced = cartSummary(
    cart.map((l) => ({ unitPrice: l.new_price, quantity: l.quantity, couponApplied: l.couponApplied })),
    { bundleCoupon },
  );
  if (!amountMatches(input.totalAmount, priced.totalAmount)) {
    throw conflict(ORDER_MESSAGES.amountChanged, 'AMOUNT_MISMATCH');
  }
  const buyer = await repo.customerOf(db, userId);
  if (!buyer) throw notFound('Your account was not found.', 'USER_NOT_FOUND');
  const deliveryAddress = input.deliveryAddress ?? buyer.address ?? null;
  await assertOrderAddress(db, deliveryAddress);
  const order = await repo.insertBundleOrder(db, {
    userId,
    totalAmount: priced.totalAmount,
    couponApplied: bundleCoupon,
    deliveryAddress,
    customer: buyer,
    items: cart.map((l) => ({
      productId: l.productId,
      productName: l.productname,
      price: l.new_price,
      quantity: l.quantity,
      size: l.size,
      color: l.color,
      image: l.image,
      couponApplied: l.couponApplied,
    })),
  });
  return { message: ORDER_MESSAGES.bundleOrderSaved, bundleOrderId: order.id, order };
}

export const userOrders = async (db: Db, userId: number) =>
  withShipments(db, 'single', await withRefunds(db, 'single', await repo.listSingleOrders(db, userId)));
export const userBundleOrders = async (db: Db, userId: number) =>
  withShipments(db, 'bundle', await withRefunds(db, 'bundle', await repo.listBundleOrders(db, userId)));

/** Who asks: the admin sees every order, a shopper only her own; anything else is 'not found'. */
export type Viewer = { admin: true } | { admin: false; userId: number };

const visible = (viewer: Viewer, order: { userId: number }) => viewer.admin || order.userId === viewer.userId;

export async function singleOrderFor(db: Db, viewer: Viewer, id: string): Promise<SingleOrder> {
  const number = idFromText(id);
  if (Number.isNaN(number)) throw orderNotFound();
  const found = await repo.findSingleOrder(db, number);
  const [order] = found
    ? await withShipments(db, 'single', await withRefunds(db, 'single', [found]))
    : [undefined];
  if (!order || !visible(viewer, order)) throw orderNotFound();
  return order;
}

export async function bundleOrderFor(db: Db, viewer: Viewer, id: string): Promise<BundleOrder> {
  const number = parseBundleOrderId(id);
  if (!Number.isSafeInteger(number)) throw orderNotFound();
  const found = await repo.findBundleOrder(db, number);
  const [order] = found
    ? await withShipments(db, 'bundle', await withRefunds(db, 'bundle', [found]))
    : [undefined];
  if (!order || !visible(viewer, order)) throw orderNotFound();
  return order;
}

/** Saves a paid single order with the delivery date promised for its pincode's zone. */
export async function insertSingleOrder(tx: Db, order: repo.NewSingleOrder, now = new Date()) {
  return repo.insertSingleOrder(tx, {
    ...order,
    promisedBy: await promiseForOrder(tx, order.deliveryAddress, now),
  });
}

/** Marks a bundle paid with the date promised for the pincode it goes to (the new address, else the saved one). */
export async function markBundlePaid(tx: Db, id: number, paid: Parameters<typeof repo.markBundlePaid>[2]) {
  const address = paid.deliveryAddress ?? (await repo.findBundleOrder(tx, id))?.deliveryAddress ?? null;
  return repo.markBundlePaid(tx, id, { ...paid, promisedBy: await promiseForOrder(tx, address, paid.at) });
}

/** Places a saved bundle as pay-on-delivery, with the date promised for the pincode it goes to. */
export async function markBundleCod(tx: Db, id: number, placed: Parameters<typeof repo.markBundleCod>[2]) {
  const address = placed.deliveryAddress ?? (await repo.findBundleOrder(tx, id))?.deliveryAddress ?? null;
  return repo.markBundleCod(tx, id, { ...placed, promisedBy: await promiseForOrder(tx, address, placed.at) });
}

/** What settlement needs of orders: the buyer's details, and finding the order a payment buys. */
export {
  customerOf,
  findBundleOrder,
  findSingleOrderByPaymentOrder,
  lockBundleOrder,
} from './orders.repository.ts';
