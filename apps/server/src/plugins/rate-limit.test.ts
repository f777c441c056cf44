// The limits of the login, code, sign-up, owner-login and password routes: shared through Redis when
// REDIS_URL is set, and failing closed (503, a clear message) when Redis cannot be reached.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForUser, type Shopper, signUpShopper } from '../test/accounts.ts';
import type { DatabaseHandle } from '../db/client.ts';
import {
  createTestApp,
  databaseKinds,
  openTestDatabase,
  TEST_ADMIN_PASSWORD,
  type TestApp,
} from '../test/harness.ts';
import { RATE_LIMIT_UNAVAILABLE_MESSAGE } from './rate-limit.ts';

/** A local port that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

const LIMITED_ROUTES = [
  { url: '/api/login', payload: { mobileNumber: '9876500001', password: 'whatever-it-is' } },
  { url: '/api/Signup', payload: { fullname: 'x' } },
  { url: '/api/requestOtp', payload: { email: 'asha@example.in' } },
  { url: '/api/verifyOtp', payload: { email: 'asha@example.in', otp: '123456' } },
  { url: '/api/admin/login', payload: { password: TEST_ADMIN_PASSWORD } },
] as const;

describe.each(databaseKinds())('rate limits with Redis unreachable on %s', (kind) => {
  let database: DatabaseHandle;
  let t: TestApp;
  let shopper: Shopper;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // A shopper signs up while the limits work (the same database, an app without Redis)...
    const before = await createTestApp(kind, { REDIS_URL: '' }, { database });
    shopper = await signUpShopper(before.app);
    await before.close();
    // ...then the shop runs with a Redis that cannot be reached.
    t = await createTestApp(kind, { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` }, { database });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  it.each(LIMITED_ROUTES)('fails closed on $url: 503 with a readable message', async (route) => {
    const res = await t.app.inject({ method: 'POST', url: route.url, payload: route.payload });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'RATE_LIMIT_UNAVAILABLE', error: RATE_LIMIT_UNAVAILABLE_MESSAGE });
  });

  it('keeps selling: the checkout call counts per process instead, up to its own limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/createOrder',
        headers: shopper.auth,
        // Refused by its own checks (no such product), after the rate limit has counted it.
        payload: {
          userId: shopper.userId,
          amount: 100,
          productId: 999_999,
          quantity: 1,
          size: 'M',
          color: 'Red',
        },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 60).every((s) => s !== 503 && s !== 429)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('fails closed on the change-password form too; a signed-in shopper keeps using the shop', async () => {
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: shopper.auth,
      payload: { currentPassword: shopper.password, newPassword: 'Jasmine-courtyard-77' },
    });
    expect(change.statusCode).toBe(503);
    expect(change.json().error).toBe(RATE_LIMIT_UNAVAILABLE_MESSAGE);
    const details = await postForUser(t.app, shopper, '/api/getUserDetails');
    expect(details.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe.runIf(process.env.REDIS_URL).each(databaseKinds())(
  'rate limits shared through Redis on %s',
  (kind) => {
    const nameSpace = `zariya-rl-shared-${randomUUID()}:`;
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      a = await createTestApp(kind, {}, { rateLimitNamespace: nameSpace });
      b = await createTestApp(kind, {}, { rateLimitNamespace: nameSpace });
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    it('counts owner-login attempts of one address across two server processes', async () => {
      const ip = `10.44.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const login = (app: TestApp) =>
        app.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { password: 'x' },
          remoteAddress: ip,
        });
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await login(a)).statusCode);
      for (let i = 0; i < 3; i++) codes.push((await login(b)).statusCode);
      // Five a minute per address: the sixth, on the other process, is refused by the shared count.
      expect(codes.slice(5)).toEqual([429]);
      const shopper = await signUpShopper(b.app);
      expect(shopper.token).toBeTruthy();
    });
  },
);
