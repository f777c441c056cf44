// The Razorpay client (official SDK) against a local stand-in that answers as Razorpay documents, and the whole
// payment flow of a shop configured with Razorpay keys: receipts, capture of authorized payments, the
// reconciler, and refunds with idempotency keys.
import type { PaymentOrder } from '@zariya/shared/orders-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentOrders, products, refunds } from '../../db/schema.ts';
import { type Shopper, signUpShopper } from '../../test/accounts.ts';
import { CHOICE, insertProduct } from '../../test/fixtures.ts';
import { adminToken, createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { type RazorpayStandIn, startRazorpayStandIn } from '../../test/razorpay-stand-in.ts';
import { razorpayProvider } from './provider.ts';

const KEYS = { keyId: 'rzp_test_abc', keySecret: 'secret_xyz' };

describe('razorpay provider through the official SDK', () => {
  let rzp: RazorpayStandIn;
  beforeAll(async () => {
    rzp = await startRazorpayStandIn(KEYS);
  });
  afterAll(async () => rzp?.close());

  it('creates an INR order in paise with the key pair and a receipt, and finds it again by that receipt', async () => {
    const provider = razorpayProvider(KEYS, rzp.url);
    expect(provider.name).toBe('razorpay');
    expect(await provider.secret()).toBe('secret_xyz');
    const order = await provider.createOrder({
      amountPaise: 99_900,
      receipt: 'rc_one_1',
      notes: { kind: 'single' },
    });
    expect(order.id).toMatch(/^order_/);
    expect(rzp.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/orders',
      headers: { authorization: `Basic ${Buffer.from('rzp_test_abc:secret_xyz').toString('base64')}` },
      body: { amount: 99_900, currency: 'INR', receipt: 'rc_one_1', notes: { kind: 'single' } },
    });
    expect(await provider.findOrderByReceipt('rc_one_1')).toEqual({ id: order.id, amountPaise: 99_900 });
    expect(await provider.findOrderByReceipt('rc_none')).toBeUndefined();
  });

  it('captures an authorized payment and refunds once per idempotency key', async () => {
    const provider = razorpayProvider(KEYS, rzp.url);
    const order = await provider.createOrder({ amountPaise: 50_000, receipt: 'rc_two_1', notes: {} });
    const paid = rzp.pay(order.id, { capture: false });
    expect((await provider.fetchPayment(paid.razorpay_payment_id)).status).toBe('authorized');
    expect((await provider.capture(paid.razorpay_payment_id, 50_000)).status).toBe('captured');
    const input = {
      paymentId: paid.razorpay_payment_id,
      amountPaise: 20_000,
      idempotencyKey: 'rfnd_key_0001',
      notes: {},
    };
    const first = await provider.refund(input);
    const again = await provider.refund(input);
    expect(again.id).toBe(first.id);
    expect(rzp.calls.at(-1)?.headers['x-refund-idempotency']).toBe('rfnd_key_0001');
    expect([...rzp.refunds.values()]).toHaveLength(1);
    expect(rzp.payments.get(paid.razorpay_payment_id)?.amount_refunded).toBe(20_000);
  });

  it('fails with the provider’s refusal when the keys are wrong', async () => {
    const provider = razorpayProvider({ keyId: 'rzp_test_abc', keySecret: 'wrong' }, rzp.url);
    await expect(provider.createOrder({ amountPaise: 100, receipt: 'r', notes: {} })).rejects.toMatchObject({
      statusCode: 401,
      error: { description: 'Authentication failed' },
    });
  });
});

describe.each(databaseKinds())('a shop with Razorpay keys on %s', (kind) => {
  let t: TestApp;
  let rzp: RazorpayStandIn;
  let admin: Record<string, string>;
  beforeAll(async () => {
    rzp = await startRazorpayStandIn(KEYS);
    t = await createTestApp(kind, {
      RAZORPAY_KEY_ID: KEYS.keyId,
      RAZORPAY_KEY_SECRET: KEYS.keySecret,
      RAZORPAY_API_URL: rzp.url,
    });
    admin = { authorization: `Bearer ${await adminToken(t.app)}` };
  });
  afterAll(async () => {
    await t?.close();
    await rzp?.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });
  const create = (s: Shopper, productId: number, amount: number) =>
    post('/createOrder', { amount, productId, quantity: 1, ...CHOICE }, s.auth);
  const stockOf = async (id: number) =>
    (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0].stock;

  it('offers Razorpay checkout and has no test payment call', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(config.json()).toEqual({ provider: 'razorpay', keyId: 'rzp_test_abc', currency: 'INR' });
    expect((await post('/payments/test/pay', { orderId: 'x' })).statusCode).toBe(404);
  });

  it('makes one provider order per purchase: a retried create, even after a lost answer, finds the first', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 1200, stock: 5 });
    const first = (await create(s, p.id, 1200)).json() as PaymentOrder;
    const again = (await create(s, p.id, 1200)).json() as PaymentOrder;
    expect(again.id).toBe(first.id);
    // The answer of a create got lost: Razorpay has an order with the receipt that the shop never stored.
    const [stored] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, first.id));
    await t.db.update(paymentOrders).set({ status: 'failed' }).where(eq(paymentOrders.id, first.id));
    const stem = stored.receipt!.slice(0, stored.receipt!.lastIndexOf('_') + 1);
    const orphan = [...rzp.orders.values()].length;
    const lost = await razorpayProvider(KEYS, rzp.url).createOrder({
      amountPaise: 120_000,
      receipt: `${stem}2`,
      notes: {},
    });
    const retried = (await create(s, p.id, 1200)).json() as PaymentOrder;
    expect(retried.id).toBe(lost.id);
    expect([...rzp.orders.values()]).toHaveLength(orphan + 1);
  });

  it('captures an only-authorized payment before saving the order, and settles a captured one as it is', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 2100, stock: 5 });
    const order = (await create(s, p.id, 2100)).json() as PaymentOrder;
    const proof = rzp.pay(order.id, { capture: false });
    const saved = await post(
      '/saveOrder',
      { userId: s.userId, productId: p.id, ...CHOICE, ...proof },
      s.auth,
    );
    expect(saved.statusCode).toBe(201);
    expect(rzp.payments.get(proof.razorpay_payment_id)?.status).toBe('captured');
    expect(await stockOf(p.id)).toBe(4);
  });

  it('reconciles a captured payment whose browser never came back: its order, or its refund when sold out', async () => {
    const [a, b] = [await signUpShopper(t.app), await signUpShopper(t.app)];
    const p = await insertProduct(t.db, { newPrice: 3000, stock: 1 });
    const orderA = (await create(a, p.id, 3000)).json() as PaymentOrder;
    rzp.pay(orderA.id); // paid at the bank; the tab was closed
    // Her window closes; someone else buys the piece meanwhile? No: her hold lapsed but nobody bought yet.
    await t.db
      .update(paymentOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentOrders.id, orderA.id));
    await t.app.payments.runJob('payments.reconcile');
    expect(await t.db.select().from(orders).where(eq(orders.paymentOrderId, orderA.id))).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(0);

    // B pays for a piece that is gone by the time the reconciler asks: refunded, through Razorpay, once.
    await t.db.update(products).set({ stock: 1, available: true }).where(eq(products.id, p.id));
    const orderB = (await create(b, p.id, 3000)).json() as PaymentOrder;
    const paidB = rzp.pay(orderB.id);
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, p.id));
    await t.db
      .update(paymentOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentOrders.id, orderB.id));
    await t.app.payments.runJob('payments.reconcile');
    await t.app.payments.runJob('refunds.send');
    const [refund] = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, paidB.razorpay_payment_id));
    expect(refund).toMatchObject({ status: 'processed', reason: 'sold_out', amountPaise: 300_000 });
    expect(rzp.payments.get(paidB.razorpay_payment_id)?.amount_refunded).toBe(300_000);
    // Asked again, nothing changes.
    await t.db.update(paymentOrders).set({ checkedAt: null }).where(eq(paymentOrders.id, orderB.id));
    await t.app.payments.runJob('payments.reconcile');
    await t.app.payments.runJob('refunds.send');
    expect([...rzp.refunds.values()].filter((r) => r.payment_id === paidB.razorpay_payment_id)).toHaveLength(
      1,
    );
  });

  it('marks a refund failed when Razorpay is down, and the owner’s retry sends it once with the same key', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 999, stock: 1 });
    const order = (await create(s, p.id, 1099)).json() as PaymentOrder;
    const proof = rzp.pay(order.id);
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, p.id));
    rzp.setRefundsDown(true);
    const saved = await post(
      '/saveOrder',
      { userId: s.userId, productId: p.id, ...CHOICE, ...proof },
      s.auth,
    );
    expect(saved.json().code).toBe('SOLD_OUT_AFTER_PAYMENT');
    await t.app.payments.runJob('refunds.send');
    const [failed] = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, proof.razorpay_payment_id));
    expect(failed.status).toBe('failed');
    expect(failed.lastError).toContain('The server encountered an error');
    rzp.setRefundsDown(false);
    const retried = await post(`/admin/refunds/${failed.id}/retry`, {}, admin);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().refund).toMatchObject({ status: 'processed', attempts: 2 });
    expect((await post(`/admin/refunds/${failed.id}/retry`, {}, admin)).statusCode).toBe(409);
    const sent = rzp.calls.filter((c) => c.path === `/v1/payments/${proof.razorpay_payment_id}/refund`);
    expect(new Set(sent.map((c) => c.headers['x-refund-idempotency']))).toEqual(
      new Set([failed.idempotencyKey]),
    );
    expect(rzp.payments.get(proof.razorpay_payment_id)?.amount_refunded).toBe(109_900);
  });
});
