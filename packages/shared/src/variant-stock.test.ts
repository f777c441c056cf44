import { describe, expect, it } from 'vitest';
import { MESSAGES } from './constants.ts';
import {
  stockUnit,
  unitKey,
  unknownChoice,
  VARIANT_STOCK_MESSAGES,
  variantChoice,
  variantHasPiece,
} from './variant-stock.ts';

const kurta = {
  sizes: ['S', 'M'],
  colors: ['Maroon', 'Gold'],
  stock: 4,
  stockMode: 'split',
  available: true,
};
const variants = [
  { id: 1, size: 'S', color: 'Maroon', stock: 0 },
  { id: 2, size: 'S', color: 'Gold', stock: 3 },
  { id: 3, size: 'M', color: 'Maroon', stock: 1 },
  { id: 4, size: 'M', color: 'Gold', stock: null, archivedAt: new Date() },
];

describe('the variant a shopper’s size and colour name (decision 0043 phase 2)', () => {
  it('finds the variant whatever the case of the colour', () => {
    expect(variantChoice(kurta, variants, { size: 'M', color: 'maroon' })).toEqual({ variant: variants[2] });
    expect(variantChoice(kurta, variants, { size: ' S ', color: 'Gold' })).toEqual({ variant: variants[1] });
  });

  it('names an unknown size or colour, and keeps the spec’s message for a missing one', () => {
    expect(variantChoice(kurta, variants, { size: 'XXL', color: 'Gold' })).toEqual({
      refusal: { code: 'VARIANT_UNKNOWN_SIZE', message: VARIANT_STOCK_MESSAGES.unknownSize },
    });
    expect(variantChoice(kurta, variants, { size: 'S', color: 'Blue' })).toEqual({
      refusal: { code: 'VARIANT_UNKNOWN_COLOR', message: VARIANT_STOCK_MESSAGES.unknownColor },
    });
    expect(variantChoice(kurta, variants, { size: 'S' })).toEqual({
      refusal: { code: 'CHOICE_REQUIRED', message: MESSAGES.selectColor },
    });
    expect(variantChoice(kurta, variants, {})).toEqual({
      refusal: { code: 'CHOICE_REQUIRED', message: MESSAGES.selectSizeAndColor },
    });
  });

  it('never chooses an archived variant (a combination the owner no longer makes)', () => {
    expect(variantChoice(kurta, variants, { size: 'M', color: 'Gold' })).toEqual({
      refusal: { code: 'VARIANT_UNKNOWN_COLOR', message: VARIANT_STOCK_MESSAGES.notMade },
    });
  });

  it('takes the size’s first variant with a piece for "As per the image"', () => {
    expect(variantChoice(kurta, variants, { size: 'S', color: 'As per the image' })).toEqual({
      variant: variants[1],
    });
    // Pooled: the pool decides, so the size's first variant.
    expect(
      variantChoice({ ...kurta, stockMode: 'pooled' }, variants, { size: 'S', color: 'as per the image' }),
    ).toEqual({ variant: variants[0] });
  });

  it('ignores a size or colour sent for a product that lists none, as before variants', () => {
    const plain = { sizes: [], colors: [], stock: 2, stockMode: 'pooled', available: true };
    const only = [{ id: 9, size: '', color: '', stock: null }];
    expect(unknownChoice(plain, { size: 'M', color: 'Red' })).toBeNull();
    expect(variantChoice(plain, only, { size: 'M', color: 'Red' })).toEqual({ variant: only[0] });
  });
});

describe('the unit that counts a piece', () => {
  it('is the pool of a pooled product and the variant of a split one', () => {
    expect(stockUnit({ id: 7, stockMode: 'pooled' }, 3)).toEqual({ kind: 'pool', productId: 7 });
    expect(stockUnit({ id: 7, stockMode: 'split' }, 3)).toEqual({
      kind: 'variant',
      productId: 7,
      variantId: 3,
    });
    expect(unitKey(stockUnit({ id: 7, stockMode: 'split' }, 3))).toBe('v3');
    expect(unitKey(stockUnit({ id: 7, stockMode: 'pooled' }, 3))).toBe('p7');
  });

  it('has a piece from its own count (uncounted: always)', () => {
    expect(variantHasPiece({ stock: 5, stockMode: 'split' }, variants[0])).toBe(false);
    expect(variantHasPiece({ stock: 5, stockMode: 'pooled' }, variants[0])).toBe(true);
    expect(variantHasPiece({ stock: 0, stockMode: 'split' }, { ...variants[0], stock: null })).toBe(true);
  });
});
