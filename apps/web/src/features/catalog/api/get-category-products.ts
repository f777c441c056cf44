// One page of a category with filters and sort; total in X-Total-Count. Asked as GET /api/products?category=…
// (the same list as product rules §7's POST /api/products/category) so that a CDN can keep the answer (decision 0024).
import type { Category } from '@zariya/shared/constants';
import type { SearchSort } from '@zariya/shared/listing';
import type { ProductCard } from '@zariya/shared/product';
import { apiRequest } from '../../../lib/api-client';
import type { ListingFilters } from '../hooks/use-listing-params';
import type { ProductPage } from './get-products';

/** What a listing asks for besides its category or search text. */
export type ListingRequest = { filters: ListingFilters; sort: SearchSort; page: number; limit: number };

/** The JSON body fields of a filtered list call (the server takes lists as arrays). */
export function listingBody({ filters, sort, page, limit }: ListingRequest) {
  return {
    brand: filters.brand.length ? filters.brand : undefined,
    color: filters.color.length ? filters.color : undefined,
    size: filters.size.length ? filters.size : undefined,
    price: filters.price.length ? filters.price : undefined,
    discount: filters.discount === undefined ? undefined : Number(filters.discount),
    rating: filters.rating === undefined ? undefined : Number(filters.rating),
    sort,
    page,
    limit,
  };
}

export function toProductPage(data: unknown, headers: Headers): ProductPage {
  const items = Array.isArray(data) ? (data as ProductCard[]) : [];
  const total = Number(headers.get('X-Total-Count'));
  return { items, total: headers.has('X-Total-Count') && Number.isFinite(total) ? total : items.length };
}

export async function getCategoryProducts(
  category: Category,
  request: ListingRequest,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const { data, headers } = await apiRequest('GET', '/products', {
    // A category has no relevance order (there is no search text): the server's default, newest, stands in.
    query: {
      category,
      ...listingBody(request),
      sort: request.sort === 'relevance' ? undefined : request.sort,
    },
    signal,
  });
  return toProductPage(data, headers);
}

/** Where a listing's pages come from: its cache key and the call for one page. */
export type ListingSource = {
  key: readonly unknown[];
  fetchPage: (request: ListingRequest, signal?: AbortSignal) => Promise<ProductPage>;
};

export function categoryListing(category: Category): ListingSource {
  return {
    key: ['products', 'category', category],
    fetchPage: (request, signal) => getCategoryProducts(category, request, signal),
  };
}
