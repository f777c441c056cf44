// The catalogue's tables: products and the words of the catalogue (synonyms and the search log: search.schema.ts).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, real, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns.ts';

export type Specification = { key: string; value: string };

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    brandname: text('brandname').notNull(),
    productname: text('productname').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    newPrice: integer('new_price').notNull(),
    oldPrice: integer('old_price'),
    available: boolean('available').notNull().default(true),
    /** Null: the shop does not count this product's pieces; it is sold while available (decision 0020). */
    stock: integer('stock').default(0),
    material: text('material').notNull().default(''),
    colors: text('colors').array().notNull().default(sql`'{}'::text[]`),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    specifications: jsonb('specifications').$type<Specification[]>().notNull().default([]),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    ratings: integer('ratings').array().notNull().default(sql`'{}'::integer[]`),
    averageRating: real('average_rating').notNull().default(0),
    discountPercent: integer('discount_percent').notNull().default(0),
    /** 4, 6 or 8 digits; null: the category's default HSN (shop settings) goes on the invoice. */
    hsnCode: text('hsn_code'),
    createdAt: createdAt(),
    /**
     * How its pieces are counted (decision 0043): 'pooled', `stock` is one pool every variant sells from; 'split',
     * each variant counts its own and `stock` is kept equal to the sum of the counted ones (null when none is).
     */
    stockMode: text('stock_mode', { enum: ['pooled', 'split'] })
      .notNull()
      .default('pooled'),
    /** Photos per colour: colour → image paths (of `images`); a colour not listed shows the product's photos. */
    colorImages: jsonb('color_images').$type<Record<string, string[]>>().notNull().default({}),
    /** Set when the owner deletes a product that orders, reviews or carts still name: gone from the shop, kept for them. */
    archivedAt: timestamptz('archived_at'),
  },
  (t) => [
    check('products_stock_mode_check', sql`${t.stockMode} in ('pooled', 'split')`),
    // A category page in each sort order reads its page from one of these four, id last so that the order is
    // total; the rows it skips (OFFSET) and its count come from the index alone (decision 0018).
    index('products_category_created_idx').on(t.category, t.createdAt, t.id).where(sql`archived_at is null`),
    index('products_category_price_idx').on(t.category, t.newPrice, t.id).where(sql`archived_at is null`),
    index('products_category_discount_idx')
      .on(t.category, t.discountPercent, t.id)
      .where(sql`archived_at is null`),
    index('products_category_rating_idx')
      .on(t.category, t.averageRating, t.id)
      .where(sql`archived_at is null`),
    index('products_price_idx').on(t.newPrice).where(sql`archived_at is null`),
    index('products_brand_idx').on(t.brandname),
    // The dashboard's low-stock panel: counted stock only (decision 0020), lowest first.
    index('products_counted_stock_idx').on(t.stock).where(sql`archived_at is null and stock is not null`),
    // Catalogue filters and sorts (colour and size filters use `&&` on the arrays).
    index('products_created_idx').on(t.createdAt).where(sql`archived_at is null`),
    index('products_discount_idx').on(t.discountPercent).where(sql`archived_at is null`),
    index('products_rating_idx').on(t.averageRating).where(sql`archived_at is null`),
    index('products_colors_idx').using('gin', t.colors),
    index('products_sizes_idx').using('gin', t.sizes),
    // Search: migration 0005 adds the stored generated column `search_document tsvector`
    // (products_search_document(...) of migration 0002) with its GIN index products_search_document_idx.
    // It is left out of this table on purpose, so that `select()` elsewhere does not fetch it;
    // modules/catalog/catalog.query.ts names it in SQL.
  ],
);

/** `product_id` of a row about one product (in a cart, a wishlist, a history): required, deleted with it. */
export const productIdColumn = () =>
  integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });

/**
 * Every word of the catalogue (lower case, letters only, 3 or more) with the number of products using
 * it; typo tolerance replaces an unknown search word by its closest word here. Kept up to date by
 * triggers on products (migration 0005), so every writer (admin, seed, tests, scripts) keeps it right.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    products: integer('products').notNull(),
  },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);
