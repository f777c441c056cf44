// POST /api/getUserBundleOrders { userId } → { bundleOrders }: the shopper's paid multi-item orders (product rules §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BundleOrder } from '@zariya/shared/orders-api';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

export async function getUserBundleOrders(userId: string, signal?: AbortSignal): Promise<BundleOrder[]> {
  const data = await api.post('/getUserBundleOrders', { userId }, { auth: 'shopper', signal });
  return data.bundleOrders;
}

export function userBundleOrdersQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: orderKeys.bundle(userId),
    queryFn: ({ signal }) => getUserBundleOrders(userId!, signal),
    enabled: Boolean(userId),
  });
}

export function useUserBundleOrders(userId: string | null) {
  return useQuery(userBundleOrdersQueryOptions(userId));
}
