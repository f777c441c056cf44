// POST /api/getUserDetails { userId } → { fullname, mobile, email } (product rules §7): who the parcel is for.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetails } from '@zariya/shared/accounts';
import { api } from '../../../lib/api-client';
import { deliveryAddressKeys } from './delivery-address-keys';

export function getUserDetails(userId: string, signal?: AbortSignal): Promise<UserDetails> {
  return api.post('/getUserDetails', { userId }, { auth: 'shopper', signal });
}

export function userDetailsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: deliveryAddressKeys.userDetails(userId),
    queryFn: ({ signal }) => getUserDetails(userId!, signal),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
  });
}

export function useUserDetails(userId: string | null) {
  return useQuery(userDetailsQueryOptions(userId));
}
