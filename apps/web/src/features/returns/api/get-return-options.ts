// GET /api/returns/options?orderId= → the return form's choices: the window, each line and its pieces left,
// the product's sizes and colours, and each size × colour with whether a piece is there (for an exchange).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReturnOptions } from '@zariya/shared/returns';
import { api } from '../../../lib/api-client';

export function getReturnOptions(orderId: string, signal?: AbortSignal): Promise<ReturnOptions> {
  return api.get('/returns/options', { auth: 'shopper', query: { orderId }, signal });
}

export function returnOptionsQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['returns', 'options', orderId] as const,
    queryFn: ({ signal }) => getReturnOptions(orderId, signal),
    staleTime: 0,
  });
}

export function useReturnOptions(orderId: string) {
  return useQuery(returnOptionsQueryOptions(orderId));
}
