// GET/PUT /api/account/marketing-consent (decision 0058): her consent per channel with its history; one call gives
// or withdraws a channel's consent with the language and version of the words she was shown.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentChange, MarketingConsent } from '@zariya/shared/marketing-consent';
import { api } from '../../../lib/api-client';

export function marketingConsentQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['account', 'marketing-consent', token] as const,
    queryFn: ({ signal }): Promise<MarketingConsent> =>
      api.get('/account/marketing-consent', { auth: 'shopper', signal }),
    enabled: Boolean(token),
  });
}

export function useMarketingConsent(token: string | null) {
  return useQuery(marketingConsentQueryOptions(token));
}

export function useChangeMarketingConsent(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ConsentChange) => api.put('/account/marketing-consent', change, { auth: 'shopper' }),
    onSuccess: ({ message: _, ...consent }) =>
      queryClient.setQueryData(marketingConsentQueryOptions(token).queryKey, consent),
  });
}
