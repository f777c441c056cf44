// GET /api/products/facets: each filter's values with counts for a category or a search, under the current filters.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Facets } from '@zariya/shared/catalog';
import { api } from '../../../lib/api-client';
import { filterEntries, type ListingFilters } from '../hooks/use-listing-params';

/** Which products the facets describe: a category page or the results of a search. */
export type FacetScope = { category: string } | { query: string };

export function getFacets(scope: FacetScope, filters: ListingFilters, signal?: AbortSignal) {
  const params = new URLSearchParams(filterEntries(filters));
  if ('category' in scope) params.set('category', scope.category);
  else params.set('query', scope.query);
  return api.get<Facets>(`/products/facets?${params.toString()}`, { signal });
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
