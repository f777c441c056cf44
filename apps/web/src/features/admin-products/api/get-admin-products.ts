// The owner's product list: GET /api/products newest first, or POST /api/search when a search is typed.
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@zariya/shared/constants';
import type { ProductCard } from '@zariya/shared/product';
import { apiRequest } from '../../../lib/api-client';

export const ADMIN_PAGE_SIZE = 50;

/** Prefix of every page of the owner's list. */
export const ADMIN_PRODUCTS_KEY = ['admin', 'products'] as const;

export type AdminProductsParams = { search: string; page: number; category?: Category };
export type AdminProductsPage = { items: ProductCard[]; total: number };

export async function getAdminProducts(
  { search, page, category }: AdminProductsParams,
  signal?: AbortSignal,
): Promise<AdminProductsPage> {
  const paging = { page, limit: ADMIN_PAGE_SIZE, ...(category ? { category } : {}) };
  const { data, headers } = search.trim()
    ? await apiRequest('POST', '/search', {
        body: { query: search.trim(), ...paging },
        auth: 'admin',
        signal,
      })
    : await apiRequest('GET', '/products', { query: { sort: 'newest', ...paging }, auth: 'admin', signal });
  const total = Number(headers.get('X-Total-Count') ?? data.length);
  return { items: data, total: Number.isFinite(total) ? total : data.length };
}

export function adminProductsQueryOptions(params: AdminProductsParams) {
  return queryOptions({
    queryKey: [...ADMIN_PRODUCTS_KEY, params],
    queryFn: ({ signal }) => getAdminProducts(params, signal),
    staleTime: 0,
  });
}

export function useAdminProducts(params: AdminProductsParams) {
  return useQuery({ ...adminProductsQueryOptions(params), placeholderData: keepPreviousData });
}

/**
 * After a product changes, every list showing it is out of date: the owner's list and the shop's own
 * catalogue caches (kept by the catalogue feature, whose keys this feature does not import).
 */
export function refreshProductLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] !== 'admin' || queryKey[1] === ADMIN_PRODUCTS_KEY[1],
  });
}
