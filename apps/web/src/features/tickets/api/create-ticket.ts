// POST /api/createTicket → 201 { message: 'Ticket raised successfully', ticket }; 409 while the order has an open ticket.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTicketAnswer } from '@zariya/shared/tickets-api';
import { api } from '../../../lib/api-client';
import type { ApiBody } from '../../../lib/api-contract';
import { userTicketsQueryOptions } from './get-user-tickets';

/** The call's body, from the signed-in shopper (whose id the session keeps as text). */
export type CreateTicketInput = ApiBody<'POST', '/createTicket'> & { userId: string };

export function createTicket(input: CreateTicketInput): Promise<CreateTicketAnswer> {
  return api.post('/createTicket', input, { auth: 'shopper' });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: userTicketsQueryOptions(input.userId).queryKey }),
  });
}
