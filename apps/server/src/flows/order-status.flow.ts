// Flow: the owner changes an order's status (product rules §4; POST /updateOrderStatus and the owner's variant of
// /updateBundleOrderStatus). One move of the order lifecycle (shared order-lifecycle.ts) in one transaction:
//   1. lock the order row (admin-orders)            3. move the stock: put back or take again (inventory)
//   2. read whether a parcel was booked (fulfilment) 4. write status and fulfilment (admin-orders)
//   5. completed on a pay-on-delivery order: the cash is collected, so its tax invoice is issued (invoices)
// After the commit: the catalogue's cached answers are dropped and the shopper is told (delivered, cancelled).
import { toUserId, type UserId } from '@zariya/shared/accounts';
import {
  ADMIN_ORDER_STATUSES,
  type AdminOrderStatus,
  type UpdateOrderStatus,
  type UpdateOrderStatusAnswer,
} from '@zariya/shared/admin-orders-api';
import type { OrderStatus } from '@zariya/shared/constants';
import { lifecycleOf, moveLifecycle, specStatus } from '@zariya/shared/order-lifecycle';
import { type OrderIdInput, type OrderRef, orderRef, parseOrderRef } from '@zariya/shared/order-refs';
import { normaliseStatus, stockMove } from '@zariya/shared/order-status';
import { ORDER_MESSAGES } from '@zariya/shared/orders-api';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { orderEvent } from '../lib/order-events.ts';
import * as adminOrders from '../modules/admin-orders/admin-orders.service.ts';
import { catalogueChanged } from '../modules/catalog/catalog.cache.ts';
import { hasShipment } from '../modules/fulfilment/fulfilment.service.ts';
import { piecesOf, returnPieces, takePieces } from '../modules/inventory/inventory.service.ts';
import { issueInvoiceOnPayment } from '../modules/invoices/invoices.service.ts';

const orderNotFound = () => notFound('Order not found.', 'ORDER_NOT_FOUND');

/** The bundle call's body (orders/orders.routes.ts) as its schema hands it over; its status may be 'paid'. */
export type BundleStatusChange = {
  orderId: OrderIdInput | undefined;
  userId: UserId | undefined;
  status: OrderStatus;
};

const isAdminStatus = (status: OrderStatus): status is AdminOrderStatus =>
  (ADMIN_ORDER_STATUSES as readonly string[]).includes(status);

/**
 * One status change, the order row locked so two owners clicking at once cannot put stock back twice. Cancelling
 * or returning puts the goods back; reviving a cancelled or returned order takes them again, or fails with 409
 * when they are gone. Completed delivers the order; pending takes a delivered order back (order-lifecycle.ts).
 */
export async function changeOrderStatus(
  db: Db,
  ref: OrderRef,
  userId: UserId | undefined,
  next: AdminOrderStatus,
): Promise<UpdateOrderStatusAnswer> {
  const owner = toUserId(userId);
  let events: Array<'cancelled' | 'delivered'> = [];
  const changedAt = await inTransaction(db, async (tx) => {
    events = [];
    const order = await adminOrders.lockOrder(tx, ref);
    // An order id with someone else's userId is treated as unknown, so ids cannot be probed.
    if (!order || order.userId !== owner) throw orderNotFound();
    // A repeated click changes nothing, not even the date of the last change.
    if (normaliseStatus(order.status) === next) return order.statusChangeDate;
    const now = lifecycleOf(order);
    const after = moveLifecycle(
      now,
      { kind: 'status', to: next },
      { paymentMethod: order.paymentMethod, shipped: await hasShipment(tx, ref) },
    );
    if ('refusal' in after) throw conflict(after.refusal, 'ORDER_STATUS_REFUSED');
    const status = specStatus(after);
    const move = order.stockTaken ? stockMove(order.status, status) : 'none';
    // Each line's pieces go back to (or come again from) its own variant, or the pool of a pooled product.
    const pieces = piecesOf(order.lines);
    const why = { ref: orderRef(ref.type, ref.id), actor: 'admin' };
    if (move === 'put-back')
      await returnPieces(tx, pieces, { ...why, reason: status === 'returned' ? 'return' : 'cancel' });
    // Reopening takes the pieces again, never ones held for a shopper who is paying.
    if (
      move === 'take-again' &&
      !(await takePieces(tx, pieces, '', new Date(), { ...why, reason: 'order' }))
    ) {
      throw conflict(
        'Not enough stock to reopen this order: its items have been sold again.',
        'OUT_OF_STOCK',
      );
    }
    const at = new Date();
    await adminOrders.saveLifecycle(
      tx,
      ref,
      { status, fulfilment: after.fulfilment, fulfilmentMoved: after.fulfilment !== now.fulfilment },
      at,
    );
    // A COD order's cash is collected on delivery: its tax invoice is issued in this transaction (as the
    // delivered step does; a shop whose GST setup cannot price it still records the change).
    if (after.deliveredNow && order.paymentMethod === 'cod')
      await issueInvoiceOnPayment(tx, orderRef(ref.type, ref.id), at);
    if (status === 'cancelled') events.push('cancelled');
    if (after.deliveredNow) events.push('delivered');
    return at;
  });
  catalogueChanged(db);
  for (const kind of events) orderEvent(db, { ref, kind });
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
  return changeOrderStatus(db, ref, change.userId, change.status);
}

/**
 * The owner's variant of /updateBundleOrderStatus (product rules §7: orderId, userId, status). orderId is the
 * bundle order's number (12 or "12") or its reference "B-12". The caller has checked the admin token.
 */
export async function setBundleOrderStatusByAdmin(db: Db, change: BundleStatusChange) {
  const ref = parseOrderRef(change.orderId, 'bundle');
  if (!ref) throw orderNotFound();
  if (!isAdminStatus(change.status)) {
    throw badRequest('Status must be completed, pending, cancelled or returned.', 'VALIDATION_ERROR');
  }
  return changeOrderStatus(db, ref, change.userId, change.status);
}
