// The inventory module's table: pieces held for a payment order.
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { products } from '../catalog/catalog.schema.ts';
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
    quantity: integer('quantity').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    releasedAt: timestamptz('released_at'),
  },
  (t) => [
    index('reservations_product_idx').on(t.productId),
    index('reservations_payment_order_idx').on(t.paymentOrderId),
  ],
);
