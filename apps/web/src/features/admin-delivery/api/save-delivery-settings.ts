// PUT /api/admin/delivery-settings (admin): saves the settings whole; the answer replaces the cached ones.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliverySettings, DeliverySettingsAnswer } from '@zariya/shared/pincode-api';
import { api } from '../../../lib/api-client';
import { deliverySettingsQueryOptions } from './get-delivery-settings';

export function saveDeliverySettings(body: DeliverySettings): Promise<DeliverySettingsAnswer> {
  return api.put('/admin/delivery-settings', body, { auth: 'admin' });
}

export function useSaveDeliverySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDeliverySettings,
    onSuccess: (saved) => queryClient.setQueryData(deliverySettingsQueryOptions().queryKey, saved),
  });
}
