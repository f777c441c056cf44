// Decision 0056: several-word searches and suggestions keep their ranking per query (its lexemes), so that every
// text meaning the same query shares it. An owner's edit, a product added or removed, and a synonym group show in
// the next answer all the same, and the results stay SQL's.
import type { Product } from '@zariya/shared/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/fixtures.ts';
import { adminToken, createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { catalogueEngine } from './catalog.engine.ts';
import { type ListRequest, listPageFromSql } from './catalog.repository.ts';

describe.each(databaseKinds())('kept search rankings on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = { authorization: `Bearer ${await adminToken(t.app)}` };
    for (const [productname, description] of [
      ['Mulberry Silk Saree', 'Pure silk, woven by hand.'],
      ['Cotton Saree', 'A soft cotton drape with a silk border.'],
      ['Silk Dupatta', 'A light stole.'],
      ['Linen Kurta', 'Cool and plain.'],
    ]) {
      ids[productname] = (
        await insertProduct(t.db, { productname, description, category: 'Women Ethnic', material: 'Blend' })
      ).id;
    }
  });
  afterAll(async () => t?.close());

  const search = async (query: string, more: object = {}) => {
    const payload = { query, limit: 48, ...more };
    const res = await t.app.inject({ method: 'POST', url: '/api/search', payload });
    expect(res.statusCode, res.body).toBe(200);
    // Always SQL's answer, kept ranking or not.
    const fromSql = await listPageFromSql(t.db, { sort: 'relevance', page: 1, ...payload } as ListRequest);
    expect({ json: res.body, total: Number(res.headers['x-total-count']) }, query).toEqual(fromSql);
    return (res.json() as Product[]).map((p) => p.productname);
  };
  const suggest = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/search/suggest?q=${encodeURIComponent(q)}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Array<{ productname: string }>).map((p) => p.productname);
  };
  const edit = async (id: number, fields: object) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/updateproducts/${id}`,
      headers: admin,
      payload: fields,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('keeps one ranking for every text meaning the same words, and answers as SQL does', async () => {
    const engine = catalogueEngine(t.db)!;
    expect(await search('silk saree')).toEqual(['Mulberry Silk Saree', 'Cotton Saree']);
    await until(() => engine.ready);
    const kept = engine.index.keptRankings;
    // Stop words, case, another spelling (a synonym) and the words' order: the same query, the same ranking.
    expect(await search('the SILK sari')).toEqual(['Mulberry Silk Saree', 'Cotton Saree']);
    expect(await search('saree of silk')).toEqual(['Mulberry Silk Saree', 'Cotton Saree']);
    expect(engine.index.keptRankings).toBe(kept);
    // Other sorts, filters and pages from the same matches.
    expect(await search('silk saree', { sort: 'price_desc' })).toEqual([
      'Cotton Saree',
      'Mulberry Silk Saree',
    ]);
    expect(await search('silk saree', { limit: 1, page: 2 })).toEqual(['Cotton Saree']);
    expect(await search('silk saree', { category: 'Accessories' })).toEqual([]);
  });

  it("shows an owner's edit in the next search and suggestion", async () => {
    expect(await suggest('silk sa')).toEqual(['Mulberry Silk Saree', 'Cotton Saree']);
    // The dupatta becomes a silk saree: it now matches (its rank and place are SQL's, checked by `search`).
    await edit(ids['Silk Dupatta'], { productname: 'Silk Saree Dupatta Set' });
    const three = ['Cotton Saree', 'Mulberry Silk Saree', 'Silk Saree Dupatta Set'];
    expect((await search('silk saree')).sort()).toEqual(three);
    expect((await search('the silk sari')).sort()).toEqual(three);
    expect((await suggest('silk sa')).sort()).toEqual(three);
    // And the cotton saree no longer, once its silk border is gone.
    await edit(ids['Cotton Saree'], { description: 'A soft cotton drape.' });
    const two = ['Mulberry Silk Saree', 'Silk Saree Dupatta Set'];
    expect((await search('silk saree')).sort()).toEqual(two);
    expect((await suggest('silk sa')).sort()).toEqual(two);
  });

  it('shows a product removed, and a new synonym group, in the next search', async () => {
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${ids['Mulberry Silk Saree']}`,
      headers: admin,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(await search('silk saree')).toEqual(['Silk Saree Dupatta Set']);
    expect(await search('linen kurta')).toEqual(['Linen Kurta']);
    expect(await search('linen jama')).toEqual([]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/search/synonyms',
      headers: admin,
      payload: { words: ['linen', 'jama'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await search('linen jama')).toEqual(['Linen Kurta']);
    expect(await search('jama kurta')).toEqual(['Linen Kurta']);
  });
});

async function until(ok: () => boolean) {
  const end = Date.now() + 5_000;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  expect(ok()).toBe(true);
}
