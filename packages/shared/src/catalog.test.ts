import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalColour,
  colourSpellings,
  PRICE_BAND_IDS,
  ProductCreateSchema,
  ProductListQuerySchema,
  priceInBand,
  productQueryString,
  SearchBodySchema,
} from './catalog.ts';

describe('priceInBand', () => {
  it('puts a price on a boundary in the higher band', () => {
    expect(priceInBand(999, '0-1000')).toBe(true);
    expect(priceInBand(1000, '0-1000')).toBe(false);
    expect(priceInBand(1000, '1000-3000')).toBe(true);
    expect(priceInBand(5000, '5000-100000')).toBe(true);
    expect(priceInBand(250_000, '5000-100000')).toBe(true);
  });

  it('puts every price in exactly one band', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (price) => {
        expect(PRICE_BAND_IDS.filter((id) => priceInBand(price, id))).toHaveLength(1);
      }),
    );
  });
});

describe('colours', () => {
  it('stores CSS names as CamelCase labels and hex codes as #RRGGBB', () => {
    expect(canonicalColour(' maroon ')).toBe('Maroon');
    expect(canonicalColour('darkolivegreen')).toBe('DarkOliveGreen');
    expect(canonicalColour('Dark Olive  Green')).toBe('DarkOliveGreen');
    expect(canonicalColour('aabbcc')).toBe('#AABBCC');
    expect(canonicalColour('As per the image')).toBe('As per the image');
  });

  it('is stable: a stored colour stays as it is', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(canonicalColour(canonicalColour(value))).toBe(canonicalColour(value));
      }),
    );
  });

  it('matches a filter to the stored spelling', () => {
    expect(colourSpellings('darkgreen')).toContain('DarkGreen');
    expect(colourSpellings('dark green')).toContain('DarkGreen');
    expect(colourSpellings('#aabbcc')).toContain('#AABBCC');
  });
});

describe('list query', () => {
  it('reads repeated keys and comma-separated text alike', () => {
    const repeated = ProductListQuerySchema.parse({ brand: ['Libas', 'Biba'], price: '0-1000,1000-3000' });
    expect(repeated.brand).toEqual(['Libas', 'Biba']);
    expect(repeated.price).toEqual(['0-1000', '1000-3000']);
    expect(ProductListQuerySchema.parse({ brand: 'Libas, Biba' }).brand).toEqual(['Libas', 'Biba']);
  });

  it('takes the lowest of several discounts or ratings', () => {
    expect(ProductListQuerySchema.parse({ discount: ['30', '10'], rating: '4,2' })).toMatchObject({
      discount: 10,
      rating: 2,
    });
  });

  it('writes a query string the server reads back', () => {
    const text = productQueryString({
      brand: ['Sutra & Silk', 'Libas'],
      rating: 4,
      sort: 'price_asc',
      page: 2,
    });
    const params = new URLSearchParams(text);
    expect(params.getAll('brand')).toEqual(['Sutra & Silk', 'Libas']);
    expect(params.get('rating')).toBe('4');
  });

  it('refuses a blank search', () => {
    expect(SearchBodySchema.safeParse({ query: '  ' }).success).toBe(false);
    expect(SearchBodySchema.parse({ query: ' saree ' })).toMatchObject({ query: 'saree', sort: 'relevance' });
  });
});

describe('product form', () => {
  const base = {
    brandname: 'Libas',
    productname: 'Kurta',
    category: 'Women Ethnic',
    new_price: '999',
    material: 'Cotton',
    stock: '3',
  };

  it('reads form text into typed values', () => {
    expect(ProductCreateSchema.parse({ ...base, available: 'false', old_price: '' })).toMatchObject({
      new_price: 999,
      old_price: undefined,
      available: false,
      stock: 3,
      sizes: [],
      description: '',
    });
  });

  it('treats colours that differ only in spelling as the same colour', () => {
    const result = ProductCreateSchema.safeParse({ ...base, colors: ['Dark Green', 'darkgreen'] });
    expect(result.success).toBe(false);
  });
});
