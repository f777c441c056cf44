// GET /api/admin/shipping-provider: whether parcels can be booked at Shiprocket (configured by the owner) or
// only recorded by hand with courier and AWB.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function shippingProviderQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'shipping-provider'] as const,
    queryFn: ({ signal }) => api.get('/admin/shipping-provider', { auth: 'admin', signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const useShippingProvider = (enabled: boolean) =>
  useQuery({ ...shippingProviderQueryOptions(), enabled });
