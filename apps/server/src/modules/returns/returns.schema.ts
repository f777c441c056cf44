// The returns module's tables: return and exchange requests and their pieces.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from '../../db/columns.ts';
import { users } from '../accounts/accounts.schema.ts';
import { products } from '../catalog/catalog.schema.ts';
import { productVariants } from '../catalog/variants.schema.ts';
import { refunds } from '../payments/payments.schema.ts';
import { orders } from '../orders/orders.schema.ts';

/**
 * A shopper's return or exchange of pieces of a delivered order (issue 14, shared returns.ts): requested →
 * approved | declined → picked_up → received → refunded | exchanged, each step a guarded UPDATE. A return of a
 * prepaid order ends in a row of `refunds`; of a COD order, in the owner's bank transfer (its reference kept
 * here). An exchange ends in a new single order at price 0 (`exchange_order_id`).
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderKind: text('order_kind').notNull(), // 'single' | 'bundle'
    orderId: integer('order_id').notNull(),
    kind: text('kind').notNull(), // 'return' | 'exchange'
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    photo: text('photo').notNull(),
    status: text('status').notNull().default('requested'),
    ownerNote: text('owner_note').notNull().default(''),
    exchangeSize: text('exchange_size').notNull().default(''),
    exchangeColor: text('exchange_color').notNull().default(''),
    /** The variant an exchange asks for (exchange_size × exchange_color); null on returns. */
    exchangeVariantId: integer('exchange_variant_id').references(() => productVariants.id),
    amount: money('amount').notNull(),
    paymentMethod: text('payment_method').notNull(),
    transferReference: text('transfer_reference').notNull().default(''),
    refundId: integer('refund_id').references(() => refunds.id),
    exchangeOrderId: integer('exchange_order_id').references(() => orders.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderKind, t.orderId),
    index('return_requests_status_idx').on(t.status, t.createdAt),
    index('return_requests_user_idx').on(t.userId),
  ],
);

/** The pieces of a return: `line_id` is the order id (single) or the bundle_order_items id (bundle). */
export const returnItems = pgTable(
  'return_items',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    lineId: integer('line_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The variant sold (decision 0043 phase 2); null only on rows older than migration 0029 that matched none. */
    variantId: integer('variant_id').references(() => productVariants.id),
    productName: text('product_name').notNull(),
    size: text('size').notNull().default(''),
    color: text('color').notNull().default(''),
    quantity: integer('quantity').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    index('return_items_return_idx').on(t.returnId),
    check('return_items_quantity', sql`${t.quantity} > 0`),
  ],
);
