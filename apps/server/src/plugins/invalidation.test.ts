// Cache coherence across processes (decision 0030): two apps on one PostgreSQL database, each with its own
// database handle and so its own caches, stand for two processes. A product edit through one must reach the
// other's cached facet counts within a second: by LISTEN/NOTIFY without Redis, by Redis pub/sub with it.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { InvalidationBus } from '../lib/invalidation.ts';
import { insertProduct } from '../test/fixtures.ts';
import {
  adminToken,
  clearRedisPrefix,
  createTestApp,
  openTestDatabase,
  type TestApp,
} from '../test/harness.ts';

describe('the invalidation bus', () => {
  it('clears here at once, skips its own messages coming back, and clears everything after a gap', () => {
    const bus = new InvalidationBus();
    const cleared: string[] = [];
    bus.subscribe('catalogue', () => cleared.push('catalogue'));
    const stop = bus.subscribe('settings', () => cleared.push('settings'));
    bus.publish('catalogue');
    expect(cleared).toEqual(['catalogue']);
    bus.received(JSON.stringify({ o: bus.origin, t: 'catalogue' }));
    bus.received('not json');
    expect(cleared).toEqual(['catalogue']);
    bus.received(JSON.stringify({ o: 'another-process', t: 'settings' }));
    expect(cleared).toEqual(['catalogue', 'settings']);
    bus.clearAll();
    expect(cleared.slice(2).sort()).toEqual(['catalogue', 'settings']);
    stop();
    bus.clearAll();
    expect(cleared.slice(4)).toEqual(['catalogue']);
  });
});

const links = [
  ['LISTEN/NOTIFY', { REDIS_URL: '' }],
  ...(process.env.REDIS_URL ? [['Redis pub/sub', {}] as const] : []),
] as const;

describe.skipIf(!process.env.TEST_DATABASE_URL)('two processes on one PostgreSQL database', () => {
  describe.each(links)('through %s', (_link, env) => {
    let first: DatabaseHandle;
    let second: DatabaseHandle;
    let a: TestApp;
    let b: TestApp;
    let owner: string;
    const redisPrefix = `zariya-test-inv-${randomUUID()}:`;
    beforeAll(async () => {
      first = await openTestDatabase('postgres');
      second = await openDatabase(first.connectionString!);
      a = await createTestApp('postgres', env, { database: first, redisPrefix });
      b = await createTestApp('postgres', env, { database: second, redisPrefix });
      owner = await adminToken(a.app);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await second?.close();
      await first?.close();
      await clearRedisPrefix(redisPrefix);
    });

    const brands = async (app: TestApp['app']) =>
      (
        (await app.inject({ url: '/api/products/facets?category=Saree' })).json() as {
          brands: Array<{ value: string }>;
        }
      ).brands.map((x) => x.value);

    it('an edit through one is in the other’s cached answers within a second', async () => {
      const product = await insertProduct(a.db, { category: 'Saree', brandname: 'Old Loom' });
      // Both cache the facets now (their own caches: separate handles).
      expect(await brands(a.app)).toContain('Old Loom');
      expect(await brands(b.app)).toContain('Old Loom');
      const edit = await a.app.inject({
        method: 'PUT',
        url: `/api/updateproducts/${product.id}`,
        headers: { authorization: `Bearer ${owner}` },
        payload: {
          brandname: 'New Loom',
          productname: product.productname,
          new_price: 1200,
          material: 'Silk',
        },
      });
      expect(edit.statusCode).toBe(200);
      expect(await brands(a.app)).toContain('New Loom');
      const editedAt = Date.now();
      while (!(await brands(b.app)).includes('New Loom')) {
        // Without the link B would answer from its cache for 5 s.
        expect(Date.now() - editedAt, 'the other process still answered the old brand').toBeLessThan(1_000);
        await new Promise((r) => setTimeout(r, 20));
      }
    });
  });

  it('LISTEN comes back by itself after its connection is cut, and clears the caches it may have missed', async () => {
    const first = await openTestDatabase('postgres');
    const second = await openDatabase(first.connectionString!);
    const a = await createTestApp('postgres', { REDIS_URL: '' }, { database: first });
    const b = await createTestApp('postgres', { REDIS_URL: '' }, { database: second });
    try {
      const product = await insertProduct(a.db, { category: 'Saree', brandname: 'Cut Loom' });
      const brandsOf = async (app: TestApp['app']) =>
        (
          (await app.inject({ url: '/api/products/facets?category=Saree' })).json() as {
            brands: Array<{ value: string }>;
          }
        ).brands.map((x) => x.value);
      expect(await brandsOf(b.app)).toContain('Cut Loom');
      // Cut every LISTEN connection of this database (the pool's connections stay).
      await a.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
      );
      // An edit made while B cannot hear: B clears everything once it is back (within about a second).
      await a.db.execute(sql`update products set brandname = 'Mended Loom' where id = ${product.id}`);
      const cutAt = Date.now();
      while (!(await brandsOf(b.app)).includes('Mended Loom')) {
        expect(Date.now() - cutAt).toBeLessThan(4_000);
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      await a.close();
      await b.close();
      await second.close();
      await first.close();
    }
  });
});
