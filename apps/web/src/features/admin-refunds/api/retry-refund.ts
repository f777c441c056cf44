// POST /api/admin/refunds/:id/retry (admin) → { message, refund }: sends a failed refund again with the same
// idempotency key, so it can never refund twice.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundAnswer } from '@zariya/shared/refunds-api';
import { api } from '../../../lib/api-client';
import { refundsQueryOptions } from './get-refunds';

export function retryRefund(id: number): Promise<RefundAnswer> {
  return api.post(`/admin/refunds/${id}/retry`, {}, { auth: 'admin' });
}

export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryRefund,
    // Every list (each filter and its totals) changes: the refund moves from Failed to where it now stands.
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundsQueryOptions().queryKey }),
  });
}
