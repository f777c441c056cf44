// Issue 29: the owner's synonym groups, and the searches that found nothing or little.
import { SEED_SYNONYMS, synonymKey } from '@zariya/shared/search-words';
import type { Product } from '@zariya/shared/product';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPath } from '../../lib/paths.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { adminToken, createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { catalogueEngine } from './catalog.engine.ts';
import { flushSearchLog, pruneSearchLog, recordSearch } from './search-log.ts';

describe('the seed groups of migration 0023', () => {
  it('are the shared SEED_SYNONYMS, word for word', () => {
    const migration = readFileSync(serverPath('drizzle/0023_search_synonyms.sql'), 'utf8');
    const groups = [...migration.matchAll(/ARRAY\[([^\]]*)\]/g)].map((m) =>
      [...m[1].matchAll(/'((?:[^']|'')*)'/g)].map((w) => w[1].replace(/''/g, "'")),
    );
    expect(groups).toEqual(SEED_SYNONYMS.map((g) => g.map(synonymKey)));
  });
});

describe.each(databaseKinds())('synonyms and missed searches on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = { authorization: `Bearer ${await adminToken(t.app)}` };
    await insertProduct(t.db, { productname: 'Mulmul Cotton Kurta', category: 'Women Ethnic' });
    await insertProduct(t.db, { productname: 'Georgette Sharara Set', category: 'Women Ethnic' });
  });
  afterAll(async () => t?.close());

  const search = async (query: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/search', payload: { query } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Product[]).map((p) => p.productname);
  };
  const groups = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/search/synonyms', headers: admin });
    expect(res.statusCode).toBe(200);
    return res.json().groups as Array<{ id: number; words: string[] }>;
  };
  const misses = async (max = 0) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/search/misses?max=${max}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().searches as Array<{ text: string; count: number; results: number; lastSeen: string }>;
  };

  it('only the owner sees or edits them', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/search/synonyms'],
      ['POST', '/api/admin/search/synonyms'],
      ['POST', '/api/admin/search/synonyms/1/words'],
      ['DELETE', '/api/admin/search/synonyms/1'],
      ['GET', '/api/admin/search/misses'],
    ] as const) {
      expect(
        (await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode,
      ).toBe(401);
    }
  });

  it('starts with the seed groups', async () => {
    const seeded = await groups();
    expect(seeded.map((g) => g.words)).toEqual(SEED_SYNONYMS.map((g) => g.map(synonymKey)));
    expect(await search('kurti')).toEqual(['Mulmul Cotton Kurta']);
  });

  it('adds a group, and searches use it at once (a kept search is dropped)', async () => {
    expect(await search('garara')).toEqual([]);
    // A text left to SQL has its matches kept until the groups change.
    expect(await search('"garara"')).toEqual([]);
    expect(catalogueEngine(t.db)?.keptSearches ?? 1).toBeGreaterThan(0);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/search/synonyms',
      headers: admin,
      payload: { words: [' Sharara ', 'Garara', 'gharara', 'garara'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), words: ['sharara', 'garara', 'gharara'] });
    expect(catalogueEngine(t.db)?.keptSearches ?? 0).toBe(0);
    expect(await search('garara')).toEqual(['Georgette Sharara Set']);
    expect(await search('GHARARA set')).toEqual(['Georgette Sharara Set']);
  });

  it('refuses a word already in another group, a group of one word, and blank words', async () => {
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/search/synonyms',
      headers: admin,
      payload: { words: ['kurta', 'tunic'] },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('That word is already in another synonym group.');
    for (const words of [['tunic'], ['tunic', 'Tunic '], ['tunic', '!!'], 'tunic']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/search/synonyms',
        headers: admin,
        payload: { words },
      });
      expect(res.statusCode, JSON.stringify(words)).toBe(400);
    }
  });

  it('adds one word to a group, and removes a group', async () => {
    const kurta = (await groups()).find((g) => g.words[0] === 'kurta')!;
    expect(await search('kameez')).toEqual([]);
    const add = await t.app.inject({
      method: 'POST',
      url: `/api/admin/search/synonyms/${kurta.id}/words`,
      headers: admin,
      payload: { word: 'Kameez' },
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().words.at(-1)).toBe('kameez');
    expect(await search('kameez')).toEqual(['Mulmul Cotton Kurta']);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/search/synonyms/${kurta.id}/words`,
      headers: admin,
      payload: { word: 'kameez' },
    });
    expect(again.json().words.filter((w: string) => w === 'kameez')).toHaveLength(1);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/admin/search/synonyms/${kurta.id}/words`,
      headers: admin,
      payload: { word: 'sari' },
    });
    expect(elsewhere.statusCode).toBe(409);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/search/synonyms/999999/words',
      headers: admin,
      payload: { word: 'x1' },
    });
    expect(missing.statusCode).toBe(404);

    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/search/synonyms/${kurta.id}`,
      headers: admin,
    });
    expect(gone.statusCode).toBe(200);
    expect(await search('kameez')).toEqual([]);
    // 'kurti' is still a typo of 'kurta'; the Hindi word has no catalogue word near it.
    expect(await search('कुर्ती')).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/search/synonyms/${kurta.id}`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('counts searches in memory and lists those that found nothing or little, most asked first', async () => {
    for (let i = 0; i < 3; i++) await search('Zardozi  Potli');
    await search('zardozi potli');
    await search('mulmul');
    await search('xyzzy');
    // Nothing is written per request: the counts wait in memory until a flush (or the owner's list).
    const stored = async () =>
      (await t.db.execute('select count(*)::int as n from search_log')) as unknown as {
        rows: Array<{ n: number }>;
      };
    const before = (await stored()).rows[0].n;
    const nothing = await misses();
    expect(nothing[0]).toMatchObject({ text: 'zardozi potli', count: 4, results: 0 });
    expect(nothing.map((m) => m.text)).toContain('xyzzy');
    expect(nothing.map((m) => m.text)).not.toContain('mulmul');
    expect((await stored()).rows[0].n).toBeGreaterThan(before);
    expect((await misses(1)).map((m) => m.text)).toContain('mulmul');
    // Later counts add to the stored ones; a page after the first is not another search.
    await search('zardozi potli');
    await t.app.inject({ method: 'POST', url: '/api/search', payload: { query: 'zardozi potli', page: 2 } });
    await flushSearchLog(t.db);
    expect((await misses())[0]).toMatchObject({ text: 'zardozi potli', count: 5 });
  });

  it('keeps the most asked texts only (a bot typing random words does not grow the table without end)', async () => {
    await flushSearchLog(t.db);
    // 300 texts asked once, long ago and just now, and 'zardozi potli' asked 5 times.
    for (let i = 0; i < 300; i++) recordSearch(t.db, `random words ${i}`, 0);
    await flushSearchLog(t.db);
    await t.db.execute(sql`update search_log set last_seen = now() - interval '30 days'
      where text like 'random words 1%'`);
    const count = async () =>
      (
        (await t.db.execute(sql`select count(*)::int as n from search_log`)) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows[0].n;
    expect(await count()).toBeGreaterThan(300);
    const before = await count();
    expect(await pruneSearchLog(t.db, 50)).toBe(before - 50);
    expect(await count()).toBe(50);
    const kept = await misses(1_000);
    expect(kept[0]).toMatchObject({ text: 'zardozi potli', count: 5 });
    // Ties on count: the most recently asked stay; the old ones went first.
    expect(kept.some((m) => m.text.startsWith('random words 1'))).toBe(false);
    expect(await pruneSearchLog(t.db, 50)).toBe(0);
  });
});
