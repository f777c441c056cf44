// The reviews module's table: ratings and reviews.
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../accounts/accounts.schema.ts';
import { products } from '../catalog/catalog.schema.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    orderId: text('order_id'),
    name: text('name').notNull(),
    rating: integer('rating').notNull(),
    content: text('content').notNull().default(''),
    image: text('image'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId),
    uniqueIndex('reviews_once_per_order_product').on(t.userId, t.orderId, t.productId),
  ],
);
