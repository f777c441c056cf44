// POST /api/admin/logout revokes the admin token on the server; the browser forgets it either way.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearAdminToken } from '../../../lib/session';

export function adminLogout(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/admin/logout', {}, { auth: 'admin' });
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogout,
    onError: (error) => console.error('Admin logout failed on the server', error),
    onSettled: () => {
      clearAdminToken();
      queryClient.removeQueries({ queryKey: ['admin'] });
    },
  });
}
