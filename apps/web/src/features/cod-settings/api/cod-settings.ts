// The owner's cash-on-delivery settings: GET and PUT /api/admin/cod-settings.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CodSettings } from '@zariya/shared/cod';
import { api, apiRequest } from '../../../lib/api-client';

export function codSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'cod-settings'] as const,
    queryFn: ({ signal }) => api.get<CodSettings>('/admin/cod-settings', { auth: 'admin', signal }),
  });
}

export const useCodSettings = () => useQuery(codSettingsQueryOptions());

export async function saveCodSettings(body: CodSettings) {
  const res = await apiRequest<{ message: string; settings: CodSettings }>('/admin/cod-settings', {
    method: 'PUT',
    body,
    auth: 'admin',
  });
  return res.data;
}

export function useSaveCodSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCodSettings,
    onSuccess: (answer) => queryClient.setQueryData(codSettingsQueryOptions().queryKey, answer.settings),
  });
}
