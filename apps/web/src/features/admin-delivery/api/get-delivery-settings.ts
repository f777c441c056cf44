// GET /api/admin/delivery-settings (admin): the shop's pincode, working days per zone, pincodes not served.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliverySettingsAnswer } from '@zariya/shared/pincode-api';
import { api } from '../../../lib/api-client';

export function getDeliverySettings(signal?: AbortSignal): Promise<DeliverySettingsAnswer> {
  return api.get('/admin/delivery-settings', { auth: 'admin', signal });
}

export function deliverySettingsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'delivery-settings'],
    queryFn: ({ signal }) => getDeliverySettings(signal),
    staleTime: 0,
  });
}

export function useDeliverySettings() {
  return useQuery(deliverySettingsQueryOptions());
}
