// The owner's order desk: lists with filters, and status changes that keep stock right
// (see docs/decisions/0007-order-status-and-stock.md).
import { toUserId, type UserId } from '@zariya/shared/accounts';
import type { OrderStatus } from '@zariya/shared/constants';
import { normaliseStatus, stockMove } from '@zariya/shared/order-status';
import {
  ADMIN_ORDER_STATUSES,
  type AdminOrdersQuery,
  type AdminOrderStatus,
  type UpdateOrderStatus,
  type UpdateOrderStatusAnswer,
} from '@zariya/shared/admin-orders-api';
import { type OrderIdInput, type OrderRef, orderRef, parseOrderRef } from '@zariya/shared/order-refs';
import { ORDER_MESSAGES, type UpdateBundleOrderStatusSchema } from '@zariya/shared/orders-api';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { orderEvent } from '../../lib/order-events.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { catalogueChanged } from '../catalog/catalog.cache.ts';
import { withShipments } from '../fulfilment/fulfilment.service.ts';
import { piecesOf, returnPieces, takePieces } from '../inventory/inventory.service.ts';
import * as repo from './admin-orders.repository.ts';

export const listAllOrders = async (db: Db, query: AdminOrdersQuery) =>
  withShipments(db, 'single', await repo.listSingleOrders(db, query));
export const listAllBundleOrders = async (db: Db, query: AdminOrdersQuery) =>
  withShipments(db, 'bundle', await repo.listBundleOrders(db, query));

const orderNotFound = () => notFound('Order not found.', 'ORDER_NOT_FOUND');

/** The bundle call's body (orders/orders.routes.ts) as its schema hands it over; its status may be 'paid'. */
export type BundleStatusChange = Pick<z.output<typeof UpdateBundleOrderStatusSchema>, 'userId' | 'status'> & {
  orderId: OrderIdInput | undefined;
};

const isAdminStatus = (status: OrderStatus): status is AdminOrderStatus =>
  (ADMIN_ORDER_STATUSES as readonly string[]).includes(status);

/**
 * Sets an order's status and statusChangeDate in one transaction with the order row locked, so two
 * owners clicking at once cannot put stock back twice. Cancelling or returning puts the goods back;
 * reviving a cancelled or returned order takes them again, or fails with 409 when they are gone.
 */
async function changeStatus(
  db: Db,
  ref: OrderRef,
  userId: UserId | undefined,
  next: AdminOrderStatus,
): Promise<UpdateOrderStatusAnswer> {
  const owner = toUserId(userId);
  let cancelledNow = false;
  const changedAt = await inTransaction(db, async (tx) => {
    const order =
      ref.type === 'bundle' ? await repo.lockBundleOrder(tx, ref.id) : await repo.lockSingleOrder(tx, ref.id);
    // An order id with someone else's userId is treated as unknown, so ids cannot be probed.
    if (!order || order.userId !== owner) throw orderNotFound();
    // A repeated click changes nothing, not even the date of the last change.
    if (normaliseStatus(order.status) === next) return order.statusChangeDate;
    const move = order.stockTaken ? stockMove(order.status, next) : 'none';
    const pieces = piecesOf(order.lines);
    if (move === 'put-back') await returnPieces(tx, pieces);
    // Reopening takes the pieces again, never ones held for a shopper who is paying.
    if (move === 'take-again' && !(await takePieces(tx, pieces, '', new Date()))) {
      throw conflict(
        'Not enough stock to reopen this order: its items have been sold again.',
        'OUT_OF_STOCK',
      );
    }
    const at = new Date();
    if (ref.type === 'bundle') await repo.setBundleStatus(tx, ref.id, next, at);
    else await repo.setSingleStatus(tx, ref.id, next, at);
    cancelledNow = next === 'cancelled';
    return at;
  });
  catalogueChanged(db);
  if (cancelledNow) orderEvent(db, { ref, kind: 'cancelled' });
  return {
    message: ORDER_MESSAGES.statusUpdated,
    orderId: orderRef(ref.type, ref.id),
    orderType: ref.type,
    status: next,
    statusChangeDate: changedAt ? changedAt.toISOString() : null,
  };
}

/** POST /updateOrderStatus: "12" is a single order, "B-12" (or orderType 'bundle') a bundle order. */
export async function setOrderStatusByAdmin(db: Db, change: UpdateOrderStatus) {
  const ref = parseOrderRef(change.orderId, change.orderType);
  if (!ref) throw orderNotFound();
  return changeStatus(db, ref, change.userId, change.status);
}

/**
 * The owner's variant of /updateBundleOrderStatus (SPEC §7: orderId, userId, status). orderId is the
 * bundle order's number (12 or "12") or its reference "B-12". The caller has checked the admin token.
 */
export async function setBundleOrderStatusByAdmin(db: Db, change: BundleStatusChange) {
  const ref = parseOrderRef(change.orderId, 'bundle');
  if (!ref) throw orderNotFound();
  if (!isAdminStatus(change.status)) {
    throw badRequest('Status must be completed, pending, cancelled or returned.', 'VALIDATION_ERROR');
  }
  return changeStatus(db, ref, change.userId, change.status);
}
