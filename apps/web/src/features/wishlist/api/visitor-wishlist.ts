// A visitor's hearts, kept in localStorage ('wishlist': product ids, newest first) until she logs in and
// they join her account (merge-wishlist.ts). Readable as React state; the server draws it empty.
import { parseVisitorIds, toggleVisitorId } from '@zariya/shared/wishlist-rules';
import { storedList, useStoredRaw } from '../../../lib/stored-list';

const KEY = 'wishlist';
const EVENT = 'zariya:wishlist';
const stored = storedList(KEY, EVENT);

const readRaw = stored.readRaw;

export const visitorWishlistIds = (): number[] => parseVisitorIds(readRaw());

function write(ids: number[]): void {
  try {
    if (ids.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Storage blocked (private mode): the heart simply does not stick.
  }
  stored.announce();
}

/** Taps the heart; answers whether the product is now in the list. */
export function toggleVisitorWishlist(productId: number): boolean {
  const next = toggleVisitorId(visitorWishlistIds(), productId);
  write(next);
  return next.includes(productId);
}

export const removeFromVisitorWishlist = (productId: number) =>
  write(visitorWishlistIds().filter((id) => id !== productId));

/** After a merge: the ids that joined the account leave the browser (ids added meanwhile stay). */
export const forgetVisitorIds = (ids: number[]) =>
  write(visitorWishlistIds().filter((id) => !ids.includes(id)));

/** The stored list as a stable string snapshot; '[]' on the server and while a drawn page hydrates. */
export function useVisitorWishlistIds(): number[] {
  const raw = useStoredRaw(stored);
  return parseVisitorIds(raw);
}
