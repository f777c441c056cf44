// SQL pieces of the catalogue: filter conditions, search matching and ranking, sort orders.
// The search expressions repeat the index expressions of db/schema.ts exactly, so that the planner uses them.
import { type FilterKey, PRICE_BAND_IDS, type ProductFilters, colourSpellings } from '@zariya/shared/catalog';
import type { SearchSort } from '@zariya/shared/listing';
import { PRICE_BANDS } from '@zariya/shared/constants';
import { and, arrayOverlaps, asc, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema.ts';

/**
 * Trigram similarity a catalogue word needs to stand in for an unknown search word: 'kurtha' → 'kurta'
 * scores 0.44, 'sare' → 'saree' 0.57, 'kanjivaram' → 'kanjeevaram' 0.53, 'blue' → 'blouse' only 0.2.
 */
export const TRIGRAM_THRESHOLD = 0.4;
const MIN_CORRECTED_LENGTH = 3;
const MAX_WORDS = 8;

/** The stored generated column of migration 0005 (products_search_document(...) of migration 0002). */
export const searchDocument = sql`${products}.search_document`;

export type SearchTerms = { tsquery: SQL };

const WORD = /[\p{L}\p{N}]+/gu;

/** Quotes or '-word' ask for exact terms, which typo correction would undo. */
export const isExactSearch = (text: string) => /"|(^|\s)-\S/.test(text);

/** The words of a typed text that typo correction may replace. */
export function correctableWords(text: string): string[] {
  const words = text.toLowerCase().match(WORD) ?? [];
  return [...new Set(words.filter((w) => w.length >= MIN_CORRECTED_LENGTH && !/^\p{N}+$/u.test(w)))].slice(
    0,
    MAX_WORDS * 2,
  );
}

/** Replaces each word that has a correction; everything else (operators, quotes) stays as typed. */
export function applyCorrections(text: string, corrections: ReadonlyMap<string, string>): string {
  return text.toLowerCase().replace(WORD, (w) => corrections.get(w) ?? w);
}

/**
 * Closest catalogue word for each word that the catalogue does not know (for `prefix`, that no catalogue
 * word starts with). Stop words and words without a close enough catalogue word stay as they are.
 * One query against the small search_words table (trigram GIN index), instead of a trigram match on
 * every product.
 */
export async function wordCorrections(
  db: Pick<Db, 'execute'>,
  words: string[],
  prefix = false,
): Promise<Map<string, string>> {
  if (words.length === 0) return new Map();
  const list = sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  );
  const known = prefix
    ? sql`exists (select 1 from search_words k where k.word like q.word || '%')`
    : sql`exists (select 1 from search_words k where k.word = q.word)`;
  const result = (await db.execute(sql`
    select q.word as word, (
      select w.word from search_words w
      where w.word % q.word and similarity(w.word, q.word) >= ${TRIGRAM_THRESHOLD}
      order by similarity(w.word, q.word) desc, w.products desc, w.word
      limit 1
    ) as closest
    from unnest(array[${list}]::text[]) as q(word)
    where not ${known} and numnode(plainto_tsquery('english', q.word)) > 0`)) as unknown as {
    rows: Array<{ word: string; closest: string | null }>;
  };
  return new Map(result.rows.filter((r) => r.closest).map((r) => [r.word, r.closest as string]));
}

/** A typed search in websearch syntax (already corrected), matched by full text. */
export function searchTerms(query: string): SearchTerms {
  const text = query.trim().toLowerCase();
  return { tsquery: sql`websearch_to_tsquery('english', ${text})` };
}

/** The words of an as-you-type text, for prefix matching ('kanj silk' → kanj:* & silk:*). */
export function prefixWords(query: string): string[] {
  return (query.trim().toLowerCase().match(WORD) ?? []).slice(0, MAX_WORDS);
}

export function prefixTerms(words: string[]): SearchTerms | null {
  if (words.length === 0) return null;
  const expression = words.map((w) => `${w}:*`).join(' & ');
  return { tsquery: sql`to_tsquery('english', ${expression})` };
}

export function searchCondition(terms: SearchTerms): SQL {
  return sql`${searchDocument} @@ ${terms.tsquery}`;
}

export function searchRank(terms: SearchTerms): SQL<number> {
  return sql<number>`ts_rank(${searchDocument}, ${terms.tsquery})`;
}

function priceBandCondition(ids: readonly string[]): SQL | undefined {
  const last = PRICE_BAND_IDS[PRICE_BAND_IDS.length - 1];
  const parts = PRICE_BANDS.filter((b) => ids.includes(b.id)).map((b) =>
    b.id === last
      ? gte(products.newPrice, b.min)
      : and(gte(products.newPrice, b.min), lt(products.newPrice, b.max))!,
  );
  return parts.length > 0 ? or(...parts) : undefined;
}

/**
 * Whether a variant `v` of the product (joined or correlated as `v`) is for sale now: the shared variantAvailable
 * (decision 0043) in SQL — the product on sale, the variant not archived, a piece in the pool (pooled) or in the
 * variant (split), an uncounted pool or variant always having one. The product's columns are named with their
 * table: drizzle writes a column unqualified in a select list, where `stock` alone would be the variant's.
 */
export const variantInStock = sql`(${products}.available and v.archived_at is null and case when ${products}.stock_mode = 'split'
  then v.stock is null or v.stock > 0 else ${products}.stock is null or ${products}.stock > 0 end)`;

/**
 * "In stock in one of these sizes (colours)" (decision 0052): a variant of that size (colour) for sale now. The
 * overlap with the product's own list comes first, so that the array indexes narrow the rows before the look-up.
 */
function inStockIn(option: 'size' | 'color', values: string[]): SQL {
  const listed = option === 'size' ? products.sizes : products.colors;
  const column = option === 'size' ? sql`v.size` : sql`v.color`;
  const list = sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
  return and(
    arrayOverlaps(listed, values),
    sql`exists (select 1 from ${productVariants} v where v.product_id = ${products}.id and ${column} in (${list})
      and ${variantInStock})`,
  )!;
}

/** One condition per active filter, so facets can leave their own out. */
export function filterConditions(f: Partial<ProductFilters>): Record<FilterKey, SQL | undefined> {
  return {
    brand: f.brand?.length ? inArray(products.brandname, f.brand) : undefined,
    color: f.color?.length ? inStockIn('color', f.color.flatMap(colourSpellings)) : undefined,
    size: f.size?.length ? inStockIn('size', f.size) : undefined,
    price: f.price?.length ? priceBandCondition(f.price) : undefined,
    discount: f.discount !== undefined ? gte(products.discountPercent, f.discount) : undefined,
    // floor(average) ≥ n is the same as average ≥ n for a whole n, and this form can use the index.
    rating: f.rating !== undefined ? gte(products.averageRating, f.rating) : undefined,
  };
}

export type Scope = { category?: string; terms?: SearchTerms };

export function scopeConditions(scope: Scope): SQL[] {
  // Archived products are gone from the shop; the partial indexes hold only the others.
  const list: SQL[] = [isNull(products.archivedAt)];
  if (scope.category) list.push(eq(products.category, scope.category));
  if (scope.terms) list.push(searchCondition(scope.terms));
  return list;
}

export function whereOf(scope: Scope, filters: Partial<ProductFilters>, except?: FilterKey): SQL | undefined {
  const conditions = filterConditions(filters);
  const active = Object.entries(conditions)
    .filter(([key, condition]) => key !== except && condition)
    .map(([, condition]) => condition!);
  return and(...scopeConditions(scope), ...active);
}

export function orderBy(sort: SearchSort, terms?: SearchTerms): SQL[] {
  const tieBreak = [desc(products.createdAt), desc(products.id)];
  switch (sort) {
    case 'relevance':
      return terms ? [desc(searchRank(terms)), ...tieBreak] : tieBreak;
    case 'newest':
      return tieBreak;
    // Ties in id order, the other way from price_desc, so that one index (category, new_price, id) serves both.
    case 'price_asc':
      return [asc(products.newPrice), asc(products.id)];
    case 'price_desc':
      return [desc(products.newPrice), desc(products.id)];
    case 'discount':
      return [desc(products.discountPercent), desc(products.id)];
    case 'rating':
      return [desc(products.averageRating), desc(products.id)];
  }
}
