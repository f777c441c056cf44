// POST /api/wishlist/:productId/move-to-cart { size, color }: the cart's checks decide; the item leaves the
// wishlist only when the cart took it.
import type { WishlistMove } from '@zariya/shared/wishlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, errorMessage } from '../../../lib/api-client';
import { useShopperSession } from '../../../lib/session';
import { wishlistQueryOptions } from './get-wishlist';

/** `onMoved`: the route refreshes the cart's queries (a feature does not know another's keys). */
export function useMoveToCart(onMoved?: () => void) {
  const queryClient = useQueryClient();
  const { userId } = useShopperSession();
  return useMutation({
    mutationFn: ({ productId, ...choice }: WishlistMove & { productId: number }) =>
      api.post(`/wishlist/${productId}/move-to-cart`, choice, {
        auth: 'shopper',
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(wishlistQueryOptions(userId).queryKey, data.items);
      onMoved?.();
      toast.success(data.message);
    },
    onError: (error) => toast.error(errorMessage(error, 'Could not move it to your cart. Please try again.')),
  });
}
