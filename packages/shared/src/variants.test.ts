import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cellName,
  ColorImagesSchema,
  colorAvailability,
  colorImagesRefusal,
  combinations,
  countedRemovalMessage,
  countedRemovals,
  freeSku,
  keptColorImages,
  lessHeld,
  type GridCell,
  gridRefusal,
  gridSum,
  normalSku,
  sizeAvailability,
  skuBase,
  skuFor,
  stockOf,
  type VariantFacts,
  validateVariantInput,
  variantAvailable,
  variantPrice,
  variantStock,
} from './variants.ts';
import { gridCell } from './test-fixtures.ts';

const variant = (size: string, color: string, over: Partial<VariantFacts> = {}): VariantFacts => ({
  size,
  color,
  stock: null,
  newPrice: null,
  oldPrice: null,
  ...over,
});

describe('combinations', () => {
  it('every size with every colour, sizes first, in the given order', () => {
    expect(combinations(['S', 'M'], ['Red', 'Blue'])).toEqual([
      { size: 'S', color: 'Red' },
      { size: 'S', color: 'Blue' },
      { size: 'M', color: 'Red' },
      { size: 'M', color: 'Blue' },
    ]);
  });

  it("a product without sizes or colours has the one combination ('', '')", () => {
    expect(combinations([], [])).toEqual([{ size: '', color: '' }]);
    expect(combinations(['Free Size'], [])).toEqual([{ size: 'Free Size', color: '' }]);
    expect(combinations([], ['Maroon', 'Gold'])).toEqual([
      { size: '', color: 'Maroon' },
      { size: '', color: 'Gold' },
    ]);
  });

  it('property: max(1,|sizes|) × max(1,|colours|) distinct combinations, each made of listed values', () => {
    const list = fc.uniqueArray(fc.string({ maxLength: 6 }), { maxLength: 6 });
    fc.assert(
      fc.property(list, list, (sizes, colors) => {
        const all = combinations(sizes, colors);
        expect(all).toHaveLength(Math.max(1, sizes.length) * Math.max(1, colors.length));
        expect(new Set(all.map((k) => JSON.stringify(k))).size).toBe(all.length);
        for (const k of all) {
          expect(sizes.length === 0 ? k.size === '' : sizes.includes(k.size)).toBe(true);
          expect(colors.length === 0 ? k.color === '' : colors.includes(k.color)).toBe(true);
        }
      }),
    );
  });

  it('a value listed twice makes one combination', () => {
    expect(combinations(['M', 'M'], ['Red'])).toEqual([{ size: 'M', color: 'Red' }]);
  });
});

describe('SKUs', () => {
  it('ZR-<id>-<SIZE>-<COLOUR>: upper case, letters and digits only, empty parts left out', () => {
    expect(skuBase(12, 'M', 'Red')).toBe('ZR-12-M-RED');
    expect(skuBase(7, 'Free Size', 'Rani pink')).toBe('ZR-7-FREESIZE-RANIPINK');
    expect(skuBase(7, '', 'Off-white')).toBe('ZR-7-OFFWHITE');
    expect(skuBase(7, '', '')).toBe('ZR-7');
    expect(skuBase(3, '3XL', 'लाल')).toBe('ZR-3-3XL');
    expect(skuBase(3, 'x'.repeat(40), '')).toBe(`ZR-3-${'X'.repeat(24)}`);
  });

  it('a taken SKU gets -2, -3, … until one is free', () => {
    const taken = new Set(['ZR-1-M', 'ZR-1-M-2']);
    expect(freeSku('ZR-1-M', (s) => taken.has(s))).toBe('ZR-1-M-3');
    expect(skuFor(1, { size: 'L', color: '' }, (s) => taken.has(s))).toBe('ZR-1-L');
  });

  it('property: generated SKUs are unique and pass the owner-input check', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 50 }), fc.string(), fc.string()), { maxLength: 40 }),
        (keys) => {
          const taken = new Set<string>();
          for (const [id, size, color] of keys) {
            const sku = skuFor(id, { size, color }, (s) => taken.has(s));
            expect(taken.has(sku)).toBe(false);
            expect(normalSku(sku)).toBe(sku);
            expect(validateVariantInput({ sku }, { sizes: [], colors: [] }, (s) => taken.has(s))).toBeNull();
            taken.add(sku);
          }
        },
      ),
    );
  });
});

describe('validateVariantInput', () => {
  const product = { sizes: ['S', 'M'], colors: ['Red'] };
  const none = () => false;
  const code = (input: Parameters<typeof validateVariantInput>[0], taken: (sku: string) => boolean = none) =>
    validateVariantInput(input, product, taken)?.code ?? null;

  it('accepts a known combination, a count, prices and a free SKU', () => {
    expect(
      code({ size: 'M', color: 'Red', stock: 0, newPrice: 999, oldPrice: 1999, sku: 'kurta-m-red' }),
    ).toBeNull();
    expect(code({ stock: null, newPrice: null, oldPrice: null, sku: '' })).toBeNull();
    expect(validateVariantInput({ size: '', color: '' }, { sizes: [], colors: [] }, none)).toBeNull();
  });

  it('refuses an unknown size or colour', () => {
    expect(code({ size: 'XL' })).toBe('VARIANT_UNKNOWN_SIZE');
    expect(code({ size: '' })).toBe('VARIANT_UNKNOWN_SIZE');
    expect(code({ color: 'Blue' })).toBe('VARIANT_UNKNOWN_COLOR');
    expect(validateVariantInput({ size: 'XL' }, product, none)?.message).toBe(
      '"XL" is not one of this product\'s sizes.',
    );
  });

  it('refuses negative, fractional or huge stock', () => {
    expect(code({ stock: -1 })).toBe('VARIANT_BAD_STOCK');
    expect(code({ stock: 1.5 })).toBe('VARIANT_BAD_STOCK');
    expect(code({ stock: 2_000_000 })).toBe('VARIANT_BAD_STOCK');
  });

  it('refuses a negative, zero or fractional price', () => {
    expect(code({ newPrice: -5 })).toBe('VARIANT_BAD_PRICE');
    expect(code({ newPrice: 0 })).toBe('VARIANT_BAD_PRICE');
    expect(code({ oldPrice: 10.5 })).toBe('VARIANT_BAD_PRICE');
  });

  it('refuses an MRP below the price when both are given', () => {
    expect(code({ newPrice: 1000, oldPrice: 900 })).toBe('VARIANT_BAD_PRICE');
    expect(validateVariantInput({ newPrice: 1000, oldPrice: 900 }, product, none)?.message).toBe(
      "A variant's MRP must be at least its price.",
    );
    expect(code({ newPrice: 1000, oldPrice: 1000 })).toBeNull();
    expect(code({ newPrice: null, oldPrice: 900 })).toBeNull();
  });

  it('refuses a malformed SKU, and a duplicate whatever its case', () => {
    expect(code({ sku: '-x' })).toBe('SKU_INVALID');
    expect(code({ sku: 'a b' })).toBe('SKU_INVALID');
    expect(code({ sku: 'A'.repeat(65) })).toBe('SKU_INVALID');
    const taken = new Set(['ZR-1-M']);
    expect(code({ sku: ' zr-1-m ' }, (s) => taken.has(s))).toBe('SKU_TAKEN');
  });

  it('property: every refusal has a readable sentence', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            size: fc.string(),
            color: fc.string(),
            sku: fc.string(),
            stock: fc.option(fc.double()),
            newPrice: fc.option(fc.double()),
            oldPrice: fc.option(fc.double()),
          },
          { requiredKeys: [] },
        ),
        (input) => {
          const refusal = validateVariantInput(input, product, (s) => s.length % 2 === 0);
          if (refusal) expect(refusal.message).toMatch(/^["A-Z].*[.)]$/);
        },
      ),
    );
  });
});

describe('stock', () => {
  const pooled = { stock: 5, stockMode: 'pooled' as const, available: true };
  const split = { stock: null, stockMode: 'split' as const, available: true };

  it('pooled: the product answers its pool and every variant sells from it', () => {
    const variants = [variant('S', 'Red'), variant('M', 'Red')];
    expect(stockOf(pooled, variants)).toBe(5);
    expect(variantStock(pooled, variant('S', 'Red', { stock: 3 }))).toBeNull();
    expect(variants.every((v) => variantAvailable(pooled, v))).toBe(true);
    expect(variantAvailable({ ...pooled, stock: 0 }, variants[0])).toBe(false);
    expect(variantAvailable({ ...pooled, stock: null }, variants[0])).toBe(true);
  });

  it('split: the product answers the sum of its counted variants, null when none is counted', () => {
    expect(stockOf(split, [variant('S', 'Red', { stock: 2 }), variant('M', 'Red', { stock: 3 })])).toBe(5);
    expect(stockOf(split, [variant('S', 'Red', { stock: 2 }), variant('M', 'Red')])).toBe(2);
    expect(stockOf(split, [variant('S', 'Red'), variant('M', 'Red')])).toBeNull();
    expect(stockOf(split, [variant('S', 'Red', { stock: 4, archived: true })])).toBeNull();
  });

  it('property: split stock is the sum of the counted, not archived variants', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ stock: fc.option(fc.nat(100)), archived: fc.boolean() }), { maxLength: 12 }),
        (rows) => {
          const variants = rows.map((r, i) => variant(String(i), '', r));
          const counted = rows.filter((r) => !r.archived && r.stock !== null);
          const sum = counted.reduce((s, r) => s + (r.stock ?? 0), 0);
          expect(stockOf(split, variants)).toBe(counted.length === 0 ? null : sum);
          expect(stockOf({ stock: 7, stockMode: 'pooled' }, variants)).toBe(7);
        },
      ),
    );
  });

  it('a size (or colour) is available when any of its variants is', () => {
    const variants = [
      variant('S', 'Red', { stock: 0 }),
      variant('S', 'Blue', { stock: 0 }),
      variant('M', 'Red', { stock: 2 }),
      variant('M', 'Blue', { stock: 0 }),
      variant('L', 'Red'),
      variant('XL', 'Red', { stock: 9, archived: true }),
    ];
    expect(Object.fromEntries(sizeAvailability(split, variants))).toEqual({ S: false, M: true, L: true });
    expect(Object.fromEntries(colorAvailability(split, variants))).toEqual({ Red: true, Blue: false });
    expect(Object.fromEntries(sizeAvailability({ ...pooled, stock: 0 }, variants))).toEqual({
      S: false,
      M: false,
      L: false,
    });
    expect(Object.fromEntries(colorAvailability(pooled, variants))).toEqual({ Red: true, Blue: true });
    expect(Object.fromEntries(sizeAvailability({ ...split, available: false }, variants))).toEqual({
      S: false,
      M: false,
      L: false,
    });
  });
});

describe('variantPrice', () => {
  const product = { newPrice: 1000, oldPrice: 2000 };
  it("the product's price unless the variant has its own", () => {
    expect(variantPrice(product, { newPrice: null, oldPrice: null })).toEqual({
      price: 1000,
      oldPrice: 2000,
    });
    expect(variantPrice(product, { newPrice: 1200, oldPrice: null })).toEqual({
      price: 1200,
      oldPrice: null,
    });
    expect(variantPrice(product, { newPrice: 1200, oldPrice: 2400 })).toEqual({
      price: 1200,
      oldPrice: 2400,
    });
    expect(variantPrice(product, { newPrice: null, oldPrice: 2500 })).toEqual({
      price: 1000,
      oldPrice: 2500,
    });
    expect(variantPrice({ newPrice: 500, oldPrice: null }, { newPrice: null, oldPrice: null })).toEqual({
      price: 500,
      oldPrice: null,
    });
  });
});

describe('the variant grid (gridRefusal, gridSum, countedRemovals)', () => {
  const product = { sizes: ['S', 'M'], colors: ['Red', 'Blue'], stockMode: 'pooled' as const };
  const cell = gridCell;
  const stored = (stock: number | null) =>
    combinations(product.sizes, product.colors).map((k) => ({ ...k, stock, archived: false }));
  const none = () => false;

  it('accepts a good grid and sums its made, counted cells', () => {
    const grid = {
      mode: 'split' as const,
      cells: [cell('S', 'Red', 2), cell('M', 'Blue', 3), cell('S', 'Blue', null)],
    };
    expect(gridRefusal(grid, product, stored(null), none)).toBeNull();
    expect(gridSum(grid.cells)).toBe(5);
    expect(gridSum([cell('S', 'Red', null)])).toBeNull();
    expect(gridSum([cell('S', 'Red', 4, { made: false })])).toBeNull();
  });

  it('names the cell at fault', () => {
    const at = (cells: GridCell[], mode: 'split' | 'pooled' = 'split', p = product, s = stored(null)) =>
      gridRefusal({ mode, cells }, p, s, (sku) => sku === 'TAKEN-1');
    expect(at([cell('S', 'Red', 1), cell('XL', 'Red', 1)])).toMatchObject({
      code: 'VARIANT_UNKNOWN_SIZE',
      cell: 1,
    });
    expect(at([cell('S', 'Green', 1)])).toMatchObject({ code: 'VARIANT_UNKNOWN_COLOR', cell: 0 });
    expect(at([cell('S', 'Red', -1)])).toMatchObject({
      code: 'VARIANT_BAD_STOCK',
      message: expect.stringMatching(/^S \/ Red: /),
    });
    // A pooled grid does not read counts.
    expect(at([cell('S', 'Red', -1)], 'pooled')).toBeNull();
    expect(at([cell('S', 'Red', 1, { price: 0 })])).toMatchObject({ code: 'VARIANT_BAD_PRICE' });
    expect(at([cell('S', 'Red', 1, { sku: 'taken-1' })])).toMatchObject({ code: 'SKU_TAKEN' });
    expect(at([cell('S', 'Red', 1, { sku: 'A' }), cell('M', 'Red', 1, { sku: ' a ' })])).toMatchObject({
      code: 'SKU_TAKEN',
      cell: 1,
    });
    expect(at([cell('S', 'Red', 1), cell('S', 'Red', 1)])).toMatchObject({
      code: 'VARIANT_DUPLICATE',
      cell: 1,
    });
    const allOut = combinations(product.sizes, product.colors).map((k) =>
      cell(k.size, k.color, 0, { made: false }),
    );
    expect(at(allOut)).toMatchObject({ code: 'VARIANT_NONE_MADE', cell: null });
  });

  it('while split, refuses to leave out a cell that still counts pieces, unless its count is 0', () => {
    const split = { ...product, stockMode: 'split' as const };
    const counted = stored(3);
    const refused = gridRefusal(
      { mode: 'split', cells: [cell('S', 'Red', null, { made: false })] },
      split,
      counted,
      none,
    );
    expect(refused).toMatchObject({
      code: 'VARIANT_STILL_COUNTED',
      message: 'S / Red still has 3 pieces: set its stock to 0 before leaving it out.',
    });
    expect(
      gridRefusal({ mode: 'split', cells: [cell('S', 'Red', 0, { made: false })] }, split, counted, none),
    ).toBeNull();
    expect(
      gridRefusal({ mode: 'pooled', cells: [cell('S', 'Red', 0, { made: false })] }, split, counted, none),
    ).toMatchObject({
      code: 'VARIANT_STILL_COUNTED',
    });
    // A pooled product's cells count nothing of their own.
    expect(
      gridRefusal(
        { mode: 'pooled', cells: [cell('S', 'Red', null, { made: false })] },
        product,
        stored(null),
        none,
      ),
    ).toBeNull();
  });

  it('lists the combinations a sizes or colours edit would drop while they count pieces', () => {
    const rows = [
      { size: 'S', color: 'Red', stock: 2, archived: false },
      { size: 'M', color: 'Red', stock: 0, archived: false },
      { size: 'L', color: 'Red', stock: 5, archived: true },
    ];
    expect(countedRemovals(rows, ['M'], ['Red']).map((v) => v.size)).toEqual(['S']);
    expect(countedRemovals(rows, ['S'], ['Red'])).toEqual([]);
    expect(countedRemovalMessage(countedRemovals(rows, [], ['Red']))).toMatch(/^S \/ Red still has 2 pieces/);
    expect(cellName({ size: '', color: '' })).toBe('The product');
    expect(cellName({ size: 'M', color: '' })).toBe('M');
  });
});

describe('photos per colour', () => {
  const product = { colors: ['Red', 'Blue'], images: ['a.jpg', 'b.jpg', 'c.jpg'] };

  it('accepts colours of the product with some of its photos, and an empty map', () => {
    expect(colorImagesRefusal(product, { Red: ['b.jpg', 'a.jpg'], Blue: [] })).toBeNull();
    expect(colorImagesRefusal(product, {})).toBeNull();
  });

  it('refuses an unknown colour, an unknown photo, a photo twice, more photos than the product has', () => {
    expect(colorImagesRefusal(product, { Green: ['a.jpg'] })).toEqual({
      code: 'VARIANT_UNKNOWN_COLOR',
      message: '"Green" is not one of this product\'s colours.',
    });
    expect(colorImagesRefusal(product, { Red: ['z.jpg'] })?.message).toBe(
      'Red: "z.jpg" is not one of this product\'s photos.',
    );
    expect(colorImagesRefusal(product, { Red: ['a.jpg', 'a.jpg'] })?.message).toBe(
      'Red: a photo is listed twice.',
    );
    expect(colorImagesRefusal(product, { Red: ['a.jpg', 'b.jpg', 'c.jpg', 'a.jpg'] })?.message).toBe(
      "Red: at most 3 photos (the product's own).",
    );
  });

  it('reads the body and refuses one that is not a map of lists', () => {
    expect(ColorImagesSchema.safeParse({ colorImages: { Red: ['a.jpg'] } }).success).toBe(true);
    expect(ColorImagesSchema.safeParse({ colorImages: { Red: 'a.jpg' } }).success).toBe(false);
    expect(ColorImagesSchema.safeParse({ colorImages: [] }).success).toBe(false);
  });

  it('keeps only colours and photos the product still has', () => {
    expect(
      keptColorImages({ Red: ['a.jpg', 'gone.jpg'], Green: ['a.jpg'], Blue: ['gone.jpg'] }, product),
    ).toEqual({ Red: ['a.jpg'] });
    expect(keptColorImages(null, product)).toEqual({});
  });
});

describe('lessHeld: what shoppers may still buy (decision 0057)', () => {
  const v = (id: number, size: string, stock: number | null) => ({
    id,
    size,
    color: 'Red',
    stock,
    newPrice: null,
    oldPrice: null,
  });
  it('takes holds from the split variant they name, never below 0, and leaves the others', () => {
    const variants = [v(1, 'M', 1), v(2, 'L', 3), v(3, 'XL', null)];
    const net = lessHeld({ stock: 4, stockMode: 'split' }, variants, [
      [1, 1],
      [1, 2],
      [3, 5],
      [null, 7],
    ]);
    expect(net.variants.map((x) => x.stock)).toEqual([0, 3, null]);
    expect(stockOf({ stock: 4, stockMode: 'split' }, net.variants)).toBe(3);
    expect(sizeAvailability({ stock: 4, stockMode: 'split', available: true }, net.variants)).toEqual(
      new Map([
        ['M', false],
        ['L', true],
        ['XL', true],
      ]),
    );
    expect(variants[0].stock).toBe(1);
  });
  it('takes every hold on a pooled product from its pool, whichever variant it names', () => {
    const variants = [v(1, 'M', null), v(2, 'L', null)];
    expect(
      lessHeld({ stock: 3, stockMode: 'pooled' }, variants, [
        [1, 2],
        [2, 2],
      ]).stock,
    ).toBe(0);
    expect(lessHeld({ stock: 3, stockMode: 'pooled' }, variants, [[1, 2]]).stock).toBe(1);
    expect(lessHeld({ stock: null, stockMode: 'pooled' }, variants, [[1, 2]]).stock).toBeNull();
    expect(lessHeld({ stock: 3, stockMode: 'pooled' }, variants, []).stock).toBe(3);
  });
  it('never answers a negative or a larger count (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.nat(20), { nil: null }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.tuple(fc.nat(7), fc.nat(5)), { maxLength: 8 }),
        (stocks, holds) => {
          const variants = stocks.map((s, i) => v(i, `S${i}`, s));
          const net = lessHeld({ stock: 0, stockMode: 'split' }, variants, holds);
          net.variants.forEach((x, i) => {
            const before = stocks[i];
            if (before === null) expect(x.stock).toBeNull();
            else {
              const held = holds.filter(([id]) => id === i).reduce((sum, [, q]) => sum + q, 0);
              expect(x.stock).toBe(Math.max(0, before - held));
            }
          });
        },
      ),
    );
  });
});
