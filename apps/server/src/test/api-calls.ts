// Calls to a test app's API as the web makes them: JSON to /api<url>, each from a fresh client address if asked.
import { expect } from 'vitest';
import type { TestApp } from './harness.ts';

/**
 * Client addresses `<prefix>.x.y`, a new one at each call, so the per-address limits one test reaches do not
 * decide the next one's outcome. A prefix per test file keeps its addresses apart from other files'.
 */
export function freshAddresses(prefix: string): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `${prefix}.${Math.floor(count / 250) % 250}.${count % 250}`;
  };
}

/**
 * POST and GET to `/api<url>` on the app of `t`, read at each call (so a describe block's app, filled before its
 * tests, will do). With `addresses`, every call comes from the next of them.
 */
export function apiCalls(t: Pick<TestApp, 'app'>, addresses?: () => string) {
  return {
    post: (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api${url}`,
        payload: payload as object,
        headers,
        remoteAddress: addresses?.(),
      }),
    get: (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/api${url}`, headers, remoteAddress: addresses?.() }),
  };
}

/** The owner saves a setting of the shop (its GST details, pay on delivery…): PUT `/api<url>`, which must answer 200. */
export async function ownerSaves(
  app: TestApp['app'],
  admin: Record<string, string>,
  url: string,
  payload: object,
): Promise<void> {
  const saved = await app.inject({ method: 'PUT', url: `/api${url}`, payload, headers: admin });
  expect(saved.statusCode, saved.body).toBe(200);
}

export type ApiPost = ReturnType<typeof apiCalls>['post'];

/** Saves her cart as a bundle at the total its page shows (the step before /createOrder) and gives the bundle's id. */
export async function savedBundleId(
  post: ApiPost,
  s: { userId: number; auth: Record<string, string> },
  totalAmount: number,
): Promise<number> {
  const saved = await post('/saveBundleOrder', { userId: s.userId, totalAmount }, s.auth);
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().bundleOrderId as number;
}

/** A single order through checkout at `amount`, paid online (the test payment) and saved; gives its id. */
export async function paidSingleOrder(
  post: ApiPost,
  s: { userId: number; auth: Record<string, string> },
  choice: Record<string, unknown>,
  amount: number,
): Promise<number> {
  const created = await post('/createOrder', { ...choice, amount }, s.auth);
  expect(created.statusCode, created.body).toBe(201);
  const payment = (await post('/payments/test/pay', { orderId: created.json().id }, s.auth)).json();
  const saved = await post('/saveOrder', { userId: s.userId, ...choice, ...payment }, s.auth);
  expect(saved.statusCode, saved.body).toBe(201);
  return Number(saved.json().order.orderRef);
}
