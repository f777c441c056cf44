// The payments module's tables: payment orders, payments received, refunds, webhook events seen.
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from '../../db/columns.ts';
import { users } from '../accounts/accounts.schema.ts';

// A payment order at the provider (Razorpay or the built-in test provider); its status moves only along
// PAYMENT_ORDER_MOVES (packages/shared/src/payment-lifecycle.ts): created → attempted → paid | failed | expired.
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(), // 'single' | 'bundle'
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    purchase: jsonb('purchase').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('created'),
    /** The payment that paid it (the order's payment); later payments are refunded. */
    paymentId: text('payment_id'),
    /** Sent to the provider: the same purchase retried within its window finds this order again. */
    receipt: text('receipt').unique(),
    /** Network address that asked for it (unpaid-hold throttling). */
    clientAddress: text('client_address'),
    /** Whether its pieces were held (a shopper over the unpaid-hold limit pays without a hold). */
    held: boolean('held').notNull().default(true),
    /** Last time the reconciler asked the provider about it. */
    checkedAt: timestamptz('checked_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    index('payment_orders_user_created_idx').on(t.userId, t.createdAt),
    index('payment_orders_address_created_idx').on(t.clientAddress, t.createdAt),
    index('payment_orders_status_expires_idx').on(t.status, t.expiresAt),
  ],
);

/**
 * Every payment the provider captured for a payment order, once: it became the order (`order`) or is owed back
 * (`refund`). Inserted first in settlement, so a replay of the same payment finds what it became.
 */
export const receivedPayments = pgTable('received_payments', {
  id: text('id').primaryKey(),
  paymentOrderId: text('payment_order_id')
    .notNull()
    .references(() => paymentOrders.id),
  amountPaise: integer('amount_paise').notNull(),
  outcome: text('outcome').notNull(), // 'order' | 'refund'
  createdAt: createdAt(),
});

/** Money going back; status moves along REFUND_MOVES: due → requested → processed | failed. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    paymentOrderId: text('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id),
    orderKind: text('order_kind'), // 'single' | 'bundle' when the refund is for an order
    orderId: integer('order_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('due'),
    /** Sent as X-Refund-Idempotency: a retried request never refunds twice. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    providerRefundId: text('provider_refund_id').unique(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    processedAt: timestamptz('processed_at'),
  },
  (t) => [
    index('refunds_status_idx').on(t.status),
    index('refunds_order_idx').on(t.orderKind, t.orderId),
    index('refunds_payment_idx').on(t.paymentId),
  ],
);

export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});
