// Drizzle queries of the catalogue; rows become the shared Product shape here and nowhere else.
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
import { CARD_IMAGE_COUNT, IMAGE_FIELD_NAMES, type Product, type ProductCard } from '@zariya/shared/product';
import { arrayOverlaps, count, desc, eq, ne, and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { catalogueChanged } from './catalog.cache.ts';
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
  whereOf,
  wordCorrections,
} from './catalog.query.ts';

type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'createdAt' | 'ratings' | 'averageRating'
>;

export function toProduct(row: ProductRow): Product {
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
    stock: row.stock,
    material: row.material,
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
  };
}

/** The columns a list card needs; images only as many as the card shows. */
const cardColumns = {
  id: products.id,
  brandname: products.brandname,
  productname: products.productname,
  category: products.category,
  newPrice: products.newPrice,
  oldPrice: products.oldPrice,
  available: products.available,
  stock: products.stock,
  material: products.material,
  colors: products.colors,
  sizes: products.sizes,
  ratingCount: sql<number>`cardinality(${products.ratings})`.mapWith(Number),
  averageRating: products.averageRating,
  createdAt: products.createdAt,
  images: sql<string[]>`${products.images}[1:${sql.raw(String(CARD_IMAGE_COUNT))}]`,
};
type CardRow = {
  [K in keyof typeof cardColumns]: K extends 'images'
    ? string[]
    : K extends 'ratingCount'
      ? number
      : ProductRow[K & keyof ProductRow];
};

export function toCard(row: CardRow): ProductCard {
  const images = row.images ?? [];
  return {
    id: row.id,
    _id: String(row.id),
    brandname: row.brandname,
    productname: row.productname,
    category: row.category,
    new_price: row.newPrice,
    old_price: row.oldPrice,
    price: row.newPrice,
    available: row.available,
    stock: row.stock,
    material: row.material,
    colors: row.colors,
    sizes: row.sizes,
    ratingCount: row.ratingCount,
    averageRating: row.averageRating,
    date: row.createdAt.toISOString(),
    images,
    image: images[0] ?? '',
    ...(images[1] ? { imagetwo: images[1] } : {}),
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
  const text = query.trim();
  if (isExactSearch(text)) return { terms: searchTerms(text) };
  const corrections = await wordCorrections(db, correctableWords(text));
  return { terms: searchTerms(applyCorrections(text, corrections)) };
}

async function scopeOf(db: Db, category: string | undefined, query: string | undefined): Promise<Scope> {
  return { category, ...(query ? await searchScope(db, query) : {}) };
}

export async function listProducts(
  db: Db,
  request: ListRequest,
): Promise<{ items: ProductCard[]; total: number }> {
  const scope = await scopeOf(db, request.category, request.query);
  const where = whereOf(scope, request);
  // Two pool connections: the page and its count at the same time.
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(cardColumns)
      .from(products)
      .where(where)
      .orderBy(...orderBy(request.sort, scope.terms))
      .limit(request.limit)
      .offset((request.page - 1) * request.limit),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { items: (rows as CardRow[]).map(toCard), total: Number(total) };
}

type Counted = { value: string; count: number };

async function countValues(db: Db, column: SQL, where: SQL | undefined): Promise<Counted[]> {
  // One row per (product, value); DISTINCT guards against a value stored twice in one product.
  const result = (await db.execute(sql`
    select v.value as value, count(distinct ${products.id}) as count
    from ${products} cross join lateral unnest(${column}) as v(value)
    ${where ? sql`where ${where}` : sql``}
    group by v.value`)) as unknown as { rows: Array<{ value: string; count: string | number }> };
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
    countValues(db, sql`${products.colors}`, whereOf(scope, query, 'color')),
    countValues(db, sql`${products.sizes}`, whereOf(scope, query, 'size')),
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
  const words = prefixWords(q);
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
    })
    .from(products)
    .where(searchCondition(terms))
    .orderBy(desc(searchRank(terms)), desc(products.createdAt), desc(products.id))
    .limit(limit);
}

export async function findProduct(db: Db, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row ? toProduct(row) : undefined;
}

export async function findProductRow(db: Db, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

export async function insertProduct(db: Db, values: ProductValues) {
  const [row] = await db.insert(products).values(values).returning();
  catalogueChanged(db);
  return toProduct(row);
}

export async function updateProduct(db: Db, id: number, values: Partial<ProductValues>) {
  const [row] = await db.update(products).set(values).where(eq(products.id, id)).returning();
  catalogueChanged(db);
  return row ? toProduct(row) : undefined;
}

export async function deleteProduct(db: Db, id: number) {
  const [row] = await db.delete(products).where(eq(products.id, id)).returning({ images: products.images });
  catalogueChanged(db);
  return row;
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

export async function allProductIds(db: Db) {
  return db.select({ id: products.id, createdAt: products.createdAt }).from(products).orderBy(products.id);
}
