import type { PaymentOrder, PaymentResult } from '@zariya/shared/orders-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema.ts';
import { PAYMENT_JOBS } from './payments.ts';
import { type Shopper, signUpShopper } from '../test/accounts.ts';
import { CHOICE, insertProduct } from '../test/fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from '../test/harness.ts';

const TOKEN = 'scrape-7f3c9a1e5b2d4c6e8a0b';

/** The value of one sample of the exposition text (0 when absent), matched by name and some labels. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const braces = /\{(.*)\}/.exec(line)?.[1] ?? '';
    const have = braces.split(/,(?=[a-z_]+=")/);
    if (wanted.every((w) => have.includes(w))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

/** GET /metrics with these headers, from this client address when one is given. */
function getMetrics(t: TestApp, headers: Record<string, string> = {}, remoteAddress?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** How much each sample grew from one scrape to a later one. */
function change(before: string, after: string) {
  return (name: string, labels?: Record<string, string>) =>
    sample(after, name, labels) - sample(before, name, labels);
}

describe.each(databaseKinds())('metrics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => t?.close());

  const scrape = async () => {
    const res = await getMetrics(t);
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const post = (url: string, payload: object, s: Shopper) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: s.auth });
  const buy = async (s: Shopper, productId: number, amount: number) => {
    const created = await post(
      '/createOrder',
      { userId: s.userId, amount, productId, quantity: 1, ...CHOICE },
      s,
    );
    expect(created.statusCode).toBe(201);
    const order = created.json() as PaymentOrder;
    const paid = await post('/payments/test/pay', { orderId: order.id }, s);
    return { order, result: paid.json() as PaymentResult };
  };
  const save = (s: Shopper, productId: number, result: PaymentResult) =>
    post('/saveOrder', { userId: s.userId, productId, ...CHOICE, quantity: 1, ...result }, s);

  it('serves Prometheus text with process, event-loop and queue metrics to this machine', async () => {
    const res = await getMetrics(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toBe('no-store');
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'zariya_holds_active',
    ])
      expect(res.body).toContain(`\n${name}`);
    // The money jobs are known to the queue gauge (with BullMQ the first turn of a repeating job may be
    // waiting just after the start).
    expect(res.body).toMatch(/zariya_job_queue_depth\{queue="holds\.expire"\} [01]/);
  });

  it('counts a purchase: payment created and paid, order placed, hold created, requests by route pattern', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 899, stock: 5 });
    const before = await scrape();
    const { result } = await buy(s, p.id, 999);
    expect(sample(await scrape(), 'zariya_holds_active')).toBe(sample(before, 'zariya_holds_active') + 1);
    expect((await save(s, p.id, result)).statusCode).toBe(201);
    const order = (await t.app.inject({ method: 'GET', url: `/api/products/${p.id}` })).statusCode;
    expect(order).toBe(200);
    const after = await scrape();
    const delta = change(before, after);
    expect(delta('zariya_orders_placed_total', { kind: 'single' })).toBe(1);
    expect(delta('zariya_payments_total', { outcome: 'created' })).toBe(1);
    expect(delta('zariya_payments_total', { outcome: 'paid' })).toBe(1);
    expect(delta('zariya_holds_created_total')).toBe(1);
    expect(sample(after, 'zariya_holds_active')).toBe(sample(before, 'zariya_holds_active'));
    expect(
      delta('zariya_http_requests_total', { method: 'POST', route: '/api/saveOrder', status: '201' }),
    ).toBe(1);
    // The pattern, never the URL with the product's id in it.
    expect(delta('zariya_http_requests_total', { route: '/api/products/:id', status: '200' })).toBe(1);
    expect(after).not.toContain(`/api/products/${p.id}"`);
    expect(delta('zariya_http_request_duration_seconds_count', { route: '/api/saveOrder' })).toBe(1);
  });

  it('counts a refund owed for goods sold out after payment, with its amount, and its sending', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 1000, stock: 2 });
    const before = await scrape();
    const { result } = await buy(s, p.id, 1000);
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, p.id));
    const refused = await save(s, p.id, result);
    expect(refused.json().code).toBe('SOLD_OUT_AFTER_PAYMENT');
    await t.app.payments.runJob(PAYMENT_JOBS.refunds);
    const after = await scrape();
    const delta = change(before, after);
    expect(delta('zariya_payments_total', { outcome: 'refund_due' })).toBe(1);
    expect(delta('zariya_refunds_total', { status: 'due' })).toBe(1);
    expect(delta('zariya_refunds_amount_rupees_total', { status: 'due' })).toBe(1000);
    expect(delta('zariya_refunds_total', { status: 'requested' })).toBe(1);
    expect(delta('zariya_orders_placed_total', { kind: 'single' })).toBe(0);
    expect(
      delta('zariya_http_errors_total', {
        route: '/api/saveOrder',
        class: '4xx',
        code: 'SOLD_OUT_AFTER_PAYMENT',
      }),
    ).toBe(1);
  });

  it('counts lookups of the catalogue engine and hits of the catalogue-answer cache', async () => {
    await insertProduct(t.db, { newPrice: 700, stock: 3, productname: 'Metrics Saree' });
    const before = await scrape();
    for (let i = 0; i < 2; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/products?limit=5' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/products/facets' })).statusCode).toBe(200);
      // Lists and searches both go to the catalogue engine (SQL and its card cache only while it cannot be sure).
      const search = await t.app.inject({
        method: 'POST',
        url: '/api/search',
        payload: { query: 'metrics' },
      });
      expect(search.statusCode).toBe(200);
    }
    const after = await scrape();
    const delta = (labels: Record<string, string>) =>
      sample(after, 'zariya_cache_lookups_total', labels) -
      sample(before, 'zariya_cache_lookups_total', labels);
    expect(
      delta({ cache: 'catalogue_engine', result: 'hit' }) +
        delta({ cache: 'catalogue_engine', result: 'miss' }),
    ).toBe(4);
    expect(delta({ cache: 'catalogue_answer', result: 'hit' })).toBe(1);
  });

  it('refuses another machine without the token (401), with a wrong one (403), and serves it with the right one', async () => {
    const from = '203.0.113.9';
    const none = await getMetrics(t, {}, from);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      error: 'Metrics need the METRICS_TOKEN bearer token.',
      code: 'UNAUTHORIZED',
    });
    expect(none.body).not.toContain('zariya_');
    const wrong = await getMetrics(t, { authorization: 'Bearer not-the-token-at-all' }, from);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('FORBIDDEN');
    const right = await getMetrics(t, { authorization: `Bearer ${TOKEN}` }, from);
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('zariya_http_requests_total');
  });

  it('does not take a request forwarded by a proxy on this machine for a local one', async () => {
    const forwarded = await getMetrics(t, { 'x-forwarded-for': '203.0.113.9' });
    expect(forwarded.statusCode).toBe(401);
    // Untrusted forwarding: even a claim of 127.0.0.1 is not believed.
    const claimed = await getMetrics(t, { 'x-forwarded-for': '127.0.0.1' });
    expect(claimed.statusCode).toBe(401);
  });
});

describe('metrics behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { TRUST_PROXY: '1' });
  });
  afterAll(async () => t?.close());

  it('judges by the client the proxy names', async () => {
    const outside = await getMetrics(t, { 'x-forwarded-for': '198.51.100.4' });
    expect(outside.statusCode).toBe(401);
    const inside = await getMetrics(t, { 'x-forwarded-for': '127.0.0.1' });
    expect(inside.statusCode).toBe(200);
    // A remote proxy is never local, whatever it forwards.
    const remoteProxy = await getMetrics(t, { 'x-forwarded-for': '127.0.0.1' }, '10.0.0.5');
    expect(remoteProxy.statusCode).toBe(401);
  });
});
