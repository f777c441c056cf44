// POST /api/admin/refunds { orderId, amount?, reason? } (admin) → 201 { message, refund }: refunds a cancelled
// or returned paid order in full (no amount) or in part; 409 with a readable error when not allowed or too large.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerRefund, RefundAnswer } from '@zariya/shared/refunds-api';
import { api } from '../../../lib/api-client';
import { refundsQueryOptions } from './get-refunds';

export function refundOrder(body: OwnerRefund): Promise<RefundAnswer> {
  return api.post('/admin/refunds', body, { auth: 'admin' });
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refundsQueryOptions().queryKey }),
  });
}
