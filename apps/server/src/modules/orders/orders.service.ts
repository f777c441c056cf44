// Orders of a shopper: her order lists (with their shipments and refunds, named queries) and one order for its
// owner or the admin. Saving the bundle at checkout is flows/save-bundle.flow.ts; placing an order
// flows/place-order.ts.
import { idFromText } from '@zariya/shared/input';
import {
  type BundleOrder,
  ORDER_MESSAGES,
  parseBundleOrderId,
  type SingleOrder,
} from '@zariya/shared/orders-api';
import type { Db } from '../../db/client.ts';
import { withOfferNames } from '../../queries/offer-names.query.ts';
import { withShipments } from '../../queries/order-shipments.query.ts';
import { withRefunds } from '../../queries/order-refunds.query.ts';
import { notFound } from '../../errors.ts';
import * as repo from './orders.repository.ts';

export const orderNotFound = () => notFound(ORDER_MESSAGES.orderNotFound, 'ORDER_NOT_FOUND');

/** Orders with their shipments, refunds and the names of the offers that discounted their lines (named queries). */
const withViews = async <T extends SingleOrder | BundleOrder>(db: Db, kind: 'single' | 'bundle', list: T[]) =>
  withOfferNames(db, await withShipments(db, kind, await withRefunds(db, kind, list)));

export const userOrders = async (db: Db, userId: number) =>
  withViews(db, 'single', await repo.listSingleOrders(db, userId));
export const userBundleOrders = async (db: Db, userId: number) =>
  withViews(db, 'bundle', await repo.listBundleOrders(db, userId));

/** Who asks: the admin sees every order, a shopper only her own; anything else is 'not found'. */
export type Viewer = { admin: true } | { admin: false; userId: number };

const visible = (viewer: Viewer, order: { userId: number }) => viewer.admin || order.userId === viewer.userId;

export async function singleOrderFor(db: Db, viewer: Viewer, id: string): Promise<SingleOrder> {
  const number = idFromText(id);
  if (Number.isNaN(number)) throw orderNotFound();
  const found = await repo.findSingleOrder(db, number);
  const [order] = found ? await withViews(db, 'single', [found]) : [undefined];
  if (!order || !visible(viewer, order)) throw orderNotFound();
  return order;
}

export async function bundleOrderFor(db: Db, viewer: Viewer, id: string): Promise<BundleOrder> {
  const number = parseBundleOrderId(id);
  if (!Number.isSafeInteger(number)) throw orderNotFound();
  const found = await repo.findBundleOrder(db, number);
  const [order] = found ? await withViews(db, 'bundle', [found]) : [undefined];
  if (!order || !visible(viewer, order)) throw orderNotFound();
  return order;
}

/**
 * What the flows need of orders: the buyer's details, finding the order a payment buys, saving a bundle at
 * checkout (flows/save-bundle.flow.ts), and placing an order with the date promised for its pincode
 * (flows/place-order.ts): a single order inserted, a saved bundle marked paid or pay-on-delivery.
 */
export {
  bundleItemVariants,
  customerOf,
  findBundleOrder,
  findSingleOrderByPaymentOrder,
  insertBundleOrder,
  insertSingleOrder,
  lockBundleOrder,
  markBundleCod,
  markBundlePaid,
  type NewSingleOrder,
} from './orders.repository.ts';
