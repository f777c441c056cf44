// Razorpay webhooks: settle orders whose browser never came back; a repeated event id changes nothing.
import { createHash } from 'node:crypto';
import type { WebhookAnswer } from '@zariya/shared/orders-api';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { webhookEvents } from '../../db/schema.ts';
import { AppError, badRequest } from '../../errors.ts';
import * as repo from './payments.repository.ts';
import { settlePayment } from './payments.service.ts';
import { verifyWebhookSignature } from './signature.ts';

type Entity = { id?: unknown; order_id?: unknown; amount?: unknown; amount_paid?: unknown };
type WebhookBody = {
  event?: unknown;
  payload?: { payment?: { entity?: Entity }; order?: { entity?: Entity } };
};

const text = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 100 ? v : undefined);

/** Which payment an event pays, or null for events the shop does not act on. */
function paymentOf(body: WebhookBody): { orderId: string; paymentId: string; amount: unknown } | null {
  const payment = body.payload?.payment?.entity;
  const order = body.payload?.order?.entity;
  if (body.event === 'payment.captured') {
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

export async function handleWebhook(
  db: Db,
  input: { rawBody: Buffer; signature: string | undefined; eventId: string | undefined; secret: string },
  log?: FastifyBaseLogger,
): Promise<WebhookAnswer> {
  if (!input.signature || !verifyWebhookSignature(input.rawBody, input.signature, input.secret)) {
    throw badRequest('The webhook signature is not valid.', 'INVALID_SIGNATURE');
  }
  let body: WebhookBody;
  try {
    body = JSON.parse(input.rawBody.toString('utf8')) as WebhookBody;
  } catch {
    throw badRequest('The request body is not valid JSON.', 'INVALID_JSON');
  }
  const eventId = input.eventId ?? `sha256:${createHash('sha256').update(input.rawBody).digest('hex')}`;
  const fresh = await db.insert(webhookEvents).values({ eventId }).onConflictDoNothing().returning();
  if (fresh.length === 0) return { status: 'duplicate' };
  try {
    const paid = paymentOf(body);
    if (!paid) return { status: 'ignored' };
    const stored = await repo.findPaymentOrder(db, paid.orderId);
    if (!stored) return { status: 'ignored' };
    if (Number(paid.amount) !== stored.amountPaise) {
      log?.warn({ paymentOrderId: stored.id }, 'webhook amount differs from the payment order; not settled');
      return { status: 'ignored' };
    }
    await settlePayment(db, stored.id, paid.paymentId, { log });
    return { status: 'processed' };
  } catch (error) {
    // Sold out or paid twice is recorded for a refund; anything else is retried by Razorpay.
    if (error instanceof AppError && error.statusCode < 500) return { status: 'processed' };
    await db.delete(webhookEvents).where(eq(webhookEvents.eventId, eventId));
    throw error;
  }
}
