// The wishlist module's table: hearted products.
import { boolean, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../accounts/accounts.schema.ts';
import { products } from '../catalog/catalog.schema.ts';

/**
 * A shopper's hearted products (issue 14). `priceWhenAdded` feeds "Price dropped"; `missedStock` is set when the
 * product was out of stock at the heart or went out of stock since (a trigger on products, migration 0011, so
 * every writer keeps it right) and feeds "Back in stock". A deleted product leaves every wishlist with it.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceWhenAdded: integer('price_when_added').notNull(),
    missedStock: boolean('missed_stock').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_items_product_idx').on(t.productId),
  ],
);
