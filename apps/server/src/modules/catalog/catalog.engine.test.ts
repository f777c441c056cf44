// The catalogue engine (decision 0034): the same pages as SQL, and fresh for every writer.
import { PRICE_BAND_IDS } from '@zariya/shared/catalog';
import { SEARCH_SORTS } from '@zariya/shared/listing';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { catalogueChanged } from './catalog.cache.ts';
import {
  CatalogueIndex,
  catalogueEngine,
  type EngineItem,
  type EngineRequest,
  keptSearches,
  SearchMatches,
  stockedValues,
} from './catalog.engine.ts';
import { type ListRequest, listPageFromSql, suggestFromSql } from './catalog.repository.ts';
import { prefixWords } from './catalog.query.ts';
import { parseTsvector } from './search.memory.ts';
import { until } from '../../test/wait.ts';

const CATEGORIES = ['Saree', 'Women Western', 'Accessories'];
const BRANDS = ['Anokhi', 'Biba', 'Fabindia'];
const COLOURS = ['Maroon', 'Gold', 'Navy Blue', 'Ivory'];
const SIZES = ['S', 'M', 'L', 'Free Size'];

describe('catalogue index filters', () => {
  // More distinct colours and sizes than there are bits (31): the values after those are tested one by one.
  const colours = Array.from({ length: 45 }, (_, i) => `Colour ${i}`);
  const sizes = Array.from({ length: 40 }, (_, i) => `Size ${i}`);
  const items: EngineItem[] = Array.from({ length: 300 }, (_, i) => ({
    id: i + 1,
    category: 'Saree',
    created: i,
    price: [0, 999, 1000, 2999, 3000, 4999, 5000, 250_000][i % 8],
    discount: i % 50,
    rating: i % 6,
    brand: BRANDS[i % 3],
    colors: [colours[i % 45], colours[(i * 7) % 45]],
    sizes: i % 5 === 0 ? [] : [sizes[(i * 3) % 40]],
    card: JSON.stringify({ id: i + 1 }),
    name: '',
    image: '',
    terms: parseTsvector(''),
    doc: '',
    holdsUntil: null,
    bandBits: 0,
    colourBits: 0,
    colourRest: false,
    sizeBits: 0,
    sizeRest: false,
  }));

  it('match exactly the products that have a wanted value, with or without a bit', () => {
    const index = new CatalogueIndex();
    index.reset(items.map((item) => ({ ...item })));
    fc.assert(
      fc.property(
        fc.subarray(colours, { minLength: 1, maxLength: 4 }),
        fc.subarray(sizes, { minLength: 0, maxLength: 3 }),
        fc.subarray([...PRICE_BAND_IDS], { minLength: 0 }),
        (color, size, price) => {
          const page = index.page({
            category: 'Saree',
            sort: 'price_asc',
            page: 1,
            limit: 300,
            color,
            size,
            price,
          });
          const bands = [
            [0, 1000],
            [1000, 3000],
            [3000, 5000],
            [5000, Number.POSITIVE_INFINITY],
          ].filter((_, i) => price.includes(PRICE_BAND_IDS[i]));
          const expected = items
            .filter(
              (item) =>
                item.colors.some((c) => color.includes(c)) &&
                (size.length === 0 || item.sizes.some((s) => size.includes(s))) &&
                (bands.length === 0 || bands.some(([min, max]) => item.price >= min && item.price < max)),
            )
            .sort((a, b) => a.price - b.price || a.id - b.id);
          expect(page.total).toBe(expected.length);
          expect(JSON.parse(page.json).map((c: { id: number }) => c.id)).toEqual(
            expected.map((item) => item.id),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keep the bits right when a product changes its colours', () => {
    const index = new CatalogueIndex();
    index.reset(items.map((item) => ({ ...item })));
    const changed = { ...items[0], colors: ['Colour 44', 'A new colour'] };
    index.apply([changed], [2]);
    const ids = (color: string[]) =>
      JSON.parse(index.page({ category: 'Saree', sort: 'newest', page: 1, limit: 300, color }).json).map(
        (c: { id: number }) => c.id,
      );
    expect(ids(['A new colour'])).toEqual([1]);
    expect(ids([colours[0]])).not.toContain(1);
    expect(ids([colours[7]])).not.toContain(2);
  });
});

describe('sizes and colours in stock (decision 0052)', () => {
  const variants = {
    sizes: ['S', 'M', 'L'],
    colors: ['Maroon', 'Gold'],
    variantSizes: ['S', 'S', 'M', 'M', 'L', 'L'],
    variantColors: ['Maroon', 'Gold', 'Maroon', 'Gold', 'Maroon', 'Gold'],
  };

  it('split: the values of variants with pieces or uncounted; the listed arrays themselves when all are', () => {
    const split = { ...variants, available: true, stock: 3, stockMode: 'split' as const };
    expect(stockedValues({ ...split, variantStocks: [0, 0, 0, 0, 0, 3] })).toEqual({
      sizes: ['L'],
      colors: ['Gold'],
    });
    expect(stockedValues({ ...split, variantStocks: [null, 0, 0, 0, 0, 0] })).toEqual({
      sizes: ['S'],
      colors: ['Maroon'],
    });
    const all = stockedValues({ ...split, variantStocks: [1, 1, 1, 1, 1, null] });
    expect(all.sizes).toBe(variants.sizes);
    expect(all.colors).toBe(variants.colors);
  });

  it('pooled: every made variant while the pool has a piece or is uncounted; nothing when empty or off sale', () => {
    const pooled = { ...variants, variantStocks: Array(6).fill(null), stockMode: 'pooled' as const };
    expect(stockedValues({ ...pooled, available: true, stock: 2 })).toEqual({
      sizes: variants.sizes,
      colors: variants.colors,
    });
    expect(stockedValues({ ...pooled, available: true, stock: null }).sizes).toEqual(variants.sizes);
    expect(stockedValues({ ...pooled, available: true, stock: 0 })).toEqual({ sizes: [], colors: [] });
    expect(stockedValues({ ...pooled, available: false, stock: 5 })).toEqual({ sizes: [], colors: [] });
    // A combination not made (M in Gold left out): M is still in stock through Maroon.
    const made = {
      ...pooled,
      variantSizes: ['S', 'M', 'L'],
      variantColors: ['Gold', 'Maroon', 'Gold'],
      variantStocks: [null, null, null],
    };
    expect(stockedValues({ ...made, available: true, stock: 1 })).toEqual({
      sizes: ['S', 'M', 'L'],
      colors: ['Maroon', 'Gold'],
    });
  });
});

describe('kept searches', () => {
  const index = new CatalogueIndex();
  const matching = (n: number) =>
    new SearchMatches(
      index,
      Array.from({ length: n }, (_, i) => i + 1),
      new Map(),
    );

  it('are bounded by their matches in all, the least recently used going first', () => {
    const kept = keptSearches();
    kept.set('silk', matching(40_000));
    kept.set('saree', matching(40_000));
    expect(kept.get('silk')?.size).toBe(40_000); // now the most recently used
    kept.set('cotton', matching(40_000)); // 120,000 in all: the oldest ('saree') goes
    expect(kept.get('saree')).toBeUndefined();
    expect(kept.get('silk')).toBeDefined();
    expect(kept.get('cotton')).toBeDefined();
    // A text matching more than the whole bound is answered, not kept.
    kept.set('a', matching(150_000));
    expect(kept.get('a')).toBeUndefined();
    expect(kept.size).toBe(2);
  });

  it('are bounded by their number too', () => {
    const kept = keptSearches();
    for (let i = 0; i < 600; i++) kept.set(`word ${i}`, matching(3));
    expect(kept.size).toBe(500);
    expect(kept.get('word 99')).toBeUndefined();
    expect(kept.get('word 100')).toBeDefined();
  });
});

describe.each(databaseKinds())('catalogue engine on %s', (kind) => {
  let t: TestApp;
  const list = async (body: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/products/category', payload: body });
    expect(res.statusCode).toBe(200);
    return {
      cards: res.json() as Array<{ id: number; new_price: number; stock: number | null }>,
      total: Number(res.headers['x-total-count']),
    };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    // Ties on purpose: equal prices, discounts, ratings and creation times, so that the id tie-break decides.
    for (let i = 0; i < 90; i++) {
      const newPrice = [499, 999, 1000, 2999, 3000, 5000, 7499][i % 7];
      await insertProduct(t.db, {
        category: CATEGORIES[i % 3],
        brandname: BRANDS[i % 3 === 0 ? (i >> 2) % 3 : i % 3],
        newPrice,
        oldPrice: i % 4 === 0 ? null : newPrice + 100 * (i % 5),
        colors: [COLOURS[i % 4], ...(i % 6 === 0 ? [COLOURS[(i + 1) % 4]] : [])],
        sizes: i % 5 === 1 ? [SIZES[i % 4], SIZES[(i + 1) % 4]] : [SIZES[i % 4]],
        averageRating: [0, 3.5, 4, 4.25, 5][i % 5],
        createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 3) * 60_000),
        // Some sold out (pooled, the pool empty), some off sale, some uncounted (decisions 0020, 0043).
        stock: i % 11 === 0 ? 0 : i % 13 === 0 ? null : 10,
        available: i % 17 !== 0,
      });
    }
    // Every third product split: its variants count their own pieces, some sold out, some uncounted.
    await t.db.execute(sql`update products set stock_mode = 'split' where id % 3 = 0`);
    await t.db.execute(sql`update product_variants v set stock = case when v.id % 4 = 0 then 0
      when v.id % 7 = 0 then null else v.id % 5 end from products p where p.id = v.product_id and p.stock_mode = 'split'`);
    await t.db.execute(sql`update products p set stock = (select sum(v.stock) from product_variants v
      where v.product_id = p.id and v.archived_at is null) where p.stock_mode = 'split'`);
    await until(async () => catalogueEngine(t.db)?.ready === true, 'the engine to load');
  });
  afterAll(async () => t?.close());

  it('answers every page, sort and filter exactly as SQL does', async () => {
    const engine = catalogueEngine(t.db)!;
    const request = fc.record(
      {
        category: fc.constantFrom(...CATEGORIES, 'Regional Attires'),
        sort: fc.constantFrom(...SEARCH_SORTS),
        page: fc.integer({ min: 1, max: 5 }),
        limit: fc.integer({ min: 1, max: 48 }),
        brand: fc.subarray(BRANDS, { minLength: 1 }),
        color: fc.subarray([...COLOURS, 'navyblue', 'maroon'], { minLength: 1 }),
        size: fc.subarray(SIZES, { minLength: 1 }),
        price: fc.subarray([...PRICE_BAND_IDS], { minLength: 1 }),
        discount: fc.constantFrom(10, 20, 30),
        rating: fc.constantFrom(1, 2, 3, 4),
      },
      { requiredKeys: ['sort', 'page', 'limit'] },
    );
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const fromMemory = await engine.page(r as EngineRequest);
        const fromSql = await listPageFromSql(t.db, r as unknown as ListRequest);
        expect(fromMemory).toEqual(fromSql);
      }),
      { numRuns: 300 },
    );
  });

  it('answers every search page, sort and filter exactly as SQL does', async () => {
    const engine = catalogueEngine(t.db)!;
    const request = fc.record(
      {
        query: fc.constantFrom(
          'product',
          'Test  Product',
          'cotton',
          'anokhi',
          'biba saree',
          'maroon',
          'produc',
          '"test product"',
          'cotton -biba',
          'nothing-matches',
          // Typos, plurals, stop words and digits, matched and ranked in memory (search.memory.ts).
          'products',
          'produc',
          'the product',
          'biba the saree',
          'cottn maroon',
          'maroon gold product',
          'product product',
          'the',
          'navy 7',
          'anokhi test product maroon',
        ),
        category: fc.constantFrom(...CATEGORIES),
        sort: fc.constantFrom(...SEARCH_SORTS),
        page: fc.integer({ min: 1, max: 4 }),
        limit: fc.integer({ min: 1, max: 48 }),
        brand: fc.subarray(BRANDS, { minLength: 1 }),
        price: fc.subarray([...PRICE_BAND_IDS], { minLength: 1 }),
        rating: fc.constantFrom(1, 3, 4),
      },
      { requiredKeys: ['query', 'sort', 'page', 'limit'] },
    );
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const res = await t.app.inject({ method: 'POST', url: '/api/search', payload: r });
        expect(res.statusCode).toBe(200);
        const fromSql = await listPageFromSql(t.db, { ...r, query: r.query } as unknown as ListRequest);
        expect({ json: res.body, total: Number(res.headers['x-total-count']) }).toEqual(fromSql);
      }),
      { numRuns: 200 },
    );
    expect(engine.ready).toBe(true);
    // Only the texts left to SQL (quotes, '-word', punctuation) have their matches kept; the rest match in memory.
    expect(engine.keptSearches).toBeGreaterThan(0);
    expect(engine.keptSearches).toBeLessThanOrEqual(3);
    // Stock and price changes (every order takes stock) keep the matches; the page shows them at once.
    const kept = engine.keptSearches;
    const cheapest = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/search',
          payload: { query: 'product', sort: 'price_asc', page: 1, limit: 1 },
        })
      ).json()[0] as { id: number; stock: number | null };
    const target = (
      await t.app.inject({
        method: 'POST',
        url: '/api/search',
        payload: { query: 'product', sort: 'price_desc', page: 1, limit: 1 },
      })
    ).json()[0] as { id: number };
    await t.db.execute(sql`update products set new_price = 1, stock = 7 where id = ${target.id}`);
    await until(async () => (await cheapest()).id === target.id, 'the repriced product first in the search');
    expect((await cheapest()).stock).toBe(7);
    expect(engine.keptSearches).toBe(kept);
    // A product that comes to match (renamed outside the shop) is found once its change is heard.
    const search = async () =>
      Number(
        (await t.app.inject({ method: 'POST', url: '/api/search', payload: { query: 'zardozi' } })).headers[
          'x-total-count'
        ],
      );
    expect(await search()).toBe(0);
    await t.db.execute(
      sql`update products set productname = 'Zardozi Wedding Saree' where id = (select min(id) from products)`,
    );
    await until(async () => (await search()) === 1, 'the renamed product in the search');
    // And this process's own write at once.
    await t.db
      .update(products)
      .set({ productname: 'Plain Saree' })
      .where(eq(products.productname, 'Zardozi Wedding Saree'));
    catalogueChanged(t.db);
    expect(await search()).toBe(0);
  });

  it('suggests the same products in the same order as SQL, from memory', async () => {
    const engine = catalogueEngine(t.db)!;
    const texts = [
      'p',
      'pro',
      'product',
      'test pro',
      'mar',
      'maroon prod',
      'anok',
      'biba s',
      'cott',
      'prodct',
      'the pr',
    ];
    for (const text of texts) {
      const words = prefixWords(text);
      const fromMemory = await engine.suggest(words, 8);
      expect(fromMemory, text).toBeDefined();
      expect(fromMemory, text).toEqual(await suggestFromSql(t.db, words, 8));
    }
    // Devanagari half-typed is left to SQL.
    expect(await engine.suggest(prefixWords('साड़'), 8)).toBeUndefined();
  });

  it('answers every request that comes while a change is being read with the change (none from the index before it)', async () => {
    // Several pages at once right after a write (a drawn home page asks five lists together): the first one reads
    // the change, and the others must wait for that read, not answer from the index as it was.
    for (let round = 0; round < 3; round++) {
      const added = await insertProduct(t.db, {
        category: 'Women Ethnic',
        createdAt: new Date(Date.UTC(2027, 0, 1 + round)),
      });
      // Asked in the same tick, as concurrent requests reach the engine.
      const engine = catalogueEngine(t.db)!;
      const pages = await Promise.all(
        Array.from({ length: 5 }, () =>
          engine.page({ category: 'Women Ethnic', sort: 'newest', page: 1, limit: 1 }),
        ),
      );
      expect(pages.map((p) => (p ? JSON.parse(p.json)[0]?.id : 'from SQL'))).toEqual(Array(5).fill(added.id));
    }
  });

  it('shows a change made outside the shop (a script, another process) as soon as its NOTIFY arrives', async () => {
    const { cards } = await list({ category: 'Saree', sort: 'price_desc', page: 1, limit: 1 });
    const top = cards[0];
    // Straight through SQL: nothing in this process is told, only the table's trigger speaks.
    await t.db.execute(sql`update products set new_price = 99999, stock = 3 where id = ${top.id + 3}`);
    await until(
      async () =>
        (await list({ category: 'Saree', sort: 'price_desc', page: 1, limit: 1 })).cards[0].id === top.id + 3,
      'the new price to show',
    );
    const first = (await list({ category: 'Saree', sort: 'price_desc', page: 1, limit: 1 })).cards[0];
    expect(first).toMatchObject({ new_price: 99999, stock: 3 });
  });

  it("reads this process's own writes at once", async () => {
    const before = await list({ category: 'Accessories', sort: 'newest', page: 1, limit: 48 });
    const victim = before.cards[5].id;
    await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, victim));
    catalogueChanged(t.db);
    const after = await list({ category: 'Accessories', sort: 'newest', page: 1, limit: 48 });
    expect(after.total).toBe(before.total - 1);
    expect(after.cards.map((c) => c.id)).not.toContain(victim);

    const added = await insertProduct(t.db, {
      category: 'Accessories',
      createdAt: new Date(Date.UTC(2027, 0, 1)),
    });
    const newest = await list({ category: 'Accessories', sort: 'newest', page: 1, limit: 1 });
    expect(newest.cards[0].id).toBe(added.id);
    expect(newest.total).toBe(before.total);

    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, added.id));
    catalogueChanged(t.db);
    expect((await list({ category: 'Accessories', sort: 'newest', page: 1, limit: 1 })).cards[0].stock).toBe(
      0,
    );

    await t.db.delete(products).where(eq(products.id, added.id));
    catalogueChanged(t.db);
    expect((await list({ category: 'Accessories', sort: 'newest', page: 1, limit: 48 })).total).toBe(
      before.total - 1,
    );
  });

  it("keeps a product's page until the product or one of its reviews changes, whoever changes it", async () => {
    const product = await insertProduct(t.db, { category: 'Saree', newPrice: 4321 });
    const page = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
      expect(res.statusCode).toBe(200);
      return res.json() as { new_price: number; feedback: Array<{ comment?: string; name: string }> };
    };
    expect((await page()).new_price).toBe(4321);
    expect((await page()).new_price).toBe(4321);
    // Outside the shop: a price change and a review, each announced by its table's trigger.
    await t.db.execute(sql`update products set new_price = 4000 where id = ${product.id}`);
    await until(async () => (await page()).new_price === 4000, 'the new price on the product page');
    await t.db.execute(
      sql`insert into reviews (product_id, name, rating, content) values (${product.id}, 'Meera', 5, 'Lovely drape')`,
    );
    await until(async () => (await page()).feedback.some((r) => r.name === 'Meera'), 'the new review');
    await t.db.execute(sql`delete from reviews where product_id = ${product.id}`);
    await until(async () => (await page()).feedback.length === 0, 'the review gone');
    // This process's own write shows at once.
    await t.db.update(products).set({ newPrice: 3900 }).where(eq(products.id, product.id));
    catalogueChanged(t.db);
    expect((await page()).new_price).toBe(3900);
    await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, product.id));
    catalogueChanged(t.db);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).statusCode).toBe(404);
  });

  it('reads everything again after a change too large to name its ids', async () => {
    // 2,000 ids do not fit in one NOTIFY payload: the trigger says '*'.
    const ids = Array.from({ length: 2_000 }, (_, i) => i + 1);
    await t.db.insert(products).values(
      ids.map((i) => ({
        brandname: 'Bulk',
        productname: `Bulk ${i}`,
        category: 'Regional Attires',
        newPrice: 100 + i,
        createdAt: new Date(Date.UTC(2025, 0, 1) + i),
      })),
    );
    catalogueChanged(t.db);
    expect((await list({ category: 'Regional Attires', sort: 'price_asc', page: 1, limit: 10 })).total).toBe(
      2_000,
    );
    await t.db
      .update(products)
      .set({ newPrice: 50 })
      .where(inArray(products.brandname, ['Bulk']));
    catalogueChanged(t.db);
    const cheap = await list({ category: 'Regional Attires', sort: 'price_asc', page: 1, limit: 10 });
    expect(cheap.cards.every((c) => c.new_price === 50)).toBe(true);
  });

  if (kind === 'postgres') {
    it('answers from SQL while its LISTEN connection is down, and from memory again once it is back', async () => {
      const engine = catalogueEngine(t.db)!;
      expect(engine.ready).toBe(true);
      await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN zariya_products%'`);
      await until(async () => !engine.ready, 'the engine to notice');
      // A change while nobody listens is still in the answer (SQL), and after the reload (memory).
      const { cards } = await list({ category: 'Women Western', sort: 'price_asc', page: 1, limit: 1 });
      await t.db.execute(sql`update products set new_price = 1 where id = ${cards[0].id + 3}`);
      expect(
        (await list({ category: 'Women Western', sort: 'price_asc', page: 1, limit: 1 })).cards[0].id,
      ).toBe(cards[0].id + 3);
      await until(async () => engine.ready, 'the engine to reconnect and load', 5_000);
      const again = await engine.page({ category: 'Women Western', sort: 'price_asc', page: 1, limit: 1 });
      expect(JSON.parse(again!.json)[0].id).toBe(cards[0].id + 3);
    });
  }
});
