// Flow: settling a captured payment, once, in one transaction (decision 0015; issue 31). The browser's /saveOrder
// and the bundle's `paid` step (after the payments module verifies the signature and the capture), the Razorpay
// webhook and the reconciler all settle through here. Lock order: payment order → bundle order → stock. Steps:
//   1. lock the payment order and look up what this payment became before (payments)
//   2. paid already, or the bundle paid elsewhere (orders): the money is owed back (payments), holds released
//   3. the stock checked with its rows locked (inventory); sold out: the money is owed back (payments), holds released
//   4. the payment order moves to `paid` and the payment is recorded (payments)
//   5. the order is placed (the place-order step: orders, cart), its pieces taken from their variants (or the pool)
//      with the stock history naming the order, the holds released (inventory)
//   6. the tax invoice is issued with the payment (invoices)
// After the commit: refunds due are counted and sent soon; a new order drops the catalogue's cached answers, is
// counted and announced. Each captured payment ends as exactly one of:
//  - the order: the payment order moves to `paid`, stock is taken, the hold released, the cart lines cleared;
//  - a refund: the payment order was already paid by another payment, or the goods sold out after its hold
//    lapsed; the money is recorded as owed back (`due`) and the refund job sends it.
// A replay of the same payment answers what it became the first time; nothing moves twice or backwards.
import type { DeliveryAddress } from '@zariya/shared/accounts';
import { type BundleOrder, ORDER_MESSAGES, type SingleOrder } from '@zariya/shared/orders-api';
import { orderRef } from '@zariya/shared/order-refs';
import type { RefundReason } from '@zariya/shared/payment-lifecycle';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { AppError, conflict, notFound } from '../errors.ts';
import { countRefund, ordersPlaced, payments } from '../lib/metrics.ts';
import { orderEvent } from '../lib/order-events.ts';
import { withOfferNames } from '../queries/offer-names.query.ts';
import { catalogueChanged } from '../modules/catalog/catalog.cache.ts';
import { stockHeldChanged } from '../modules/catalog/catalog.engine.ts';
import * as inventory from '../modules/inventory/inventory.service.ts';
import { issueInvoiceOnPayment } from '../modules/invoices/invoices.service.ts';
import * as ordersService from '../modules/orders/orders.service.ts';
import * as paymentOrders from '../modules/payments/payments.service.ts';
import type { PaymentProvider } from '../modules/payments/provider.ts';
import { refundKey } from '../modules/payments/refunds.service.ts';
import { assertDeliverableAddress } from '../modules/pincode/pincode.service.ts';
import { confirmOfferUses } from './offer-uses.flow.ts';
import { placeOrder as placeOrderStep } from './place-order.ts';

export type Settled =
  | { kind: 'single'; order: SingleOrder; created: boolean }
  | { kind: 'bundle'; order: BundleOrder; created: boolean };

const REFUND_ERRORS: Record<'sold_out' | 'duplicate_payment', () => AppError> = {
  sold_out: () => conflict(ORDER_MESSAGES.soldOutAfterPayment, 'SOLD_OUT_AFTER_PAYMENT'),
  duplicate_payment: paymentOrders.alreadyPaid,
};

type Outcome =
  | Settled
  | { kind: 'refund'; reason: 'sold_out' | 'duplicate_payment'; fresh: boolean; amountPaise?: number };

async function existingOrder(db: Db, payment: paymentOrders.PaymentOrderRow): Promise<Settled> {
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
  payment: paymentOrders.PaymentOrderRow,
  paymentId: string,
  amountPaise: number,
  reason: 'sold_out' | 'duplicate_payment',
  now: Date,
): Promise<Outcome> {
  await paymentOrders.recordReceived(tx, {
    paymentId,
    paymentOrderId: payment.id,
    amountPaise,
    outcome: 'refund',
  });
  await paymentOrders.insertRefund(tx, {
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
  payment: paymentOrders.PaymentOrderRow,
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
async function bundlePaidElsewhere(tx: Db, payment: paymentOrders.PaymentOrderRow) {
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
      const payment = await paymentOrders.lockPaymentOrder(tx, paymentOrderId);
      if (!payment) throw paymentOrders.paymentOrderNotFound();
      const amountPaise = options.amountPaise ?? payment.amountPaise;
      const seen = await paymentOrders.findReceived(tx, paymentId);
      if (seen?.outcome === 'order') return existingOrder(tx, payment);
      if (seen?.outcome === 'refund') {
        const reason = payment.status === 'paid' ? 'duplicate_payment' : 'sold_out';
        return { kind: 'refund', reason, fresh: false };
      }
      if (payment.status === 'paid' || (await bundlePaidElsewhere(tx, payment)))
        return owedBack(tx, payment, paymentId, amountPaise, 'duplicate_payment', now);
      // The pieces are checked with their rows locked (products, then a split product's variants) and taken once
      // the order is written, so the stock history names it.
      const claim = await inventory.claimPieces(
        tx,
        inventory.piecesOf(payment.purchase.items),
        payment.id,
        now,
      );
      if (!claim) return owedBack(tx, payment, paymentId, amountPaise, 'sold_out', now);
      if (!(await paymentOrders.movePaymentOrder(tx, payment.id, 'paid', { paymentId })))
        throw new Error(`payment order ${payment.id} could not move to paid from ${payment.status}`);
      await paymentOrders.recordReceived(tx, {
        paymentId,
        paymentOrderId: payment.id,
        amountPaise,
        outcome: 'order',
      });
      const settled = await placeOrder(
        tx,
        payment,
        paymentId,
        options.deliveryAddress ?? payment.purchase.deliveryAddress,
        now,
      );
      await inventory.takeClaimed(tx, claim, {
        reason: 'order',
        ref: orderRef(settled.kind, settled.order.id),
        actor: `shopper:${payment.userId}`,
      });
      await inventory.releaseHolds(tx, payment.id, now);
      // The offer uses the payment held are used by this order (offer-uses).
      await confirmOfferUses(tx, payment.purchase.redemptions, orderRef(settled.kind, settled.order.id));
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
      // Its holds were released: other shoppers' pages count those pieces again at once.
      stockHeldChanged(db);
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
  // The answer names the offers that discounted each line, as the order pages do.
  const [named] = await withOfferNames(db, [outcome.order]);
  return { ...outcome, order: named } as Settled;
}

type CheckoutResult = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
type SettleOptions = { log?: FastifyBaseLogger; onRefundDue?: () => void };

/** POST /saveOrder: a single item's checkout result, verified (payments), then settled. */
export async function saveSingleOrder(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  body: CheckoutResult & { deliveryAddress?: DeliveryAddress },
  options: SettleOptions,
) {
  // A changed address after paying must still be deliverable; refused before anything is written.
  if (body.deliveryAddress) await assertDeliverableAddress(body.deliveryAddress);
  const { order, amountPaise } = await paymentOrders.verifiedPayment(db, provider, userId, body, 'single');
  const settled = await settlePayment(db, order.id, body.razorpay_payment_id, {
    amountPaise,
    deliveryAddress: body.deliveryAddress,
    ...options,
  });
  if (settled.kind !== 'single') throw notFound(ORDER_MESSAGES.orderNotFound, 'ORDER_NOT_FOUND');
  return settled;
}

/** POST /updateBundleOrderStatus with `paid`: the bundle's checkout result, verified (payments), then settled. */
export async function payBundleOrder(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  bundleId: number,
  result: CheckoutResult,
  deliveryAddress: DeliveryAddress | undefined,
  options: SettleOptions,
) {
  if (deliveryAddress) await assertDeliverableAddress(deliveryAddress);
  const { order: payment, amountPaise } = await paymentOrders.verifiedPayment(
    db,
    provider,
    userId,
    result,
    'bundle',
  );
  if (payment.purchase.bundleOrderId !== bundleId) throw ordersService.orderNotFound();
  const settled = await settlePayment(db, payment.id, result.razorpay_payment_id, {
    amountPaise,
    deliveryAddress,
    ...options,
  });
  if (settled.kind !== 'bundle') throw ordersService.orderNotFound();
  return settled;
}
