// Catalogue performance changes (issue 3): list bodies are cards, search matches by full text after
// word-list typo correction (precise: every word must match), the word list follows product writes, and
// the short-lived answer cache is cleared by product writes.
import type { Product, ProductCard } from '@zariya/shared/product';
import { eq, sql } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, searchWords } from '../../db/schema.ts';
import { insertProduct, insertProductTable, type ProductRow } from '../../test/fixtures.ts';
import { adminToken, createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { postAddProduct, solidJpeg } from '../../test/multipart.ts';
import { AnswerCache, cacheKey } from './catalog.cache.ts';
import { CardCache } from './catalog.cards.ts';
import { applyCorrections, correctableWords } from './catalog.query.ts';

const CARD_KEYS = [
  'available',
  'averageRating',
  'brandname',
  'category',
  'colors',
  'id',
  'image',
  'imagetwo',
  'new_price',
  'old_price',
  'productname',
  'ratingCount',
  'sizes',
  'stock',
].sort();

/** The columns of the test catalogue's rows. */
const COLUMNS = ['brandname', 'productname', 'category', 'colors', 'material'] as const;

describe.each(databaseKinds())('catalogue performance on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let jpeg: Buffer;

  async function post(url: string, payload: Record<string, unknown>) {
    const res = await t.app.inject({ method: 'POST', url, payload });
    expect(res.statusCode, res.body).toBe(200);
    return { items: res.json() as ProductCard[], total: Number(res.headers['x-total-count']), res };
  }
  const search = (query: string, extra: Record<string, unknown> = {}) =>
    post('/api/search', { query, ...extra });
  const names = (items: { productname: string }[]) => items.map((p) => p.productname).sort();
  const words = async () => (await t.db.select().from(searchWords)).map((w) => w.word);
  const wordCount = async (word: string) =>
    (await t.db.select().from(searchWords).where(eq(searchWords.word, word)))[0]?.products ?? 0;

  async function addProduct(fields: Record<string, string>) {
    const res = await postAddProduct(
      t.app,
      { authorization: `Bearer ${token}` },
      {
        category: 'Saree',
        description: 'Hand finished.',
        new_price: '1999',
        material: 'Silk',
        available: 'true',
        stock: '3',
        sizes_0: 'Free Size',
        color_0: 'Maroon',
        ...fields,
      },
      [{ field: 'image', filename: 'front.jpg', data: jpeg }],
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().product as Product;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await adminToken(t.app);
    jpeg = await solidJpeg(64, 80, '#800000');
    const rows: ProductRow<typeof COLUMNS>[] = [
      ['Kanchi Looms', 'Kanjeevaram Pure Silk Saree', 'Saree', ['Maroon'], 'Silk'],
      ['Taani', 'Bengal Tant Cotton Saree', 'Saree', ['White'], 'Cotton'],
      ['Sutra', 'Organza Saree', 'Saree', ['Lavender'], 'Organza'],
      ['Libas', 'Red Cotton Kurta', 'Women Ethnic', ['Red'], 'Cotton'],
      ['Libas', 'Blue Rayon Kurta', 'Women Ethnic', ['Blue'], 'Rayon'],
      ['Amrapali', 'Red Silk Dupatta', 'Women Ethnic', ['Red'], 'Silk'],
    ];
    await insertProductTable(t.db, COLUMNS, rows, {
      description: 'A product of the test catalogue.',
      images: ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp', '/uploads/d.webp'],
      ratings: [5, 4, 4],
      averageRating: 4.3,
      specifications: [{ key: 'Fabric', value: 'Cotton' }],
    });
  });
  afterAll(async () => t?.close());

  it('answers lists with cards: what a card shows, two images, the ratings count', async () => {
    const lists = [
      await t.app.inject({ method: 'GET', url: '/api/products?limit=3' }),
      await t.app.inject({ method: 'POST', url: '/api/products/category', payload: { category: 'Saree' } }),
      await t.app.inject({ method: 'POST', url: '/api/search', payload: { query: 'kurta' } }),
    ];
    for (const res of lists) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const items: ProductCard[] = res.json();
      expect(items.length).toBeGreaterThan(0);
      for (const card of items) {
        expect(Object.keys(card).sort()).toEqual(CARD_KEYS);
        expect(card.image).toBe('/uploads/a.webp');
        expect(card.imagetwo).toBe('/uploads/b.webp');
        expect(card.ratingCount).toBe(3);
        expect(card.averageRating).toBeCloseTo(4.3);
      }
    }
    // The product itself stays whole.
    const id = (lists[0].json() as ProductCard[])[0].id;
    const full = (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json();
    expect(full.description).toBe('A product of the test catalogue.');
    expect(full.images).toHaveLength(4);
    expect(full.imagefour).toBe('/uploads/d.webp');
    expect(full.ratings).toEqual([5, 4, 4]);
    expect(full.ratingCount).toBe(3);
  });

  it('gives a card without images an empty image and no imagetwo', async () => {
    const bare = await insertProduct(t.db, { productname: 'Plain Stole', category: 'Accessories' });
    const { items } = await post('/api/products/category', { category: 'Accessories' });
    const card = items.find((p) => p.id === bare.id)!;
    expect(card).toMatchObject({ image: '', ratingCount: 0 });
    expect(card).not.toHaveProperty('imagetwo');
  });

  it('matches every word of a search, not any product that shares one word', async () => {
    expect(names((await search('silk saree')).items)).toEqual(['Kanjeevaram Pure Silk Saree']);
    expect(names((await search('cotton saree')).items)).toEqual(['Bengal Tant Cotton Saree']);
    expect(names((await search('red kurta')).items)).toEqual(['Red Cotton Kurta']);
    expect(names((await search('red kurtha')).items)).toEqual(['Red Cotton Kurta']);
    expect((await search('silk sare')).total).toBe(1);
    expect((await search('green kurta')).items).toEqual([]);
  });

  it('corrects only words the catalogue does not know', async () => {
    expect(correctableWords('Red  KURTHA, a "silk" 50')).toEqual(['red', 'kurtha', 'silk']);
    expect(applyCorrections('Red -Kurtha', new Map([['kurtha', 'kurta']]))).toBe('red -kurta');
    // 'blue' is a catalogue word here and stays; 'dupata' is close to 'dupatta'.
    expect(names((await search('blue')).items)).toEqual(['Blue Rayon Kurta']);
    expect(names((await search('silk dupata')).items)).toEqual(['Red Silk Dupatta']);
    // Stop words are never "corrected" into catalogue words.
    expect(names((await search('saree with silk')).items)).toEqual(['Kanjeevaram Pure Silk Saree']);
  });

  it('keeps the word list in step with added, edited and deleted products', async () => {
    expect(await words()).not.toContain('zardozi');
    expect((await search('zardosi')).total).toBe(0);

    const added = await addProduct({ brandname: 'Noor', productname: 'Zardozi Velvet Potli' });
    expect(await wordCount('zardozi')).toBe(1);
    expect(await wordCount('potli')).toBe(1);
    expect(names((await search('zardosi')).items)).toEqual(['Zardozi Velvet Potli']);
    expect(names((await search('velvat potly')).items)).toEqual(['Zardozi Velvet Potli']);

    const before = await wordCount('saree');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/updateproducts/${added.id}`,
      payload: {
        brandname: 'Noor',
        productname: 'Gota Patti Velvet Potli',
        new_price: 1999,
        material: 'Silk',
      },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await words()).not.toContain('zardozi');
    expect(await wordCount('gota')).toBe(1);
    expect(await wordCount('saree')).toBe(before);
    expect((await search('zardosi')).total).toBe(0);
    expect(names((await search('gotta')).items)).toEqual(['Gota Patti Velvet Potli']);

    // Stock and price updates leave the list alone (the trigger fires on searched text only).
    await t.db.update(products).set({ stock: 0, newPrice: 999 }).where(eq(products.id, added.id));
    expect(await wordCount('gota')).toBe(1);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${added.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(await words()).not.toContain('gota');
    expect(await words()).not.toContain('potli');
    expect(await wordCount('velvet')).toBe(0);
    expect((await search('gotta')).total).toBe(0);
  });

  it('holds every catalogue word with its product count', async () => {
    const expected = (await t.db.execute(sql`
      select w.word, count(*)::int as products from products p
      cross join lateral products_search_words(p.brandname, p.productname, p.category, p.colors, p.material, p.description) as w(word)
      group by w.word order by w.word`)) as unknown as { rows: Array<{ word: string; products: number }> };
    const stored = await t.db.select().from(searchWords).orderBy(searchWords.word);
    expect(stored).toEqual(expected.rows);
    expect(stored.map((w) => w.word)).toContain('kanjeevaram');
  });

  it('sends a list compressed in the encoding the client accepts, the same list each way', async () => {
    const ask = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/products?limit=100',
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
    const plain = await ask();
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const list = plain.json();

    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers['x-total-count']).toBe(plain.headers['x-total-count']);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(list);

    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(list);

    // Deflate alone is left to @fastify/compress, which compresses on each request.
    const deflate = await ask('deflate');
    expect(deflate.headers['content-encoding']).toBe('deflate');
    expect(JSON.parse(inflateSync(deflate.rawPayload).toString())).toEqual(list);

    for (const refused of ['identity', 'br;q=0, gzip;q=0']) {
      const res = await ask(refused);
      expect(res.headers['content-encoding'], refused).toBeUndefined();
      expect(res.json()).toEqual(list);
    }
    // The same list compresses to the same bytes.
    expect((await ask('br')).rawPayload.equals(br.rawPayload)).toBe(true);
  });

  it('answers every list fresh, whoever wrote the product, and keeps facets until a write through the module', async () => {
    const facets = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/products/facets?category=Women%20Ethnic' })).json()
        .total;
    const list = () => post('/api/products/category', { category: 'Women Ethnic', sort: 'newest' });
    /** A write that bypasses the shop (another process, a script) shows once its NOTIFY has arrived (decision 0034). */
    const soon = async (check: (page: Awaited<ReturnType<typeof list>>) => boolean) => {
      const end = Date.now() + 3_000;
      for (;;) {
        const page = await list();
        if (check(page) || Date.now() > end) return page;
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    const first = await list();
    const facetTotal = await facets();
    const inserted =
      (await t.db.execute(sql`insert into products (brandname, productname, category, new_price, created_at)
      values ('Libas', 'Sneaked Kurta', 'Women Ethnic', 1500, '2030-01-01') returning id`)) as unknown as {
        rows: Array<{ id: number }>;
      };
    const sneaked = { id: Number(inserted.rows[0].id) };
    const next = await soon((page) => page.total === first.total + 1);
    expect(next.total).toBe(first.total + 1);
    expect(next.items[0]).toMatchObject({ id: sneaked.id, productname: 'Sneaked Kurta' });
    // So does a change to a product whose card was already sent.
    await t.db
      .update(products)
      .set({ newPrice: 777, stock: 0, available: false })
      .where(eq(products.id, sneaked.id));
    const changed = await soon((page) => page.items[0]?.new_price === 777);
    expect(changed.items[0]).toMatchObject({ id: sneaked.id, new_price: 777, available: false });
    // Facet counts are still kept for a few seconds (decision 0011) until a write through the catalogue.
    expect(await facets()).toBe(facetTotal);
    const added = await addProduct({
      brandname: 'Libas',
      productname: 'Mirror Work Kurta',
      category: 'Women Ethnic',
    });
    const fresh = await list();
    expect(fresh.total).toBe(first.total + 2);
    expect(fresh.items.map((p) => p.id)).toEqual(expect.arrayContaining([sneaked.id, added.id]));
    expect(await facets()).toBe(facetTotal + 2);

    const kurtas = await search('kurta');
    await t.db.delete(products).where(eq(products.id, sneaked.id));
    // Searches too: as soon as the deletion's NOTIFY has arrived.
    let after = await search('  KURTA ');
    for (let i = 0; i < 150 && after.total !== kurtas.total - 1; i++) {
      await new Promise((r) => setTimeout(r, 20));
      after = await search('  KURTA ');
    }
    expect(after.total).toBe(kurtas.total - 1);
    expect(after.items.map((p) => p.id)).not.toContain(sneaked.id);
  });

  it('counts every match once, on every page and past the last one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?limit=100' });
    const total = Number(res.headers['x-total-count']);
    expect(res.json()).toHaveLength(total);
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(total / 3) + 1; page++) {
      const pageRes = await t.app.inject({ method: 'GET', url: `/api/products?limit=3&page=${page}` });
      expect(pageRes.headers['x-total-count']).toBe(String(total));
      seen.push(...(pageRes.json() as ProductCard[]).map((p) => p.id));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const past = await post('/api/products/category', { category: 'Saree', page: 500, limit: 10 });
    expect(past.items).toEqual([]);
    expect(past.total).toBe(
      (await t.db.select().from(products).where(eq(products.category, 'Saree'))).length,
    );
  });
});

describe('answer cache', () => {
  it('computes once per key and time to live, shares work in flight, and forgets failures', async () => {
    let now = 0;
    const cache = new AnswerCache(1000, () => now);
    let calls = 0;
    const compute = async () => ++calls;
    expect(await Promise.all([cache.answer('a', compute), cache.answer('a', compute)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.answer('a', compute)).toBe(1);
    now = 1000;
    expect(await cache.answer('a', compute)).toBe(2);
    cache.clear();
    expect(await cache.answer('a', compute)).toBe(3);
    await expect(cache.answer('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.answer('b', compute)).toBe(4);
  });

  it('keys equal requests alike and different requests apart', () => {
    expect(cacheKey('search', { query: ' Red  Kurta ', brand: ['B', 'A'], page: 1 })).toBe(
      cacheKey('search', { page: 1, brand: ['A', 'B'], query: 'red kurta', sort: undefined }),
    );
    expect(cacheKey('category', { category: 'Saree' })).not.toBe(cacheKey('category', { category: 'saree' }));
    expect(cacheKey('products', { page: 1 })).not.toBe(cacheKey('category', { page: 1 }));
    expect(cacheKey('products', { page: 1 })).not.toBe(cacheKey('products', { page: 2 }));
  });
});

describe('card cache', () => {
  it('gives a card only for the row version it was made from, and forgets the least recently stored first', () => {
    const cards = new CardCache(2);
    cards.set(1, '100', '{"id":1}');
    expect(cards.get(1, '100')).toBe('{"id":1}');
    // The row was written since: its version changed, so the kept card is not used.
    expect(cards.get(1, '101')).toBeUndefined();
    cards.set(1, '101', '{"id":1,"stock":0}');
    expect(cards.get(1, '101')).toBe('{"id":1,"stock":0}');
    expect(cards.get(1, '100')).toBeUndefined();
    cards.set(2, '7', '{"id":2}');
    cards.set(3, '8', '{"id":3}');
    expect(cards.size).toBe(2);
    expect(cards.get(1, '101')).toBeUndefined();
    expect(cards.get(2, '7')).toBe('{"id":2}');
    expect(cards.get(3, '8')).toBe('{"id":3}');
  });
});
