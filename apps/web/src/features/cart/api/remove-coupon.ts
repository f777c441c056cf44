// POST /api/removeCoupon { userId } → the cart as it now is: "Remove" beside the bag's code (issue 25, bag codes).
import { MESSAGES } from '@zariya/shared/constants';
import type { CartChangeAnswer } from '@zariya/shared/orders-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, errorMessage } from '../../../lib/api-client';
import { translate } from '../../../lib/i18n';
import { useShopperSession } from '../../../lib/session';
import { cartKeys } from './cart-keys';
import { storeCart } from './optimistic-cart';

export function removeCoupon(userId: string): Promise<CartChangeAnswer> {
  return api.post('/removeCoupon', { userId }, { auth: 'shopper' });
}

export function useRemoveCoupon() {
  const queryClient = useQueryClient();
  const { userId } = useShopperSession();
  return useMutation({
    mutationFn: () => removeCoupon(userId!),
    onSuccess: (answer) => {
      storeCart(queryClient, userId, answer);
      toast.success(translate(answer.message));
    },
    onError: (error) => toast.error(errorMessage(error, MESSAGES.applyCouponFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
