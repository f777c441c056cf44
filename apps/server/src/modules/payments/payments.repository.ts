// Payment orders, the payments received for them and the refunds owed: the tables of the money state machines.
// Every status change is one guarded UPDATE whose WHERE names the states the move may leave from
// (statesBefore in packages/shared/src/payment-lifecycle.ts), so no caller can move a state backwards.
import type { DeliveryAddress } from '@zariya/shared/accounts';
import type { LineDiscount } from '@zariya/shared/line-shares';
import {
  PAYMENT_ORDER_MOVES,
  type PaymentOrderState,
  REFUND_MOVES,
  type RefundReason,
  type RefundState,
  statesBefore,
} from '@zariya/shared/payment-lifecycle';
import { and, asc, desc, eq, gt, inArray, isNull, like, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  paymentOrders,
  receivedPayments,
  refunds,
  stockReservations,
  webhookEvents,
} from '../../db/schema.ts';

export type PurchaseItem = {
  productId: number;
  /** The variant bought (decision 0043 phase 2); absent on purchases stored before variants. */
  variantId?: number | null;
  productName: string;
  image: string;
  size: string;
  color: string;
  quantity: number;
  unitPrice: number;
  couponApplied: boolean;
  /** The line's share of every discount as priced (migration 0038); absent on purchases priced before. */
  discountPaise?: number;
  discounts?: LineDiscount[];
};

/** What a payment order pays for, fixed by the server when the order is created. */
export type Purchase = {
  kind: 'single' | 'bundle';
  items: PurchaseItem[];
  /** Rupees, shipping included. */
  totalAmount: number;
  /** The shipping inside `totalAmount` as priced, after free-delivery offers; absent on purchases priced before. */
  shippingPaise?: number;
  deliveryAddress: DeliveryAddress | null;
  bundleOrderId: number | null;
  cartLineId: number | null;
  /** The bag's code a Buy Now from the cart was priced with: it comes off the cart when the order is placed. */
  cartCode?: string | null;
  /** The applied offers with a use limit, and the buyer's phone their uses are counted by (issue 25). */
  offerUses?: { phone: string | null; offers: Array<{ offerId: number; discountInr: number }> };
  /** The offer uses this payment order holds (offer_redemptions ids), taken with its holds. */
  redemptions?: number[];
};

export type PaymentOrderRow = Omit<typeof paymentOrders.$inferSelect, 'purchase' | 'status'> & {
  purchase: Purchase;
  status: PaymentOrderState;
};

const asRow = (row: typeof paymentOrders.$inferSelect): PaymentOrderRow => ({
  ...row,
  status: row.status as PaymentOrderState,
  purchase: row.purchase as unknown as Purchase,
});

export async function insertPaymentOrder(
  tx: Db,
  values: {
    id: string;
    provider: string;
    userId: number;
    purchase: Purchase;
    amountPaise: number;
    expiresAt: Date;
    receipt: string;
    clientAddress: string | null;
    held: boolean;
  },
) {
  await tx.insert(paymentOrders).values({
    id: values.id,
    provider: values.provider,
    userId: values.userId,
    kind: values.purchase.kind,
    amountPaise: values.amountPaise,
    currency: 'INR',
    purchase: values.purchase as unknown as Record<string, unknown>,
    expiresAt: values.expiresAt,
    receipt: values.receipt,
    clientAddress: values.clientAddress,
    held: values.held,
  });
}

export async function findPaymentOrder(db: Db, id: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row ? asRow(row) : undefined;
}

/** The row locked until the transaction ends: settlements of one payment order run one after the other. */
export async function lockPaymentOrder(tx: Db, id: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for('update');
  return row ? asRow(row) : undefined;
}

/** How many payment orders this shopper has made for a purchase with this receipt stem, and the latest. */
export async function latestWithReceiptStem(db: Db, userId: number, stem: string) {
  const rows = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), like(paymentOrders.receipt, `${stem}%`)))
    .orderBy(desc(paymentOrders.createdAt));
  return { count: rows.length, latest: rows[0] ? asRow(rows[0]) : undefined };
}

/** Moves the payment order to `to` if the state machine allows it from where it is; the row, or undefined. */
export async function movePaymentOrder(
  tx: Db,
  id: string,
  to: PaymentOrderState,
  extra: { paymentId?: string } = {},
): Promise<PaymentOrderRow | undefined> {
  const [row] = await tx
    .update(paymentOrders)
    .set({ status: to, updatedAt: new Date(), ...extra })
    .where(
      and(eq(paymentOrders.id, id), inArray(paymentOrders.status, statesBefore(PAYMENT_ORDER_MOVES, to))),
    )
    .returning();
  return row ? asRow(row) : undefined;
}

/** The shopper's open payment orders move to `failed` (a new attempt supersedes them); answers how many. */
export async function failOpenAttempts(tx: Db, userId: number): Promise<number> {
  const rows = await tx
    .update(paymentOrders)
    .set({ status: 'failed', updatedAt: new Date() })
    .where(
      and(
        eq(paymentOrders.userId, userId),
        inArray(paymentOrders.status, statesBefore(PAYMENT_ORDER_MOVES, 'failed')),
      ),
    )
    .returning({ id: paymentOrders.id });
  return rows.length;
}

/** Open payment orders whose hold lapsed become `expired`; answers how many. */
export async function expireLapsed(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(paymentOrders)
    .set({ status: 'expired', updatedAt: now })
    .where(and(inArray(paymentOrders.status, ['created', 'attempted']), lte(paymentOrders.expiresAt, now)))
    .returning({ id: paymentOrders.id });
  return rows.length;
}

/** Unpaid payment orders whose window has closed and that the provider was not asked about lately. */
/** Remembers a webhook event id; false when it was seen before (a repeated delivery changes nothing). */
export async function recordWebhookEvent(db: Db, eventId: string): Promise<boolean> {
  const fresh = await db.insert(webhookEvents).values({ eventId }).onConflictDoNothing().returning();
  return fresh.length > 0;
}

/** Forgets a webhook event whose handling failed, so that the provider's retry is handled again. */
export async function forgetWebhookEvent(db: Db, eventId: string): Promise<void> {
  await db.delete(webhookEvents).where(eq(webhookEvents.eventId, eventId));
}

export async function dueForReconciling(db: Db, now: Date, limit: number) {
  const rows = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        ne(paymentOrders.status, 'paid'),
        ne(paymentOrders.provider, 'test'),
        lte(paymentOrders.expiresAt, now),
        gt(paymentOrders.createdAt, new Date(now.getTime() - 24 * 3_600_000)),
        or(isNull(paymentOrders.checkedAt), lt(paymentOrders.checkedAt, new Date(now.getTime() - 3_600_000))),
      ),
    )
    .orderBy(asc(paymentOrders.expiresAt))
    .limit(limit);
  return rows.map(asRow);
}

export async function markChecked(db: Db, id: string, now: Date) {
  await db.update(paymentOrders).set({ checkedAt: now }).where(eq(paymentOrders.id, id));
}

/** Whether this payment order still holds pieces (its window is open). */
export async function holdsLive(tx: Db, paymentOrderId: string, now: Date) {
  const rows = await tx
    .select({ id: stockReservations.id })
    .from(stockReservations)
    .where(
      and(
        eq(stockReservations.paymentOrderId, paymentOrderId),
        isNull(stockReservations.releasedAt),
        gt(stockReservations.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

// ── Payments received ───────────────────────────────────────────────────────────────────────────

export type Outcome = 'order' | 'refund';

export async function findReceived(tx: Db, paymentId: string) {
  const [row] = await tx.select().from(receivedPayments).where(eq(receivedPayments.id, paymentId));
  return row as (typeof receivedPayments.$inferSelect & { outcome: Outcome }) | undefined;
}

export async function recordReceived(
  tx: Db,
  values: { paymentId: string; paymentOrderId: string; amountPaise: number; outcome: Outcome },
) {
  await tx.insert(receivedPayments).values({
    id: values.paymentId,
    paymentOrderId: values.paymentOrderId,
    amountPaise: values.amountPaise,
    outcome: values.outcome,
  });
}

// ── Refunds ─────────────────────────────────────────────────────────────────────────────────────

export type RefundRow = Omit<typeof refunds.$inferSelect, 'status' | 'reason'> & {
  status: RefundState;
  reason: RefundReason;
};

export async function insertRefund(
  tx: Db,
  values: {
    paymentId: string;
    paymentOrderId: string;
    userId: number;
    amountPaise: number;
    reason: RefundReason;
    idempotencyKey: string;
    order?: { kind: 'single' | 'bundle'; id: number };
  },
): Promise<RefundRow> {
  const [row] = await tx
    .insert(refunds)
    .values({
      paymentId: values.paymentId,
      paymentOrderId: values.paymentOrderId,
      userId: values.userId,
      amountPaise: values.amountPaise,
      reason: values.reason,
      idempotencyKey: values.idempotencyKey,
      orderKind: values.order?.kind ?? null,
      orderId: values.order?.id ?? null,
    })
    .returning();
  return row as RefundRow;
}

/** Moves a refund along REFUND_MOVES; undefined when another worker moved it first or the move is not allowed. */
export async function moveRefund(
  tx: Db,
  id: number,
  to: RefundState,
  extra: Partial<Pick<typeof refunds.$inferInsert, 'providerRefundId' | 'lastError' | 'processedAt'>> = {},
): Promise<RefundRow | undefined> {
  const [row] = await tx
    .update(refunds)
    .set({
      status: to,
      updatedAt: new Date(),
      ...(to === 'requested' ? { attempts: sql`${refunds.attempts} + 1` } : {}),
      ...extra,
    })
    .where(and(eq(refunds.id, id), inArray(refunds.status, statesBefore(REFUND_MOVES, to))))
    .returning();
  return row as RefundRow | undefined;
}

/** Saves what the provider answered for a refund still `requested`. */
export async function setProviderRefund(tx: Db, id: number, providerRefundId: string) {
  await tx
    .update(refunds)
    .set({ providerRefundId, updatedAt: new Date() })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'requested')));
}

export async function findRefund(db: Db, id: number) {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row as RefundRow | undefined;
}

export async function findRefundByProviderId(db: Db, providerRefundId: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId));
  return row as RefundRow | undefined;
}

/** Refunds to send: due ones, and requested ones whose provider answer was never saved (a crash mid-call). */
export async function refundsToSend(db: Db, now: Date, limit: number) {
  const stale = new Date(now.getTime() - 5 * 60_000);
  const rows = await db
    .select()
    .from(refunds)
    .where(
      or(
        eq(refunds.status, 'due'),
        and(eq(refunds.status, 'requested'), isNull(refunds.providerRefundId), lt(refunds.updatedAt, stale)),
      ),
    )
    .orderBy(asc(refunds.id))
    .limit(limit);
  return rows as RefundRow[];
}

export async function listRefunds(db: Db, status?: RefundState) {
  const rows = await db
    .select()
    .from(refunds)
    .where(status ? eq(refunds.status, status) : undefined)
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(500);
  return rows as RefundRow[];
}

/** Paise already refunded or on the way for a payment (failed refunds do not count). */
export async function refundedPaise(tx: Db, paymentId: string) {
  const [row] = await tx
    .select({ paise: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, 'failed')));
  return Number(row?.paise ?? 0);
}

/** How many refunds a payment has had (each gets its own idempotency key). */
export async function refundsOfPayment(tx: Db, paymentId: string) {
  const [row] = await tx
    .select({ n: sql<string>`count(*)` })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId));
  return Number(row?.n ?? 0);
}
