// Settling a captured payment, once, in one transaction (decision 0015). Called from /saveOrder, the bundle's
// `paid` step, the webhook and the reconciler alike. Each captured payment ends as exactly one of:
//  - the order: the payment order moves to `paid`, stock is taken, the hold released, the cart lines cleared;
//  - a refund: the payment order was already paid by another payment, or the goods sold out after its hold
//    lapsed; the money is recorded as owed back (`due`) and the refund job sends it.
// A replay of the same payment answers what it became the first time; nothing moves twice or backwards.
import type { DeliveryAddress } from '@zariya/shared/accounts';
import { type BundleOrder, ORDER_MESSAGES, type SingleOrder } from '@zariya/shared/orders-api';
import { orderRef } from '@zariya/shared/order-refs';
import type { RefundReason } from '@zariya/shared/payment-lifecycle';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { countRefund, ordersPlaced, payments } from '../../lib/metrics.ts';
import { orderEvent } from '../../lib/order-events.ts';
import { placeOrder as placeOrderStep } from '../../flows/place-order.ts';
import { catalogueChanged } from '../catalog/catalog.cache.ts';
import * as inventory from '../inventory/inventory.service.ts';
import { issueInvoiceOnPayment } from '../invoices/invoices.service.ts';
import * as ordersService from '../orders/orders.service.ts';
import { alreadyPaid, paymentOrderNotFound } from './payments.service.ts';
import * as repo from './payments.repository.ts';
import { refundKey } from './refunds.service.ts';

export type Settled =
  | { kind: 'single'; order: SingleOrder; created: boolean }
  | { kind: 'bundle'; order: BundleOrder; created: boolean };

const REFUND_ERRORS: Record<'sold_out' | 'duplicate_payment', () => AppError> = {
  sold_out: () => conflict(ORDER_MESSAGES.soldOutAfterPayment, 'SOLD_OUT_AFTER_PAYMENT'),
  duplicate_payment: alreadyPaid,
};

type Outcome =
  | Settled
  | { kind: 'refund'; reason: 'sold_out' | 'duplicate_payment'; fresh: boolean; amountPaise?: number };

async function existingOrder(db: Db, payment: repo.PaymentOrderRow): Promise<Settled> {
  if (payment.kind === 'single') {
    const order = await ordersService.findSingleOrderByPaymentOrder(db, payment.id);
    if (order) return { kind: 'single', order, created: false };
  } else if (payment.purchase.bundleOrderId !== null) {
    const order = await ordersService.findBundleOrder(db, payment.purchase.bundleOrderId);
    if (order) return { kind: 'bundle', order, created: false };
  }
  throw notFound(ORDER_MESSAGES.orderNotFound, 'ORDER_NOT_FOUND');
}

async function owedBack(
  tx: Db,
  payment: repo.PaymentOrderRow,
  paymentId: string,
  amountPaise: number,
  reason: 'sold_out' | 'duplicate_payment',
  now: Date,
): Promise<Outcome> {
  await repo.recordReceived(tx, { paymentId, paymentOrderId: payment.id, amountPaise, outcome: 'refund' });
  await repo.insertRefund(tx, {
    paymentId,
    paymentOrderId: payment.id,
    userId: payment.userId,
    amountPaise,
    reason: reason satisfies RefundReason,
    idempotencyKey: refundKey(paymentId, 1),
  });
  // Goods it cannot have are held for nobody.
  await inventory.releaseHolds(tx, payment.id, now);
  return { kind: 'refund', reason, fresh: true, amountPaise };
}

async function placeOrder(
  tx: Db,
  payment: repo.PaymentOrderRow,
  paymentId: string,
  deliveryAddress: DeliveryAddress | null,
  now: Date,
): Promise<Settled> {
  const placed = await placeOrderStep(
    tx,
    payment.userId,
    payment.purchase,
    { method: 'online', paymentId, paymentOrderId: payment.id },
    deliveryAddress,
    now,
  );
  if (!placed) throw new Error('bundle order vanished while locked');
  if (placed.kind === 'single') return { kind: 'single', order: placed.order, created: true };
  const order = await ordersService.findBundleOrder(tx, placed.bundleOrderId);
  return { kind: 'bundle', order: order!, created: true };
}

/** True when the bundle this payment order pays for was paid by another payment order already. */
async function bundlePaidElsewhere(tx: Db, payment: repo.PaymentOrderRow) {
  if (payment.purchase.kind !== 'bundle' || payment.purchase.bundleOrderId === null) return false;
  const bundle = await ordersService.lockBundleOrder(tx, payment.purchase.bundleOrderId);
  // A bundle placed as pay-on-delivery meanwhile is not paid twice: this payment is refunded.
  return !bundle || bundle.paymentId !== null || bundle.paymentMethod === 'cod';
}

export async function settlePayment(
  db: Db,
  paymentOrderId: string,
  paymentId: string,
  options: {
    amountPaise?: number;
    deliveryAddress?: DeliveryAddress;
    log?: FastifyBaseLogger;
    now?: Date;
    /** Called after commit when a refund was recorded, so the refund job sends it soon. */
    onRefundDue?: () => void;
  } = {},
): Promise<Settled> {
  const now = options.now ?? new Date();
  let outcome: Outcome;
  try {
    outcome = await inTransaction(db, async (tx): Promise<Outcome> => {
      const payment = await repo.lockPaymentOrder(tx, paymentOrderId);
      if (!payment) throw paymentOrderNotFound();
      const amountPaise = options.amountPaise ?? payment.amountPaise;
      const seen = await repo.findReceived(tx, paymentId);
      if (seen?.outcome === 'order') return existingOrder(tx, payment);
      if (seen?.outcome === 'refund') {
        const reason = payment.status === 'paid' ? 'duplicate_payment' : 'sold_out';
        return { kind: 'refund', reason, fresh: false };
      }
      if (payment.status === 'paid' || (await bundlePaidElsewhere(tx, payment)))
        return owedBack(tx, payment, paymentId, amountPaise, 'duplicate_payment', now);
      const pieces = inventory.piecesOf(payment.purchase.items);
      if (!(await inventory.takePieces(tx, pieces, payment.id, now)))
        return owedBack(tx, payment, paymentId, amountPaise, 'sold_out', now);
      if (!(await repo.movePaymentOrder(tx, payment.id, 'paid', { paymentId })))
        throw new Error(`payment order ${payment.id} could not move to paid from ${payment.status}`);
      await repo.recordReceived(tx, { paymentId, paymentOrderId: payment.id, amountPaise, outcome: 'order' });
      const settled = await placeOrder(
        tx,
        payment,
        paymentId,
        options.deliveryAddress ?? payment.purchase.deliveryAddress,
        now,
      );
      await inventory.releaseHolds(tx, payment.id, now);
      // The tax invoice is issued with the payment, in this transaction: paid and invoiced commit together.
      await issueInvoiceOnPayment(tx, orderRef(settled.kind, settled.order.id), now, options.log);
      return settled;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The transaction rolled back: no order, stock and hold as they were; the shopper may retry.
    options.log?.error(
      { err: { code: (error as { code?: unknown }).code }, paymentOrderId },
      'saving a paid order failed',
    );
    throw new AppError(503, 'ORDER_SAVE_FAILED', ORDER_MESSAGES.saveFailed);
  }
  if (outcome.kind === 'refund') {
    if (outcome.fresh) {
      payments.inc({ outcome: 'refund_due' });
      countRefund('due', outcome.amountPaise ?? 0);
      options.log?.warn(
        { paymentOrderId, reason: outcome.reason },
        'payment received without goods: refund due',
      );
      options.onRefundDue?.();
    }
    throw REFUND_ERRORS[outcome.reason]();
  }
  // Stock changed: this process's cached product lists answer from the database again.
  if (outcome.created) {
    catalogueChanged(db);
    payments.inc({ outcome: 'paid' });
    ordersPlaced.inc({ kind: outcome.kind });
    orderEvent(db, { ref: { type: outcome.kind, id: outcome.order.id }, kind: 'placed' });
  }
  return outcome;
}
