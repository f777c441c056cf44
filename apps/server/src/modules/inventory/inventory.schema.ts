// The inventory module's table: pieces held for a payment order.
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns.ts';
import { products } from '../catalog/catalog.schema.ts';
import { productVariants } from '../catalog/variants.schema.ts';
import { paymentOrders } from '../payments/payments.schema.ts';

export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: serial('id').primaryKey(),
    paymentOrderId: text('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The variant sold (decision 0043 phase 2); null only on rows older than migration 0029 that matched none. */
    variantId: integer('variant_id').references(() => productVariants.id),
    quantity: integer('quantity').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    releasedAt: timestamptz('released_at'),
  },
  (t) => [
    index('reservations_product_idx').on(t.productId),
    index('reservations_variant_idx').on(t.variantId),
    index('reservations_payment_order_idx').on(t.paymentOrderId),
  ],
);

/**
 * Every change of a counted stock, per variant (decision 0043 phase 2): who, when, why, before and after. Written
 * by the one stock function in the same transaction as the change; a pooled product's moves name its pool
 * (`variant_id` null) — the shop never edits or deletes a row.
 */
export const variantStockMoves = pgTable(
  'variant_stock_moves',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The variant whose count moved; null: the product's pool (pooled products). */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Signed pieces: negative when sold, positive when returned or restocked. */
    delta: integer('delta').notNull(),
    before: integer('before'),
    after: integer('after'),
    /** 'order' | 'cancel' | 'return' | 'rto' | 'exchange' | 'edit' | 'split' | 'pool' | 'import' */
    reason: text('reason').notNull(),
    /** What caused it, readable: an order id, a return id, a payment order id. */
    ref: text('ref').notNull().default(''),
    /** Who: 'admin' (or a staff account later), 'shopper:<id>', 'system'. */
    actor: text('actor').notNull().default('system'),
    createdAt: createdAt(),
  },
  (t) => [
    index('variant_stock_moves_variant_idx').on(t.variantId, t.createdAt),
    index('variant_stock_moves_product_idx').on(t.productId, t.createdAt),
  ],
);
