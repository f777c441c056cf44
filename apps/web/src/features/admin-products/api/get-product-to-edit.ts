// GET /api/products/:id with the owner's token: the product as it is saved now (never a kept answer), for the
// edit page, which would otherwise show what was stored in the browser when she opened it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@zariya/shared/product';
import { api } from '../../../lib/api-client';

export function getProductToEdit(id: number, signal?: AbortSignal): Promise<Product> {
  return api.get(`/products/${id}`, { auth: 'admin', signal });
}

export function productToEditQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['admin', 'product-to-edit', id],
    queryFn: ({ signal }) => getProductToEdit(id, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useProductToEdit(id: number | undefined) {
  return useQuery({ ...productToEditQueryOptions(id ?? 0), enabled: id !== undefined });
}
