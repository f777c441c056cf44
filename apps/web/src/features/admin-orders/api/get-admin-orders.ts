// GET /api/getAllOrders → { allOrders } and GET /api/getAllBundleOrders → { bundleOrders } (admin),
// each with the optional status filter and customer / order-id search.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBundleOrder, AdminSingleOrder } from '@zariya/shared/admin-orders-api';
import { ORDER_STATUSES, type OrderStatus } from '@zariya/shared/constants';
import type { OrderType } from '@zariya/shared/order-refs';
import { api } from '../../../lib/api-client';

export type AdminOrder = AdminSingleOrder | AdminBundleOrder;
export type AdminOrdersParams = {
  type: OrderType;
  status: string;
  q: string;
  payment?: string;
  /** 'to-pack' or 'to-ship': open orders placed, or packed, as the dashboard counts them. */
  stage?: string;
};

/** The desk's stages the dashboard links to: an open order at this step of fulfilment. */
export const STAGES = { 'to-pack': 'placed', 'to-ship': 'packed' } as const;
const CLOSED = ['completed', 'cancelled', 'returned'];

/** Prefix of every order list of the desk. */
export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;

const isOrderStatus = (status: string): status is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(status);

export async function getAdminOrders(
  { type, status, q, payment, stage }: AdminOrdersParams,
  signal?: AbortSignal,
): Promise<AdminOrder[]> {
  const fulfilment = stage && stage in STAGES ? STAGES[stage as keyof typeof STAGES] : undefined;
  const query = {
    status: isOrderStatus(status) ? status : undefined,
    q: q.trim() || undefined,
    payment: payment === 'online' || payment === 'cod' ? (payment as 'online' | 'cod') : undefined,
    fulfilment,
  };
  const orders: AdminOrder[] =
    type === 'bundle'
      ? (await api.get('/getAllBundleOrders', { auth: 'admin', query, signal })).bundleOrders
      : (await api.get('/getAllOrders', { auth: 'admin', query, signal })).allOrders;
  // A stage lists open orders only, as the dashboard counts them.
  return fulfilment ? orders.filter((o) => !CLOSED.includes(o.status.trim().toLowerCase())) : orders;
}

export function adminOrdersQueryOptions(params: AdminOrdersParams) {
  return queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, params.type, params],
    queryFn: ({ signal }) => getAdminOrders(params, signal),
    staleTime: 0,
  });
}

export function useAdminOrders(params: AdminOrdersParams) {
  return useQuery({ ...adminOrdersQueryOptions(params), placeholderData: keepPreviousData });
}
