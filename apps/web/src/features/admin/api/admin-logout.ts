// POST /api/admin/logout revokes the admin token on the server; the browser forgets it either way.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageBody } from '@zariya/shared/product';
import { api } from '../../../lib/api-client';
import { clearAdminToken } from '../../../lib/session';

export function adminLogout(): Promise<MessageBody> {
  return api.post('/admin/logout', {}, { auth: 'admin' });
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
