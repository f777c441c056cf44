// Sort, paging and filters of a product listing, kept in the URL
// (?brand=…&brand=…&color=…&size=…&price=…&discount=…&rating=…&sort=…&page=…&limit=…) so a shared link shows the same list.
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PRODUCT_SORTS,
  SEARCH_SORTS,
  type SearchSort,
  SORT_LABELS,
} from '@zariya/shared/listing';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortOption = { value: SearchSort; label: string };

const sortOption = (value: SearchSort): SortOption => ({ value, label: SORT_LABELS[value] });
export const SORT_OPTIONS: ReadonlyArray<SortOption> = PRODUCT_SORTS.map(sortOption);
export const SEARCH_SORT_OPTIONS: ReadonlyArray<SortOption> = SEARCH_SORTS.map(sortOption);

/** The filters a shopper can set; lists are OR within a filter, filters are AND between each other. */
export type ListingFilters = {
  brand: string[];
  color: string[];
  size: string[];
  price: string[];
  /** Minimum discount percent ('30' = 30% off or more). */
  discount?: string;
  /** Minimum whole-star rating. */
  rating?: string;
};

export const EMPTY_FILTERS: ListingFilters = { brand: [], color: [], size: [], price: [] };
const LIST_KEYS = ['brand', 'color', 'size', 'price'] as const;
const SINGLE_KEYS = ['discount', 'rating'] as const;
const FILTER_PARAMS = [...LIST_KEYS, ...SINGLE_KEYS] as const;

function positiveInt(value: string | null, fallback: number, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

function readFilters(params: URLSearchParams): ListingFilters {
  const list = (key: string) => [...new Set(params.getAll(key).map((v) => v.trim()))].filter(Boolean);
  const single = (key: string) => {
    const value = params.get(key)?.trim();
    return value && /^\d{1,3}$/.test(value) ? value : undefined;
  };
  return {
    brand: list('brand'),
    color: list('color'),
    size: list('size'),
    price: list('price'),
    discount: single('discount'),
    rating: single('rating'),
  };
}

export function countFilters(filters: ListingFilters): number {
  return (
    LIST_KEYS.reduce((n, key) => n + filters[key].length, 0) +
    SINGLE_KEYS.filter((key) => filters[key] !== undefined).length
  );
}

/** Query parameters for the API: lists as repeated keys, nothing for an empty filter. */
export function filterEntries(filters: ListingFilters): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  for (const key of LIST_KEYS) for (const value of filters[key]) entries.push([key, value]);
  for (const key of SINGLE_KEYS) {
    const value = filters[key];
    if (value !== undefined) entries.push([key, value]);
  }
  return entries;
}

export function useListingParams(options: { sorts?: ReadonlyArray<SortOption> } = {}) {
  const sorts = options.sorts ?? SORT_OPTIONS;
  const [searchParams, setSearchParams] = useSearchParams();
  const rawSort = searchParams.get('sort');
  const sort: SearchSort = sorts.find((o) => o.value === rawSort)?.value ?? sorts[0].value;
  const page = positiveInt(searchParams.get('page'), 1, 10_000);
  const limit = positiveInt(searchParams.get('limit'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  // The URL string is the identity of the filters, so they keep one object per distinct URL.
  const search = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `search` is the serialised form of searchParams
  const filters = useMemo(() => readFilters(searchParams), [search]);

  /** The search string for a page of this listing, keeping every other parameter (e.g. the query, filters). */
  const searchFor = useCallback(
    (changes: { sort?: SearchSort; page?: number; filters?: ListingFilters }) => {
      const next = new URLSearchParams(searchParams);
      if (changes.sort) next.set('sort', changes.sort);
      if (changes.filters) {
        for (const key of FILTER_PARAMS) next.delete(key);
        for (const [key, value] of filterEntries(changes.filters)) next.append(key, value);
      }
      next.set('page', String(changes.page ?? page));
      if (limit !== DEFAULT_PAGE_SIZE) next.set('limit', String(limit));
      else next.delete('limit');
      return `?${next.toString()}`;
    },
    [searchParams, page, limit],
  );

  const go = useCallback(
    (changes: Parameters<typeof searchFor>[0]) =>
      setSearchParams(new URLSearchParams(searchFor(changes).slice(1))),
    [searchFor, setSearchParams],
  );

  const setSort = useCallback((value: SearchSort) => go({ sort: value, page: 1 }), [go]);
  const setFilters = useCallback((next: ListingFilters) => go({ filters: next, page: 1 }), [go]);

  return { sort, page, limit, filters, searchFor, setSort, setFilters };
}
