// One page of a category with filters and sort; total in X-Total-Count. Asked as GET /api/products?category=…
// (the same list as SPEC §7's POST /api/products/category) so that a CDN can keep the answer (decision 0021).
import type { SearchSort } from '@zariya/shared/listing';
import type { ProductCard } from '@zariya/shared/product';
import { apiRequest } from '../../../lib/api-client';
import { filterEntries, type ListingFilters } from '../hooks/use-listing-params';
import type { ProductPage } from './get-products';

/** What a listing asks for besides its category or search text. */
export type ListingRequest = { filters: ListingFilters; sort: SearchSort; page: number; limit: number };

/** The same fields as a query string, for the GET form of a list call (lists repeat their parameter). */
export function listingQuery(fixed: Record<string, string>, { filters, sort, page, limit }: ListingRequest) {
  const params = new URLSearchParams(fixed);
  for (const [key, value] of filterEntries(filters)) params.append(key, value);
  params.set('sort', sort);
  params.set('page', String(page));
  params.set('limit', String(limit));
  return params.toString();
}

export function toProductPage(data: unknown, headers: Headers): ProductPage {
  const items = Array.isArray(data) ? (data as ProductCard[]) : [];
  const total = Number(headers.get('X-Total-Count'));
  return { items, total: headers.has('X-Total-Count') && Number.isFinite(total) ? total : items.length };
}

export async function getCategoryProducts(
  category: string,
  request: ListingRequest,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const { data, headers } = await apiRequest<ProductCard[]>(
    `/products?${listingQuery({ category }, request)}`,
    { signal },
  );
  return toProductPage(data, headers);
}

/** Where a listing's pages come from: its cache key and the call for one page. */
export type ListingSource = {
  key: readonly unknown[];
  fetchPage: (request: ListingRequest, signal?: AbortSignal) => Promise<ProductPage>;
};

export function categoryListing(category: string): ListingSource {
  return {
    key: ['products', 'category', category],
    fetchPage: (request, signal) => getCategoryProducts(category, request, signal),
  };
}
