// PUT /api/admin/size-guides/:category { rows } and DELETE (admin): the owner's edits of a category's table.
import type { SizeGuideInput } from '@zariya/shared/size-guide';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sizeGuidesQueryOptions } from './get-size-guides';

const url = (category: string) => `/admin/size-guides/${encodeURIComponent(category)}` as const;

export function useSaveSizeGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ category, rows }: { category: string } & SizeGuideInput) =>
      (await apiRequest('PUT', url(category), { body: { rows }, auth: 'admin' })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sizeGuidesQueryOptions().queryKey }),
  });
}

export function useRemoveSizeGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (category: string) =>
      (await apiRequest('DELETE', url(category), { auth: 'admin' })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sizeGuidesQueryOptions().queryKey }),
  });
}
