import { apiRequest } from '../../../lib/api-client';
import { type ListingRequest, type ListingSource, listingBody, toProductPage } from './get-category-products';

export async function searchProducts(query: string, request: ListingRequest, signal?: AbortSignal) {
  const { data, headers } = await apiRequest('POST', '/search', {
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
