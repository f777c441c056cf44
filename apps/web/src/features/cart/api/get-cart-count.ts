import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cartKeys } from './cart-keys';

export async function getCartCount(userId: string, signal?: AbortSignal): Promise<number> {
  try {
    const data = await api.post('/getCartCount', { userId, isLoggedIn: true }, { auth: 'shopper', signal });
    return Number.isFinite(data?.cartCount) ? data.cartCount : 0;
  } catch (error) {
    // product rules §8: cart-count failures are only logged.
    console.error('Could not load the cart count', error);
    throw error;
  }
}

export function cartCountQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: cartKeys.count(userId),
    queryFn: ({ signal }) => getCartCount(userId!, signal),
    enabled: Boolean(userId),
    staleTime: 30_000,
  });
}

export function useCartCount(userId: string | null) {
  return useQuery(cartCountQueryOptions(userId));
}
