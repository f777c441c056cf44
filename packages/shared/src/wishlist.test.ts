import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WishlistMergeSchema, WishlistPreviewQuerySchema } from './wishlist.ts';
import {
  isInStock,
  parseVisitorIds,
  toggleVisitorId,
  WISHLIST_MAX_ITEMS,
  wishlistMarks,
} from './wishlist-rules.ts';

const base = { priceWhenAdded: 2499, currentPrice: 2499, inStock: true, archived: false, missedStock: false };

describe('wishlistMarks', () => {
  it('shows "Back in stock" only for an item that missed stock and is sold again', () => {
    expect(wishlistMarks({ ...base, missedStock: true })).toMatchObject({
      status: 'available',
      backInStock: true,
    });
    expect(wishlistMarks({ ...base, missedStock: true, inStock: false })).toMatchObject({
      status: 'out_of_stock',
      backInStock: false,
    });
    expect(wishlistMarks(base).backInStock).toBe(false);
  });

  it('shows by how much the price dropped, and nothing when it rose', () => {
    expect(wishlistMarks({ ...base, currentPrice: 1999 }).priceDrop).toBe(500);
    expect(wishlistMarks({ ...base, currentPrice: 2999 }).priceDrop).toBeNull();
  });

  it('marks a product the owner removed as unavailable, with no other mark', () => {
    expect(wishlistMarks({ ...base, archived: true, currentPrice: 10, missedStock: true })).toEqual({
      status: 'unavailable',
      backInStock: false,
      priceDrop: null,
    });
  });

  it('counts an uncounted product (stock null) as in stock while available', () => {
    expect(isInStock({ available: true, stock: null })).toBe(true);
    expect(isInStock({ available: true, stock: 0 })).toBe(false);
    expect(isInStock({ available: false, stock: 5 })).toBe(false);
  });
});

describe('the visitor list', () => {
  it('toggles a heart on and off, newest first', () => {
    expect(toggleVisitorId([3, 1], 7)).toEqual([7, 3, 1]);
    expect(toggleVisitorId([7, 3, 1], 3)).toEqual([7, 1]);
  });

  it('law: never repeats an id nor grows past the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 400 }), { maxLength: 600 }), (taps) => {
        let ids: number[] = [];
        for (const id of taps) ids = toggleVisitorId(ids, id);
        return new Set(ids).size === ids.length && ids.length <= WISHLIST_MAX_ITEMS;
      }),
    );
  });

  it('reads back only product ids from storage', () => {
    expect(parseVisitorIds('[3,"x",3,-1,2.5,9]')).toEqual([3, 9]);
    expect(parseVisitorIds('{oops')).toEqual([]);
    expect(parseVisitorIds(null)).toEqual([]);
  });
});

describe('contracts', () => {
  it('refuses a merge of something that is not a list of ids', () => {
    expect(WishlistMergeSchema.safeParse({ productIds: [1, 'abc'] }).error?.issues[0]?.message).toBe(
      'Please give a valid product id.',
    );
    expect(WishlistMergeSchema.safeParse({ productIds: 'abc' }).success).toBe(false);
    expect(WishlistMergeSchema.parse({ productIds: ['4', 5] }).productIds).toEqual([4, 5]);
  });

  it('reads the preview ids, without repeats', () => {
    expect(WishlistPreviewQuerySchema.parse({ ids: '3,4,3' }).ids).toEqual([3, 4]);
    expect(WishlistPreviewQuerySchema.safeParse({ ids: '3,x' }).success).toBe(false);
  });
});
