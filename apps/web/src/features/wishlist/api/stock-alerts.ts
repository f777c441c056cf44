// "Tell me when it's back" (decision 0043 phase 2 step 5): GET /api/stock-alerts?productId= (the product's sold-out
// variants she is waiting for), POST /api/stock-alerts and DELETE /api/stock-alerts/:variantId.
import { STOCK_ALERT_MESSAGES } from '@zariya/shared/stock-alert-rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, apiRequest, errorMessage } from '../../../lib/api-client';
import { translate } from '../../../lib/i18n';
import { useShopperSession } from '../../../lib/session';

const stockAlertKey = (userId: string | null, productId: number) =>
  ['stock-alerts', userId, productId] as const;

function stockAlertsQueryOptions(userId: string | null, productId: number, wanted: boolean) {
  return queryOptions({
    queryKey: stockAlertKey(userId, productId),
    queryFn: async ({ signal }) =>
      (await api.get('/stock-alerts', { auth: 'shopper', query: { productId }, signal })).variantIds,
    // Asked only for a signed-in shopper looking at a sold-out size: most product pages never ask.
    enabled: Boolean(userId) && wanted,
    staleTime: 30_000,
  });
}

/** The variants of the product she is waiting for, and the ask / cancel toggle. */
export function useStockAlerts(productId: number, wanted: boolean) {
  const { token, userId } = useShopperSession();
  const loggedIn = Boolean(token && userId);
  const queryClient = useQueryClient();
  const waiting = useQuery(stockAlertsQueryOptions(loggedIn ? userId : null, productId, wanted));
  const toggle = useMutation({
    mutationFn: async ({ variantId, ask }: { variantId: number; ask: boolean }) =>
      ask
        ? (await apiRequest('POST', '/stock-alerts', { auth: 'shopper', body: { productId, variantId } }))
            .data
        : (await apiRequest('DELETE', `/stock-alerts/${variantId}`, { auth: 'shopper' })).data,
    onSuccess: (data, { ask }) => {
      queryClient.setQueryData(stockAlertKey(userId, productId), data.variantIds);
      toast.success(translate(ask ? STOCK_ALERT_MESSAGES.saved : STOCK_ALERT_MESSAGES.removed), {
        id: 'stock-alert',
      });
    },
    onError: (error) => toast.error(errorMessage(error, 'Could not save that. Please try again.')),
  });
  return { loggedIn, waiting: new Set(waiting.data ?? []), toggle };
}
