// Payment orders, the payment side of docs/architecture.md payment flow: the provider's order and its receipt, the
// test provider's checkout, what the checkout hands back verified (signature, capture), the expiry job. Pricing a
// purchase is flows/price-purchase.ts; opening and closing a payment attempt (pieces held within the limits of
// decision 0015) flows/payment-attempt.flow.ts; settling a verified payment flows/settle-payment.flow.ts; the
// webhook and the reconciler flows/payment-webhook.flow.ts and flows/reconcile-payments.flow.ts.
import { createHash, randomBytes } from 'node:crypto';
import { CURRENCY } from '@zariya/shared/constants';
import { ORDER_MESSAGES, type PaymentOrder, type PaymentResult } from '@zariya/shared/orders-api';
import { HOLD_MINUTES } from '@zariya/shared/payment-lifecycle';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import * as metrics from '../../lib/metrics.ts';
import * as repo from './payments.repository.ts';
import type { PaymentProvider } from './provider.ts';
import { paymentSignature, verifyPaymentSignature } from './signature.ts';

export const RESERVATION_MINUTES = HOLD_MINUTES;

export const paymentOrderNotFound = () =>
  notFound(ORDER_MESSAGES.paymentOrderNotFound, 'PAYMENT_ORDER_NOT_FOUND');
export const alreadyPaid = () => conflict('This order is already paid.', 'ALREADY_PAID');
export const providerUnreachable = () =>
  new AppError(502, 'PAYMENT_PROVIDER_ERROR', 'The payment service could not be reached. Please try again.');

export type { PaymentOrderRow, Purchase } from './payments.repository.ts';

/**
 * What the flows do to payment orders and the payments received: settling a payment (settle-payment), opening and
 * closing a payment attempt (payment-attempt), the webhook (payment-webhook) and the reconciler
 * (reconcile-payments).
 */
export {
  dueForReconciling,
  failOpenAttempts,
  findPaymentOrder,
  findReceived,
  forgetWebhookEvent,
  insertPaymentOrder,
  insertRefund,
  latestWithReceiptStem,
  lockPaymentOrder,
  markChecked,
  movePaymentOrder,
  recordReceived,
  recordWebhookEvent,
} from './payments.repository.ts';
export { verifyWebhookSignature } from './signature.ts';

/**
 * The receipt stem of a purchase: the same shopper asking to pay for the same thing gets the same stem, so a
 * retried create finds the payment order (or the provider's order) made the first time. Razorpay allows 40
 * characters.
 */
export function receiptStem(userId: number, purchase: repo.Purchase): string {
  const what = JSON.stringify([
    userId,
    purchase.kind,
    purchase.bundleOrderId,
    purchase.totalAmount,
    purchase.items,
  ]);
  return `rc_${createHash('sha256').update(what).digest('base64url').slice(0, 22)}_`;
}

/** What POST /createOrder answers for a payment order. */
export function paymentOrderAnswer(
  row: { id: string; amountPaise: number; expiresAt: Date; held: boolean },
  provider: PaymentProvider,
  purchase: repo.Purchase,
): PaymentOrder {
  return {
    id: row.id,
    amount: row.amountPaise,
    currency: CURRENCY,
    keyId: provider.keyId,
    provider: provider.name,
    expiresAt: row.expiresAt.toISOString(),
    totalAmount: purchase.totalAmount,
    bundleOrderId: purchase.bundleOrderId,
    held: row.held,
  };
}

/** The expiry job: open payment orders whose window lapsed become `expired`; answers how many. */
export async function expireLapsedPayments(db: Db, now: Date): Promise<number> {
  const expired = await repo.expireLapsed(db, now);
  if (expired > 0) metrics.payments.inc({ outcome: 'expired' }, expired);
  return expired;
}

/** The test provider's checkout: a signed payment for the shopper's own payment order. */
export async function testPay(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  orderId: string,
  outcome = 'success',
) {
  const order = await repo.findPaymentOrder(db, orderId);
  if (!order || order.userId !== userId || order.provider !== 'test') throw paymentOrderNotFound();
  await repo.movePaymentOrder(db, order.id, 'attempted');
  if (outcome === 'failure') throw new AppError(402, 'PAYMENT_FAILED', ORDER_MESSAGES.paymentFailed);
  const paymentId = `pay_test_${randomBytes(10).toString('base64url')}`;
  return {
    razorpay_order_id: order.id,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(order.id, paymentId, await provider.secret()),
  };
}

/**
 * The stored payment order this checkout result is for, when its signature is right and it is the shopper's,
 * with the paise the payment captured. With Razorpay the payment is looked up: an only-authorized payment is
 * captured here (the shop then owns the money it settles), a failed one is refused.
 */
export async function verifiedPayment(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  result: PaymentResult,
  kind: 'single' | 'bundle',
) {
  const order = await repo.findPaymentOrder(db, result.razorpay_order_id);
  if (!order || order.userId !== userId || order.kind !== kind) throw paymentOrderNotFound();
  // Signed over the order id the shop stored, never one the browser made up.
  const secret = await provider.secret();
  if (!verifyPaymentSignature(order.id, result.razorpay_payment_id, result.razorpay_signature, secret)) {
    throw badRequest(ORDER_MESSAGES.paymentVerificationFailed, 'PAYMENT_VERIFICATION_FAILED');
  }
  const amountPaise = await capturedAmount(provider, order, result.razorpay_payment_id);
  return { order, amountPaise };
}

/** Paise captured by this payment of the order (capturing an authorized one); 402 when nothing was taken. */
export async function capturedAmount(
  provider: PaymentProvider,
  order: repo.PaymentOrderRow,
  paymentId: string,
): Promise<number> {
  // The test provider's payments exist only as signed results: captured at once, for the order's amount.
  if (provider.name === 'test') return order.amountPaise;
  let payment: Awaited<ReturnType<PaymentProvider['fetchPayment']>>;
  try {
    payment = await provider.fetchPayment(paymentId);
    if (payment.orderId !== order.id) throw paymentOrderNotFound();
    if (payment.status === 'authorized') payment = await provider.capture(paymentId, payment.amountPaise);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw providerUnreachable();
  }
  if (payment.status !== 'captured' && payment.status !== 'refunded')
    throw new AppError(402, 'PAYMENT_FAILED', ORDER_MESSAGES.paymentFailed);
  return payment.amountPaise;
}
