// GET /api/delivery-check/:pin → where the pincode is, whether the shop delivers there, the promised date and
// whether cash on delivery is offered; 404 with a readable message for a pincode India Post does not have.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PIN_CODE_PATTERN } from '@zariya/shared/pincode-rules';
import type { DeliveryCheckAnswer } from '@zariya/shared/pincode-api';
import { api } from '../../../lib/api-client';

export function checkDelivery(pin: string, signal?: AbortSignal): Promise<DeliveryCheckAnswer> {
  return api.get(`/delivery-check/${encodeURIComponent(pin)}`, { signal });
}

export function deliveryCheckQueryOptions(pin: string | null) {
  return queryOptions({
    queryKey: ['delivery-check', pin],
    queryFn: ({ signal }) => checkDelivery(pin!, signal),
    enabled: pin !== null && PIN_CODE_PATTERN.test(pin),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useDeliveryCheck(pin: string | null) {
  return useQuery(deliveryCheckQueryOptions(pin));
}
