// POST /api/cart { userId, product, size, color } → { message } (product rules §7). The header badge moves at once
// and moves back if the shop refuses; the cart queries are refetched either way.
import { MESSAGES } from '@zariya/shared/constants';
import type { CartChangeAnswer } from '@zariya/shared/orders-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, errorMessage } from '../../../lib/api-client';
import { useShopperSession } from '../../../lib/session';
import { cartKeys } from './cart-keys';
import { cartCountQueryOptions } from './get-cart-count';

export type AddToCartInput = { productId: number; size: string; color: string };

class LoginRequiredError extends Error {
  constructor() {
    super(MESSAGES.loginToAddToCart);
    this.name = 'LoginRequiredError';
  }
}

export function addToCart(userId: string, input: AddToCartInput): Promise<CartChangeAnswer> {
  return api.post(
    '/cart',
    { userId, product: input.productId, size: input.size, color: input.color },
    { auth: 'shopper' },
  );
}

/** Callers check size and colour first (the product page knows which the product has). */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const { token, userId } = useShopperSession();
  const loggedIn = Boolean(token && userId);
  const countKey = cartCountQueryOptions(userId).queryKey;

  return useMutation({
    mutationFn: (input: AddToCartInput) => {
      if (!loggedIn || !userId) return Promise.reject(new LoginRequiredError());
      return addToCart(userId, input);
    },
    onMutate: async () => {
      if (!loggedIn) return { previous: undefined as number | undefined };
      await queryClient.cancelQueries({ queryKey: countKey });
      const previous = queryClient.getQueryData(countKey);
      queryClient.setQueryData(countKey, (count = 0) => count + 1);
      return { previous };
    },
    onError: (error, _input, context) => {
      if (error instanceof LoginRequiredError) {
        toast.error(MESSAGES.loginToAddToCart);
        return;
      }
      queryClient.setQueryData(countKey, context?.previous);
      toast.error(errorMessage(error, MESSAGES.addToCartFailed));
    },
    onSuccess: (data) => {
      toast.success(data?.message || 'Product added to cart!');
    },
    onSettled: (_data, error) => {
      if (error instanceof LoginRequiredError) return;
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
