// GET /api/wishlist (her account) and GET /api/wishlist/preview?ids= (a visitor's stored hearts).
import type { WishlistItem } from '@zariya/shared/wishlist';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { useShopperSession } from '../../../lib/session';
import { forgetVisitorIds, useVisitorWishlistIds } from './visitor-wishlist';
import { wishlistKeys } from './wishlist-keys';

export function wishlistQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: wishlistKeys.mine(userId),
    queryFn: async ({ signal }) => (await api.get('/wishlist', { auth: 'shopper', signal })).items,
    enabled: Boolean(userId),
    staleTime: 30_000,
  });
}

export function wishlistPreviewQueryOptions(ids: number[]) {
  return queryOptions({
    queryKey: wishlistKeys.preview(ids),
    queryFn: async ({ signal }) =>
      (await api.get('/wishlist/preview', { query: { ids: ids.join(',') }, signal })).items,
    enabled: ids.length > 0,
    staleTime: 30_000,
    // A heart taken off changes the key: the list stays on screen instead of flashing its skeleton.
    placeholderData: keepPreviousData,
  });
}

/** Hers when logged in, the browser's otherwise: which products carry a pressed heart. */
export function useWishlistIds(): { ids: Set<number>; loggedIn: boolean } {
  const { token, userId } = useShopperSession();
  const loggedIn = Boolean(token && userId);
  const mine = useQuery(wishlistQueryOptions(loggedIn ? userId : null));
  const visitor = useVisitorWishlistIds();
  if (loggedIn) return { ids: new Set((mine.data ?? []).map((i) => i.productId)), loggedIn };
  return { ids: new Set(visitor), loggedIn };
}

/** The wishlist page's items: from the account, or the visitor's stored ids looked up. */
export function useWishlistItems(): {
  items: WishlistItem[];
  loggedIn: boolean;
  isPending: boolean;
  error: unknown;
  refetch: () => void;
} {
  const { token, userId } = useShopperSession();
  const loggedIn = Boolean(token && userId);
  const mine = useQuery(wishlistQueryOptions(loggedIn ? userId : null));
  const visitorIds = useVisitorWishlistIds();
  const preview = useQuery(wishlistPreviewQueryOptions(loggedIn ? [] : visitorIds));
  const query = loggedIn ? mine : preview;
  const queryClient = useQueryClient();
  // Ids the shop no longer sells (deleted or removed) leave the browser's list, so the header counts what is shown.
  const shown = !loggedIn && preview.data && !preview.isPlaceholderData ? preview.data : null;
  const asked = visitorIds.join(',');
  useEffect(() => {
    if (!shown) return;
    const kept = new Set(shown.map((i) => i.productId));
    const gone = asked
      .split(',')
      .map(Number)
      .filter((id) => id > 0 && !kept.has(id));
    if (gone.length === 0) return;
    // The shorter list's answer is already known: no second request.
    const rest = asked
      .split(',')
      .map(Number)
      .filter((id) => kept.has(id));
    queryClient.setQueryData(wishlistPreviewQueryOptions(rest).queryKey, shown);
    forgetVisitorIds(gone);
  }, [shown, asked, queryClient]);
  const waiting = loggedIn ? mine.isPending : visitorIds.length > 0 && preview.isPending;
  return {
    items: loggedIn
      ? (mine.data ?? [])
      : (preview.data ?? []).filter((i) => visitorIds.includes(i.productId)),
    loggedIn,
    isPending: waiting,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
