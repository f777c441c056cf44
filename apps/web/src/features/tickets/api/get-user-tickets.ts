// POST /api/getUserTickets { userId } → the shopper's own tickets, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserTicketsAnswer } from '@zariya/shared/tickets-api';
import { api } from '../../../lib/api-client';

export function getUserTickets(userId: string, signal?: AbortSignal): Promise<UserTicketsAnswer> {
  return api.post('/getUserTickets', { userId }, { auth: 'shopper', signal });
}

export function userTicketsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['tickets', 'mine', userId],
    queryFn: ({ signal }) => getUserTickets(userId!, signal),
    enabled: Boolean(userId),
    staleTime: 0,
  });
}

export function useUserTickets(userId: string | null) {
  return useQuery(userTicketsQueryOptions(userId));
}
