import { type Facets, type ProductFiltersInput, productQueryString } from '@zariya/shared/catalog';
import { discountPercent } from '@zariya/shared/discount';
import type { Product } from '@zariya/shared/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProductTable, type ProductRow } from '../../test/fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';

const COLUMNS = [
  'productname',
  'brandname',
  'category',
  'colors',
  'sizes',
  'newPrice',
  'oldPrice',
  'averageRating',
] as const;
const CATALOGUE: ProductRow<typeof COLUMNS>[] = [
  ['Banarasi Silk Saree', 'Kanchi Looms', 'Saree', ['Maroon', 'Gold'], ['Free Size'], 14999, 19999, 4.6],
  ['Organza Saree', 'Sutra & Silk', 'Saree', ['Lavender', 'White'], ['Free Size'], 3499, 4999, 3.9],
  ['Cotton Saree', 'Taani Handlooms', 'Saree', ['White', 'Crimson'], ['Free Size'], 999, null, 4.0],
  ['Georgette Saree', 'Sutra & Silk', 'Saree', ['Black', 'Silver'], ['Free Size'], 1000, 2000, 2.5],
  ['Anarkali Kurta', 'Libas', 'Women Ethnic', ['DarkGreen', 'Gold'], ['S', 'M', 'L'], 2999, 3999, 4.2],
  ['Straight Kurta', 'Libas', 'Women Ethnic', ['Maroon'], ['M', 'L', 'XL'], 1499, 2999, 3.0],
  ['Palazzo Set', 'Biba', 'Women Ethnic', ['#AABBCC', 'As per the image'], ['S', 'M'], 5000, 5000, 0],
  ['Wrap Dress', 'Urban Loom', 'Women Western', ['Black'], ['XS', 'S', 'M'], 799, 1599, 4.8],
  ['Denim Jacket', 'Urban Loom', 'Women Western', ['Navy'], ['M', 'L'], 2499, null, 3.5],
  ['Gold Jhumkas', 'Amrapali', 'Accessories', ['Gold'], [], 4999, 9999, 5.0],
  [
    'Bridal Lehenga',
    'Kanchi Looms',
    'Regional Attires',
    ['Crimson', 'Gold'],
    ['M', 'L'],
    150000,
    200000,
    4.9,
  ],
  [
    'Phulkari Suit',
    'Phulkari Tales',
    'Salwar & Suits',
    ['Black', 'DeepPink'],
    ['M', 'L', 'XL', 'XXL'],
    3000,
    4000,
    1.0,
  ],
];

const names = (items: Product[]) => items.map((p) => p.productname).sort();

describe.each(databaseKinds())('catalogue filters, sorts and facets on %s', (kind) => {
  let t: TestApp;
  type Query = ProductFiltersInput & { category?: string; sort?: string; page?: number; limit?: number };

  async function list(query: Query) {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?${productQueryString(query)}` });
    expect(res.statusCode, res.body).toBe(200);
    return { items: res.json() as Product[], total: Number(res.headers['x-total-count']) };
  }
  async function get(url: string) {
    return t.app.inject({ method: 'GET', url });
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertProductTable(t.db, COLUMNS, CATALOGUE);
  });
  afterAll(async () => t?.close());

  it('filters by one or more brands, as repeated keys or comma-separated', async () => {
    expect(names((await list({ brand: ['Libas'] })).items)).toEqual(['Anarkali Kurta', 'Straight Kurta']);
    const repeated = await get('/api/products?brand=Libas&brand=Biba');
    const commas = await get('/api/products?brand=Libas,Biba');
    expect(repeated.headers['x-total-count']).toBe('3');
    expect(names(commas.json())).toEqual(names(repeated.json()));
    expect((await list({ brand: ['Sutra & Silk'] })).total).toBe(2);
  });

  it('filters by colour name or hex code, whatever the spelling, and refuses what is not a colour', async () => {
    expect(names((await list({ color: ['Maroon'] })).items)).toEqual([
      'Banarasi Silk Saree',
      'Straight Kurta',
    ]);
    expect((await list({ color: ['maroon'] })).total).toBe(2);
    expect(names((await list({ color: ['dark green'] })).items)).toEqual(['Anarkali Kurta']);
    expect((await list({ color: ['DARKGREEN'] })).total).toBe(1);
    expect((await list({ color: ['darkgreen'] })).total).toBe(1);
    expect(names((await list({ color: ['aabbcc'] })).items)).toEqual(['Palazzo Set']);
    expect((await list({ color: ['Maroon', 'Gold'] })).total).toBe(5);
    for (const bad of ['Blurple', 'As per the image', '#12345']) {
      const res = await get(`/api/products?color=${encodeURIComponent(bad)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Colour filter must be a colour name or a 6-digit hex code.',
        code: 'VALIDATION_ERROR',
      });
    }
  });

  it('filters by size', async () => {
    expect(names((await list({ size: ['XL'] })).items)).toEqual(['Phulkari Suit', 'Straight Kurta']);
    expect((await list({ size: ['M', 'XS'] })).total).toBe(7);
    expect((await list({ size: ['Free Size'], category: 'Saree' })).total).toBe(4);
  });

  it('filters by price band: lower bound included, upper excluded, the top band open-ended', async () => {
    expect(names((await list({ price: ['0-1000'] })).items)).toEqual(['Cotton Saree', 'Wrap Dress']);
    expect(names((await list({ price: ['1000-3000'] })).items)).toEqual([
      'Anarkali Kurta',
      'Denim Jacket',
      'Georgette Saree',
      'Straight Kurta',
    ]);
    expect((await list({ price: ['3000-5000'] })).total).toBe(3);
    expect(names((await list({ price: ['5000-100000'] })).items)).toEqual([
      'Banarasi Silk Saree',
      'Bridal Lehenga',
      'Palazzo Set',
    ]);
    expect((await list({ price: ['0-1000', '3000-5000'] })).total).toBe(5);
    const bad = await get('/api/products?price=0-500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Price band must be one of 0-1000, 1000-3000, 3000-5000, 5000-100000.');
  });

  it('filters by minimum discount', async () => {
    const fifty = await list({ discount: 50 });
    expect(names(fifty.items)).toEqual(['Georgette Saree', 'Gold Jhumkas', 'Straight Kurta', 'Wrap Dress']);
    for (const p of fifty.items) expect(discountPercent(p.new_price, p.old_price)).toBeGreaterThanOrEqual(50);
    expect((await list({ discount: 30 })).total).toBe(5);
    expect((await list({ discount: 10 })).total).toBe(9);
    const bad = await get('/api/products?discount=15');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^Discount must be one of 10, 20, 30/);
  });

  it('filters by rating: n means the floor of the average is n or more', async () => {
    const four = await list({ rating: 4 });
    expect(four.total).toBe(6);
    expect(names(four.items)).toContain('Cotton Saree'); // exactly 4.0
    expect(names(four.items)).not.toContain('Organza Saree'); // 3.9 floors to 3
    expect(names((await list({ rating: 5 })).items)).toEqual(['Gold Jhumkas']);
    expect((await list({ rating: 3 })).total).toBe(9);
    for (const bad of ['6', '0', 'abc'])
      expect((await get(`/api/products?rating=${bad}`)).statusCode).toBe(400);
  });

  it('combines category and filters', async () => {
    const res = await list({ category: 'Saree', price: ['1000-3000', '3000-5000'], rating: 3 });
    expect(names(res.items)).toEqual(['Organza Saree']);
    expect(res.total).toBe(1);
  });

  it('sorts by price, discount, rating and date', async () => {
    const byPriceAsc = (await list({ sort: 'price_asc' })).items.map((p) => p.new_price);
    expect(byPriceAsc).toEqual([...byPriceAsc].sort((a, b) => a - b));
    expect(byPriceAsc).toHaveLength(12);
    const byPriceDesc = (await list({ sort: 'price_desc' })).items.map((p) => p.new_price);
    expect(byPriceDesc).toEqual([...byPriceAsc].reverse());
    const discounts = (await list({ sort: 'discount' })).items.map(
      (p) => discountPercent(p.new_price, p.old_price) ?? 0,
    );
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
    expect(discounts[0]).toBe(50);
    const ratings = (await list({ sort: 'rating' })).items.map((p) => p.averageRating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(ratings[0]).toBe(5);
    const newest = (await list({ sort: 'newest' })).items;
    expect(newest[0].productname).toBe('Phulkari Suit');
    // Cards carry no date: each product's own answer has it.
    const dates = await Promise.all(
      newest.map(async (p) => Date.parse((await t.app.inject({ url: `/api/products/${p.id}` })).json().date)),
    );
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('pages through a filtered, sorted list without gaps or repeats', async () => {
    const all = (await list({ sort: 'price_asc' })).items.map((p) => p.id);
    const pages: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await list({ sort: 'price_asc', limit: 5, page });
      expect(res.total).toBe(12);
      pages.push(...res.items.map((p) => p.id));
    }
    expect(pages).toEqual(all);
    const beyond = await list({ sort: 'price_asc', limit: 5, page: 4 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(12);
    const filtered = await list({ color: ['Gold'], limit: 2, page: 2 });
    expect(filtered.items).toHaveLength(2);
    expect(filtered.total).toBe(4);
  });

  it('takes the same filters in the body of POST /products/category', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/category',
      payload: { category: 'Saree', brand: ['Sutra & Silk'], sort: 'price_asc' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: Product) => p.productname)).toEqual(['Georgette Saree', 'Organza Saree']);
    expect(res.headers['x-total-count']).toBe('2');
    const commas = await t.app.inject({
      method: 'POST',
      url: '/api/products/category',
      payload: { category: 'Saree', color: 'White, Black', discount: '20', limit: 1 },
    });
    expect(commas.headers['x-total-count']).toBe('2');
    expect(commas.json()).toHaveLength(1);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/products/category',
      payload: { category: 'Saree', rating: 9 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Rating must be a whole number from 1 to 5.');
  });

  it('answers facets with counts for the current category and filters', async () => {
    const res = await get('/api/products/facets');
    expect(res.statusCode).toBe(200);
    const facets: Facets = res.json();
    expect(facets.total).toBe(12);
    expect(facets.brands.map((b) => b.value)).toEqual([
      'Amrapali',
      'Biba',
      'Kanchi Looms',
      'Libas',
      'Phulkari Tales',
      'Sutra & Silk',
      'Taani Handlooms',
      'Urban Loom',
    ]);
    expect(facets.colors.find((c) => c.value === 'Gold')).toEqual({ value: 'Gold', label: 'Gold', count: 4 });
    expect(facets.colors.find((c) => c.value === 'DarkGreen')?.label).toBe('Dark Green');
    expect(facets.colors.find((c) => c.value === '#AABBCC')?.count).toBe(1);
    expect(facets.colors.some((c) => c.value === 'As per the image')).toBe(false);
    expect(facets.sizes.map((s) => s.value)).toEqual(['Free Size', 'XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(facets.priceBands.map((b) => [b.id, b.count])).toEqual([
      ['0-1000', 2],
      ['1000-3000', 4],
      ['3000-5000', 3],
      ['5000-100000', 3],
    ]);
    expect(facets.priceBands[3].label).toBe('Above ₹5,000');
    expect(facets.discountBands.slice(0, 5).map((b) => [b.id, b.count])).toEqual([
      ['10', 9],
      ['20', 9],
      ['30', 5],
      ['40', 4],
      ['50', 4],
    ]);
    expect(facets.ratings).toEqual([
      { value: 4, label: '4★ & above', count: 6 },
      { value: 3, label: '3★ & above', count: 9 },
      { value: 2, label: '2★ & above', count: 10 },
      { value: 1, label: '1★ & above', count: 11 },
    ]);
  });

  const combos: Query[] = [
    {},
    { category: 'Saree' },
    { brand: ['Libas', 'Sutra & Silk'] },
    { color: ['Gold'], rating: 4 },
    { price: ['1000-3000', '3000-5000'], size: ['M'] },
    { category: 'Women Ethnic', discount: 20, color: ['Maroon', 'DarkGreen'] },
  ];

  it.each(combos)('gives each facet value the list total of choosing it (%o)', async (query) => {
    const facets: Facets = (await get(`/api/products/facets?${productQueryString(query)}`)).json();
    expect(facets.total).toBe((await list(query)).total);
    const checks: Array<[Query, number]> = [
      ...facets.brands.map((b): [Query, number] => [{ ...query, brand: [b.value] }, b.count]),
      ...facets.colors.map((c): [Query, number] => [{ ...query, color: [c.value] }, c.count]),
      ...facets.sizes.map((s): [Query, number] => [{ ...query, size: [s.value] }, s.count]),
      ...facets.priceBands.map((b): [Query, number] => [{ ...query, price: [b.id as '0-1000'] }, b.count]),
      ...facets.discountBands.map((b): [Query, number] => [{ ...query, discount: Number(b.id) }, b.count]),
      ...facets.ratings.map((r): [Query, number] => [{ ...query, rating: r.value }, r.count]),
    ];
    expect(checks.length).toBeGreaterThan(15);
    for (const [withValue, count] of checks) {
      expect({ query: withValue, total: (await list(withValue)).total }).toEqual({
        query: withValue,
        total: count,
      });
    }
  });

  it('keeps a chosen value in its facet even when the other filters leave none of it', async () => {
    const facets: Facets = (await get('/api/products/facets?brand=Biba&color=Navy')).json();
    expect(facets.total).toBe(0);
    expect(facets.brands).toEqual([
      { value: 'Biba', count: 0 },
      { value: 'Urban Loom', count: 1 },
    ]);
    expect(facets.colors.find((c) => c.value === 'Navy')?.count).toBe(0);
    expect((await get('/api/products/facets?color=Blurple')).statusCode).toBe(400);
    expect((await get('/api/products/facets?category=Shoes')).statusCode).toBe(400);
  });
});
