// Refunds (decision 0015): recorded as `due` by settlement (sold out after payment, paid twice) or by the owner
// (a cancelled or returned paid order, in full or in part), sent to the provider with an idempotency key by the
// refund job or the owner's call, and closed by the provider's answer or its refund.processed / refund.failed
// webhook. Every move is a guarded update along REFUND_MOVES.
import { createHash } from 'node:crypto';
import { normaliseStatus } from '@zariya/shared/order-status';
import {
  PAYMENT_MESSAGES,
  REFUND_REASON_LABELS,
  REFUND_STATES,
  type RefundReason,
  type RefundState,
} from '@zariya/shared/payment-lifecycle';
import { fromPaise, toPaise } from '@zariya/shared/pricing';
import type { RefundList, RefundView } from '@zariya/shared/refunds-api';
import { type OrderRef, orderRef } from '@zariya/shared/order-refs';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { bundleOrders, orders } from '../../db/schema.ts';
import { orderEvent } from '../../lib/order-events.ts';
import { conflict, notFound } from '../../errors.ts';
import { countRefund } from '../../lib/metrics.ts';
import * as repo from './payments.repository.ts';
import type { PaymentProvider } from './provider.ts';

/** The idempotency key of the n-th refund of a payment: the same refund is never sent twice. */
export const refundKey = (paymentId: string, n: number) =>
  `rfnd_${createHash('sha256').update(`${paymentId}:${n}`).digest('base64url').slice(0, 26)}`;

/** A guarded move outside a transaction, counted when it happened (lib/metrics.ts). */
async function moveRefund(
  db: Db,
  id: number,
  to: RefundState,
  extra?: Parameters<typeof repo.moveRefund>[3],
) {
  const row = await repo.moveRefund(db, id, to, extra);
  if (row) countRefund(to, row.amountPaise);
  // The money reached the provider: the shopper hears of it (a refund with no order, e.g. a payment for
  // goods sold out meanwhile, is told on the page at the time and has no order to name).
  if (row && to === 'processed' && row.orderKind && row.orderId)
    orderEvent(db, {
      ref: { type: row.orderKind as 'single' | 'bundle', id: row.orderId },
      kind: 'refunded',
      amountPaise: row.amountPaise,
    });
  return row;
}

const refundNotFound = () => notFound(PAYMENT_MESSAGES.refundNotFound, 'REFUND_NOT_FOUND');
export const orderNotFound = () => notFound('Order not found.', 'ORDER_NOT_FOUND');

export function toRefundView(row: repo.RefundRow): RefundView {
  return {
    id: row.id,
    orderRef:
      row.orderKind && row.orderId ? orderRef(row.orderKind as 'single' | 'bundle', row.orderId) : null,
    paymentId: row.paymentId,
    paymentOrderId: row.paymentOrderId,
    userId: row.userId,
    amount: fromPaise(row.amountPaise),
    reason: row.reason,
    reasonLabel: REFUND_REASON_LABELS[row.reason] ?? row.reason,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    providerRefundId: row.providerRefundId,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt ? row.processedAt.toISOString() : null,
  };
}

/** What the provider said when it refused, in words the owner can act on (never a stack or a secret). */
function providerMessage(err: unknown): string {
  // The SDK's calls reject with Razorpay's `{ error }` body; its HTTP client's with `response.data.error`.
  const e = err as {
    error?: { description?: unknown };
    response?: { data?: { error?: { description?: unknown } } };
  };
  const description = e?.error?.description ?? e?.response?.data?.error?.description;
  const described = typeof description === 'string' ? description : undefined;
  return (described ?? 'The payment service could not be reached.').slice(0, 300);
}

/** Sends a refund that is `requested` and saves the provider's answer. */
async function send(db: Db, provider: PaymentProvider, refund: repo.RefundRow, log?: FastifyBaseLogger) {
  try {
    const answer = await provider.refund({
      paymentId: refund.paymentId,
      amountPaise: refund.amountPaise,
      idempotencyKey: refund.idempotencyKey,
      notes: { refund_id: String(refund.id), reason: refund.reason },
    });
    if (answer.status === 'processed')
      return (
        (await moveRefund(db, refund.id, 'processed', {
          providerRefundId: answer.id,
          processedAt: new Date(),
        })) ?? refund
      );
    if (answer.status === 'failed')
      return (
        (await moveRefund(db, refund.id, 'failed', {
          providerRefundId: answer.id,
          lastError: 'The payment service declined the refund.',
        })) ?? refund
      );
    await repo.setProviderRefund(db, refund.id, answer.id);
    return (await repo.findRefund(db, refund.id)) ?? refund;
  } catch (err) {
    const lastError = providerMessage(err);
    log?.warn({ refundId: refund.id, lastError }, 'refund could not be sent');
    return (await moveRefund(db, refund.id, 'failed', { lastError })) ?? refund;
  }
}

/** The refund job: sends every due refund (and requested ones whose answer was lost). Answers how many. */
export async function sendDueRefunds(
  db: Db,
  provider: PaymentProvider,
  log?: FastifyBaseLogger,
  now = new Date(),
) {
  let sent = 0;
  for (const refund of await repo.refundsToSend(db, now, 25)) {
    // Claimed by the guarded move; a refund another worker claimed first is skipped.
    const claimed = refund.status === 'due' ? await moveRefund(db, refund.id, 'requested') : refund;
    if (!claimed) continue;
    await send(db, provider, claimed, log);
    sent++;
  }
  return sent;
}

/** The owner's retry of a failed refund: the same idempotency key, so it cannot refund twice. */
export async function retryRefund(db: Db, provider: PaymentProvider, id: number, log?: FastifyBaseLogger) {
  const refund = await repo.findRefund(db, id);
  if (!refund) throw refundNotFound();
  const claimed = await moveRefund(db, id, 'requested');
  if (!claimed) throw conflict(PAYMENT_MESSAGES.refundNotRetryable, 'REFUND_NOT_RETRYABLE');
  return toRefundView(await send(db, provider, claimed, log));
}

type PaidOrder = {
  paymentId: string;
  paymentOrderId: string;
  userId: number;
  status: string;
  paidPaise: number;
};

async function lockPaidOrder(tx: Db, kind: 'single' | 'bundle', id: number): Promise<PaidOrder | undefined> {
  const table = kind === 'single' ? orders : bundleOrders;
  const [row] = await tx
    .select({
      paymentId: table.paymentId,
      paymentOrderId: table.paymentOrderId,
      userId: table.userId,
      status: table.status,
      paid: kind === 'single' ? orders.price : bundleOrders.totalAmount,
    })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  if (!row) return undefined;
  if (!row.paymentId || !row.paymentOrderId) return undefined;
  const received = await repo.findReceived(tx, row.paymentId);
  return {
    paymentId: row.paymentId,
    paymentOrderId: row.paymentOrderId,
    userId: row.userId,
    status: row.status,
    paidPaise: received?.amountPaise ?? toPaise(Number(row.paid)),
  };
}

/**
 * Step of the owner's refund (flows/refund.flow.ts): a cancelled or returned paid order, in full (no amount) or
 * in part; never more than what is left after earlier refunds. Recorded as `due` inside the flow's transaction;
 * answers the row and its reason (for its credit note).
 */
export async function recordOrderRefund(
  tx: Db,
  ref: OrderRef,
  input: { amount?: number; reason?: 'cancelled' | 'returned' | 'other' },
): Promise<{ row: repo.RefundRow; reason: RefundReason }> {
  const order = await lockPaidOrder(tx, ref.type, ref.id);
  if (!order) throw orderNotFound();
  const status = normaliseStatus(order.status);
  if (status !== 'cancelled' && status !== 'returned')
    throw conflict(PAYMENT_MESSAGES.refundNotAllowed, 'REFUND_NOT_ALLOWED');
  const left = order.paidPaise - (await repo.refundedPaise(tx, order.paymentId));
  const amountPaise = input.amount === undefined ? left : toPaise(input.amount);
  if (amountPaise <= 0 || amountPaise > left)
    throw conflict(PAYMENT_MESSAGES.refundTooLarge, 'REFUND_TOO_LARGE');
  const earlier = await repo.refundsOfPayment(tx, order.paymentId);
  const reason: RefundReason = input.reason ?? (status === 'returned' ? 'returned' : 'cancelled');
  const row = await repo.insertRefund(tx, {
    paymentId: order.paymentId,
    paymentOrderId: order.paymentOrderId,
    userId: order.userId,
    amountPaise,
    reason,
    idempotencyKey: refundKey(order.paymentId, earlier + 1),
    order: ref.type === 'single' ? { kind: 'single', id: ref.id } : { kind: 'bundle', id: ref.id },
  });
  return { row, reason };
}

/** Step: the recorded refund moves to `requested` (inside the flow's transaction). */
export async function markRefundRequested(tx: Db, id: number) {
  return (await repo.moveRefund(tx, id, 'requested'))!;
}

/** After the commit of the owner's refund: counted, sent at once; the answer says where it stands. */
export async function sendRequestedRefund(
  db: Db,
  provider: PaymentProvider,
  refund: repo.RefundRow,
  log?: FastifyBaseLogger,
): Promise<RefundView> {
  countRefund('due', refund.amountPaise);
  countRefund('requested', refund.amountPaise);
  return toRefundView(await send(db, provider, refund, log));
}

/**
 * Step of a shopper's return received by the owner (flows/return-step.flow.ts): records a `due` refund of the
 * returned pieces inside the caller's transaction, so the return is marked refunded only together with its
 * refund row. The order stays delivered (a part may be kept), so the order-status check of the owner's refund
 * does not apply; never more than what is left of the payment (`cut` when less than asked). Send it after the
 * commit with `sendRefundNow`.
 */
export async function recordReturnRefund(
  tx: Db,
  order: { kind: 'single' | 'bundle'; id: number },
  amountPaise: number,
): Promise<{ row: repo.RefundRow; cut: boolean }> {
  const paid = await lockPaidOrder(tx, order.kind, order.id);
  if (!paid) throw conflict(PAYMENT_MESSAGES.refundNotAllowed, 'REFUND_NOT_ALLOWED');
  const left = paid.paidPaise - (await repo.refundedPaise(tx, paid.paymentId));
  const amount = Math.min(amountPaise, left);
  if (amount <= 0) throw conflict(PAYMENT_MESSAGES.refundTooLarge, 'REFUND_TOO_LARGE');
  const earlier = await repo.refundsOfPayment(tx, paid.paymentId);
  const row = await repo.insertRefund(tx, {
    paymentId: paid.paymentId,
    paymentOrderId: paid.paymentOrderId,
    userId: paid.userId,
    amountPaise: amount,
    reason: 'returned',
    idempotencyKey: refundKey(paid.paymentId, earlier + 1),
    order,
  });
  return { row, cut: amount !== amountPaise };
}

/** Sends one `due` refund now (claimed by the guarded move; one the refund job claimed first is left to it). */
export async function sendRefundNow(db: Db, provider: PaymentProvider, id: number, log?: FastifyBaseLogger) {
  const claimed = await moveRefund(db, id, 'requested');
  if (claimed) await send(db, provider, claimed, log);
}

export async function listRefunds(db: Db, status?: RefundState): Promise<RefundList> {
  const all = await repo.listRefunds(db);
  const totals = Object.fromEntries(
    REFUND_STATES.map((s) => [s, { count: 0, amount: 0 }]),
  ) as RefundList['totals'];
  for (const r of all) {
    totals[r.status].count++;
    totals[r.status].amount = fromPaise(toPaise(totals[r.status].amount) + r.amountPaise);
  }
  return { refunds: all.filter((r) => !status || r.status === status).map(toRefundView), totals };
}

/** refund.processed / refund.failed from the provider's webhook; a refund already closed stays as it is. */
export async function refundEvent(
  db: Db,
  event: 'refund.processed' | 'refund.failed',
  entity: { id: string; paymentId?: string; refundId?: number },
) {
  let refund = await repo.findRefundByProviderId(db, entity.id);
  if (!refund && entity.refundId !== undefined) {
    const byNote = await repo.findRefund(db, entity.refundId);
    if (byNote && byNote.paymentId === entity.paymentId) refund = byNote;
  }
  if (!refund) return false;
  if (event === 'refund.processed')
    await moveRefund(db, refund.id, 'processed', {
      providerRefundId: entity.id,
      processedAt: new Date(),
    });
  else
    await moveRefund(db, refund.id, 'failed', {
      providerRefundId: entity.id,
      lastError: 'The payment service reported the refund failed.',
    });
  return true;
}
