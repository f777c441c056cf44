// GET /api/admin/gst: the shop's GST details, HSN defaults by category and the dated rate table.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GstSettings } from '@zariya/shared/gst-api';
import { api, apiRequest } from '../../../lib/api-client';

export function gstSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'gst'],
    queryFn: ({ signal }) => api.get<GstSettings>('/admin/gst', { auth: 'admin', signal }),
  });
}

export const useGstSettings = () => useQuery(gstSettingsQueryOptions());

/** A save whose answer is the whole settings (plus a message), which replace the cached ones. */
export function useGstSave<T extends object>(method: 'PUT' | 'POST', path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: T) =>
      (await apiRequest<GstSettings & { message: string }>(path, { method, body, auth: 'admin' })).data,
    onSuccess: ({ message: _message, ...settings }) =>
      queryClient.setQueryData(gstSettingsQueryOptions().queryKey, settings),
  });
}
