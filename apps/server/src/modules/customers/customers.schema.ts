// The customers module's tables: the owner's notes on a shopper (issue 27 item 4, decision 0051), and each
// shopper's figures kept with her orders (decision 0055). The shoppers themselves are the accounts module's
// `users`; their orders, tickets, returns and refunds are read through the named queries customer-list and
// customer-history.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from '../../db/columns.ts';
import { users } from '../accounts/accounts.schema.ts';

export const customerNotes = pgTable(
  'customer_notes',
  {
    id: serial('id').primaryKey(),
    // A shopper's account removed takes the owner's notes on her with it.
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_notes_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A shopper's figures by the dashboard's rules (shared dashboard.ts), one row per shopper account (made with the
 * account, all zero). Written only by the database's triggers on users, orders, bundle_orders and return_requests
 * (migration 0039, decision 0055), in the transaction that changes them; read by the customer-list query. No code
 * of the shop writes it.
 */
export const customerTotals = pgTable(
  'customer_totals',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Orders that count (paid, or placed cash on delivery), single and bundle. */
    ordersCount: integer('orders_count').notNull().default(0),
    /** Paise of those that count as revenue (COD once completed; cancelled and returned left out). */
    spentPaise: bigint('spent_paise', { mode: 'number' }).notNull().default(0),
    /** When the newest counted order was placed. */
    lastOrderAt: timestamptz('last_order_at'),
    /** Counted orders returned to origin (fulfilment 'rto'). */
    codRefusals: integer('cod_refusals').notNull().default(0),
    /** Return and exchange requests not declined. */
    returnsCount: integer('returns_count').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customer_totals_orders_idx').on(t.ordersCount, t.userId),
    index('customer_totals_spent_idx').on(t.spentPaise, t.userId),
    index('customer_totals_last_order_idx').on(t.lastOrderAt.desc().nullsLast(), t.userId.desc()),
    index('customer_totals_cod_refusals_idx').on(t.codRefusals, t.userId).where(sql`cod_refusals > 0`),
    index('customer_totals_returns_idx').on(t.returnsCount, t.userId).where(sql`returns_count > 0`),
  ],
);
