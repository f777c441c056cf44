// GET /api/admin/cod-to-collect: pay-on-delivery cash still with couriers (COD orders shipped, not delivered).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function codToCollectQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'cod-to-collect'] as const,
    queryFn: ({ signal }) => api.get('/admin/cod-to-collect', { auth: 'admin', signal }),
    staleTime: 0,
  });
}

export const useCodToCollect = () => useQuery(codToCollectQueryOptions());
