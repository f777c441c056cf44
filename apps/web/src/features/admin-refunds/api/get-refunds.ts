// GET /api/admin/refunds?status= (admin) → { refunds, totals }: the owner's Refunds view, newest first, with the
// count and rupees of every state for its filter.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RefundState } from '@zariya/shared/payment-lifecycle';
import type { RefundList } from '@zariya/shared/refunds-api';
import { api } from '../../../lib/api-client';

/** Prefix of every refunds list, whatever its filter. */
const REFUNDS_KEY = ['admin', 'refunds'] as const;

export function getRefunds(status: RefundState | undefined, signal?: AbortSignal): Promise<RefundList> {
  return api.get('/admin/refunds', { auth: 'admin', query: { status }, signal });
}

export function refundsQueryOptions(status?: RefundState) {
  return queryOptions({
    queryKey: status ? [...REFUNDS_KEY, status] : REFUNDS_KEY,
    queryFn: ({ signal }) => getRefunds(status, signal),
    staleTime: 0,
  });
}

export function useRefunds(status?: RefundState) {
  return useQuery({ ...refundsQueryOptions(status), placeholderData: keepPreviousData });
}
