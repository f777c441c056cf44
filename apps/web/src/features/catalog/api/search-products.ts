// POST /api/search (SPEC §7): products matching the text, best first, with the listing's filters, sort and paging.
import type { ProductCard } from '@zariya/shared/product';
import { apiRequest } from '../../../lib/api-client';
import { type ListingRequest, type ListingSource, listingBody, toProductPage } from './get-category-products';

export async function searchProducts(query: string, request: ListingRequest, signal?: AbortSignal) {
  const { data, headers } = await apiRequest<ProductCard[]>('/search', {
    method: 'POST',
    body: { query, ...listingBody(request) },
    signal,
  });
  return toProductPage(data, headers);
}

export function searchListing(query: string): ListingSource {
  return {
    key: ['products', 'search', query],
    fetchPage: (request, signal) => searchProducts(query, request, signal),
  };
}
