// PUT /api/admin/size-guides/:category { rows } and DELETE (admin): the owner's edits of a category's table.
import type { SizeGuide, SizeGuideInput } from '@zariya/shared/size-guide';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sizeGuidesQueryOptions } from './get-size-guides';

const url = (category: string) => `/admin/size-guides/${encodeURIComponent(category)}`;

export function useSaveSizeGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ category, rows }: { category: string } & SizeGuideInput) =>
      (await apiRequest<SizeGuide>(url(category), { method: 'PUT', body: { rows }, auth: 'admin' })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sizeGuidesQueryOptions().queryKey }),
  });
}

export function useRemoveSizeGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (category: string) =>
      (await apiRequest<{ message: string }>(url(category), { method: 'DELETE', auth: 'admin' })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sizeGuidesQueryOptions().queryKey }),
  });
}
