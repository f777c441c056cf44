// GET /api/products/:id: one product with its reviews (`feedback`), for the product page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@zariya/shared/product';
import { api } from '../../../lib/api-client';

export function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return api.get(`/products/${id}`, { signal });
}

export function productQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

export function useProduct(id: number) {
  return useQuery(productQueryOptions(id));
}
