// POST /api/removeFromCart { userId, lineId } → the cart as it now is. The line disappears at once.
import { MESSAGES } from '@zariya/shared/constants';
import type { CartChangeAnswer } from '@zariya/shared/orders-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, errorMessage } from '../../../lib/api-client';
import { useShopperSession } from '../../../lib/session';
import { cartKeys } from './cart-keys';
import { previewCartChange, restoreCart, storeCart, withLines } from './optimistic-cart';

export function removeFromCart(userId: string, lineId: number): Promise<CartChangeAnswer> {
  return api.post('/removeFromCart', { userId, lineId }, { auth: 'shopper' });
}

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  const { userId } = useShopperSession();
  return useMutation({
    mutationFn: (lineId: number) => removeFromCart(userId!, lineId),
    onMutate: (lineId) =>
      previewCartChange(queryClient, userId, (cart) =>
        withLines(
          cart,
          cart.cart.filter((line) => line.lineId !== lineId),
        ),
      ),
    onError: (error, _lineId, snapshot) => {
      restoreCart(queryClient, userId, snapshot);
      toast.error(errorMessage(error, MESSAGES.removeFromCartFailed));
    },
    onSuccess: (answer) => {
      storeCart(queryClient, userId, answer);
      toast.success(MESSAGES.removedFromCart);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
