// POST /api/applyCoupon { userId, couponCode, lineId? } → the cart as it now is. PROMO2024 with lineId takes 10 % off
// that line, without it 10 % off the whole bundle; each applies once (product rules §4 Cart). Any other code the
// owner made is the bag's one code wherever it is typed; the server's engine decides, and says why not (issue 25).
import { MESSAGES } from '@zariya/shared/constants';
import type { CartChangeAnswer } from '@zariya/shared/orders-api';
import { typedCodeError } from '@zariya/shared/bag-code';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, errorMessage } from '../../../lib/api-client';
import { translate } from '../../../lib/i18n';
import { useShopperSession } from '../../../lib/session';
import { cartKeys } from './cart-keys';
import { storeCart } from './optimistic-cart';

export type CouponInput = { couponCode: string; lineId?: number };

export function applyCoupon(userId: string, input: CouponInput): Promise<CartChangeAnswer> {
  return api.post(
    '/applyCoupon',
    { userId, couponCode: input.couponCode.trim(), lineId: input.lineId },
    { auth: 'shopper' },
  );
}

class CouponRejected extends Error {}

/** The sentence to show by the coupon field for a failed attempt (product rules §8 texts, in the shopper's language). */
export function couponErrorMessage(error: Error): string {
  return error instanceof CouponRejected
    ? translate(error.message)
    : errorMessage(error, MESSAGES.applyCouponFailed);
}

/**
 * Blank and unknown codes are answered at once; the server checks again and decides. A refusal is shown by the
 * field that caused it (`couponErrorMessage`), not as a toast.
 */
export function useApplyCoupon() {
  const queryClient = useQueryClient();
  const { userId } = useShopperSession();
  return useMutation({
    mutationFn: (input: CouponInput) => {
      const problem = typedCodeError(input.couponCode);
      if (problem) return Promise.reject(new CouponRejected(problem));
      return applyCoupon(userId!, input);
    },
    onSuccess: (answer) => {
      storeCart(queryClient, userId, answer);
      toast.success(translate(answer.message));
    },
    onSettled: (_answer, error) => {
      if (!(error instanceof CouponRejected)) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
