// POST /api/getUserOrders { userId } → { allOrders }: the shopper's single orders, newest first (product rules §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SingleOrder } from '@zariya/shared/orders-api';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

export async function getUserOrders(userId: string, signal?: AbortSignal): Promise<SingleOrder[]> {
  const data = await api.post('/getUserOrders', { userId }, { auth: 'shopper', signal });
  return data.allOrders;
}

export function userOrdersQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: orderKeys.single(userId),
    queryFn: ({ signal }) => getUserOrders(userId!, signal),
    enabled: Boolean(userId),
  });
}

export function useUserOrders(userId: string | null) {
  return useQuery(userOrdersQueryOptions(userId));
}
