// POST /api/getCartData { userId } → the cart lines with the server's price summary (product rules §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartData } from '@zariya/shared/orders-api';
import { api } from '../../../lib/api-client';
import { cartKeys } from './cart-keys';

export function getCartData(userId: string, signal?: AbortSignal): Promise<CartData> {
  return api.post('/getCartData', { userId }, { auth: 'shopper', signal });
}

export function cartDataQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: cartKeys.data(userId),
    queryFn: ({ signal }) => getCartData(userId!, signal),
    enabled: Boolean(userId),
    // Stock and prices move; the cart is always read fresh when the page opens.
    staleTime: 0,
  });
}

export function useCartData(userId: string | null) {
  return useQuery(cartDataQueryOptions(userId));
}
