// The shopper's own single and bundle orders, for the ticket form's order picker:
// POST /api/getUserOrders { userId } → { allOrders } and POST /api/getUserBundleOrders { userId } → { bundleOrders }.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type PickableOrder = {
  kind: 'single' | 'bundle';
  id: number;
  /** "12" or "B-12", what /createTicket takes and tickets carry. */
  ref: string;
  label: string;
  date: string;
  status: string;
};

function summarise(names: string[]): string {
  if (names.length <= 1) return names[0] ?? 'Order';
  return `${names[0]} + ${names.length - 1} more`;
}

export async function getShopperOrders(userId: string, signal?: AbortSignal): Promise<PickableOrder[]> {
  const [single, bundle] = await Promise.all([
    api.post('/getUserOrders', { userId }, { auth: 'shopper', signal }),
    api.post('/getUserBundleOrders', { userId }, { auth: 'shopper', signal }),
  ]);
  const orders: PickableOrder[] = [
    ...single.allOrders.map((order) => ({
      kind: 'single' as const,
      id: order.id,
      ref: order.orderRef,
      label: order.productName,
      date: order.date,
      status: order.status,
    })),
    ...bundle.bundleOrders.map((order) => ({
      kind: 'bundle' as const,
      id: order.id,
      ref: order.orderRef,
      label: summarise(order.products.map((p) => p.productName)),
      date: order.date,
      status: order.status,
    })),
  ];
  return orders.sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

export function shopperOrdersQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['tickets', 'orders', userId],
    queryFn: ({ signal }) => getShopperOrders(userId!, signal),
    enabled: Boolean(userId),
    staleTime: 30_000,
  });
}

export function useShopperOrders(userId: string | null) {
  return useQuery(shopperOrdersQueryOptions(userId));
}
