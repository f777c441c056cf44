import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Shopper, signUpShopper } from '../test/accounts.ts';
import { insertProduct } from '../test/fixtures.ts';
import { adminToken, createTestApp, databaseKinds, type TestApp } from '../test/harness.ts';
import { multipartPayload } from '../test/multipart.ts';

const address = (overrides: Record<string, string> = {}) => ({
  addressLine1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
  ...overrides,
});

describe.each(databaseKinds())('ids, control characters and broken forms answer 4xx on %s', (kind) => {
  let t: TestApp;
  let shopper: Shopper;
  let owner: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    shopper = await signUpShopper(t.app);
    owner = { authorization: `Bearer ${await adminToken(t.app)}` };
  });
  afterAll(async () => t?.close());

  const call = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers, payload });

  it('answers 400 or 404 for ids past the integer range, in every kind of call', async () => {
    const me = shopper.auth;
    const userId = shopper.userId;
    const cases: Array<[string, string, Record<string, string>, object?]> = [
      ['GET', '/api/products/99999999999', {}],
      ['GET', '/api/products/2147483648', {}],
      ['GET', '/api/order/9999999999999', me],
      ['GET', '/api/bundle-order/9999999999999', me],
      ['GET', '/api/order/B-9999999999999', owner],
      ['POST', '/api/cart', me, { userId, product: 99999999999, size: '', color: '' }],
      ['POST', '/api/cart', me, { userId, product: { _id: '2147483648' } }],
      ['POST', '/api/removeFromCart', me, { userId, productId: 99999999999 }],
      ['POST', '/api/updateCartQuantity', me, { userId, lineId: '99999999999', quantity: 1 }],
      ['POST', '/api/applyCoupon', me, { userId, couponCode: 'PROMO2024', lineId: 2147483648 }],
      ['POST', '/api/createOrder', me, { userId, amount: 100, productId: 99999999999 }],
      ['POST', '/api/createOrder', me, { userId, amount: 100, bundleOrderId: 'B-99999999999' }],
      ['POST', '/api/createOrder', me, { userId: 99999999999, amount: 100, productId: 1 }],
      ['POST', '/api/createTicket', me, { userId, orderId: '99999999999', subject: 'a', description: 'b' }],
      ['POST', '/api/createTicket', me, { userId, orderId: 'B-2147483648', subject: 'a', description: 'b' }],
      ['POST', '/api/getUserDetails', me, { userId: '99999999999' }],
      ['POST', '/api/updateTicket', owner, { ticketId: 99999999999, status: 'pending', adminResponse: 'x' }],
      ['POST', '/api/updateOrderStatus', owner, { orderId: '99999999999', userId, status: 'pending' }],
      [
        'POST',
        '/api/updateBundleOrderStatus',
        owner,
        { orderId: 'B-99999999999', userId, status: 'pending' },
      ],
      ['DELETE', '/api/products/99999999999', owner],
      [
        'PUT',
        '/api/updateproducts/99999999999',
        owner,
        { brandname: 'a', productname: 'b', new_price: 10, material: 'c' },
      ],
    ];
    for (const [method, url, headers, payload] of cases) {
      const res = await call(method, url, headers, payload);
      expect([400, 403, 404], `${method} ${url} ${JSON.stringify(payload)}: ${res.body}`).toContain(
        res.statusCode,
      );
      expect(res.json().error).toEqual(expect.any(String));
    }
    const feedback = await multipartPayload({ orderId: '99999999999', rating: '5', productId: '2147483648' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/submitFeedback',
      headers: { ...shopper.auth, ...feedback.headers },
      payload: feedback.payload,
    });
    expect(res.statusCode).toBe(400);
    // The largest id that fits is only "not found".
    expect((await call('GET', '/api/products/2147483647', {})).statusCode).toBe(404);
  });

  it('refuses NUL and other control characters in any text with a 400 that names the field', async () => {
    const me = shopper.auth;
    const userId = shopper.userId;
    const cases: Array<[string, string, Record<string, string>, object | undefined, string]> = [
      ['POST', '/api/search', {}, { query: 'sa\u0000ree' }, '"query"'],
      ['GET', '/api/products?brand=a%00b', {}, undefined, '"brand"'],
      ['GET', '/api/products/facets?query=silk%07', {}, undefined, '"query"'],
      ['GET', '/api/search/suggest?q=%1B', {}, undefined, '"q"'],
      ['POST', '/api/newsletterSubscribe', {}, { whatsappNumber: '98765\u000043210' }, '"whatsappNumber"'],
      [
        'POST',
        '/api/Signup',
        {},
        {
          fullname: 'Asha\u0000',
          contact: '9876543219',
          email: 'nul@example.in',
          password: 'a-long-passphrase',
          deliveryAddress: address(),
        },
        '"fullname"',
      ],
      [
        'POST',
        '/api/updateDeliveryAddress',
        me,
        { userId, deliveryAddress: address({ city: 'Benga\u0085luru' }) },
        '"deliveryAddress.city"',
      ],
      [
        'POST',
        '/api/createTicket',
        me,
        { userId, orderId: '1', subject: 'Late\u0000', description: 'b' },
        '"subject"',
      ],
      [
        'POST',
        '/api/updateSubscriberStatus',
        owner,
        { whatsappNumber: '1\u00002', addedToGroup: 'yes' },
        '"whatsappNumber"',
      ],
      ['GET', '/api/getAllOrders?q=asha%00', owner, undefined, '"q"'],
    ];
    for (const [method, url, headers, payload, field] of cases) {
      const res = await call(method, url, headers, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ error: expect.stringContaining(field), code: 'CONTROL_CHARACTER' });
      expect(res.json().error).toMatch(/control character \(U\+[0-9A-F]{4}\); please remove it/);
    }
    // Line breaks and tabs are text, not control characters to refuse.
    const ok = await call('POST', '/api/search', {}, { query: 'silk\tsaree\n' });
    expect(ok.statusCode).toBe(200);
    // Multipart fields too.
    const form = await multipartPayload({ orderId: '1', rating: '5', feedback: 'Lovely\u0000' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/submitFeedback',
      headers: { ...shopper.auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'CONTROL_CHARACTER',
      error: expect.stringContaining('"feedback"'),
    });
  });

  it('answers 400 for malformed multipart on /addproduct and /submitFeedback', async () => {
    await insertProduct(t.db);
    const bodies: Array<[string, string]> = [
      ['multipart/form-data; boundary=x', 'garbage'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb'],
      ['multipart/form-data; boundary=x', '--x\r\nfoo: bar\r\n\r\n--x--'],
      ['multipart/form-data', 'no boundary at all'],
      ['multipart/form-data; boundary=', ''],
    ];
    for (const [url, auth] of [
      ['/api/addproduct', owner],
      ['/api/submitFeedback', shopper.auth],
    ] as const) {
      for (const [type, payload] of bodies) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...auth, 'content-type': type },
          payload,
        });
        expect(res.statusCode, `${url} ${type} ${JSON.stringify(payload)}: ${res.body}`).toBe(400);
        expect(res.json().error).toEqual(expect.any(String));
      }
    }
  });
});
