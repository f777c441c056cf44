import { describe, expect, it } from 'vitest';
import { AS_PER_IMAGE_COLOUR } from './checkout.ts';
import {
  askLabel,
  type ChoosableProduct,
  FEW_LEFT,
  fewLeft,
  soldOutVariants,
  variantChoice,
  variantLabel,
} from './variant-choice.ts';
import type { Variant } from './variants.ts';

let nextId = 1;
const v = (size: string, color: string, stock: number | null, over: Partial<Variant> = {}): Variant => ({
  id: nextId++,
  size,
  color,
  sku: `ZR-1-${size}-${color}`,
  stock,
  price: 2499,
  oldPrice: 3299,
  available: stock === null || stock > 0,
  ...over,
});

/** A split kurta: M sold out in Red, L has 2 in Red, Blue has plenty; L · Blue has its own price. */
const kurta = (): ChoosableProduct => ({
  available: true,
  stock: 2 + 9 + 7,
  stockMode: 'split',
  new_price: 2499,
  old_price: 3299,
  sizes: ['M', 'L'],
  colors: ['Red', 'Blue'],
  variants: [
    v('M', 'Red', 0),
    v('M', 'Blue', 9),
    v('L', 'Red', 2),
    v('L', 'Blue', 7, { price: 2799, oldPrice: null }),
  ],
});

describe('fewLeft', () => {
  it('names a counted stock from 1 to FEW_LEFT, nothing for plenty, none or uncounted', () => {
    expect(FEW_LEFT).toBe(5);
    expect(fewLeft(1)).toBe(1);
    expect(fewLeft(FEW_LEFT)).toBe(FEW_LEFT);
    expect(fewLeft(FEW_LEFT + 1)).toBeNull();
    expect(fewLeft(0)).toBeNull();
    expect(fewLeft(null)).toBeNull();
  });
});

describe('variantChoice', () => {
  it('before any pick, a size is open when any colour has it, and the product price shows', () => {
    const state = variantChoice(kurta(), { size: '', color: '' });
    expect([...state.sizes]).toEqual([
      ['M', true],
      ['L', true],
    ]);
    expect([...state.colors]).toEqual([
      ['Red', true],
      ['Blue', true],
    ]);
    expect(state).toMatchObject({ variant: null, price: 2499, oldPrice: 3299, left: 18, soldOut: false });
  });

  it('choosing a colour closes the sizes sold out in it, and choosing a size the colours sold out in it', () => {
    expect(variantChoice(kurta(), { size: '', color: 'Red' }).sizes.get('M')).toBe(false);
    expect(variantChoice(kurta(), { size: '', color: 'Blue' }).sizes.get('M')).toBe(true);
    expect(variantChoice(kurta(), { size: 'M', color: '' }).colors.get('Red')).toBe(false);
    expect(variantChoice(kurta(), { size: 'L', color: '' }).colors.get('Red')).toBe(true);
  });

  it('the chosen variant gives its count and its price (its own, without the product MRP)', () => {
    expect(variantChoice(kurta(), { size: 'L', color: 'Red' })).toMatchObject({
      left: 2,
      price: 2499,
      oldPrice: 3299,
      soldOut: false,
    });
    expect(variantChoice(kurta(), { size: 'L', color: 'Blue' })).toMatchObject({
      left: 7,
      price: 2799,
      oldPrice: null,
    });
    expect(variantChoice(kurta(), { size: 'M', color: 'Red' })).toMatchObject({ soldOut: true, left: 0 });
  });

  it('a pooled product counts its pool for every variant', () => {
    const pooled: ChoosableProduct = {
      ...kurta(),
      stockMode: 'pooled',
      stock: 3,
      variants: [v('M', 'Red', null), v('L', 'Red', null)],
      colors: ['Red'],
    };
    expect(variantChoice(pooled, { size: 'M', color: 'Red' })).toMatchObject({ left: 3, soldOut: false });
    const empty = {
      ...pooled,
      stock: 0,
      variants: pooled.variants?.map((x) => ({ ...x, available: false })),
    };
    const state = variantChoice(empty, { size: 'M', color: 'Red' });
    expect(state.soldOut).toBe(true);
    expect([...state.sizes.values()]).toEqual([false, false]);
  });

  it('a product without colours is picked as "As per the image" and without sizes needs no size', () => {
    const saree: ChoosableProduct = {
      available: true,
      stock: 4,
      stockMode: 'pooled',
      new_price: 5000,
      old_price: null,
      sizes: [],
      colors: [],
      variants: [v('', '', null, { price: 5000, oldPrice: null })],
    };
    const state = variantChoice(saree, { size: '', color: AS_PER_IMAGE_COLOUR });
    expect(state.variant?.size).toBe('');
    expect(state).toMatchObject({ left: 4, soldOut: false, price: 5000, oldPrice: null });
    expect([...state.colors]).toEqual([[AS_PER_IMAGE_COLOUR, true]]);
  });

  it('a list card (no variants yet) follows the product', () => {
    const card = { ...kurta(), variants: undefined, available: false };
    const state = variantChoice(card, { size: 'M', color: 'Red' });
    expect(state).toMatchObject({ variant: null, soldOut: true, price: 2499 });
    expect(state.sizes.get('M')).toBe(false);
  });
});

describe('soldOutVariants', () => {
  it('lists the sold-out variants among the picks, named by their size and colour', () => {
    expect(soldOutVariants(kurta(), { size: '', color: 'Red' }).map(variantLabel)).toEqual(['M · Red']);
    expect(soldOutVariants(kurta(), { size: '', color: 'Blue' })).toEqual([]);
    expect(soldOutVariants(kurta(), { size: 'M', color: '' }).map(variantLabel)).toEqual(['M · Red']);
    // Her size picked too: the colour's struck-through sizes stay there to ask about.
    expect(soldOutVariants(kurta(), { size: 'L', color: 'Red' }).map(variantLabel)).toEqual(['M · Red']);
    expect(soldOutVariants(kurta(), { size: 'L', color: '' })).toEqual([]);
    expect(variantLabel({ size: 'M', color: '' })).toBe('M');
    expect(askLabel({ size: 'M', color: 'Red' }, { size: 'L', color: 'Red' })).toBe('M');
    expect(askLabel({ size: 'M', color: 'Red' }, { size: 'M', color: '' })).toBe('Red');
    expect(askLabel({ size: 'M', color: 'Red' }, { size: '', color: '' })).toBe('M · Red');
    expect(askLabel({ size: '', color: '' }, { size: '', color: AS_PER_IMAGE_COLOUR })).toBe('');
  });
});
