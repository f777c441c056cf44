// The owner's variant calls (decision 0043): the grid (GET and PUT /api/admin/products/:id/variants) and the stock
// history (GET /api/admin/products/:id/stock-history), newest first, page by page; photos per colour (PUT
// /api/admin/products/:id/color-images).
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VariantGrid } from '@zariya/shared/variants';
import { api } from '../../../lib/api-client';
import { refreshProductLists } from './get-admin-products';

const variantsKey = (id: number) => ['admin', 'product-variants', id] as const;
const historyKey = (id: number) => ['admin', 'stock-history', id] as const;

export function variantsQueryOptions(id: number) {
  return queryOptions({
    queryKey: variantsKey(id),
    queryFn: ({ signal }) => api.get(`/admin/products/${id}/variants`, { auth: 'admin', signal }),
    staleTime: 0,
  });
}

export const useVariants = (id: number) => useQuery(variantsQueryOptions(id));

export function useSaveGrid(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grid: VariantGrid) => api.put(`/admin/products/${id}/variants`, grid, { auth: 'admin' }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(variantsKey(id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: historyKey(id) }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'product-to-edit', id] }),
        refreshProductLists(queryClient),
      ]);
    },
  });
}

export function useStockHistory(id: number) {
  return useInfiniteQuery({
    queryKey: historyKey(id),
    queryFn: ({ pageParam, signal }) =>
      api.get(`/admin/products/${id}/stock-history`, {
        auth: 'admin',
        signal,
        query: pageParam === undefined ? {} : { before: pageParam },
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });
}

export function useSaveColorImages(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (colorImages: Record<string, string[]>) =>
      api.put(`/admin/products/${id}/color-images`, { colorImages }, { auth: 'admin' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'product-to-edit', id] }),
  });
}
