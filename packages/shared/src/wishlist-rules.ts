// Wishlist rules (issue 14), without zod so that the first load can carry them: the marks on an item
// ("Back in stock", "Price dropped"), the visitor's list kept in the browser until she logs in, the limit.

/** An account keeps at most this many hearts; the visitor's browser list too. */
export const WISHLIST_MAX_ITEMS = 200;

export const WISHLIST_MESSAGES = {
  added: 'Added to your wishlist.',
  removed: 'Removed from your wishlist.',
  moved: 'Moved to your cart.',
  notInWishlist: 'This product is not in your wishlist.',
  productNotFound: 'This product does not exist.',
  noLongerAvailable: 'This product is no longer available.',
  full: `Your wishlist is full (${WISHLIST_MAX_ITEMS} items). Please remove some to add more.`,
} as const;

/** Sold now: switched on, and either not counted (decision 0020) or with pieces left. */
export const isInStock = (product: { available: boolean; stock: number | null }) =>
  product.available && (product.stock === null || product.stock > 0);

export type MarkInput = {
  priceWhenAdded: number;
  currentPrice: number;
  inStock: boolean;
  archived: boolean;
  /** It was out of stock when hearted, or went out of stock after. */
  missedStock: boolean;
};

/** What the wishlist says about an item: its status, "Back in stock" and "Price dropped by ₹N". */
export type WishlistMarks = {
  status: 'available' | 'out_of_stock' | 'unavailable';
  backInStock: boolean;
  priceDrop: number | null;
};

export function wishlistMarks(input: MarkInput): WishlistMarks {
  if (input.archived) return { status: 'unavailable', backInStock: false, priceDrop: null };
  const drop = input.priceWhenAdded - input.currentPrice;
  return {
    status: input.inStock ? 'available' : 'out_of_stock',
    backInStock: input.inStock && input.missedStock,
    priceDrop: drop > 0 ? drop : null,
  };
}

/** The visitor's list (newest first, no repeats, at most WISHLIST_MAX_ITEMS) after a tap on a heart. */
export function toggleVisitorId(ids: readonly number[], id: number): number[] {
  if (ids.includes(id)) return ids.filter((x) => x !== id);
  return [id, ...ids].slice(0, WISHLIST_MAX_ITEMS);
}

/** Reads the browser's stored list, dropping anything that is not a product id (it may have been edited). */
export function parseVisitorIds(stored: string | null): number[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((v): v is number => Number.isInteger(v) && v > 0 && v <= 2_147_483_647);
    return [...new Set(ids)].slice(0, WISHLIST_MAX_ITEMS);
  } catch {
    return [];
  }
}
