// Products matching the text, best first, with the listing's filters, sort and paging: product rules §7's POST /api/search,
// asked as GET /api/search?query=… so that a CDN can keep the answer (decision 0024).
import { apiRequest } from '../../../lib/api-client';
import { type ListingRequest, type ListingSource, listingBody, toProductPage } from './get-category-products';

export async function searchProducts(query: string, request: ListingRequest, signal?: AbortSignal) {
  const { data, headers } = await apiRequest('GET', '/search', {
    query: { query, ...listingBody(request) },
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
