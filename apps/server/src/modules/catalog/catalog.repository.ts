// Drizzle queries of the catalogue; rows become the shared Product shape here and nowhere else.
import { createHash } from 'node:crypto';
import {
  DISCOUNT_BANDS,
  type FacetsQuery,
  isColourFilterValue,
  type ProductFilters,
  RATING_FILTERS,
  ratingFilterLabel,
  type Suggestion,
} from '@zariya/shared/catalog';
import type { SearchSort } from '@zariya/shared/listing';
import { colourLabel } from '@zariya/shared/colours';
import { PRICE_BANDS } from '@zariya/shared/constants';
import { IMAGE_FIELD_NAMES, type Product } from '@zariya/shared/product';
import {
  lessHeld,
  stockOf,
  type Variant,
  type VariantFacts,
  variantAvailable,
  variantPrice,
} from '@zariya/shared/variants';
import {
  and,
  arrayOverlaps,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type CardRow, cardColumns, toCard } from '../../db/product-card.ts';
import {
  bundleOrderItems,
  cartLines,
  orders,
  products,
  productVariants,
  reviews,
  stockReservations,
} from '../../db/schema.ts';
import { inTransaction, retryingConflicts } from '../../db/transaction.ts';
import { liveHoldsJson, productHolds } from '../../queries/live-holds.query.ts';
import { productReviewsJson } from '../../queries/product-reviews.query.ts';
import { catalogueChanged } from './catalog.cache.ts';
import { countCache } from '../../lib/metrics.ts';
import { cardCache } from './catalog.cards.ts';
import { expandQuery } from './synonyms.ts';
import { catalogueEngine } from './catalog.engine.ts';
import {
  applyCorrections,
  correctableWords,
  filterConditions,
  isExactSearch,
  orderBy,
  prefixTerms,
  prefixWords,
  type Scope,
  searchCondition,
  searchRank,
  searchTerms,
  variantInStock,
  whereOf,
  wordCorrections,
} from './catalog.query.ts';

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'createdAt' | 'ratings' | 'averageRating'
>;

/**
 * The product's edit version: a digest of every field the owner edits (stock included, as orders move it), so that
 * a review (ratings) or an archive mark does not make her open edit stale, and no column or migration is needed.
 */
export function productVersion(row: ProductRow): string {
  const edited = [
    row.brandname,
    row.productname,
    row.category,
    row.description,
    row.newPrice,
    row.oldPrice,
    row.available,
    row.stock,
    row.material,
    row.hsnCode,
    row.colors,
    row.sizes,
    row.specifications,
    row.images,
  ];
  return createHash('sha256').update(JSON.stringify(edited)).digest('base64url').slice(0, 16);
}

export type VariantRow = typeof productVariants.$inferSelect;

/** A variant row as the rules (shared variants.ts) read it. */
export const variantFacts = (
  v: Pick<VariantRow, 'size' | 'color' | 'stock' | 'newPrice' | 'oldPrice'> & {
    archivedAt?: Date | string | null;
  },
): VariantFacts => ({
  size: v.size,
  color: v.color,
  stock: v.stock,
  newPrice: v.newPrice,
  oldPrice: v.oldPrice,
  archived: v.archivedAt != null,
});

/** The product's variants as the product page reads them (decision 0043): price and availability worked out. */
export function toVariants(
  row: Pick<ProductRow, 'stock' | 'stockMode' | 'available' | 'newPrice' | 'oldPrice'>,
  variants: Array<Pick<VariantRow, 'id' | 'size' | 'color' | 'sku' | 'stock' | 'newPrice' | 'oldPrice'>>,
): Variant[] {
  return variants.map((v) => {
    const facts = variantFacts(v);
    return {
      id: v.id,
      size: v.size,
      color: v.color,
      sku: v.sku,
      stock: row.stockMode === 'pooled' ? null : v.stock,
      ...variantPrice(row, facts),
      available: variantAvailable(row, facts),
    };
  });
}

/** A product's variants on sale (not archived), in the owner's order. */
export async function activeVariants(db: Db, productId: number): Promise<VariantRow[]> {
  return db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.archivedAt)))
    .orderBy(productVariants.position, productVariants.id);
}

/**
 * The product as the API answers it; with `variants` (the ones on sale), also its variants and its stock as
 * decision 0043 counts it (the pool when pooled, the counted variants' sum when split).
 */
export function toProduct(row: ProductRow, variants?: VariantRow[]): Product {
  const imageFields: Partial<Record<(typeof IMAGE_FIELD_NAMES)[number], string>> = {};
  row.images.slice(0, IMAGE_FIELD_NAMES.length).forEach((path, i) => {
    imageFields[IMAGE_FIELD_NAMES[i]] = path;
  });
  return {
    id: row.id,
    _id: String(row.id),
    brandname: row.brandname,
    productname: row.productname,
    category: row.category,
    description: row.description,
    new_price: row.newPrice,
    old_price: row.oldPrice,
    price: row.newPrice,
    available: row.available,
    stock: variants ? stockOf(row, variants.map(variantFacts)) : row.stock,
    stockMode: row.stockMode,
    ...(variants ? { variants: toVariants(row, variants) } : {}),
    material: row.material,
    hsn_code: row.hsnCode,
    colors: row.colors,
    sizes: row.sizes,
    specifications: row.specifications,
    ratings: row.ratings,
    ratingCount: row.ratings.length,
    averageRating: row.averageRating,
    date: row.createdAt.toISOString(),
    images: row.images,
    ...imageFields,
    image: row.images[0] ?? '',
    version: productVersion(row),
  };
}

export type ListRequest = ProductFilters & {
  category?: string;
  query?: string;
  sort: SearchSort;
  page: number;
  limit: number;
};

/**
 * Full text over the stored search document. Typo tolerance first replaces each word the catalogue does
 * not know by its closest catalogue word ('kurtha' → 'kurta'); exact searches ("…", -word) stay as typed.
 */
export async function searchScope(db: Db, query: string): Promise<Scope> {
  // Synonyms first ('kurti', 'कुर्ती' → 'kurta'), so that every spelling matches and ranks the same.
  const text = await expandQuery(db, query);
  if (isExactSearch(text)) return { terms: searchTerms(text) };
  const corrections = await wordCorrections(db, correctableWords(text));
  return { terms: searchTerms(applyCorrections(text, corrections)) };
}

async function scopeOf(db: Db, category: string | undefined, query: string | undefined): Promise<Scope> {
  return { category, ...(query ? await searchScope(db, query) : {}) };
}

/**
 * One list page in one statement: the number of matches and the page's ids in order, each with its row
 * version (xmin), which the card cache checks. The count runs once; the page stops at offset + limit rows on
 * an index where the sort has one. A page past the end still answers the total (one row with a null id).
 */
export async function pageQuery(db: Db, request: ListRequest, known?: Scope): Promise<{ sql: SQL }> {
  const scope = known ?? (await scopeOf(db, request.category, request.query));
  const where = whereOf(scope, request);
  const filter = where ? sql`where ${where}` : sql``;
  const order = sql.join(orderBy(request.sort, scope.terms), sql`, `);
  // The page's ids first (from the index alone where it holds the sort), numbered in their order, then each
  // row's version by id, so that the rows skipped by OFFSET are never read from the table.
  return {
    sql: sql`select c.total, s.id, v.version
      from (select count(*)::int as total from ${products} ${filter}) c
      left join lateral (
        select o.id, row_number() over () as n from (
          select ${products.id} as id from ${products} ${filter}
          order by ${order} limit ${request.limit} offset ${(request.page - 1) * request.limit}
        ) o
      ) s on true
      left join lateral (select p.xmin::text as version from ${products} p where p.id = s.id) v on true
      order by s.n`,
  };
}

type PageRow = { total: number; id: number | null; version: string | null };
type ShownRow = { total: number; id: number; version: string };

/**
 * A list page as JSON text (an array of cards) and its total. Cards come from the card cache when the row
 * is unchanged; the others are read in one query and kept. Rows go straight to JSON text: no second mapping,
 * no validation of what toCard's type already guarantees.
 */
export async function listPage(db: Db, request: ListRequest): Promise<{ json: string; total: number }> {
  // Category lists come from the catalogue engine's memory once it has loaded; searches from its kept matches.
  const engine = catalogueEngine(db);
  const text = request.query ? await expandQuery(db, request.query) : undefined;
  const fromMemory = text
    ? await engine?.search(text, request, () => searchMatches(db, text))
    : await engine?.page(request);
  countCache('catalogue_engine', fromMemory ? 1 : 0, fromMemory ? 0 : 1);
  return fromMemory ?? listPageFromSql(db, request);
}

/** Every product a search text matches, with its rank (the same matching and rank as pageQuery's). */
async function searchMatches(db: Db, text: string): Promise<Array<{ id: number; rank: number }>> {
  const { terms } = await searchScope(db, text);
  if (!terms) return [];
  const result = (await db.execute(sql`select ${products.id} as id, ${searchRank(terms)}::text as rank
    from ${products} where ${and(isNull(products.archivedAt), searchCondition(terms))}`)) as unknown as {
    rows: Array<{ id: number; rank: string }>;
  };
  return result.rows.map((r) => ({ id: Number(r.id), rank: Number(r.rank) }));
}

/** The same page from SQL: searches, and category lists while the engine is loading or not listening. */
export async function listPageFromSql(
  db: Db,
  request: ListRequest,
): Promise<{ json: string; total: number }> {
  const { sql: page } = await pageQuery(db, request);
  const rows = ((await db.execute(page)) as unknown as { rows: PageRow[] }).rows;
  const total = Number(rows[0]?.total ?? 0);
  // A row deleted while the page was read has an id but no version: it is left out.
  const shown = rows.filter((r): r is ShownRow => r.id !== null && r.version !== null);
  if (shown.length === 0) return { json: '[]', total };
  const cache = cardCache(db);
  const parts: Array<string | undefined> = shown.map((r) => cache.get(r.id, r.version));
  const missing = shown.filter((_, i) => parts[i] === undefined).map((r) => r.id);
  countCache('card', shown.length - missing.length, missing.length);
  if (missing.length > 0) {
    const fresh = await db
      .select({ ...cardColumns, version: sql<string>`${products}.xmin::text` })
      .from(products)
      .where(inArray(products.id, missing));
    const byId = new Map<number, string>();
    for (const row of fresh as Array<CardRow & { version: string }>) {
      const json = JSON.stringify(toCard(row));
      cache.set(row.id, row.version, json);
      byId.set(row.id, json);
    }
    // A product deleted between the two queries is left out.
    shown.forEach((r, i) => {
      parts[i] ??= byId.get(r.id);
    });
  }
  return { json: `[${parts.filter((p) => p !== undefined).join(',')}]`, total };
}

type Counted = { value: string; count: number };

/**
 * Each size (colour) with the number of products in stock in it (decision 0052): products having a variant of that
 * value for sale now, as the size and colour filters mean it.
 */
async function countValues(db: Db, option: 'size' | 'color', where: SQL | undefined): Promise<Counted[]> {
  const column = option === 'size' ? sql`v.size` : sql`v.color`;
  const result = (await db.execute(sql`
    select ${column} as value, count(distinct ${products.id}) as count
    from ${products} join ${productVariants} v on v.product_id = ${products.id}
    where ${column} <> '' and ${variantInStock} ${where ? sql`and ${where}` : sql``}
    group by ${column}`)) as unknown as { rows: Array<{ value: string; count: string | number }> };
  return result.rows.map((r) => ({ value: r.value, count: Number(r.count) }));
}

const SIZE_ORDER = ['Free Size', 'XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', 'XXXL', '3XL', '4XL', '5XL'];
function compareSizes(a: string, b: string): number {
  const ia = SIZE_ORDER.indexOf(a);
  const ib = SIZE_ORDER.indexOf(b);
  if (ia !== -1 || ib !== -1) return (ia === -1 ? 99 : ia) - (ib === -1 ? 99 : ib);
  const na = Number.parseFloat(a);
  const nb = Number.parseFloat(b);
  if (!Number.isNaN(na) && !Number.isNaN(nb) && na !== nb) return na - nb;
  return a.localeCompare(b);
}

/** Selected values stay in the panel even when the other filters leave none of them. */
function withSelected(list: Counted[], selected: string[] | undefined): Counted[] {
  const missing = (selected ?? []).filter((s) => !list.some((v) => v.value === s));
  return [...list, ...missing.map((value) => ({ value, count: 0 }))];
}

export async function productFacets(db: Db, query: FacetsQuery) {
  const scope = await scopeOf(db, query.category, query.query);
  const bandCounts = async (key: 'price' | 'discount' | 'rating', cases: SQL[]) => {
    const selections = Object.fromEntries(
      cases.map((c, i) => [`c${i}`, sql<number>`count(*) filter (where ${c})`.mapWith(Number)]),
    );
    const [row] = await db
      .select(selections)
      .from(products)
      .where(whereOf(scope, query, key));
    return cases.map((_, i) => Number(row[`c${i}`] ?? 0));
  };

  // Independent counts, run together on the pool.
  const [[{ total }], brands, colors, sizes, priceCounts, discountCounts, ratingCounts] = await Promise.all([
    db.select({ total: count() }).from(products).where(whereOf(scope, query)),
    db
      .select({ value: products.brandname, count: count() })
      .from(products)
      .where(whereOf(scope, query, 'brand'))
      .groupBy(products.brandname),
    countValues(db, 'color', whereOf(scope, query, 'color')),
    countValues(db, 'size', whereOf(scope, query, 'size')),
    bandCounts(
      'price',
      PRICE_BANDS.map((b) => filterConditions({ price: [b.id] }).price!),
    ),
    bandCounts(
      'discount',
      DISCOUNT_BANDS.map((b) => filterConditions({ discount: b.min }).discount!),
    ),
    bandCounts(
      'rating',
      RATING_FILTERS.map((n) => filterConditions({ rating: n }).rating!),
    ),
  ]);

  return {
    total: Number(total),
    brands: withSelected(
      brands.map((b) => ({ value: b.value, count: Number(b.count) })),
      query.brand,
    ).sort((a, b) => a.value.localeCompare(b.value)),
    colors: withSelected(
      colors.filter((c) => isColourFilterValue(c.value)),
      query.color,
    )
      .map((c) => ({ ...c, label: colourLabel(c.value) }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    sizes: withSelected(sizes, query.size).sort((a, b) => compareSizes(a.value, b.value)),
    priceBands: PRICE_BANDS.map((b, i) => ({ id: b.id, label: b.label, count: priceCounts[i] })),
    discountBands: DISCOUNT_BANDS.map((b, i) => ({ id: b.id, label: b.label, count: discountCounts[i] })),
    ratings: RATING_FILTERS.map((n, i) => ({
      value: n,
      label: ratingFilterLabel(n),
      count: ratingCounts[i],
    })),
  };
}

export async function suggestProducts(db: Db, q: string, limit: number): Promise<Suggestion[]> {
  const words = prefixWords(await expandQuery(db, q));
  // From the engine's memory once it has loaded (search.memory.ts), the same products in the same order.
  const fromMemory = await catalogueEngine(db)?.suggest(words, limit);
  countCache('catalogue_engine', fromMemory ? 1 : 0, fromMemory ? 0 : 1);
  if (fromMemory) return fromMemory;
  return suggestFromSql(db, words, limit);
}

/** Suggestions from PostgreSQL: while the engine loads, and for words it leaves to SQL (non-Latin letters). */
export async function suggestFromSql(db: Db, words: string[], limit: number): Promise<Suggestion[]> {
  // A word no catalogue word starts with is taken for a typo ('kurtha' → 'kurta').
  const corrections = await wordCorrections(db, correctableWords(words.join(' ')), true);
  const terms = prefixTerms(words.map((w) => corrections.get(w) ?? w));
  if (!terms) return [];
  return db
    .select({
      id: products.id,
      productname: products.productname,
      brandname: products.brandname,
      category: products.category,
      image: sql<string>`coalesce(${products.images}[1], '')`,
    })
    .from(products)
    .where(and(searchCondition(terms), isNull(products.archivedAt)))
    .orderBy(desc(searchRank(terms)), desc(products.createdAt), desc(products.id))
    .limit(limit);
}

/** A product's variants on sale as one JSON array, in the owner's order (inside the product page's query). */
function variantsJson(productId: SQL) {
  return sql<unknown>`coalesce((select json_agg(json_build_object('id', v.id, 'size', v.size, 'color', v.color,
      'sku', v.sku, 'stock', v.stock, 'newPrice', v.new_price, 'oldPrice', v.old_price) order by v.position, v.id)
    from ${productVariants} v where v.product_id = ${productId} and v.archived_at is null), '[]'::json)`;
}

/** The product page's answer: the whole product with its reviews (newest first) and variants, in one query. */
function productStatement(db: Db) {
  return (
    db
      // Named with its table: inside the reviews subquery a bare "id" would be the review's own.
      .select({
        ...getTableColumns(products),
        feedback: productReviewsJson(sql`${products}.id`),
        variants: variantsJson(sql`${products}.id`),
        holds: liveHoldsJson(sql`${products}.id`),
      })
      .from(products)
      .where(and(eq(products.id, sql.placeholder('id')), isNull(products.archivedAt)))
      // Built once per database: drizzle's building of the query was a seventh of a product request's time,
      // and PostgreSQL keeps the plan per connection.
      .prepare('product_with_reviews')
  );
}
const productStatements = new WeakMap<Db, ReturnType<typeof productStatement>>();

/**
 * The product page's photos per colour (decision 0043): each of the product's colours with the paths listed for it
 * that are among the product's photos, in the owner's order; a colour with none is left out (it shows them all).
 */
export function colourPhotos(
  row: Pick<ProductRow, 'colors' | 'images' | 'colorImages'>,
): Record<string, string[]> {
  const photos = new Set(row.images);
  const result: Record<string, string[]> = {};
  for (const colour of row.colors) {
    const listed = row.colorImages?.[colour];
    if (!Array.isArray(listed)) continue;
    const paths = listed.filter((path) => typeof path === 'string' && photos.has(path));
    if (paths.length > 0) result[colour] = [...new Set(paths)];
  }
  return result;
}

/**
 * The product page's answer. As shoppers see it (`asShoppersSee`, the default; issue 24, decision 0057) its counts
 * are net of live holds: a pooled product's `stock` less every live hold on it, a split product's variants less
 * the holds naming them (the product's `stock` their sum), each variant's `available` and the product's following,
 * never below 0 — what the cart and checkout would let another shopper buy. The owner's edit page reads the stored
 * counts (`asShoppersSee` false): she edits what is on the shelf. `holdsUntil`: when the first live hold lapses
 * (epoch ms; null when none), after which the net answer is stale.
 */
export async function productWithReviews(
  db: Db,
  id: number,
  asShoppersSee = true,
): Promise<{ product: Product; holdsUntil: number | null } | undefined> {
  let statement = productStatements.get(db);
  if (!statement) {
    statement = productStatement(db);
    productStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id });
  if (!row) return undefined;
  const { feedback, variants, holds, ...product } = row;
  // node-postgres parses json; PGlite does too, but a driver that hands back text is read here.
  const json = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  const variantRows = json<VariantRow[]>(variants);
  const live = productHolds(holds);
  const extra = { colorImages: colourPhotos(product), feedback: json<Product['feedback']>(feedback) };
  const stored = toProduct(product, variantRows);
  if (!asShoppersSee || live.held.length === 0) {
    return { product: { ...stored, ...extra }, holdsUntil: null };
  }
  const net = lessHeld(product, variantRows, live.held);
  const shown = toProduct({ ...product, stock: net.stock }, net.variants);
  return {
    product: {
      ...shown,
      // On sale while some variant may still be chosen; the edit version is the stored row's.
      available: product.available && (shown.variants ?? []).some((v) => v.available),
      version: stored.version,
      ...extra,
    },
    holdsUntil: live.until,
  };
}

export async function findProductRow(db: Db, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

// Product writes meet stock moves and each other on the search-word list; one that loses a deadlock is run again
// (db/transaction.ts), never answered with a 500.
export async function insertProduct(
  db: Db,
  values: ProductValues,
  then?: (tx: Db, productId: number) => Promise<void>,
) {
  // The insert trigger of migration 0025 makes the variants of its sizes × colours, pooled.
  if (!then) {
    const [row] = await retryingConflicts(() => db.insert(products).values(values).returning());
    catalogueChanged(db);
    return toProduct(row, await activeVariants(db, row.id));
  }
  // With `then` (the grid of a product added split), in one transaction with the insert.
  const saved = await inTransaction(db, async (tx) => {
    const [inserted] = await tx.insert(products).values(values).returning();
    await then(tx, inserted.id);
    const [row] = await tx.select().from(products).where(eq(products.id, inserted.id));
    return toProduct(row, await activeVariants(tx, row.id));
  });
  catalogueChanged(db);
  return saved;
}

/**
 * Edits a product with its row locked: `change` sees the row as it is now (to check the version the owner opened
 * and to keep what she did not send) and answers the values to write, or throws to write nothing.
 */
export async function updateProduct(
  db: Db,
  id: number,
  change: (current: ProductRow, variants: VariantRow[]) => Partial<ProductValues>,
) {
  const saved = await inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!current) return undefined;
    const values = change(current, await activeVariants(tx, id));
    const [updated] = await tx.update(products).set(values).where(eq(products.id, id)).returning();
    // New sizes or colours got their variants, removed ones were archived (migration 0025's trigger).
    return toProduct(updated, await activeVariants(tx, id));
  });
  if (saved) catalogueChanged(db);
  return saved;
}

/**
 * Deletes the product, or archives it when an order, a payment, a review or a cart still names it: gone from the
 * shop (lists, search, its page, the sitemap), kept for those. Undefined when there is no such product; the
 * images to remove when it was deleted (none when archived).
 */
export async function deleteProduct(
  db: Db,
  id: number,
): Promise<{ images: string[]; archived: boolean } | undefined> {
  const result = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ id: products.id, images: products.images, archivedAt: products.archivedAt })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!row || row.archivedAt) return undefined;
    const named = await tx.execute(sql`select
      exists (select 1 from ${orders} where ${orders.productId} = ${id})
      or exists (select 1 from ${bundleOrderItems} where ${bundleOrderItems.productId} = ${id})
      or exists (select 1 from ${reviews} where ${reviews.productId} = ${id})
      or exists (select 1 from ${cartLines} where ${cartLines.productId} = ${id})
      or exists (select 1 from ${stockReservations} where ${stockReservations.productId} = ${id}) as named`);
    if ((named as unknown as { rows: Array<{ named: boolean }> }).rows[0]?.named) {
      await tx.update(products).set({ archivedAt: new Date(), available: false }).where(eq(products.id, id));
      return { images: [], archived: true };
    }
    await tx.delete(products).where(eq(products.id, id));
    return { images: row.images, archived: false };
  });
  catalogueChanged(db);
  return result;
}

/** Image paths among `paths` that some other product still shows. */
export async function imagesInUse(db: Db, paths: string[], exceptId: number): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const rows = await db
    .select({ images: products.images })
    .from(products)
    .where(and(arrayOverlaps(products.images, paths), ne(products.id, exceptId)));
  return new Set(rows.flatMap((r) => r.images).filter((p) => paths.includes(p)));
}
