// GET /api/admin/me: who is signed in to the admin area and what their role lets them use (issue 26).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMe } from '@zariya/shared/staff';
import { api } from '../../../lib/api-client';
import { useAdminToken } from '../../../lib/session';

export function adminMeQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['admin', 'me', token],
    queryFn: ({ signal }): Promise<AdminMe> => api.get('/admin/me', { auth: 'admin', signal }),
    staleTime: 60_000,
    enabled: Boolean(token),
  });
}

export function useAdminMe() {
  const token = useAdminToken();
  return useQuery(adminMeQueryOptions(token));
}
