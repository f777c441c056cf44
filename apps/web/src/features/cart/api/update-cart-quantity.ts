// POST /api/updateCartQuantity { userId, lineId, quantity } → the cart as it now is. The figures move at once.
import type { CartChangeAnswer } from '@zariya/shared/orders-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError, api, errorMessage } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { useShopperSession } from '../../../lib/session';
import { cartKeys } from './cart-keys';
import { previewCartChange, restoreCart, storeCart, withLines } from './optimistic-cart';

export type QuantityChange = { lineId: number; quantity: number };

export function updateCartQuantity(userId: string, change: QuantityChange): Promise<CartChangeAnswer> {
  return api.post('/updateCartQuantity', { userId, ...change }, { auth: 'shopper' });
}

/** The server's refusal in the shopper's language; 'Only 3 pieces are left in stock.' carries its count. */
function quantityError(error: unknown): string {
  const left =
    error instanceof ApiError && error.code === 'NOT_ENOUGH_STOCK'
      ? /^Only (\d+) pieces are left in stock\.$/.exec(error.message)
      : null;
  if (left) return i18n.t('Only {{count}} pieces are left in stock.', { count: Number(left[1]) });
  return errorMessage(error, 'Could not change the quantity. Please try again.');
}

export function useUpdateCartQuantity() {
  const queryClient = useQueryClient();
  const { userId } = useShopperSession();
  const mutationKey = [...cartKeys.all, 'quantity'];
  const isLast = () => queryClient.isMutating({ mutationKey }) <= 1;
  return useMutation({
    mutationKey,
    mutationFn: (change: QuantityChange) => updateCartQuantity(userId!, change),
    onMutate: (change) =>
      previewCartChange(queryClient, userId, (cart) =>
        withLines(
          cart,
          cart.cart.map((line) =>
            line.lineId === change.lineId ? { ...line, quantity: change.quantity } : line,
          ),
        ),
      ),
    onError: (error, _change, snapshot) => {
      restoreCart(queryClient, userId, snapshot);
      toast.error(quantityError(error));
    },
    // While the shopper keeps tapping, later previews win; the last answer settles the figures.
    onSuccess: (answer) => {
      if (isLast()) storeCart(queryClient, userId, answer);
    },
    onSettled: () => {
      if (isLast()) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
