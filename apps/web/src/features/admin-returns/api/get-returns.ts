// GET /api/admin/returns?status= (admin) → { returns }: the owner's Returns view, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReturnList, ReturnState } from '@zariya/shared/returns';
import { api } from '../../../lib/api-client';

/** Prefix of every returns list, whatever its filter. */
export const ADMIN_RETURNS_KEY = ['admin', 'returns'] as const;

export function getReturns(status: ReturnState | undefined, signal?: AbortSignal): Promise<ReturnList> {
  return api.get('/admin/returns', { auth: 'admin', query: { status }, signal });
}

export function returnsQueryOptions(status?: ReturnState) {
  return queryOptions({
    queryKey: status ? [...ADMIN_RETURNS_KEY, status] : ADMIN_RETURNS_KEY,
    queryFn: ({ signal }) => getReturns(status, signal),
    staleTime: 0,
  });
}

export function useReturns(status?: ReturnState) {
  return useQuery({ ...returnsQueryOptions(status), placeholderData: keepPreviousData });
}
