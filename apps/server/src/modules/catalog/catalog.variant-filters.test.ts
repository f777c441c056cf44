// Size and colour filters mean "in stock in that size/colour" (issue 24 item 4 and 7, decision 0052): from the
// catalogue engine's memory and from SQL alike, facets counting the same, and fresh after a change in the database.
import type { Facets } from '@zariya/shared/catalog';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { catalogueChanged } from './catalog.cache.ts';
import { catalogueEngine } from './catalog.engine.ts';
import { type ListRequest, listPageFromSql } from './catalog.repository.ts';
import { until } from '../../test/wait.ts';

describe.each(databaseKinds())('size and colour filters on %s', (kind) => {
  let t: TestApp;
  let split: number;
  let pooledEmpty: number;
  let pooled: number;

  /**
   * Ids found by the list route (the engine once loaded) and by SQL, which must agree — except while a change
   * made straight in the database is on its way to the engine (`compare` false while waiting for it).
   */
  async function found(filters: { size?: string[]; color?: string[] }, compare = true) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/category',
      payload: { category: 'Women Ethnic', sort: 'newest', page: 1, limit: 48, ...filters },
    });
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json() as Array<{ id: number }>).map((p) => p.id).sort((a, b) => a - b);
    if (!compare) return ids;
    const request = { category: 'Women Ethnic', sort: 'newest', page: 1, limit: 48, ...filters };
    const fromSql = await listPageFromSql(t.db, request as unknown as ListRequest);
    const sqlIds = (JSON.parse(fromSql.json) as Array<{ id: number }>).map((p) => p.id).sort((a, b) => a - b);
    expect(ids).toEqual(sqlIds);
    expect(Number(res.headers['x-total-count'])).toBe(fromSql.total);
    return ids;
  }

  async function facets(query: string): Promise<Facets> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products/facets?category=Women%20Ethnic&${query}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Facets;
  }
  const countOf = (list: Array<{ value: string; count: number }>, value: string) =>
    list.find((v) => v.value === value)?.count ?? 0;

  const setVariant = (product: number, size: string, color: string, stock: number | null) =>
    t.db.execute(sql`update product_variants set stock = ${stock}
      where product_id = ${product} and size = ${size} and color = ${color}`);
  const sumStock = (product: number) =>
    t.db.execute(sql`update products set stock = (select sum(stock) from product_variants
      where product_id = ${product} and archived_at is null) where id = ${product}`);

  beforeAll(async () => {
    t = await createTestApp(kind);
    const base = { category: 'Women Ethnic', sizes: ['S', 'M', 'L'], colors: ['Maroon', 'Gold'] };
    // Split: M sold out in both colours, L has pieces in Gold only, S uncounted in Maroon only.
    split = (await insertProduct(t.db, { ...base, productname: 'Split Kurta', stock: 10 })).id;
    await t.db.execute(sql`update products set stock_mode = 'split' where id = ${split}`);
    for (const [size, color, stock] of [
      ['S', 'Maroon', null],
      ['S', 'Gold', 0],
      ['M', 'Maroon', 0],
      ['M', 'Gold', 0],
      ['L', 'Maroon', 0],
      ['L', 'Gold', 3],
    ] as const)
      await setVariant(split, size, color, stock);
    await sumStock(split);
    // Pooled, the pool empty: in stock in nothing.
    pooledEmpty = (await insertProduct(t.db, { ...base, productname: 'Sold Out Kurta', stock: 0 })).id;
    // Pooled with pieces: in stock in every size and colour it lists.
    pooled = (await insertProduct(t.db, { ...base, productname: 'Pooled Kurta', stock: 4, sizes: ['M'] })).id;
    await until(async () => catalogueEngine(t.db)?.ready === true, 'the engine to load');
  });
  afterAll(async () => t?.close());

  it('finds a split product only by the sizes and colours that have pieces', async () => {
    expect(await found({ size: ['M'] })).toEqual([pooled]);
    expect(await found({ size: ['L'] })).toEqual([split]);
    expect(await found({ size: ['S'] })).toEqual([split]);
    expect(await found({ size: ['M', 'L'] })).toEqual([split, pooled]);
    expect(await found({ color: ['Gold'] })).toEqual([split, pooled]);
    // Maroon has pieces only in S (uncounted): found by Maroon, and by S with Maroon, not by L with Maroon.
    expect(await found({ color: ['Maroon'] })).toEqual([split, pooled]);
    expect(await found({ size: ['L'], color: ['Maroon'] })).toEqual([split]);
  });

  it('finds a pooled product with an empty pool by no size or colour, and lists it without filters', async () => {
    for (const filters of [{ size: ['S'] }, { size: ['M'] }, { size: ['L'] }, { color: ['Gold'] }])
      expect(await found(filters)).not.toContain(pooledEmpty);
    expect(await found({})).toContain(pooledEmpty);
  });

  it('counts each size and colour by the products in stock in it', async () => {
    const all = await facets('');
    expect(countOf(all.sizes, 'M')).toBe(1);
    expect(countOf(all.sizes, 'L')).toBe(1);
    expect(countOf(all.sizes, 'S')).toBe(1);
    expect(countOf(all.colors, 'Gold')).toBe(2);
    // With a size chosen, the colours count what is in stock in that size, and the total is the list's.
    const sizeL = await facets('size=L');
    expect(sizeL.total).toBe((await found({ size: ['L'] })).length);
    expect(countOf(sizeL.colors, 'Gold')).toBe(1);
    expect(countOf(sizeL.colors, 'Maroon')).toBe(1);
  });

  it('follows a variant changed straight in the database (a script, another process)', async () => {
    // M comes back in Maroon; the pool of the sold-out product is filled; L sells its last Gold piece.
    await setVariant(split, 'M', 'Maroon', 2);
    await setVariant(split, 'L', 'Gold', 0);
    await sumStock(split);
    await t.db.execute(sql`update products set stock = 5 where id = ${pooledEmpty}`);
    await until(async () => {
      const m = await found({ size: ['M'] }, false);
      return m.includes(split) && m.includes(pooledEmpty);
    }, 'the engine to hear the variants');
    expect(await found({ size: ['L'] })).toEqual([pooledEmpty]);
    // Facet counts are kept a few seconds (decision 0011); a write in this process clears them at once.
    catalogueChanged(t.db);
    expect(countOf((await facets('')).sizes, 'M')).toBe(3);
    // Off sale: in stock in nothing, whatever its counts.
    await t.db.execute(sql`update products set available = false where id = ${split}`);
    await until(async () => !(await found({ size: ['M'] }, false)).includes(split), 'the product off sale');
    expect(await found({ size: ['M'] })).toEqual([pooledEmpty, pooled]);
  });
});
