// The database going away under a running shop (issue 17, faults): on a private PostgreSQL server of this test's
// own, stopped and started again (never the machine's). Requests fail fast with a readable 503 while it is down,
// /api/ready says not ready, and the shop answers again by itself once it is back.
import { createServer, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE } from '../plugins/error-handler.ts';
import { signUpShopper } from '../test/accounts.ts';
import { catalogueEngine } from '../modules/catalog/catalog.engine.ts';
import { insertProduct } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import {
  canRunPrivatePostgres,
  type PrivatePostgres,
  startPrivatePostgres,
} from '../test/private-postgres.ts';
import { openDatabase, PG_POOL_OPTIONS, type DatabaseHandle } from './client.ts';
import { isDatabaseUnavailable } from './errors.ts';

describe.skipIf(!canRunPrivatePostgres())('PostgreSQL down and back', () => {
  let server: PrivatePostgres;
  let database: DatabaseHandle;
  let t: TestApp;
  beforeAll(async () => {
    server = await startPrivatePostgres();
    database = await openDatabase(server.url);
    t = await createTestApp('postgres', {}, { database });
  }, 90_000);
  afterAll(async () => {
    await t?.close();
    await database?.close();
    server?.destroy();
  });

  it('answers 503 with a readable message at once while down, and serves again by itself when back', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 900, stock: 3 });
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });
    expect((await get('/api/products')).statusCode).toBe(200);
    expect((await get('/api/ready')).statusCode).toBe(200);

    server.stop('immediate');
    // The catalogue engine answers lists from memory only while it listens for changes: it has noticed.
    for (let i = 0; i < 100 && catalogueEngine(t.db)?.ready; i++) await new Promise((r) => setTimeout(r, 20));
    expect(catalogueEngine(t.db)?.ready).toBe(false);
    const calls = [
      () => get('/api/products'),
      () => get(`/api/products/${p.id}`),
      () => t.app.inject({ method: 'POST', url: '/api/search', payload: { query: 'saree' } }),
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/getCartData',
          payload: { userId: s.userId },
          headers: s.auth,
        }),
    ];
    for (const call of calls) {
      const started = Date.now();
      const res = await call();
      expect(Date.now() - started).toBeLessThan(PG_POOL_OPTIONS.connectionTimeoutMillis + 1_000);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
      expect(res.headers['retry-after']).toBe('5');
    }
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().code).toBe('DB_UNAVAILABLE');
    expect((await get('/api/health')).statusCode).toBe(503);

    server.start();
    // No restart of the shop: the pool opens new connections on demand.
    const deadline = Date.now() + 15_000;
    let back = await get('/api/products');
    while (back.statusCode !== 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      back = await get('/api/products');
    }
    expect(back.statusCode).toBe(200);
    expect((await get('/api/ready')).statusCode).toBe(200);
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/getCartData',
      payload: { userId: s.userId },
      headers: s.auth,
    });
    expect(cart.statusCode).toBe(200);
  }, 60_000);

  it('survives the server ending a connection in the middle of a transaction (no unhandled error event)', async () => {
    const handle = await openDatabase(server.url);
    const killer = new pg.Client({ connectionString: server.url });
    await killer.connect();
    try {
      const outcome = await handle.db
        .transaction(async (tx) => {
          const { rows } = (await tx.execute('select pg_backend_pid() as pid')) as unknown as {
            rows: Array<{ pid: number }>;
          };
          // Checked out of the pool and idle in its transaction when the server ends it, as a restart does.
          await killer.query('select pg_terminate_backend($1)', [rows[0].pid]);
          await new Promise((r) => setTimeout(r, 300));
          await tx.execute('select 1');
          return 'went on';
        })
        .catch((err: unknown) => err);
      expect(outcome).toBeInstanceOf(Error);
      // The pool replaces the connection: the next query works.
      expect(
        ((await handle.db.execute('select 1 as one')) as unknown as { rows: unknown[] }).rows,
      ).toHaveLength(1);
    } finally {
      await killer.end();
      await handle.close();
    }
  }, 30_000);
});

describe('a database that accepts connections but never answers', () => {
  const sockets: Socket[] = [];
  const silent = createServer((socket) => void sockets.push(socket));
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', () => r()));
    const address = silent.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((r) => silent.close(r));
  });

  it('fails within the pool’s connection timeout, as an unavailable database', async () => {
    const pool = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${port}/x`,
      ...PG_POOL_OPTIONS,
    });
    const started = Date.now();
    const err = await pool.query('select 1').catch((e: unknown) => e);
    const took = Date.now() - started;
    await pool.end();
    expect(err).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(took).toBeGreaterThanOrEqual(PG_POOL_OPTIONS.connectionTimeoutMillis - 100);
    expect(took).toBeLessThan(PG_POOL_OPTIONS.connectionTimeoutMillis + 1_000);
  });
});
