import type { Facets, Suggestion } from '@zariya/shared/catalog';
import type { Product } from '@zariya/shared/product';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, insertProductTable, type ProductRow } from '../../test/fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { filterConditions, searchCondition, searchTerms } from './catalog.query.ts';

const COLUMNS = [
  'brandname',
  'productname',
  'category',
  'colors',
  'material',
  'newPrice',
  'description',
] as const;
const CATALOGUE: ProductRow<typeof COLUMNS>[] = [
  [
    'Kanchi Looms',
    'Kanjeevaram Pure Silk Saree with Zari Border',
    'Saree',
    ['Maroon', 'Gold'],
    'Pure Silk',
    14999,
    'Woven in Kanchipuram with temple motifs along the hem.',
  ],
  [
    'Sutra & Silk',
    'Organza Saree with Floral Embroidery',
    'Saree',
    ['Lavender', 'White'],
    'Organza',
    3499,
    'Sheer organza scattered with thread-embroidered blossoms.',
  ],
  [
    'Taani Handlooms',
    'Bengal Tant Cotton Saree',
    'Saree',
    ['White', 'Crimson'],
    'Cotton',
    1199,
    'Crisp Tant cotton woven by hand in Nadia.',
  ],
  [
    'Libas',
    'Chikankari Cotton Kurta',
    'Women Ethnic',
    ['White'],
    'Cotton',
    1499,
    'Hand embroidered in Lucknow.',
  ],
  [
    'Libas',
    'Anarkali Kurta Set with Dupatta',
    'Women Ethnic',
    ['DarkGreen', 'Gold'],
    'Rayon',
    2999,
    'A flared anarkali with a printed dupatta.',
  ],
  [
    'Amrapali',
    'Gold Plated Temple Jhumkas',
    'Accessories',
    ['Gold'],
    'Brass',
    899,
    'Bell-shaped earrings with tiny pearls.',
  ],
  [
    'Urban Loom',
    'Denim Jacket',
    'Women Western',
    ['Navy'],
    'Denim',
    2499,
    'A classic jacket in washed denim.',
  ],
  [
    'Kora & Co.',
    'Chanderi Silk Cotton Suit Set',
    'Salwar & Suits',
    ['PeachPuff'],
    'Chanderi',
    3299,
    'Light enough for an all-day function.',
  ],
  [
    'Phulkari Tales',
    'Phulkari Kurta with Patiala Salwar',
    'Regional Attires',
    ['Black', 'DeepPink'],
    'Cotton',
    3299,
    'Bright phulkari on the yoke.',
  ],
];

const names = (items: Product[]) => items.map((p) => p.productname).sort();
const SAREES = [
  'Bengal Tant Cotton Saree',
  'Kanjeevaram Pure Silk Saree with Zari Border',
  'Organza Saree with Floral Embroidery',
];
const KURTAS = [
  'Anarkali Kurta Set with Dupatta',
  'Chikankari Cotton Kurta',
  'Phulkari Kurta with Patiala Salwar',
];

describe.each(databaseKinds())('search and suggestions on %s', (kind) => {
  let t: TestApp;

  async function search(body: Record<string, unknown>) {
    const res = await t.app.inject({ method: 'POST', url: '/api/search', payload: body });
    expect(res.statusCode, res.body).toBe(200);
    return { items: res.json() as Product[], total: Number(res.headers['x-total-count']) };
  }
  async function suggest(q: string): Promise<Suggestion[]> {
    const res = await t.app.inject({ method: 'GET', url: `/api/search/suggest?q=${encodeURIComponent(q)}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    await insertProductTable(t.db, COLUMNS, CATALOGUE);
  });
  afterAll(async () => t?.close());

  it('finds products by name and category words', async () => {
    const res = await search({ query: 'saree' });
    expect(names(res.items)).toEqual(SAREES);
    expect(res.total).toBe(3);
  });

  it('tolerates typos: sare, kurtha, jhumka', async () => {
    expect(names((await search({ query: 'sare' })).items)).toEqual(SAREES);
    expect(names((await search({ query: 'kurtha' })).items)).toEqual(KURTAS);
    expect(names((await search({ query: 'jhumka' })).items)).toEqual(['Gold Plated Temple Jhumkas']);
    expect(names((await search({ query: 'Kanjivaram' })).items)).toContain(SAREES[1]);
  });

  it('searches brand, colours, material and description too', async () => {
    expect(names((await search({ query: 'libas' })).items)).toEqual(KURTAS.slice(0, 2));
    expect(names((await search({ query: 'maroon' })).items)).toEqual([SAREES[1]]);
    expect(names((await search({ query: 'dark green' })).items)).toEqual(['Anarkali Kurta Set with Dupatta']);
    expect(names((await search({ query: 'brass' })).items)).toEqual(['Gold Plated Temple Jhumkas']);
    expect(names((await search({ query: 'kanchipuram' })).items)).toEqual([SAREES[1]]);
    expect((await search({ query: 'xylophone' })).items).toEqual([]);
  });

  it('ranks the better match first', async () => {
    expect((await search({ query: 'cotton kurta' })).items[0].productname).toBe('Chikankari Cotton Kurta');
    expect((await search({ query: 'silk saree' })).items[0].productname).toBe(SAREES[1]);
  });

  it('filters, sorts and pages search results', async () => {
    const cheap = await search({ query: 'saree', price: ['1000-3000', '3000-5000'], sort: 'price_asc' });
    expect(cheap.items.map((p) => p.productname)).toEqual([SAREES[0], SAREES[2]]);
    const page = await search({ query: 'saree', sort: 'price_desc', limit: 1, page: 2 });
    expect(page.items.map((p) => p.productname)).toEqual([SAREES[2]]);
    expect(page.total).toBe(3);
    const gold = await search({ query: 'gold', color: 'Gold', category: 'Accessories' });
    expect(names(gold.items)).toEqual(['Gold Plated Temple Jhumkas']);
  });

  it('refuses a blank search with 400', async () => {
    for (const payload of [{ query: '' }, { query: '   ' }, {}]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/search', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Please enter something to search for.',
        code: 'VALIDATION_ERROR',
      });
    }
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { query: 'a'.repeat(201) },
    });
    expect(long.statusCode).toBe(400);
  });

  it('copes with punctuation and search syntax', async () => {
    for (const query of ['"silk" -cotton', '(((', "kora's", 'a & b | !c', '50%', 'ऑर्गेन्ज़ा']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/search', payload: { query } });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    }
    expect(names((await search({ query: '"silk" -cotton' })).items)).not.toContain(
      'Chanderi Silk Cotton Suit Set',
    );
  });

  it('gives facets of search results that match the search totals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/facets?query=sare' });
    expect(res.statusCode).toBe(200);
    const facets: Facets = res.json();
    expect(facets.total).toBe(3);
    for (const brand of facets.brands) {
      expect((await search({ query: 'sare', brand: [brand.value] })).total).toBe(brand.count);
    }
    for (const band of facets.priceBands) {
      expect((await search({ query: 'sare', price: [band.id] })).total).toBe(band.count);
    }
    const blank = (await t.app.inject({ method: 'GET', url: '/api/products/facets?query=' })).json();
    expect(blank.total).toBe(CATALOGUE.length);
  });

  it('suggests products as the shopper types', async () => {
    const kan = await suggest('kan');
    expect(kan[0]).toEqual({
      id: expect.any(Number),
      productname: SAREES[1],
      brandname: 'Kanchi Looms',
      category: 'Saree',
      image: '',
    });
    expect((await suggest('jhu')).map((s) => s.productname)).toEqual(['Gold Plated Temple Jhumkas']);
    expect((await suggest('Cotton Ku')).map((s) => s.productname)[0]).toBe('Chikankari Cotton Kurta');
    expect((await suggest('kurtha')).map((s) => s.productname).sort()).toEqual(KURTAS);
    expect(await suggest('')).toEqual([]);
    expect(await suggest('   ')).toEqual([]);
    expect(await suggest('!!!')).toEqual([]);
  });

  it('gives at most 8 suggestions', async () => {
    for (let i = 0; i < 10; i++) {
      await insertProduct(t.db, { productname: `Zigzag Stole ${i}`, category: 'Accessories' });
    }
    expect(await suggest('zigz')).toHaveLength(8);
  });

  it('uses the GIN indexes for search, typo correction, colour and size', async () => {
    const plan = (where: ReturnType<typeof sql>, table = sql`products`) =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = (await tx.execute(sql`explain select * from ${table} where ${where}`)) as unknown as {
          rows: Array<Record<string, string>>;
        };
        return result.rows.map((r) => Object.values(r)[0]).join('\n');
      });
    const searchPlan = await plan(searchCondition(searchTerms('kurta')));
    expect(searchPlan).toContain('products_search_document_idx');
    // Typo correction looks words up by trigrams in the small word list, never in products.
    expect(await plan(sql`word % 'kurtha'`, sql`search_words`)).toContain('search_words_trgm_idx');
    // Colour and size mean "in stock in it" (decision 0052): the product's own list narrows the rows by its index
    // before its variants are looked at (on this tiny table the planner would rather walk the few rows in id order).
    const listPlan = (where: ReturnType<typeof sql>) =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_indexscan = off`);
        const result = (await tx.execute(sql`explain select * from products where ${where}`)) as unknown as {
          rows: Array<Record<string, string>>;
        };
        return result.rows.map((r) => Object.values(r)[0]).join('\n');
      });
    expect(await listPlan(filterConditions({ color: ['Gold'] }).color!)).toContain('products_colors_idx');
    expect(await listPlan(filterConditions({ size: ['M'] }).size!)).toContain('products_sizes_idx');
  });
});
