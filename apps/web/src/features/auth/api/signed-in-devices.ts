// GET /api/account/sessions → { devices }: where the shopper is signed in; and signing one or all others out.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignedInDevice } from '@zariya/shared/account-security';
import { api } from '../../../lib/api-client';

export function signedInDevicesQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['account', 'signed-in-devices', token] as const,
    queryFn: async ({ signal }): Promise<SignedInDevice[]> =>
      (await api.get('/account/sessions', { auth: 'shopper', signal })).devices,
    enabled: Boolean(token),
  });
}

export function useSignedInDevices(token: string | null) {
  return useQuery(signedInDevicesQueryOptions(token));
}

/** Signs out one device (`id`) or, with 'others', every device but this one; the list is read again. */
export function useSignOutDevice(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'others') =>
      api.post(
        id === 'others' ? '/account/sessions/signout-others' : `/account/sessions/${id}/signout`,
        {},
        { auth: 'shopper' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signedInDevicesQueryOptions(token).queryKey }),
  });
}
