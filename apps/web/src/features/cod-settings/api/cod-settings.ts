// The owner's cash-on-delivery settings: GET and PUT /api/admin/cod-settings.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CodSettings } from '@zariya/shared/cod';
import { api } from '../../../lib/api-client';

export function codSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'cod-settings'] as const,
    queryFn: ({ signal }) => api.get('/admin/cod-settings', { auth: 'admin', signal }),
  });
}

export const useCodSettings = () => useQuery(codSettingsQueryOptions());

export function saveCodSettings(body: CodSettings) {
  return api.put('/admin/cod-settings', body, { auth: 'admin' });
}

export function useSaveCodSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCodSettings,
    onSuccess: (answer) => queryClient.setQueryData(codSettingsQueryOptions().queryKey, answer.settings),
  });
}

/** The owner's offers marked "paid online only": the choices for the prepaid nudge (decision 0047). */
export function useOnlineOnlyOffers() {
  return useQuery({
    queryKey: ['admin', 'offers'] as const,
    queryFn: ({ signal }) => api.get('/admin/offers', { auth: 'admin', signal }),
    select: (answer) => answer.offers.filter((o) => o.onlineOnly),
  });
}
