// The shopper's completed orders (single and bundle), the only ones that can be rated, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type CompletedOrder = {
  kind: 'single' | 'bundle';
  id: number;
  ref: string;
  date: string;
  items: { productId: number; productName: string; image: string }[];
};

export async function getCompletedOrders(userId: string, signal?: AbortSignal): Promise<CompletedOrder[]> {
  const [single, bundle] = await Promise.all([
    api.post('/getUserOrders', { userId }, { auth: 'shopper', signal }),
    api.post('/getUserBundleOrders', { userId }, { auth: 'shopper', signal }),
  ]);
  const orders: CompletedOrder[] = [
    ...single.allOrders
      .filter((order) => order.status === 'completed')
      .map((order) => ({
        kind: 'single' as const,
        id: order.id,
        ref: order.orderRef,
        date: order.date,
        items: [{ productId: order.productId, productName: order.productName, image: order.image }],
      })),
    ...bundle.bundleOrders
      .filter((order) => order.status === 'completed')
      .map((order) => ({
        kind: 'bundle' as const,
        id: order.id,
        ref: order.orderRef,
        date: order.date,
        items: order.products.map(({ productId, productName, image }) => ({ productId, productName, image })),
      })),
  ];
  return orders.sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

export function completedOrdersQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['reviews', 'completed-orders', userId],
    queryFn: ({ signal }) => getCompletedOrders(userId!, signal),
    enabled: Boolean(userId),
    staleTime: 30_000,
  });
}

export function useCompletedOrders(userId: string | null) {
  return useQuery(completedOrdersQueryOptions(userId));
}
