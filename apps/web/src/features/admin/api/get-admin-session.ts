// GET /api/admin/session: asks the server whether the stored admin token is still valid.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageBody } from '@zariya/shared/product';
import { api } from '../../../lib/api-client';

export function getAdminSession(signal?: AbortSignal): Promise<MessageBody> {
  return api.get('/admin/session', { auth: 'admin', signal });
}

export function adminSessionQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'session'],
    queryFn: ({ signal }) => getAdminSession(signal),
    staleTime: 5 * 60_000,
  });
}

export function useAdminSession(enabled: boolean) {
  return useQuery({ ...adminSessionQueryOptions(), enabled });
}
