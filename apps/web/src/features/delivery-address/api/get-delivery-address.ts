// POST /api/getDeliveryAddress { userId } → { deliveryAddress } (product rules §7); null until the shopper saves one.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryAddress } from '@zariya/shared/accounts';
import { api } from '../../../lib/api-client';
import { deliveryAddressKeys } from './delivery-address-keys';

export async function getDeliveryAddress(
  userId: string,
  signal?: AbortSignal,
): Promise<DeliveryAddress | null> {
  const data = await api.post('/getDeliveryAddress', { userId }, { auth: 'shopper', signal });
  return data.deliveryAddress ?? null;
}

export function deliveryAddressQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: deliveryAddressKeys.address(userId),
    queryFn: ({ signal }) => getDeliveryAddress(userId!, signal),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
  });
}

/** The shopper's saved address (undefined while loading); checkout pages read it for saveOrder. */
export function useDeliveryAddress(userId: string | null) {
  return useQuery(deliveryAddressQueryOptions(userId));
}
