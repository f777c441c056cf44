// SQL pieces of the catalogue: filter conditions, search matching and ranking, sort orders.
// The search expressions repeat the index expressions of db/schema.ts exactly, so that the planner uses them.
import {
  type FilterKey,
  PRICE_BAND_IDS,
  type ProductFilters,
  type SearchSort,
  colourSpellings,
} from '@zariya/shared/catalog';
import { PRICE_BANDS } from '@zariya/shared/constants';
import { and, arrayOverlaps, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';

/** word_similarity needed for a typo match: 'kurtha' → 'kurta' scores 0.57, 'sare' → 'sandals' 0.4. */
export const TRIGRAM_THRESHOLD = 0.5;
const MIN_TRIGRAM_LENGTH = 3;

export const searchDocument = sql`products_search_document(${products.brandname}, ${products.productname}, ${products.category}, ${products.colors}, ${products.material}, ${products.description})`;
export const trigramText = sql`lower(${products.brandname} || ' ' || ${products.productname} || ' ' || ${products.category})`;

/** `fuzzy` is the text for trigram matching, or null where only full text applies. */
export type SearchTerms = { fuzzy: string | null; tsquery: SQL };

/** Letters and digits only; too short a text matches too much by trigrams ('a' is in every word). */
function fuzzyText(text: string): string | null {
  const plain = text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return plain.length >= MIN_TRIGRAM_LENGTH ? plain : null;
}

/**
 * A typed search in websearch syntax. Quotes or '-word' ask for exact terms, which typo tolerance would
 * undo, so such a search uses full text only.
 */
export function searchTerms(query: string): SearchTerms {
  const text = query.trim().toLowerCase();
  const exact = /"|(^|\s)-\S/.test(text);
  return { fuzzy: exact ? null : fuzzyText(text), tsquery: sql`websearch_to_tsquery('english', ${text})` };
}

/** As-you-type: every word is a prefix ('kanj silk' → kanj:* & silk:*). */
export function prefixTerms(query: string): SearchTerms | null {
  const text = query.trim().toLowerCase();
  const words = text.match(/[\p{L}\p{N}]+/gu);
  if (!words) return null;
  const expression = words
    .slice(0, 8)
    .map((w) => `${w}:*`)
    .join(' & ');
  return { fuzzy: fuzzyText(text), tsquery: sql`to_tsquery('english', ${expression})` };
}

export function searchCondition(terms: SearchTerms): SQL {
  const fullText = sql`${searchDocument} @@ ${terms.tsquery}`;
  if (!terms.fuzzy) return fullText;
  return sql`(${fullText} OR ${trigramText} %> ${terms.fuzzy})`;
}

export function searchRank(terms: SearchTerms): SQL<number> {
  const rank = sql`ts_rank(${searchDocument}, ${terms.tsquery})`;
  if (!terms.fuzzy) return sql<number>`${rank}`;
  return sql<number>`(${rank} + word_similarity(${terms.fuzzy}, ${trigramText}))`;
}

/** `%>` reads its threshold from a setting; set it for this transaction only. */
export async function useTrigramThreshold(tx: Pick<Db, 'execute'>) {
  await tx.execute(
    sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TRIGRAM_THRESHOLD)}, true)`,
  );
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

/** One condition per active filter, so facets can leave their own out. */
export function filterConditions(f: Partial<ProductFilters>): Record<FilterKey, SQL | undefined> {
  return {
    brand: f.brand?.length ? inArray(products.brandname, f.brand) : undefined,
    color: f.color?.length ? arrayOverlaps(products.colors, f.color.flatMap(colourSpellings)) : undefined,
    size: f.size?.length ? arrayOverlaps(products.sizes, f.size) : undefined,
    price: f.price?.length ? priceBandCondition(f.price) : undefined,
    discount: f.discount !== undefined ? gte(products.discountPercent, f.discount) : undefined,
    // floor(average) ≥ n is the same as average ≥ n for a whole n, and this form can use the index.
    rating: f.rating !== undefined ? gte(products.averageRating, f.rating) : undefined,
  };
}

export type Scope = { category?: string; terms?: SearchTerms };

export function scopeConditions(scope: Scope): SQL[] {
  const list: SQL[] = [];
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
    case 'price_asc':
      return [asc(products.newPrice), desc(products.id)];
    case 'price_desc':
      return [desc(products.newPrice), desc(products.id)];
    case 'discount':
      return [desc(products.discountPercent), desc(products.id)];
    case 'rating':
      return [desc(products.averageRating), desc(products.id)];
  }
}
