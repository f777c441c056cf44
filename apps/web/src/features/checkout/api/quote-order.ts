// POST /api/quoteOrder → a Buy Now priced by the server with the owner's offers (issue 25), both ways to pay
// (decision 0047): the summary whose total the page sends as /createOrder's amount, pay on delivery's (/cod/start's),
// the offers applied with the next hint, and what paying online saves. POST /api/quoteCart: the same for the cart.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QuoteAnswer, QuoteCart, QuoteOrder } from '@zariya/shared/orders-api';
import { api } from '../../../lib/api-client';

export function quoteOrder(body: QuoteOrder, signal?: AbortSignal): Promise<QuoteAnswer> {
  return api.post('/quoteOrder', body, { auth: 'shopper', signal });
}

/** `refresh` (the delivery pincode: the prepaid nudge reads its history) asks again when it changes. */
export function useQuoteOrder(body: QuoteOrder | null, refresh?: unknown) {
  return useQuery({
    queryKey: ['quote-order', body, refresh],
    queryFn: ({ signal }) => quoteOrder(body!, signal),
    enabled: body !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function quoteCart(body: QuoteCart, signal?: AbortSignal): Promise<QuoteAnswer> {
  return api.post('/quoteCart', body, { auth: 'shopper', signal });
}

/** `refresh` (the cart's figures, the delivery pincode) asks again when it changes. */
export function useQuoteCart(body: QuoteCart | null, refresh: unknown) {
  return useQuery({
    queryKey: ['quote-cart', body, refresh],
    queryFn: ({ signal }) => quoteCart(body!, signal),
    enabled: body !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
