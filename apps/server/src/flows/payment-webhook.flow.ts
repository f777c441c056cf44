// Flow: Razorpay's webhook (POST /payments/webhook): settle payments whose browser never came back, note declined
// attempts, and close refunds. A repeated event id changes nothing:
//   1. the signature over the raw body (payments), then the event id remembered once (payments)
//   2. refund.processed / refund.failed: the refund closed (payments' refunds)
//      payment.failed: the attempt noted, its window stays open (payments)
//      payment.captured / payment.authorized / order.paid: the stored payment order and its amount checked, an
//      authorized payment captured (payments), then settled (settle-payment)
//   3. a refusal (sold out, paid twice: a refund recorded) is answered as processed; any other failure forgets the
//      event id so that Razorpay's retry is handled again
import { createHash } from 'node:crypto';
import type { WebhookAnswer } from '@zariya/shared/orders-api';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError, badRequest } from '../errors.ts';
import * as payments from '../modules/payments/payments.service.ts';
import type { PaymentProvider } from '../modules/payments/provider.ts';
import { refundEvent } from '../modules/payments/refunds.service.ts';
import { settlePayment } from './settle-payment.flow.ts';

type Entity = {
  id?: unknown;
  order_id?: unknown;
  payment_id?: unknown;
  amount?: unknown;
  amount_paid?: unknown;
  status?: unknown;
  notes?: { refund_id?: unknown };
};
type WebhookBody = {
  event?: unknown;
  payload?: { payment?: { entity?: Entity }; order?: { entity?: Entity }; refund?: { entity?: Entity } };
};

const text = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 100 ? v : undefined);

/** Which payment an event says was received (or only authorized), or null. */
function paymentOf(body: WebhookBody): { orderId: string; paymentId: string; amount: unknown } | null {
  const payment = body.payload?.payment?.entity;
  const order = body.payload?.order?.entity;
  if (body.event === 'payment.captured' || body.event === 'payment.authorized') {
    const orderId = text(payment?.order_id);
    const paymentId = text(payment?.id);
    return orderId && paymentId ? { orderId, paymentId, amount: payment?.amount } : null;
  }
  if (body.event === 'order.paid') {
    const orderId = text(order?.id) ?? text(payment?.order_id);
    const paymentId = text(payment?.id);
    return orderId && paymentId
      ? { orderId, paymentId, amount: order?.amount_paid ?? payment?.amount }
      : null;
  }
  return null;
}

async function act(
  db: Db,
  provider: PaymentProvider,
  body: WebhookBody,
  log?: FastifyBaseLogger,
  onRefundDue?: () => void,
): Promise<WebhookAnswer['status']> {
  if (body.event === 'refund.processed' || body.event === 'refund.failed') {
    const refund = body.payload?.refund?.entity;
    const id = text(refund?.id);
    if (!id) return 'ignored';
    const note = Number(refund?.notes?.refund_id);
    const known = await refundEvent(db, body.event, {
      id,
      paymentId: text(refund?.payment_id),
      refundId: Number.isSafeInteger(note) ? note : undefined,
    });
    return known ? 'processed' : 'ignored';
  }
  if (body.event === 'payment.failed') {
    const orderId = text(body.payload?.payment?.entity?.order_id);
    // A declined try: the window stays open for another one.
    if (orderId && (await payments.movePaymentOrder(db, orderId, 'attempted'))) return 'processed';
    return 'ignored';
  }
  const paid = paymentOf(body);
  if (!paid) return 'ignored';
  const stored = await payments.findPaymentOrder(db, paid.orderId);
  if (!stored) return 'ignored';
  if (Number(paid.amount) !== stored.amountPaise) {
    log?.warn({ paymentOrderId: stored.id }, 'webhook amount differs from the payment order; not settled');
    return 'ignored';
  }
  // payment.authorized: captured here, so the money the order is settled for is the shop's.
  const amountPaise =
    body.event === 'payment.authorized'
      ? await payments.capturedAmount(provider, stored, paid.paymentId)
      : stored.amountPaise;
  await settlePayment(db, stored.id, paid.paymentId, { amountPaise, log, onRefundDue });
  return 'processed';
}

export async function handleWebhook(
  db: Db,
  provider: PaymentProvider,
  input: { rawBody: Buffer; signature: string | undefined; eventId: string | undefined; secret: string },
  log?: FastifyBaseLogger,
  onRefundDue?: () => void,
): Promise<WebhookAnswer> {
  if (!input.signature || !payments.verifyWebhookSignature(input.rawBody, input.signature, input.secret)) {
    throw badRequest('The webhook signature is not valid.', 'INVALID_SIGNATURE');
  }
  let body: WebhookBody;
  try {
    body = JSON.parse(input.rawBody.toString('utf8')) as WebhookBody;
  } catch {
    throw badRequest('The request body is not valid JSON.', 'INVALID_JSON');
  }
  const eventId = input.eventId ?? `sha256:${createHash('sha256').update(input.rawBody).digest('hex')}`;
  if (!(await payments.recordWebhookEvent(db, eventId))) return { status: 'duplicate' };
  try {
    return { status: await act(db, provider, body, log, onRefundDue) };
  } catch (error) {
    // Sold out or paid twice is recorded for a refund; anything else is retried by Razorpay.
    if (error instanceof AppError && error.statusCode < 500) return { status: 'processed' };
    await payments.forgetWebhookEvent(db, eventId);
    throw error;
  }
}
