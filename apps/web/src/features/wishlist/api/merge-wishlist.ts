import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api-client';
import { useShopperSession } from '../../../lib/session';
import { wishlistQueryOptions } from './get-wishlist';
import { forgetVisitorIds, useVisitorWishlistIds } from './visitor-wishlist';

export const mergeWishlist = (productIds: number[]) =>
  api.post('/wishlist/merge', { productIds }, { auth: 'shopper' });

/** Merges whenever she is logged in and the browser still holds hearts (right after login, or a later tap). */
export function useMergeVisitorWishlist() {
  const queryClient = useQueryClient();
  const { token, userId } = useShopperSession();
  const visitorIds = useVisitorWishlistIds();
  const sending = useRef(false);
  const pending = token && userId ? visitorIds.join(',') : '';

  useEffect(() => {
    if (!pending || sending.current) return;
    const ids = pending.split(',').map(Number);
    sending.current = true;
    const key = wishlistQueryOptions(userId).queryKey;
    mergeWishlist(ids)
      .then(async (answer) => {
        // A list read before the merge must not land after it and hide the merged hearts.
        await queryClient.cancelQueries({ queryKey: key });
        queryClient.setQueryData(key, answer.items);
        // Kept and skipped ids alike leave the browser: skipped ones are no longer sold.
        forgetVisitorIds(ids);
      })
      .catch((error) => console.error('Could not merge the wishlist', error))
      .finally(() => {
        sending.current = false;
      });
  }, [pending, queryClient, userId]);
}
