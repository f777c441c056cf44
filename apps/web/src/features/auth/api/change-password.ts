// POST /api/account/password { currentPassword, newPassword }: this device stays signed in, all others end.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePassword } from '@zariya/shared/account-security';
import { api } from '../../../lib/api-client';
import { signedInDevicesQueryOptions } from './signed-in-devices';

export function useChangePassword(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePassword) => api.post('/account/password', body, { auth: 'shopper' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signedInDevicesQueryOptions(token).queryKey }),
  });
}
