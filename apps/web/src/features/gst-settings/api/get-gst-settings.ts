// GET /api/admin/gst: the shop's GST details, HSN defaults by category and the dated rate table.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GstSettingsAnswer } from '@zariya/shared/gst-api';
import { api } from '../../../lib/api-client';

export function gstSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'gst'],
    queryFn: ({ signal }) => api.get('/admin/gst', { auth: 'admin', signal }),
  });
}

export const useGstSettings = () => useQuery(gstSettingsQueryOptions());

/** Every save answers the whole settings (plus a message), which replace the cached ones. */
export function useSettingsSaved() {
  const queryClient = useQueryClient();
  return ({ message: _message, ...settings }: GstSettingsAnswer) =>
    queryClient.setQueryData(gstSettingsQueryOptions().queryKey, settings);
}
