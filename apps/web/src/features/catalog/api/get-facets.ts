// GET /api/products/facets: each filter's values with counts for a category or a search, under the current filters.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@zariya/shared/constants';
import { api } from '../../../lib/api-client';
import type { ListingFilters } from '../hooks/use-listing-params';

/** Which products the facets describe: a category page or the results of a search. */
export type FacetScope = { category: Category } | { query: string };

export function getFacets(scope: FacetScope, filters: ListingFilters, signal?: AbortSignal) {
  const { brand, color, size, price, discount, rating } = filters;
  return api.get('/products/facets', {
    query: { brand, color, size, price, discount, rating, ...scope },
    signal,
  });
}

export function facetsQueryOptions(scope: FacetScope, filters: ListingFilters) {
  return queryOptions({
    queryKey: ['products', 'facets', scope, filters],
    queryFn: ({ signal }) => getFacets(scope, filters, signal),
  });
}

export function useFacets(scope: FacetScope, filters: ListingFilters) {
  return useQuery({ ...facetsQueryOptions(scope, filters), placeholderData: keepPreviousData });
}
