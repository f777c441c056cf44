// POST /api/updateTicket (admin) { ticketId, status, adminResponse } → { message, ticket }.
// The answered ticket replaces its row in the cached list at once; a refetch follows to stay exact.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AllTicketsAnswer, UpdateTicketAnswer } from '@zariya/shared/tickets-api';
import { api } from '../../../lib/api-client';
import type { ApiBody } from '../../../lib/api-contract';
import { allTicketsQueryOptions } from './get-all-tickets';

export type TicketResponseInput = ApiBody<'POST', '/updateTicket'>;

export function updateTicket(input: TicketResponseInput): Promise<UpdateTicketAnswer> {
  return api.post('/updateTicket', input, { auth: 'admin' });
}

export function useUpdateTicket() {
  const queryClient = useQueryClient();
  const { queryKey } = allTicketsQueryOptions();
  return useMutation({
    mutationFn: updateTicket,
    onSuccess: ({ ticket }) => {
      queryClient.setQueryData<AllTicketsAnswer>(queryKey, (rows) =>
        rows?.map((row) => (row.id === ticket.id ? ticket : row)),
      );
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
