// GET/PUT /api/account/notifications: order updates by e-mail always, and on WhatsApp when she opts in.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPrefs } from '@zariya/shared/notifications';
import { api } from '../../../lib/api-client';

export function orderUpdatesQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['account', 'order-updates', token] as const,
    queryFn: ({ signal }): Promise<NotificationPrefs> =>
      api.get('/account/notifications', { auth: 'shopper', signal }),
    enabled: Boolean(token),
  });
}

export function useOrderUpdates(token: string | null) {
  return useQuery(orderUpdatesQueryOptions(token));
}

export function useSetWhatsappUpdates(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (whatsapp: boolean) => api.put('/account/notifications', { whatsapp }, { auth: 'shopper' }),
    onSuccess: ({ message: _, ...prefs }) =>
      queryClient.setQueryData(orderUpdatesQueryOptions(token).queryKey, prefs),
  });
}
