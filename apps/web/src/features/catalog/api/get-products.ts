// GET /api/products: a page of products (JSON array) and the total from the X-Total-Count header.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@zariya/shared/constants';
import type { ProductSort } from '@zariya/shared/listing';
import type { ProductCard } from '@zariya/shared/product';
import { apiRequest } from '../../../lib/api-client';

export type ProductListParams = {
  category?: Category;
  sort?: ProductSort;
  page?: number;
  limit?: number;
};

export type ProductPage = { items: ProductCard[]; total: number };

export async function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductPage> {
  const { data, headers } = await apiRequest('GET', '/products', {
    query: { category: params.category, sort: params.sort, page: params.page, limit: params.limit },
    signal,
  });
  const items = Array.isArray(data) ? data : [];
  const total = Number(headers.get('X-Total-Count'));
  return { items, total: Number.isFinite(total) && headers.has('X-Total-Count') ? total : items.length };
}

export function productsQueryOptions(params: ProductListParams) {
  return queryOptions({
    queryKey: ['products', 'list', params],
    queryFn: ({ signal }) => getProducts(params, signal),
  });
}

export function useProducts(params: ProductListParams, options: { keepPrevious?: boolean } = {}) {
  return useQuery({
    ...productsQueryOptions(params),
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}
