// The owner changes an order's status: POST /api/updateOrderStatus { orderId, userId, status } for a
// single order, POST /api/updateBundleOrderStatus { orderId, userId, status } for a bundle (product rules §7).
// Optimistic: the card shows the new status at once and rolls back if the server refuses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderStatus } from '@zariya/shared/admin-orders-api';
import type { MessageBody } from '@zariya/shared/product';
import { api } from '../../../lib/api-client';
import { ADMIN_ORDERS_KEY, type AdminOrder } from './get-admin-orders';

export type StatusChange = { order: AdminOrder; status: AdminOrderStatus };

export function updateOrderStatus({ order, status }: StatusChange): Promise<MessageBody> {
  const body = { orderId: String(order.id), userId: order.userId, status };
  return order.orderType === 'bundle'
    ? api.post('/updateBundleOrderStatus', body, { auth: 'admin' })
    : api.post('/updateOrderStatus', body, { auth: 'admin' });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onMutate: async ({ order, status }) => {
      const key = [...ADMIN_ORDERS_KEY, order.orderType];
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueriesData<AdminOrder[]>({ queryKey: key });
      const statusChangeDate = new Date().toISOString();
      queryClient.setQueriesData<AdminOrder[]>({ queryKey: key }, (orders) =>
        orders?.map((o) => (o.id === order.id ? { ...o, status, statusChangeDate } : o)),
      );
      return { previous };
    },
    onError: (error, _change, context) => {
      console.error('Order status update failed', error);
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: (_data, _error, { order }) =>
      queryClient.invalidateQueries({ queryKey: [...ADMIN_ORDERS_KEY, order.orderType] }),
  });
}
