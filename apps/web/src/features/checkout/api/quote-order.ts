// POST /api/quoteOrder → a Buy Now priced by the server with the owner's offers (issue 25): the summary whose
// total the page sends as /createOrder's amount, and the offers applied with the next hint.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QuoteAnswer, QuoteOrder } from '@zariya/shared/orders-api';
import { api } from '../../../lib/api-client';

export function quoteOrder(body: QuoteOrder, signal?: AbortSignal): Promise<QuoteAnswer> {
  return api.post('/quoteOrder', body, { auth: 'shopper', signal });
}

export function useQuoteOrder(body: QuoteOrder | null) {
  return useQuery({
    queryKey: ['quote-order', body],
    queryFn: ({ signal }) => quoteOrder(body!, signal),
    enabled: body !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
