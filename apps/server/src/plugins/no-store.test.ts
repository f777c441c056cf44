import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailedCode, lastSmsCode, signUpShopper, signupPayload } from '../test/accounts.ts';
import { insertProduct } from '../test/fixtures.ts';
import { createTestApp, databaseKinds, TEST_ADMIN_PASSWORD, type TestApp } from '../test/harness.ts';

describe.each(databaseKinds())('personal and admin answers are never stored on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });

  it('marks sign-up, login, OTP and admin login answers no-store, success or failure', async () => {
    const payload = signupPayload();
    const answers = [
      await post('/Signup', payload),
      await post('/Signup', { ...payload, otp: lastSmsCode(t.app, payload.contact) }),
      await post('/Signup', { ...payload, email: 'not-an-email' }),
      await post('/login', { mobileNumber: payload.contact, password: payload.password }),
      await post('/login', { mobileNumber: payload.contact, password: 'wrong-password' }),
      await post('/requestOtp', { email: payload.email }),
    ];
    const code = lastMailedCode(t.app, payload.email);
    answers.push(await post('/verifyOtp', { email: payload.email, otp: code }));
    answers.push(await post('/admin/login', { password: TEST_ADMIN_PASSWORD }));
    answers.push(await post('/admin/login', { password: 'not-the-password' }));
    expect(answers.map((r) => r.statusCode)).toEqual([202, 201, 400, 200, 401, 200, 200, 200, 401]);
    for (const [i, res] of answers.entries())
      expect(res.headers['cache-control'], `answer ${i}`).toBe('no-store');
  });

  it('marks every answer to a shopper or the owner no-store, on every route of the API', async () => {
    const shopper = await signUpShopper(t.app);
    const product = await insertProduct(t.db);
    const owner = (await post('/admin/login', { password: TEST_ADMIN_PASSWORD })).json().token as string;
    const me = shopper.auth;
    const admin = { authorization: `Bearer ${owner}` };

    // Her own data, with 200s.
    const personal = [
      await post('/getCartData', { userId: shopper.userId }, me),
      await post('/getCartCount', { userId: shopper.userId }, me),
      await post('/getDeliveryAddress', { userId: shopper.userId }, me),
      await post('/getUserDetails', { userId: shopper.userId }, me),
      await post('/getUserOrders', { userId: shopper.userId }, me),
      await post('/getUserBundleOrders', { userId: shopper.userId }, me),
      await post('/getUserTickets', { userId: shopper.userId }, me),
      await post('/getUserReviews', { userId: shopper.userId }, me),
      await t.app.inject({ method: 'GET', url: '/api/getAllOrders', headers: admin }),
      await t.app.inject({ method: 'GET', url: '/api/getAllBundleOrders', headers: admin }),
      await t.app.inject({ method: 'GET', url: '/api/getAllTickets', headers: admin }),
      await t.app.inject({ method: 'GET', url: '/api/getSubscribers', headers: admin }),
      await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: admin }),
    ];
    for (const [i, res] of personal.entries()) {
      expect(res.statusCode, `call ${i}: ${res.body}`).toBe(200);
      expect(res.headers['cache-control'], `call ${i}`).toBe('no-store');
    }

    // Every route of the OpenAPI document, with either token (whatever the status).
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    let checked = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (path.endsWith('/logout')) continue;
      for (const method of Object.keys(ops)) {
        for (const headers of [me, admin]) {
          const res = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url: path.replace(/\{\w+\}/g, String(product.id)),
            headers,
            payload: method === 'get' || method === 'delete' ? undefined : { userId: shopper.userId },
          });
          expect(res.headers['cache-control'], `${method} ${path}: ${res.statusCode}`).toBe('no-store');
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(80);
    const logout = await post('/logout', undefined, me);
    expect(logout.statusCode).toBe(200);
    expect(logout.headers['cache-control']).toBe('no-store');
  });

  it('leaves the public catalogue cacheable', async () => {
    const product = await insertProduct(t.db);
    for (const url of ['/api/products', `/api/products/${product.id}`, '/api/products/facets']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control'] ?? '').not.toContain('no-store');
    }
  });
});
