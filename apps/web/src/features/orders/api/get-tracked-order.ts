// The order on /trackorder/:orderId: GET /api/order/:id, then GET /api/bundle-order/:id when that is not found
// (product rules §7). 'B-12' names a bundle order, so it goes straight to the second call.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BundleOrder, SingleOrder } from '@zariya/shared/orders-api';
import { ApiError, api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

export type TrackedOrder = SingleOrder | BundleOrder;

export async function getTrackedOrder(orderRef: string, signal?: AbortSignal): Promise<TrackedOrder> {
  const id = encodeURIComponent(orderRef);
  if (!/^b/i.test(orderRef)) {
    try {
      return await api.get(`/order/${id}`, { auth: 'shopper', signal });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  return api.get(`/bundle-order/${id}`, { auth: 'shopper', signal });
}

export function trackedOrderQueryOptions(orderRef: string) {
  return queryOptions({
    queryKey: orderKeys.tracking(orderRef),
    queryFn: ({ signal }) => getTrackedOrder(orderRef, signal),
  });
}

export function useTrackedOrder(orderRef: string, enabled: boolean) {
  return useQuery({ ...trackedOrderQueryOptions(orderRef), enabled });
}
