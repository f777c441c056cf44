// POST /api/updateDeliveryAddress { userId, deliveryAddress } → { message, deliveryAddress } (product rules §7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryAddress } from '@zariya/shared/accounts';
import { api } from '../../../lib/api-client';
import { deliveryAddressQueryOptions } from './get-delivery-address';

export function updateDeliveryAddress(userId: string, deliveryAddress: DeliveryAddress) {
  return api.post('/updateDeliveryAddress', { userId, deliveryAddress }, { auth: 'shopper' });
}

export function useUpdateDeliveryAddress(userId: string | null) {
  const queryClient = useQueryClient();
  const { queryKey } = deliveryAddressQueryOptions(userId);
  return useMutation({
    mutationFn: (address: DeliveryAddress) => {
      if (!userId) return Promise.reject(new Error('Not logged in'));
      return updateDeliveryAddress(userId, address);
    },
    onSuccess: (answer) => queryClient.setQueryData(queryKey, answer.deliveryAddress),
  });
}
