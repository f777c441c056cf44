// Whether the checkout may offer "Pay on delivery" for this amount and pincode, and its fee: GET /api/cod/offer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function codOfferQueryOptions(amount: number, pincode: string | undefined) {
  return queryOptions({
    queryKey: ['cod-offer', amount, pincode ?? ''] as const,
    queryFn: ({ signal }) => api.get('/cod/offer', { query: { amount, pincode }, signal }),
    staleTime: 60_000,
  });
}

export function useCodOffer(amount: number, pincode: string | undefined) {
  return useQuery(codOfferQueryOptions(amount, pincode));
}
