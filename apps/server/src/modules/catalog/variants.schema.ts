// A product's variants (issue 24, decision 0043): one row per size × colour combination the owner makes, with its
// SKU, its own count (split products; null when pooled or uncounted) and optionally its own price. Rows are kept
// in step with the product's `sizes` and `colors` by the trigger of migration 0025 (every writer: admin, seed,
// tests, scripts): a new combination gets a row, a removed one is archived (orders may name it), one that comes
// back is restored.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns.ts';
import { products } from './catalog.schema.ts';

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    // A product is deleted only when nothing names it (else archived, decision 0015): its variants go with it.
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** '' on a product that lists no sizes. */
    size: text('size').notNull().default(''),
    /** '' on a product that lists no colours. */
    color: text('color').notNull().default(''),
    /** Unique across the shop, stored in upper case; generated (shared skuBase/freeSku) when left blank. */
    sku: text('sku').notNull().unique('product_variants_sku_unique'),
    /** Split products only: this variant's pieces (null: uncounted). Always null while the product is pooled. */
    stock: integer('stock'),
    /** The variant's own price and MRP; null: the product's. */
    newPrice: integer('new_price'),
    oldPrice: integer('old_price'),
    /** The combination's place in the owner's order (sizes first, then colours). */
    position: integer('position').notNull().default(0),
    /** Set when the owner removes the size or colour: gone from the shop, kept for the orders that name it. */
    archivedAt: timestamptz('archived_at'),
    /**
     * The owner left this combination out in the variant grid (decision 0043, phase 2): archived, and kept out when
     * sizes or colours are edited later (the sync of migration 0025/0030 restores only combinations not left out);
     * only the grid brings it back.
     */
    leftOut: boolean('left_out').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_variants_combination_idx')
      .on(t.productId, t.size, t.color)
      .where(sql`archived_at is null`),
    index('product_variants_product_idx').on(t.productId, t.position),
    check('product_variants_stock_check', sql`${t.stock} is null or ${t.stock} >= 0`),
    check(
      'product_variants_price_check',
      sql`(${t.newPrice} is null or ${t.newPrice} > 0) and (${t.oldPrice} is null or ${t.oldPrice} > 0)`,
    ),
  ],
);
