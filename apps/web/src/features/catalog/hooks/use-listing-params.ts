// Sort and paging of a category listing, kept in the URL (?sort=…&page=…&limit=…) so a shared link shows the same list.
import type { ProductSort } from '@zariya/shared/catalog';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

// Same values as DEFAULT_PAGE_SIZE / MAX_PAGE_SIZE in @zariya/shared/catalog; only its types are imported,
// because that module builds zod schemas at load time and would pull zod into the shopper's first load.
export const PAGE_SIZE = 24;
const MAX_PAGE_SIZE = 100;

export const SORT_OPTIONS: ReadonlyArray<{ value: ProductSort; label: string }> = [
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'discount', label: 'Discount' },
  { value: 'rating', label: 'Rating' },
];

function isSort(value: string | null): value is ProductSort {
  return SORT_OPTIONS.some((option) => option.value === value);
}

function positiveInt(value: string | null, fallback: number, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

export function useListingParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const rawSort = searchParams.get('sort');
  const sort: ProductSort = isSort(rawSort) ? rawSort : 'newest';
  const page = positiveInt(searchParams.get('page'), 1, 10_000);
  const limit = positiveInt(searchParams.get('limit'), PAGE_SIZE, MAX_PAGE_SIZE);

  /** The search string for a page of this listing, keeping every other parameter (e.g. later filters). */
  const searchFor = useCallback(
    (changes: { sort?: ProductSort; page?: number }) => {
      const next = new URLSearchParams(searchParams);
      if (changes.sort) next.set('sort', changes.sort);
      next.set('page', String(changes.page ?? page));
      next.set('limit', String(limit));
      return `?${next.toString()}`;
    },
    [searchParams, page, limit],
  );

  const setSort = useCallback(
    (value: ProductSort) =>
      setSearchParams(new URLSearchParams(searchFor({ sort: value, page: 1 }).slice(1))),
    [searchFor, setSearchParams],
  );

  return { sort, page, limit, searchFor, setSort };
}
