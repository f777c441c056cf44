// The owner's order desk: lists with filters, and the order row a status change locks and writes (the change
// itself is flows/order-status.flow.ts; docs/decisions/0007-order-status-and-stock.md).
import type { AdminOrdersQuery } from '@zariya/shared/admin-orders-api';
import type { Shipment } from '@zariya/shared/fulfilment';
import type { OrderRef } from '@zariya/shared/order-refs';
import type { Db } from '../../db/client.ts';
import { withOfferNames } from '../../queries/offer-names.query.ts';
import { withShipments } from '../../queries/order-shipments.query.ts';
import { variantIdsBySku, withSkus } from '../../queries/variant-skus.query.ts';
import * as repo from './admin-orders.repository.ts';

/** The variants whose SKU the search names (none without a search). */
const skuMatches = async (db: Db, query: AdminOrdersQuery) =>
  query.q?.trim() ? variantIdsBySku(db, query.q) : [];

type DeskRow = {
  id: number;
  shipment: Shipment | null;
  items: Array<{ variantId: number | null; sku: string | null }>;
};

/** The desk's rows with what other modules keep: each line's SKU, the shipment, the offers' names. */
const deskRows = async <T extends DeskRow>(db: Db, kind: 'single' | 'bundle', rows: T[]) =>
  withOfferNames(db, await withShipments(db, kind, await withSkus(db, rows)));

export const listAllOrders = async (db: Db, query: AdminOrdersQuery) =>
  deskRows(db, 'single', await repo.listSingleOrders(db, query, await skuMatches(db, query)));
export const listAllBundleOrders = async (db: Db, query: AdminOrdersQuery) =>
  deskRows(db, 'bundle', await repo.listBundleOrders(db, query, await skuMatches(db, query)));

/** The order with what a status change needs, its row locked until the transaction ends. */
export const lockOrder = (tx: Db, ref: OrderRef) =>
  ref.type === 'bundle' ? repo.lockBundleOrder(tx, ref.id) : repo.lockSingleOrder(tx, ref.id);

export const saveLifecycle = repo.setLifecycle;
export type { LockedOrder } from './admin-orders.repository.ts';
