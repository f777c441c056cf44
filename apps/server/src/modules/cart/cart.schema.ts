// The cart module's tables: cart lines and the cart-wide state.
import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from '../../db/columns.ts';
import { shopperIdColumn, users } from '../accounts/accounts.schema.ts';
import { productIdColumn } from '../catalog/catalog.schema.ts';
import { productVariants } from '../catalog/variants.schema.ts';

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    userId: shopperIdColumn(),
    productId: productIdColumn(),
    /** The variant sold (decision 0043 phase 2); null only on rows older than migration 0029 that matched none. */
    variantId: integer('variant_id').references(() => productVariants.id),
    size: text('size').notNull().default(''),
    color: text('color').notNull().default(''),
    quantity: integer('quantity').notNull().default(1),
    couponApplied: boolean('coupon_applied').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_line_unique').on(t.userId, t.productId, t.size, t.color)],
);

// Cart-wide state: the bundle coupon (PROMO2024) or the owner's code on the bag, applied once per cart and cleared when the cart is bought.
export const carts = pgTable('carts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bundleCouponApplied: boolean('bundle_coupon_applied').notNull().default(false),
  /** The owner's code the shopper applied to the bag (migration 0037); null: none. Cleared when the cart is bought. */
  couponCode: text('coupon_code'),
  updatedAt: updatedAt(),
  /** When a line was last added, removed or changed: the abandoned-cart reminder counts from here. */
  changedAt: timestamptz('changed_at').notNull().defaultNow(),
  /** The `changedAt` a reminder was sent for: at most one reminder per change. */
  remindedFor: timestamptz('reminded_for'),
});
