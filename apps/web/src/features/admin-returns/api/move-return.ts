// POST /api/admin/returns/:id/move (admin) { to, note } → the request after the step (approve, decline with a
// note, picked up, received, refund (COD: the bank transfer reference), send the exchange).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReturnMove, ReturnView } from '@zariya/shared/returns';
import { api } from '../../../lib/api-client';

export function moveReturn(input: { id: number } & ReturnMove): Promise<ReturnView> {
  const { id, ...body } = input;
  return api.post(`/admin/returns/${id}/move`, body, { auth: 'admin' });
}

export function useMoveReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveReturn,
    // The request leaves one status list for another (every ADMIN_RETURNS_KEY list); refunds, stock and the
    // dashboard change too, so every admin query is refreshed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
