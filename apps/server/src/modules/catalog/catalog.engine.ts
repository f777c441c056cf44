// The catalogue engine (issue 16, decision 0034): category lists served from memory, without a query per page.
// It holds, for every product in the shop, its card (as JSON text) and the fields the category lists sort and
// filter on; each category's order for each sort is kept as an array, built when first asked. A page is a
// slice of that array (or the matches of its filters, in order), joined from the cards' JSON.
//
// Fresh for every writer: triggers on `products` (migration 0019) send the changed ids on the NOTIFY channel
// below at commit, whoever wrote (admin, orders taking stock, reviews, another process, a script). The engine
// reloads those rows before it answers again. A write in this process (catalogueChanged) also sends a NOTIFY
// mark of its own after its commit; NOTIFY arrives in commit order, so a request that waits for the mark has
// seen every change committed before it: this process reads its own writes. While the engine is loading or its
// listening connection is down, lists come from SQL as before (catalog.repository.ts), so an answer is never
// stale by more than the time a NOTIFY takes to arrive.
//
// Variants (decision 0052): a size or colour filter means "in stock in that size/colour". Each product keeps only
// the sizes and colours in which it has a variant for sale now (shared sizeAvailability/colorAvailability), as the
// same bits the filters test; a variant changed notifies with its product id (migration 0025), so they stay fresh.
import { colourSpellings, PRICE_BAND_IDS, type ProductFilters } from '@zariya/shared/catalog';
import { PRICE_BANDS } from '@zariya/shared/constants';
import type { SearchSort } from '@zariya/shared/listing';
import {
  colorAvailability,
  type LiveHolds,
  lessHeld,
  type StockMode,
  sizeAvailability,
  stockOf,
  type VariantFacts,
} from '@zariya/shared/variants';
import { and, asc, gt, inArray, isNull, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { type CardRow, cardColumns, toCard } from '../../db/product-card.ts';
import { products, productVariants } from '../../db/schema.ts';
import { liveHoldsJson, productHolds } from '../../queries/live-holds.query.ts';
import {
  type CatalogueWord,
  type Operand,
  parseTsvector,
  searchOperands,
  sortAndUniq,
  suggestOperands,
  type Terms,
  TextIndex,
  tsRank,
  WordList,
} from './search.memory.ts';

/** The channel of migration 0019's triggers: payload 'id,id,…', '*' for more than fit, or 'mark:<n>'. */
export const PRODUCTS_CHANNEL = 'zariya_products';

/** What a category list needs of one product. `created` is created_at in microseconds (PostgreSQL's precision). */
export type EngineItem = {
  id: number;
  category: string;
  created: number;
  price: number;
  discount: number;
  rating: number;
  brand: string;
  /** The colours and sizes it is in stock in: those of its variants for sale now (decision 0052), not all listed. */
  colors: readonly string[];
  sizes: readonly string[];
  card: string;
  /** The product's name and first photo (suggestions). */
  name: string;
  image: string;
  /** Its search document (search.memory.ts): what searches match and rank in memory. */
  terms: Terms;
  /** A fingerprint of the product's search document: a search's matches and ranks depend on nothing else. */
  doc: string;
  /** When its first live hold lapses (epoch ms; null: none): its counts are net of holds until then (0057). */
  holdsUntil: number | null;
  /** Filled in by the index (ValueBits, bandBits): what the filters test. */
  bandBits: number;
  colourBits: number;
  colourRest: boolean;
  sizeBits: number;
  sizeRest: boolean;
};

export type EngineRequest = Partial<ProductFilters> & {
  category?: string;
  sort: SearchSort;
  page: number;
  limit: number;
};

type Compare = (a: EngineItem, b: EngineItem) => number;
const byId = (a: EngineItem, b: EngineItem) => a.id - b.id;

/** The same orders as catalog.query.ts orderBy (without search terms), id last so that the order is total. */
const ORDERS: Record<SearchSort, Compare> = {
  relevance: (a, b) => b.created - a.created || b.id - a.id,
  newest: (a, b) => b.created - a.created || b.id - a.id,
  price_asc: (a, b) => a.price - b.price || byId(a, b),
  price_desc: (a, b) => b.price - a.price || b.id - a.id,
  discount: (a, b) => b.discount - a.discount || b.id - a.id,
  rating: (a, b) => b.rating - a.rating || b.id - a.id,
};

const LAST_BAND = PRICE_BAND_IDS[PRICE_BAND_IDS.length - 1];
const BANDS = PRICE_BANDS.map((b) => ({
  id: b.id,
  min: b.min as number,
  max: b.id === LAST_BAND ? Number.POSITIVE_INFINITY : (b.max as number),
}));

/** The bit of every price band `price` is in (the same test as catalog.query.ts priceBandCondition). */
function bandBits(price: number): number {
  let bits = 0;
  for (let i = 0; i < BANDS.length; i++) if (price >= BANDS[i].min && price < BANDS[i].max) bits |= 1 << i;
  return bits;
}

/**
 * A bit for each of the first 31 distinct values of a list field (colours, sizes), so that a filter tests a
 * product with one AND instead of a set look-up per value: filtered pages scan their whole category. Values met
 * after those have no bit and are tested one by one (`rest`).
 */
export class ValueBits {
  private readonly bit = new Map<string, number>();

  /** A product's values as bits, and whether some of them have none. */
  of(values: readonly string[]): { bits: number; rest: boolean } {
    let bits = 0;
    let rest = false;
    for (const value of values) {
      let b = this.bit.get(value);
      if (b === undefined && this.bit.size < 31) {
        b = 1 << this.bit.size;
        this.bit.set(value, b);
      }
      if (b === undefined) rest = true;
      else bits |= b;
    }
    return { bits, rest };
  }

  /** A filter's wanted values: the bits of those that have one, and the others. */
  mask(wanted: readonly string[]): { mask: number; rest: Set<string> | undefined } {
    let mask = 0;
    const rest = new Set<string>();
    for (const value of wanted) {
      const b = this.bit.get(value);
      if (b === undefined) rest.add(value);
      else mask |= b;
    }
    return { mask, rest: rest.size > 0 ? rest : undefined };
  }
}

/** A list filter prepared for one request: the bits it wants, and the wanted values without one. */
type ListFilter = { mask: number; rest: Set<string> | undefined };

/** A request's filters, prepared once per request; null when it has none. */
type Filters = {
  brands?: Set<string>;
  colours?: ListFilter;
  sizes?: ListFilter;
  bands?: number;
  discount?: number;
  rating?: number;
};

function prepareFilters(f: Partial<ProductFilters>, colours: ValueBits, sizes: ValueBits): Filters | null {
  const filters: Filters = {};
  if (f.brand?.length) filters.brands = new Set(f.brand);
  if (f.color?.length) filters.colours = colours.mask(f.color.flatMap(colourSpellings));
  if (f.size?.length) filters.sizes = sizes.mask(f.size);
  if (f.price?.length) {
    let bands = 0;
    BANDS.forEach((b, i) => {
      if (f.price?.includes(b.id)) bands |= 1 << i;
    });
    filters.bands = bands;
  }
  if (f.discount !== undefined) filters.discount = f.discount;
  if (f.rating !== undefined) filters.rating = f.rating;
  return Object.keys(filters).length > 0 ? filters : null;
}

function listMatches(bits: number, rest: boolean, values: readonly string[], wanted: ListFilter): boolean {
  if ((bits & wanted.mask) !== 0) return true;
  if (!rest || !wanted.rest) return false;
  for (let i = 0; i < values.length; i++) if (wanted.rest.has(values[i])) return true;
  return false;
}

/** The same tests as catalog.query.ts filterConditions, in one plain function (it runs for every product listed). */
function matches(item: EngineItem, f: Filters): boolean {
  if (f.discount !== undefined && item.discount < f.discount) return false;
  if (f.rating !== undefined && item.rating < f.rating) return false;
  if (f.bands !== undefined && (item.bandBits & f.bands) === 0) return false;
  if (f.brands && !f.brands.has(item.brand)) return false;
  if (f.colours && !listMatches(item.colourBits, item.colourRest, item.colors, f.colours)) return false;
  if (f.sizes && !listMatches(item.sizeBits, item.sizeRest, item.sizes, f.sizes)) return false;
  return true;
}

/** Rankings kept at most (decision 0056), and their ids in all (about 8 bytes each). */
const MAX_RANKINGS = 2_000;
const MAX_RANKED_IDS = 400_000;

/**
 * A query's key: what it is for, AND or one operand (ts_rank takes calc_rank_and for two operands or more, even
 * when they are one lexeme twice), and its lexemes sorted and unique; prefixes marked.
 */
function queryKey(kind: string, operands: Operand[], unique: Operand[]): string {
  const lexemes = unique.map((o) => (o.prefix ? `${o.lexeme}:*` : o.lexeme)).join(' ');
  return `${kind} ${operands.length > 1 ? '&' : '|'} ${lexemes}`;
}

/** Every product in memory and, built on demand, each category's order for each sort. */
export class CatalogueIndex {
  private readonly items = new Map<number, EngineItem>();
  /** The products' search documents as postings, and the catalogue's words (typo correction, stems). */
  private readonly text = new TextIndex();
  words = new WordList([]);
  private readonly orders = new Map<string, EngineItem[]>();
  private colourBits = new ValueBits();
  private sizeBits = new ValueBits();
  /** Grows whenever a product is added, dropped or moved in an order: orders built before are rebuilt. */
  version = 0;
  /**
   * Rankings kept per query (decision 0056): a several-word search's matches in relevance order and a suggestion's
   * best products, keyed by the query's lexemes (after synonyms, typo correction and stems, stop words gone), so
   * that every text meaning the same query shares one. Dropped whenever a product is added, dropped, moved in an
   * order or has its search document changed; the least recently used first past the bounds.
   */
  private readonly rankings = new Map<string, number[]>();
  private rankedIds = 0;

  get size() {
    return this.items.size;
  }

  /** Replaces everything (a full load). */
  reset(items: Iterable<EngineItem>) {
    this.items.clear();
    this.orders.clear();
    this.version++;
    this.colourBits = new ValueBits();
    this.sizeBits = new ValueBits();
    this.text.clear();
    this.forgetRankings();
    for (const item of items) {
      this.items.set(item.id, this.withBits(item));
      this.text.add(item.id, item.terms);
    }
  }

  /**
   * Puts the rows that were read again in place and drops the ids that are gone (deleted or archived). A change
   * that leaves a product's place in every order alone (stock, a name, a photo) only swaps its card. Whether some
   * search may now match differently: a product added or gone, or its search document changed.
   */
  apply(fresh: EngineItem[], gone: Iterable<number>): { searchesChanged: boolean } {
    const touched = new Set<string>();
    let searchesChanged = false;
    for (const id of gone) {
      const old = this.items.get(id);
      if (old) {
        this.items.delete(id);
        this.text.remove(id, old.terms);
        touched.add(old.category);
        searchesChanged = true;
      }
    }
    for (const item of fresh) {
      this.withBits(item);
      const old = this.items.get(item.id);
      if (!old || old.doc !== item.doc) {
        searchesChanged = true;
        if (old) this.text.remove(item.id, old.terms);
        this.text.add(item.id, item.terms);
      }
      if (
        old &&
        old.category === item.category &&
        old.created === item.created &&
        old.price === item.price &&
        old.discount === item.discount &&
        old.rating === item.rating
      ) {
        // Same object in every order array: the new fields show wherever it is listed.
        Object.assign(old, item);
        continue;
      }
      this.items.set(item.id, item);
      touched.add(item.category);
      if (old) touched.add(old.category);
    }
    if (searchesChanged) this.forgetRankings();
    if (touched.size === 0) return { searchesChanged };
    this.forgetRankings();
    this.version++;
    for (const key of [...this.orders.keys()]) {
      const category = key.slice(key.indexOf(' ') + 1);
      if (category === '' || touched.has(category)) this.orders.delete(key);
    }
    return { searchesChanged };
  }

  private withBits(item: EngineItem): EngineItem {
    const colours = this.colourBits.of(item.colors);
    const sizes = this.sizeBits.of(item.sizes);
    item.bandBits = bandBits(item.price);
    item.colourBits = colours.bits;
    item.colourRest = colours.rest;
    item.sizeBits = sizes.bits;
    item.sizeRest = sizes.rest;
    return item;
  }

  private forgetRankings() {
    this.rankings.clear();
    this.rankedIds = 0;
  }

  /** The ranking kept for `key`, or `build`'s, kept (bounded by MAX_RANKINGS and MAX_RANKED_IDS). */
  private ranking(key: string, build: () => number[]): number[] {
    let ids = this.rankings.get(key);
    if (ids) {
      // Most recently used last: the first entries are the ones dropped.
      this.rankings.delete(key);
      this.rankings.set(key, ids);
      return ids;
    }
    ids = build();
    this.rankings.set(key, ids);
    this.rankedIds += ids.length;
    for (const [oldKey, old] of this.rankings) {
      if (this.rankings.size <= MAX_RANKINGS && this.rankedIds <= MAX_RANKED_IDS) break;
      if (oldKey === key) break;
      this.rankings.delete(oldKey);
      this.rankedIds -= old.length;
    }
    return ids;
  }

  /** How many rankings are kept (tests, diagnostics). */
  get keptRankings() {
    return this.rankings.size;
  }

  /** A request's filters as this index's bits; null when it has none. */
  filters(request: Partial<ProductFilters>): Filters | null {
    return prepareFilters(request, this.colourBits, this.sizeBits);
  }

  private ordered(category: string | undefined, sort: SearchSort): EngineItem[] {
    const key = `${sort} ${category ?? ''}`;
    let list = this.orders.get(key);
    if (!list) {
      list = [];
      for (const item of this.items.values())
        if (category === undefined || item.category === category) list.push(item);
      list.sort(ORDERS[sort]);
      this.orders.set(key, list);
    }
    return list;
  }

  /** One page: its cards as a JSON array and the number of matches. */
  page(request: EngineRequest): { json: string; total: number } {
    return pageOf(this.ordered(request.category, request.sort), request, this.filters(request));
  }

  /**
   * A search page from memory: the products having every operand, ranked as ts_rank ranks them; undefined for a
   * text left to SQL (search.memory.ts).
   */
  searchPage(text: string, request: EngineRequest): { json: string; total: number } | undefined {
    const operands = searchOperands(text, this.words);
    if (!operands) return undefined;
    const filters = this.filters(request);
    const category = request.category;
    const unique = sortAndUniq(operands);
    if (request.sort !== 'relevance') {
      // The category's (or the shop's) order, already kept, with the matches picked out (marks in a typed array).
      const ids = this.matching(operands);
      const hit = this.text.marked(ids);
      return this.pageWhere(
        this.ordered(category, request.sort),
        (item) => hit(item.id),
        request,
        filters,
        ids.length,
      );
    }
    if (unique.length === 1 && operands.length === 1) {
      // One word: its lexeme's postings in rank order, kept by the index.
      const ranked = this.text.ranked(unique[0].lexeme, (id) => this.items.get(id)?.created ?? 0);
      return this.pageWhere(ranked, () => true, request, filters, ranked.length);
    }
    // Several words: every match ranked once (the whole shop), kept per query; the category and filters narrow it.
    const ranked = this.ranking(queryKey('search', operands, unique), () =>
      this.rankedMatches(operands, unique),
    );
    return this.pageWhere(ranked, () => true, request, filters, ranked.length);
  }

  /** The ids of the products having every operand, by ts_rank (then newest, then id), as SQL orders them. */
  private rankedMatches(operands: Operand[], unique: Operand[]): number[] {
    const items = this.itemsOf(this.matching(operands));
    const ranks = new Float64Array(items.length);
    for (let i = 0; i < items.length; i++) ranks[i] = tsRank(items[i].terms, operands, unique);
    const order = Array.from({ length: items.length }, (_, i) => i);
    order.sort(
      (a, b) => ranks[b] - ranks[a] || items[b].created - items[a].created || items[b].id - items[a].id,
    );
    return order.map((i) => items[i].id);
  }

  /**
   * The page of `list` (in order) narrowed to `keep`, the request's category and filters. Without a category or
   * filters the total is `matchCount` and the walk stops at the page's end.
   */
  private pageWhere(
    list: EngineItem[] | number[],
    keep: (item: EngineItem) => boolean,
    request: EngineRequest,
    filters: Filters | null,
    matchCount: number,
  ): { json: string; total: number } {
    const from = (request.page - 1) * request.limit;
    const to = from + request.limit;
    const category = request.category;
    const counting = category !== undefined || filters !== null;
    const shown: string[] = [];
    let total = 0;
    for (let i = 0; i < list.length; i++) {
      // Ids (a lexeme's postings in rank order) are looked up only as far as the page needs them.
      const entry = list[i];
      const item = typeof entry === 'number' ? this.items.get(entry) : entry;
      if (!item || !keep(item)) continue;
      if (category !== undefined && item.category !== category) continue;
      if (filters && !matches(item, filters)) continue;
      if (total >= from && total < to) shown.push(item.card);
      total++;
      if (!counting && total >= to) break;
    }
    return { json: `[${shown.join(',')}]`, total: counting ? total : matchCount };
  }

  private matching(operands: Operand[]): number[] {
    return this.text.matchAll(operands);
  }

  /**
   * Up to `limit` products for the words typed so far (each a prefix), best ranked first, as suggestProducts
   * answers them; undefined for words left to SQL.
   */
  suggest(
    words: string[],
    limit: number,
  ):
    | Array<{ id: number; productname: string; brandname: string; category: string; image: string }>
    | undefined {
    const operands = suggestOperands(words, this.words);
    if (!operands) return undefined;
    const unique = sortAndUniq(operands);
    const ids = this.ranking(queryKey(`suggest ${limit}`, operands, unique), () =>
      this.bestSuggestions(operands, unique, limit),
    );
    return this.itemsOf(ids).map((item) => ({
      id: item.id,
      productname: item.name,
      brandname: item.brand,
      category: item.category,
      image: item.image,
    }));
  }

  /** The ids of the `limit` products best ranked for prefix operands (suggestProducts' order). */
  private bestSuggestions(operands: Operand[], unique: Operand[], limit: number): number[] {
    const best: Array<{ item: EngineItem; rank: number }> = [];
    const before = (a: { item: EngineItem; rank: number }, b: { item: EngineItem; rank: number }) =>
      b.rank - a.rank || b.item.created - a.item.created || b.item.id - a.item.id;
    const add = (item: EngineItem, rank: number) => {
      const entry = { item, rank };
      if (best.length === limit && before(entry, best[best.length - 1]) >= 0) return;
      let at = best.length;
      while (at > 0 && before(entry, best[at - 1]) < 0) at--;
      best.splice(at, 0, entry);
      if (best.length > limit) best.pop();
    };
    if (unique.length === 1 && operands.length === 1) {
      // One word typed: each product's rank summed from the postings of the lexemes it starts (no document read);
      // a product ranked below the last of a full list is not looked up.
      const { ids, ranks } = this.text.prefixRanks(unique[0].lexeme);
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i];
        const rank = ranks[i];
        if (best.length === limit && rank < best[limit - 1].rank) continue;
        const item = this.items.get(id);
        if (item) add(item, rank);
      }
    } else {
      for (const item of this.itemsOf(this.matching(operands)))
        add(item, tsRank(item.terms, operands, unique));
    }
    return best.map(({ item }) => item.id);
  }

  /** The engine's items for `ids` (a search's matches); ids no longer in the shop are left out. */
  itemsOf(ids: number[]): EngineItem[] {
    const items: EngineItem[] = [];
    for (const id of ids) {
      const item = this.items.get(id);
      if (item) items.push(item);
    }
    return items;
  }
}

/**
 * A search's matches with their rank, and their orders per sort, built when first asked. They stay right while no
 * product is added, dropped or has its search document changed; a change that moves products in an order (a
 * price, a rating) only has the orders built again, from the index's current items.
 */
export class SearchMatches {
  private readonly orders = new Map<SearchSort, EngineItem[]>();
  private version = -1;
  constructor(
    private readonly index: CatalogueIndex,
    private readonly ids: number[],
    private readonly rank: Map<number, number>,
  ) {}

  /** How many products it matched. */
  get size() {
    return this.ids.length;
  }

  page(request: EngineRequest, filters: Filters | null): { json: string; total: number } {
    if (this.version !== this.index.version) {
      this.orders.clear();
      this.version = this.index.version;
    }
    let list = this.orders.get(request.sort);
    if (!list) {
      const rank = this.rank;
      const order: Compare =
        request.sort === 'relevance'
          ? (a, b) => (rank.get(b.id) ?? 0) - (rank.get(a.id) ?? 0) || b.created - a.created || b.id - a.id
          : ORDERS[request.sort];
      list = this.index.itemsOf(this.ids).sort(order);
      this.orders.set(request.sort, list);
    }
    const category = request.category;
    return pageOf(
      category === undefined ? list : list.filter((item) => item.category === category),
      request,
      filters,
    );
  }
}

/** The page `request` asks for out of `list` (already in its order), with its filters. */
function pageOf(
  list: EngineItem[],
  request: EngineRequest,
  filters: Filters | null,
): { json: string; total: number } {
  const from = (request.page - 1) * request.limit;
  const to = from + request.limit;
  if (!filters) {
    const shown = list.slice(from, to);
    return { json: `[${shown.map((item) => item.card).join(',')}]`, total: list.length };
  }
  const shown: string[] = [];
  let total = 0;
  for (let i = 0; i < list.length; i++) {
    const item = list[i];
    if (!matches(item, filters)) continue;
    if (total >= from && total < to) shown.push(item.card);
    total++;
  }
  return { json: `[${shown.join(',')}]`, total };
}

const engineColumns = {
  ...cardColumns,
  created: sql<string>`(extract(epoch from ${products.createdAt}) * 1000000)::bigint::text`,
  discount: products.discountPercent,
  archived: sql<boolean>`${products.archivedAt} is not null`,
  doc: sql<string>`md5(${products}.search_document::text)`,
  tsv: sql<string>`${products}.search_document::text`,
  image: sql<string>`coalesce(${products.images}[1], '')`,
  stockMode: products.stockMode,
  // The variants on sale, as three parallel arrays (one look-up of product_variants_product_idx each). The
  // product's id is named with its table: a column in a select list is written unqualified, and `id` alone would
  // be the variant's.
  variantSizes: sql<string[]>`array(select v.size from ${productVariants} v
    where v.product_id = ${products}.id and v.archived_at is null order by v.position, v.id)`,
  variantColors: sql<string[]>`array(select v.color from ${productVariants} v
    where v.product_id = ${products}.id and v.archived_at is null order by v.position, v.id)`,
  variantStocks: sql<Array<number | null>>`array(select v.stock from ${productVariants} v
    where v.product_id = ${products}.id and v.archived_at is null order by v.position, v.id)`,
  variantIds: sql<number[]>`array(select v.id from ${productVariants} v
    where v.product_id = ${products}.id and v.archived_at is null order by v.position, v.id)`,
  // Its live holds (decision 0057): the counts shoppers see are net of them.
  holds: liveHoldsJson(sql`${products}.id`),
};

type EngineRow = CardRow & {
  created: string;
  discount: number;
  archived: boolean;
  doc: string;
  tsv: string | null;
  image: string;
  stockMode: StockMode;
  variantSizes: string[];
  variantColors: string[];
  variantStocks: Array<number | null>;
  variantIds: number[];
  holds: unknown;
};

/**
 * The values of `listed` (the product's sizes or colours) in which `availability` has a variant for sale, in the
 * listed order; the listed array itself when all are (most products: no second array kept).
 */
function inStock(listed: readonly string[], availability: Map<string, boolean>): readonly string[] {
  const kept = listed.filter((value) => availability.get(value) === true);
  return kept.length === listed.length ? listed : kept;
}

/** The sizes and colours the product is in stock in (shared rules of decision 0043). */
export function stockedValues(row: {
  available: boolean;
  stock: number | null;
  stockMode: StockMode;
  sizes: readonly string[];
  colors: readonly string[];
  variantSizes: readonly string[];
  variantColors: readonly string[];
  variantStocks: ReadonlyArray<number | null>;
}): { sizes: readonly string[]; colors: readonly string[] } {
  const variants: VariantFacts[] = row.variantSizes.map((size, i) => ({
    size,
    color: row.variantColors[i],
    stock: row.variantStocks[i] === null ? null : Number(row.variantStocks[i]),
    newPrice: null,
    oldPrice: null,
  }));
  const product = { available: row.available, stock: row.stock, stockMode: row.stockMode };
  return {
    sizes: inStock(row.sizes, sizeAvailability(product, variants)),
    colors: inStock(row.colors, colorAvailability(product, variants)),
  };
}

/**
 * The row as shoppers see it while live holds keep some of its pieces (shared lessHeld, decision 0057): a pooled
 * product's pool, or a split product's variants and their sum, less the pieces held, never below 0.
 */
export function netOfHolds<R extends Parameters<typeof stockedValues>[0] & { variantIds: readonly number[] }>(
  row: R,
  held: LiveHolds,
): R {
  if (held.length === 0) return row;
  const variants = row.variantIds.map((id, i) => ({
    id,
    size: row.variantSizes[i],
    color: row.variantColors[i],
    stock: row.variantStocks[i] === null ? null : Number(row.variantStocks[i]),
    newPrice: null,
    oldPrice: null,
  }));
  const net = lessHeld(row, variants, held);
  return {
    ...row,
    stock: row.stockMode === 'pooled' ? net.stock : stockOf(row, net.variants),
    variantStocks: net.variants.map((v) => v.stock),
  };
}

function toItem(stored: EngineRow): EngineItem {
  const live = productHolds(stored.holds);
  const row = netOfHolds(stored, live.held);
  const stocked = stockedValues(row);
  return {
    id: row.id,
    category: row.category,
    created: Number(row.created),
    price: row.newPrice,
    discount: row.discount,
    rating: row.averageRating,
    brand: row.brandname,
    colors: stocked.colors,
    sizes: stocked.sizes,
    card: JSON.stringify(toCard(row)),
    name: row.productname,
    image: row.image,
    terms: parseTsvector(row.tsv ?? ''),
    doc: row.doc,
    holdsUntil: live.until,
    bandBits: 0,
    colourBits: 0,
    colourRest: false,
    sizeBits: 0,
    sizeRest: false,
  };
}

/** Rows read at a time by a full load. */
const LOAD_CHUNK = 2_000;

/**
 * Every product in the shop, as the engine keeps it. Read in chunks of ids: one answer of 20,000 rows made the
 * embedded server's memory peak 50 MiB higher at start (the whole answer at once in PGlite's buffers and as rows).
 * Inside one transaction, so that the chunks are one snapshot (REPEATABLE READ on PostgreSQL).
 */
export async function loadAll(db: Db): Promise<{ items: EngineItem[]; words: CatalogueWord[] }> {
  return db.transaction(
    async (tx) => {
      const items: EngineItem[] = [];
      let after = 0;
      for (;;) {
        const rows = (await tx
          .select(engineColumns)
          .from(products)
          .where(and(isNull(products.archivedAt), gt(products.id, after)))
          .orderBy(asc(products.id))
          .limit(LOAD_CHUNK)) as EngineRow[];
        for (const row of rows) items.push(toItem(row));
        if (rows.length < LOAD_CHUNK) return { items, words: await loadWords(tx as unknown as Db) };
        after = rows[rows.length - 1].id;
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The catalogue's word list (search_words, kept by migration 0005's triggers) with each word's lexeme in the
 * 'english' configuration ('' for a stop word): typo correction and stems of the in-memory search.
 */
export async function loadWords(db: Pick<Db, 'execute'>): Promise<CatalogueWord[]> {
  const result = (await db.execute(
    sql`select word, products, coalesce((ts_lexize('english_stem', word))[1], '') as lexeme from search_words`,
  )) as unknown as { rows: Array<{ word: string; products: number | string; lexeme: string }> };
  return result.rows.map((r) => ({ word: r.word, products: Number(r.products), lexeme: r.lexeme }));
}

/** The rows of `ids` as they are now: the ones still in the shop, and the ids that are gone. */
export async function loadSome(db: Db, ids: number[]): Promise<{ fresh: EngineItem[]; gone: number[] }> {
  const rows = (await db
    .select(engineColumns)
    .from(products)
    .where(inArray(products.id, ids))) as EngineRow[];
  const present = new Set<number>();
  const fresh: EngineItem[] = [];
  for (const row of rows) {
    if (row.archived) continue;
    present.add(row.id);
    fresh.push(toItem(row));
  }
  return { fresh, gone: ids.filter((id) => !present.has(id)) };
}

/** How the engine hears of changes: PostgreSQL LISTEN on its own connection, or PGlite's listen. */
export type ChangeFeed = {
  /** Starts listening; `onMessage` gets each payload; `onLost` when messages may have been missed. */
  start: (onMessage: (payload: string) => void, onLost: () => void, onReady: () => void) => Promise<void>;
  stop: () => Promise<void>;
};

type Mark = { n: number; resolve: () => void };

const RELOAD_AFTER_MS = 1_000;
/** Search texts whose matches are kept, and their matches in all (a common word matches thousands of products). */
const MAX_SEARCHES = 500;
const MAX_KEPT_MATCHES = 100_000;
/** Product answers kept (about 5 KB each with their compressed forms: about 10 MB). */
const MAX_ANSWERS = 2_000;

/** How long a request waits for its own NOTIFY mark before answering from SQL instead. */
const MARK_TIMEOUT_MS = 2_000;

/**
 * Search texts' matches, the least recently used dropped first, bounded by their number and by their matches in
 * all: on 20,000 products, 500 kept texts of common words held about 170 MiB before the second bound. A text that
 * alone matches more than the bound is answered, not kept.
 */
export const keptSearches = () =>
  new LRUCache<string, SearchMatches>({
    max: MAX_SEARCHES,
    maxSize: MAX_KEPT_MATCHES,
    sizeCalculation: (matches) => Math.max(1, matches.size),
  });

export class CatalogueEngine {
  readonly index = new CatalogueIndex();
  private state: 'cold' | 'loading' | 'ready' | 'down' = 'cold';
  private loading?: Promise<void>;
  /** Ids heard of and not yet read again; 'all' after a message too long to carry them. */
  private pending: Set<number> | 'all' = new Set();
  private refreshing?: Promise<void>;
  private marks: Mark[] = [];
  private nextMark = 1;
  /** A mark asked for after this process's own write and not yet back: requests wait for it. */
  private waiting?: Promise<boolean>;
  /** Grows on every full load: a load that started before the feed was lost is not trusted. */
  private epoch = 0;
  private feedUp = false;
  private lastLoad = 0;
  /** Whole product answers (product page with its reviews), kept until a change names the product. */
  private readonly answers = new LRUCache<number, object>({ max: MAX_ANSWERS });
  /** Grows with every change heard: an answer read while one arrived is not kept. */
  private heardCount = 0;
  /**
   * Each search text's matches, kept until a product is added or dropped or its search document changes (a
   * change that may match or unmatch it, or change its rank). Stock, prices and photos leave them alone.
   */
  private readonly searches = keptSearches();
  /**
   * The products whose counts are net of live holds, with when the first of them lapses, and the earliest of those:
   * a hold lapses by the clock, before the expiry job marks it released, and its product is read again then.
   */
  private readonly lapses = new Map<number, number>();
  private nextLapse = Number.POSITIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly feed: ChangeFeed,
  ) {}

  async start() {
    await this.feed.start(
      (payload) => this.heard(payload),
      () => this.feedLost(),
      () => this.connected(),
    );
  }

  async stop() {
    this.state = 'down';
    await this.feed.stop();
  }

  get ready() {
    return this.state === 'ready';
  }

  /** Forgets every search's kept matches (the synonyms changed: a text may now mean other words). */
  forgetSearches() {
    this.searches.clear();
  }

  /** How many search texts have their matches kept (tests, diagnostics). */
  get keptSearches() {
    return this.searches.size;
  }

  /**
   * Whether memory may answer now: loaded, listening, this process's own writes heard and every change heard
   * read again. False while it cannot be sure (the caller asks SQL).
   */
  private async current(): Promise<boolean> {
    if (this.state !== 'ready') {
      // Down after a failed read while still listening: try again, at most once a second.
      if (this.state === 'down' && Date.now() - this.lastLoad > RELOAD_AFTER_MS) this.load();
      return false;
    }
    if (this.waiting && !(await this.waiting)) return false;
    this.lapsed();
    // A read already under way holds changes taken from `pending`: wait for it too, or this request would answer
    // from the index as it was before them (several pages asked at once after a write).
    if (this.refreshing || this.pending === 'all' || this.pending.size > 0) await this.refresh();
    return this.state === 'ready';
  }

  /** The page from memory, or undefined: not loaded yet, or not listening (the caller asks SQL). */
  async page(request: EngineRequest): Promise<{ json: string; total: number } | undefined> {
    return (await this.current()) ? this.index.page(request) : undefined;
  }

  /**
   * A search page: the search's matches (ids and ranks, read by `load` from PostgreSQL's full text) are kept per
   * search text until any product changes; sorting, filters and paging are done here. Undefined while the
   * engine cannot be sure (the caller asks SQL for the whole page).
   */
  async search(
    text: string,
    request: EngineRequest,
    load: () => Promise<Array<{ id: number; rank: number }>>,
  ): Promise<{ json: string; total: number } | undefined> {
    if (!(await this.current())) return undefined;
    const inMemory = this.index.searchPage(text, request);
    if (inMemory) return inMemory;
    let matches = this.searches.get(text);
    if (!matches) {
      const heard = this.heardCount;
      const epoch = this.epoch;
      const found = await load();
      // A change heard meanwhile may have moved a match in or out: answer from SQL this time.
      if (this.heardCount !== heard || this.epoch !== epoch || this.state !== 'ready') return undefined;
      matches = new SearchMatches(
        this.index,
        found.map((m) => m.id),
        new Map(found.map((m) => [m.id, m.rank])),
      );
      this.searches.set(text, matches);
    }
    return matches.page(request, this.index.filters(request));
  }

  /** Suggestions from memory (search.memory.ts), or undefined: not sure now, or words left to SQL. */
  async suggest(words: string[], limit: number) {
    if (!(await this.current())) return undefined;
    return this.index.suggest(words, limit);
  }

  /**
   * A product's whole answer (its page with its reviews): kept per product and dropped when a change to the
   * product, one of its reviews or one of its holds is heard (migrations 0019, 0025, 0042), so it is as fresh as
   * the lists; `until` (epoch ms) is when the answer lapses by itself (its first live hold's expiry: the pieces
   * held are for sale again then, whether or not the expiry job has run). `load` reads it from the database when
   * it is not kept, or while the engine cannot be sure.
   */
  async product<T extends object>(
    id: number,
    load: () => Promise<T | undefined>,
    until?: (answer: T) => number | null,
  ): Promise<T | undefined> {
    if (!(await this.current())) return load();
    const kept = this.answers.get(id) as T | undefined;
    if (kept !== undefined) return kept;
    const heard = this.heardCount;
    const epoch = this.epoch;
    const answer = await load();
    if (answer !== undefined && this.heardCount === heard && this.epoch === epoch && this.state === 'ready') {
      const lapses = until?.(answer) ?? null;
      if (lapses === null) this.answers.set(id, answer);
      else if (lapses > Date.now()) this.answers.set(id, answer, { ttl: lapses - Date.now() });
    }
    return answer;
  }

  /**
   * After a write committed in this process: the next pages wait until a NOTIFY mark sent now comes back, by
   * which time every change committed before it has been heard.
   */
  written() {
    if (this.state !== 'ready') return;
    const n = this.nextMark++;
    const back = new Promise<void>((resolve) => this.marks.push({ n, resolve }));
    const sent = this.db
      .execute(sql`select pg_notify(${PRODUCTS_CHANNEL}, ${`mark:${n}`})`)
      .then(() => true)
      .catch(() => false);
    const arrived = sent.then((ok) =>
      ok
        ? Promise.race([
            back.then(() => true),
            new Promise<boolean>((r) => setTimeout(r, MARK_TIMEOUT_MS, false).unref()),
          ])
        : false,
    );
    const waiting = arrived.then((ok) => {
      if (this.waiting === waiting) this.waiting = undefined;
      // A mark that never came back: the feed is not to be trusted until everything is read again.
      if (!ok) {
        this.lost();
        this.load();
      }
      return ok;
    });
    this.waiting = waiting;
  }

  /** Notes when the items' first live holds lapse (all of them after a full load). */
  private noteHolds(items: Iterable<EngineItem>, all: boolean) {
    if (all) {
      this.lapses.clear();
      this.nextLapse = Number.POSITIVE_INFINITY;
    }
    for (const item of items) {
      if (item.holdsUntil === null) {
        this.lapses.delete(item.id);
        continue;
      }
      this.lapses.set(item.id, item.holdsUntil);
      if (item.holdsUntil < this.nextLapse) this.nextLapse = item.holdsUntil;
    }
  }

  /** Products whose first live hold has lapsed by now are read again before the next answer. */
  private lapsed() {
    const now = Date.now();
    if (now < this.nextLapse) return;
    let next = Number.POSITIVE_INFINITY;
    for (const [id, until] of this.lapses) {
      if (until > now) {
        if (until < next) next = until;
        continue;
      }
      this.lapses.delete(id);
      if (this.pending !== 'all') this.pending.add(id);
    }
    this.nextLapse = next;
  }

  private heard(payload: string) {
    if (payload.startsWith('mark:')) {
      const n = Number(payload.slice(5));
      const done = this.marks.filter((m) => m.n <= n);
      this.marks = this.marks.filter((m) => m.n > n);
      for (const m of done) m.resolve();
      return;
    }
    this.heardCount++;
    if (payload === '*' || this.pending === 'all') {
      this.pending = 'all';
      this.answers.clear();
      return;
    }
    for (const part of payload.split(',')) {
      const id = Number(part);
      if (Number.isInteger(id) && id > 0) {
        this.pending.add(id);
        this.answers.delete(id);
      }
    }
  }

  /** Listening again (or for the first time): everything is read afresh. */
  private connected() {
    this.feedUp = true;
    this.lost();
    this.load();
  }

  /** The feed's connection is gone: messages may be missed until it is back. */
  private feedLost() {
    this.feedUp = false;
    this.lost();
  }

  private lost() {
    this.state = 'down';
    this.epoch++;
    this.loading = undefined;
    this.answers.clear();
    this.searches.clear();
  }

  private load() {
    if (this.loading || !this.feedUp) return;
    const epoch = ++this.epoch;
    this.state = 'loading';
    this.lastLoad = Date.now();
    // Changes heard while loading are read again afterwards (the load may or may not have seen them).
    this.pending = new Set();
    this.loading = loadAll(this.db)
      .then(
        ({ items, words }) => {
          if (this.epoch !== epoch) return;
          this.index.reset(items);
          this.noteHolds(items, true);
          this.index.words = new WordList(words);
          this.state = 'ready';
        },
        () => {
          if (this.epoch === epoch) this.state = 'down';
        },
      )
      .finally(() => {
        this.loading = undefined;
      });
  }

  private refresh(): Promise<void> {
    this.refreshing ??= (async () => {
      try {
        while (this.pending === 'all' || this.pending.size > 0) {
          const pending = this.pending;
          this.pending = new Set();
          if (pending === 'all') {
            const { items, words } = await loadAll(this.db);
            this.index.reset(items);
            this.noteHolds(items, true);
            this.index.words = new WordList(words);
            this.searches.clear();
          } else {
            const { fresh, gone } = await loadSome(this.db, [...pending]);
            for (const id of gone) this.lapses.delete(id);
            this.noteHolds(fresh, false);
            // Stock taken by orders, prices and photos leave every search's matches, and the word list, as they
            // were; a document that changed may have added or dropped catalogue words.
            if (this.index.apply(fresh, gone).searchesChanged) {
              this.searches.clear();
              this.index.words = new WordList(await loadWords(this.db));
            }
          }
        }
      } catch {
        // The database did not answer: answer from SQL until the engine has loaded again.
        this.lost();
        this.load();
      } finally {
        this.refreshing = undefined;
      }
    })();
    return this.refreshing;
  }
}

const engines = new WeakMap<object, CatalogueEngine>();

/**
 * After holds were made or released in this process (checkout, a closed window, settlement, the expiry job): the
 * next answers wait until their NOTIFY (migration 0042's triggers) is heard, so that another shopper's page counts
 * them at once. Other processes hear the NOTIFY itself.
 */
export function stockHeldChanged(db: Db) {
  engines.get(db)?.written();
}

export function catalogueEngine(db: Db): CatalogueEngine | undefined {
  return engines.get(db);
}

export function setCatalogueEngine(db: Db, engine: CatalogueEngine | undefined) {
  if (engine) engines.set(db, engine);
  else engines.delete(db);
}
