// POST /api/admin/customers/:id/notes { text } and DELETE …/notes/:noteId (admin): the owner's notes on a shopper.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerQueryKey } from './get-customer';

export function useAddNote(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api.post(`/admin/customers/${customerId}/notes`, { text }, { auth: 'admin' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerQueryKey(customerId) }),
  });
}

export function useDeleteNote(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) =>
      api.delete(`/admin/customers/${customerId}/notes/${noteId}`, { auth: 'admin' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerQueryKey(customerId) }),
  });
}
