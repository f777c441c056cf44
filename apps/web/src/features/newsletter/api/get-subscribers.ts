// GET /api/getSubscribers (admin): subscribers, newest first as the server answers them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriberList } from '@zariya/shared/newsletter';
import { api } from '../../../lib/api-client';

export type SubscriberRow = SubscriberList[number];

export function getSubscribers(signal?: AbortSignal): Promise<SubscriberRow[]> {
  return api.get('/getSubscribers', { auth: 'admin', signal });
}

export function subscribersQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'subscribers'],
    queryFn: ({ signal }) => getSubscribers(signal),
    staleTime: 0,
  });
}

export function useSubscribers() {
  return useQuery(subscribersQueryOptions());
}
