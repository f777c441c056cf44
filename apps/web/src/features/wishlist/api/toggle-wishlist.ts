// PUT/DELETE /api/wishlist/:productId for a logged-in shopper (optimistic, rolled back on error), or the
// browser's list for a visitor.
import type { ProductCard } from '@zariya/shared/product';
import type { WishlistChangeAnswer, WishlistItem } from '@zariya/shared/wishlist';
import { WISHLIST_MESSAGES } from '@zariya/shared/wishlist-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import { useShopperSession } from '../../../lib/session';
import { toggleVisitorWishlist } from './visitor-wishlist';
import { wishlistQueryOptions } from './get-wishlist';

export type ToggleInput = { product: ProductCard; add: boolean };

/** The item as it will look once the server has it: shown at once, replaced by the server's answer. */
function pendingItem(product: ProductCard): WishlistItem {
  return {
    productId: product.id,
    product,
    addedAt: new Date().toISOString(),
    priceWhenAdded: product.new_price,
    status: product.available ? 'available' : 'out_of_stock',
    backInStock: false,
    backInSizes: [],
    priceDrop: null,
  };
}

export function useToggleWishlist() {
  const queryClient = useQueryClient();
  const { token, userId } = useShopperSession();
  const loggedIn = Boolean(token && userId);
  const key = wishlistQueryOptions(userId).queryKey;

  return useMutation({
    mutationFn: async ({ product, add }: ToggleInput): Promise<WishlistChangeAnswer | null> => {
      if (!loggedIn) {
        toggleVisitorWishlist(product.id);
        return null;
      }
      const path = `/wishlist/${product.id}` as const;
      const { data } = add
        ? await apiRequest('PUT', path, { auth: 'shopper' })
        : await apiRequest('DELETE', path, { auth: 'shopper' });
      return data;
    },
    onMutate: async ({ product, add }) => {
      if (!loggedIn) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (items = []) =>
        add
          ? [pendingItem(product), ...items.filter((i) => i.productId !== product.id)]
          : items.filter((i) => i.productId !== product.id),
      );
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(key, context.previous);
      toast.error(errorMessage(error, 'Could not change your wishlist. Please try again.'));
    },
    onSuccess: (data, { add }) => {
      if (data) queryClient.setQueryData(key, data.items);
      toast.success(add ? WISHLIST_MESSAGES.added : WISHLIST_MESSAGES.removed, { id: 'wishlist' });
    },
  });
}
