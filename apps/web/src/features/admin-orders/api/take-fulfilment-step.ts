// The owner moves an order along its fulfilment track: POST /api/admin/orders/:orderRef/fulfilment
// (packed; shipped with courier and AWB; delivered — cash collected for COD; returned to origin).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FulfilmentStep } from '@zariya/shared/fulfilment';
import { api } from '../../../lib/api-client';
import { codToCollectQueryOptions } from './get-cod-to-collect';
import { ADMIN_ORDERS_KEY } from './get-admin-orders';

export function takeFulfilmentStep({ orderRef, step }: { orderRef: string; step: FulfilmentStep }) {
  return api.post(`/admin/orders/${encodeURIComponent(orderRef)}/fulfilment`, step, { auth: 'admin' });
}

export function useTakeFulfilmentStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeFulfilmentStep,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: codToCollectQueryOptions().queryKey }),
      ]),
  });
}
