// The wishlist module's tables: hearted products, and "tell me when it's back" per variant.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns.ts';
import { shopperIdColumn } from '../accounts/accounts.schema.ts';
import { productIdColumn } from '../catalog/catalog.schema.ts';
import { productVariants } from '../catalog/variants.schema.ts';

/**
 * A shopper's hearted products (issue 14). `priceWhenAdded` feeds "Price dropped"; `missedStock` is set when the
 * product was out of stock at the heart or went out of stock since (a trigger on products, migration 0011, so
 * every writer keeps it right) and feeds "Back in stock". A deleted product leaves every wishlist with it.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: shopperIdColumn(),
    productId: productIdColumn(),
    priceWhenAdded: integer('price_when_added').notNull(),
    missedStock: boolean('missed_stock').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_items_product_idx').on(t.productId),
  ],
);

/**
 * "Tell me when it's back" (issue 24, decision 0043 phase 2 step 5): a shopper asked to hear when a sold-out variant
 * (a size, a colour) can be bought again. `sentAt` is set by the one guarded update that claims the alert for its
 * e-mail (and WhatsApp when she opted in), so it goes out once across runs and processes; asking again after it
 * went out opens it again. A deleted account, product or variant takes its alerts with it.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    userId: shopperIdColumn(),
    productId: productIdColumn(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_alerts_user_variant_unique').on(t.userId, t.variantId),
    index('stock_alerts_waiting_idx').on(t.variantId).where(sql`${t.sentAt} is null`),
    index('stock_alerts_product_idx').on(t.productId),
  ],
);
