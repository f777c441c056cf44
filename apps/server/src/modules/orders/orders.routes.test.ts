import type { BundleOrder, PaymentOrder, PaymentResult, SingleOrder } from '@zariya/shared/orders-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { type Shopper, signUpShopper } from '../../test/accounts.ts';
import { CHOICE, insertProduct } from '../../test/fixtures.ts';
import { adminToken, createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';

type Auth = { auth: Record<string, string> };

describe.each(databaseKinds())('orders on %s', (kind) => {
  let t: TestApp;
  let admin: Auth;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = { auth: { authorization: `Bearer ${await adminToken(t.app)}` } };
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: unknown, s?: Auth) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers: s?.auth ?? {} });
  const get = (url: string, s?: Auth) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: s?.auth ?? {} });
  const stockOf = async (id: number) =>
    (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0].stock;

  async function buySingle(s: Shopper, price: number) {
    const p = await insertProduct(t.db, { newPrice: price, stock: 5 });
    const amount = price >= 1000 ? price : price + 100;
    const order = (
      await post('/createOrder', { userId: s.userId, amount, productId: p.id, ...CHOICE }, s)
    ).json() as PaymentOrder;
    const paid = (await post('/payments/test/pay', { orderId: order.id }, s)).json() as PaymentResult;
    const saved = await post('/saveOrder', { userId: s.userId, ...paid }, s);
    expect(saved.statusCode).toBe(201);
    return saved.json().order as SingleOrder;
  }

  async function buyBundle(s: Shopper) {
    const p = await insertProduct(t.db, { newPrice: 400, stock: 5 });
    const q = await insertProduct(t.db, { newPrice: 700, stock: 5 });
    await post('/cart', { userId: s.userId, product: p.id, ...CHOICE }, s);
    await post('/cart', { userId: s.userId, product: q.id, ...CHOICE }, s);
    const { bundleOrderId } = (
      await post('/saveBundleOrder', { userId: s.userId, totalAmount: 1100 }, s)
    ).json();
    const order = (await post('/createOrder', { userId: s.userId, amount: 1100, bundleOrderId }, s)).json();
    const paid = (await post('/payments/test/pay', { orderId: order.id }, s)).json() as PaymentResult;
    const res = await post(
      '/updateBundleOrderStatus',
      { userId: s.userId, bundleOrderId, status: 'paid', ...paid },
      s,
    );
    expect(res.statusCode).toBe(200);
    return { order: res.json().order as BundleOrder, products: [p, q] };
  }

  it('lists a shopper’s own orders, newest first, and nobody else’s', async () => {
    const s = await signUpShopper(t.app);
    const other = await signUpShopper(t.app);
    const older = await buySingle(s, 500);
    const newer = await buySingle(s, 1500);
    await buySingle(other, 800);
    const { order: bundle } = await buyBundle(s);

    const singles = await post('/getUserOrders', { userId: s.userId }, s);
    expect(singles.statusCode).toBe(200);
    expect(singles.json().allOrders.map((o: SingleOrder) => o.id)).toEqual([newer.id, older.id]);
    expect(singles.json().allOrders[1]).toMatchObject({
      price: 600,
      status: 'pending',
      userName: s.fullname,
    });
    const bundles = await post('/getUserBundleOrders', { userId: s.userId }, s);
    expect(bundles.json().bundleOrders.map((o: BundleOrder) => o.orderRef)).toEqual([`B-${bundle.id}`]);

    for (const url of ['/getUserOrders', '/getUserBundleOrders']) {
      expect((await post(url, { userId: s.userId })).statusCode).toBe(401);
      expect((await post(url, { userId: s.userId }, other)).statusCode).toBe(403);
    }
  });

  it('shows one order to its owner and the admin only', async () => {
    const s = await signUpShopper(t.app);
    const other = await signUpShopper(t.app);
    const single = await buySingle(s, 1200);
    const { order: bundle } = await buyBundle(s);

    expect((await get(`/order/${single.id}`, s)).json()).toMatchObject({ id: single.id, kind: 'single' });
    expect((await get(`/order/${single.id}`, admin)).json()).toMatchObject({
      id: single.id,
      usernumber: s.contact,
    });
    expect((await get(`/order/${single.id}`, other)).statusCode).toBe(404);
    expect((await get(`/order/${single.id}`)).statusCode).toBe(401);
    expect((await get('/order/abc', s)).statusCode).toBe(404);

    for (const ref of [`B-${bundle.id}`, String(bundle.id)]) {
      expect((await get(`/bundle-order/${ref}`, s)).json()).toMatchObject({ id: bundle.id, status: 'paid' });
    }
    expect((await get(`/bundle-order/B-${bundle.id}`, admin)).statusCode).toBe(200);
    const hidden = await get(`/bundle-order/B-${bundle.id}`, other);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ error: 'Order not found.', code: 'ORDER_NOT_FOUND' });
  });

  it('lets the admin change a bundle’s status through the same call, putting stock back on cancel', async () => {
    const s = await signUpShopper(t.app);
    const { order: bundle, products: bought } = await buyBundle(s);
    expect(await stockOf(bought[0].id)).toBe(4);

    const cancelled = await post(
      '/updateBundleOrderStatus',
      { orderId: bundle.id, userId: s.userId, status: 'cancelled' },
      admin,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().order).toMatchObject({ id: bundle.id, status: 'cancelled' });
    expect(cancelled.json().order.statusChangeDate).not.toBeNull();
    expect(await stockOf(bought[0].id)).toBe(5);

    const completed = await post(
      '/updateBundleOrderStatus',
      { orderId: `B-${bundle.id}`, userId: s.userId, status: 'completed' },
      admin,
    );
    expect(completed.json().order.status).toBe('completed');
    expect(await stockOf(bought[0].id)).toBe(4);

    // The shopper cannot do the same.
    const byShopper = await post(
      '/updateBundleOrderStatus',
      { orderId: bundle.id, userId: s.userId, status: 'cancelled' },
      s,
    );
    expect(byShopper.statusCode).toBe(403);
    expect((await get(`/bundle-order/${bundle.id}`, s)).json().status).toBe('completed');
  });
});
