// POST /api/createTicket → 201 { message: 'Ticket raised successfully', ticket }; 409 while the order has an open ticket.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTicketAnswer, TicketProblemType } from '@zariya/shared/tickets-api';
import { api } from '../../../lib/api-client';
import { userTicketsQueryOptions } from './get-user-tickets';

export type CreateTicketInput = {
  userId: string;
  /** Order reference: "12" or "B-12". */
  orderId: string;
  problemType: TicketProblemType;
  subject: string;
  description: string;
};

export function createTicket(input: CreateTicketInput): Promise<CreateTicketAnswer> {
  return api.post<CreateTicketAnswer>('/createTicket', input, { auth: 'shopper' });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: userTicketsQueryOptions(input.userId).queryKey }),
  });
}
