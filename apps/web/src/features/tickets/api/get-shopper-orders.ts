// The shopper's own single and bundle orders, for the ticket form's order picker:
// POST /api/getUserOrders { userId } → { allOrders } and POST /api/getUserBundleOrders { userId } → { bundleOrders }.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type PickableOrder = {
  kind: 'single' | 'bundle';
  id: number;
  /** "12" or "B-12", what /createTicket takes and tickets carry. */
  ref: string;
  /** The (first) product's name, as the shop wrote it. */
  label: string;
  /** How many more products a bundle holds beyond `label`'s. */
  more?: number;
  date: string;
  status: string;
};

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
      label: order.products[0]?.productName ?? '',
      more: Math.max(0, order.products.length - 1),
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
