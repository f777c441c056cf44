// GET /api/getAllTickets (admin): every ticket, newest first, with its customer and order summary.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AllTicketsAnswer } from '@zariya/shared/tickets-api';
import { api } from '../../../lib/api-client';

export function getAllTickets(signal?: AbortSignal): Promise<AllTicketsAnswer> {
  return api.get('/getAllTickets', { auth: 'admin', signal });
}

export function allTicketsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'tickets'],
    queryFn: ({ signal }) => getAllTickets(signal),
    staleTime: 0,
  });
}

export function useAllTickets() {
  return useQuery(allTicketsQueryOptions());
}
