// GET /api/returns → { returns }: the shopper's own returns and exchanges, newest first (every order's card
// picks its own from this one list).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReturnList } from '@zariya/shared/returns';
import { api } from '../../../lib/api-client';

export const MY_RETURNS_KEY = ['returns', 'mine'] as const;

export function getMyReturns(signal?: AbortSignal): Promise<ReturnList> {
  return api.get('/returns', { auth: 'shopper', signal });
}

export function myReturnsQueryOptions() {
  return queryOptions({
    queryKey: MY_RETURNS_KEY,
    queryFn: ({ signal }) => getMyReturns(signal),
    staleTime: 0,
  });
}

export function useMyReturns(enabled: boolean) {
  return useQuery({ ...myReturnsQueryOptions(), enabled });
}
