import type { PaymentOrder } from '@zariya/shared/orders-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleOrders, orders, products, webhookEvents } from '../../db/schema.ts';
import { signUpShopper } from '../../test/accounts.ts';
import { CHOICE, insertProduct } from '../../test/fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { sendWebhook } from '../../test/webhooks.ts';
import { webhookSignature } from './signature.ts';

const SECRET = 'whsec_zariya_test_secret';

describe.each(databaseKinds())('razorpay webhook on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { RAZORPAY_WEBHOOK_SECRET: SECRET });
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: unknown, s?: { auth: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers: s?.auth ?? {} });
  const hook = (body: string, eventId: string, signature?: string) =>
    sendWebhook(t.app, body, { secret: SECRET, eventId, signature });
  const captured = (orderId: string, paymentId: string, amount: number) =>
    // Spaced as Razorpay may send it: the signature is over these exact bytes.
    JSON.stringify(
      {
        entity: 'event',
        event: 'payment.captured',
        payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, status: 'captured' } } },
      },
      null,
      1,
    );
  const stockOf = async (id: number) =>
    (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0].stock;

  it('settles a single order whose browser never came back, once per event and once per payment', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 1250, stock: 4 });
    const { cart } = (await post('/cart', { userId: s.userId, product: p.id, ...CHOICE }, s)).json();
    const order = (
      await post(
        '/createOrder',
        { userId: s.userId, amount: 1250, productId: p.id, cartLineId: cart[0].lineId, ...CHOICE },
        s,
      )
    ).json() as PaymentOrder;
    const body = captured(order.id, 'pay_hook_1', order.amount);

    const first = await hook(body, 'evt_1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'processed' });
    const saved = await t.db.select().from(orders).where(eq(orders.paymentOrderId, order.id));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      userId: s.userId,
      price: 1250,
      paymentId: 'pay_hook_1',
      userName: s.fullname,
    });
    expect(await stockOf(p.id)).toBe(3);

    const repeated = await hook(body, 'evt_1');
    expect(repeated.json()).toEqual({ status: 'duplicate' });
    // Razorpay also sends order.paid for the same payment: still one order.
    const orderPaid = JSON.stringify({
      event: 'order.paid',
      payload: {
        order: { entity: { id: order.id, amount: order.amount, amount_paid: order.amount } },
        payment: { entity: { id: 'pay_hook_1', order_id: order.id, amount: order.amount } },
      },
    });
    expect((await hook(orderPaid, 'evt_2')).json()).toEqual({ status: 'processed' });
    expect(await t.db.select().from(orders).where(eq(orders.paymentOrderId, order.id))).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(3);

    // The shopper's browser comes back late with the same payment: the same order, nothing more.
    const after = await post('/getCartData', { userId: s.userId }, s);
    expect(after.json().cart).toHaveLength(0);
  });

  it('refuses a bad signature and changes nothing', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 1250, stock: 4 });
    const order = (
      await post('/createOrder', { userId: s.userId, amount: 1250, productId: p.id, ...CHOICE }, s)
    ).json() as PaymentOrder;
    const body = captured(order.id, 'pay_forged', order.amount);
    const forged = await hook(body, 'evt_forged', webhookSignature(body, 'not-the-secret'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      error: 'The webhook signature is not valid.',
      code: 'INVALID_SIGNATURE',
    });
    const tampered = await hook(
      body.replace(String(order.amount), '100'),
      'evt_tampered',
      webhookSignature(body, SECRET),
    );
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/razorpay/webhook',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await t.db.select().from(orders).where(eq(orders.paymentOrderId, order.id))).toHaveLength(0);
    expect(
      await t.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, 'evt_forged')),
    ).toHaveLength(0);
    expect(await stockOf(p.id)).toBe(4);
  });

  it('ignores a payment of another amount and events it does not act on', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 1250, stock: 4 });
    const order = (
      await post('/createOrder', { userId: s.userId, amount: 1250, productId: p.id, ...CHOICE }, s)
    ).json() as PaymentOrder;
    expect((await hook(captured(order.id, 'pay_short', 100), 'evt_short')).json()).toEqual({
      status: 'ignored',
    });
    expect(
      (await hook(JSON.stringify({ event: 'refund.created', payload: {} }), 'evt_refund')).json(),
    ).toEqual({
      status: 'ignored',
    });
    expect((await hook(captured('order_unknown', 'pay_u', 1), 'evt_unknown')).json()).toEqual({
      status: 'ignored',
    });
    expect(await t.db.select().from(orders).where(eq(orders.paymentOrderId, order.id))).toHaveLength(0);
  });

  it('marks a bundle paid from the webhook', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 600, stock: 4 });
    await post('/cart', { userId: s.userId, product: p.id, ...CHOICE }, s);
    const { bundleOrderId } = (
      await post('/saveBundleOrder', { userId: s.userId, totalAmount: 700 }, s)
    ).json();
    const order = (
      await post('/createOrder', { userId: s.userId, amount: 700, bundleOrderId }, s)
    ).json() as PaymentOrder;
    expect((await hook(captured(order.id, 'pay_bundle', order.amount), 'evt_bundle')).json()).toEqual({
      status: 'processed',
    });
    const [row] = await t.db.select().from(bundleOrders).where(eq(bundleOrders.id, bundleOrderId));
    expect(row).toMatchObject({ status: 'paid', paymentId: 'pay_bundle' });
    expect(await stockOf(p.id)).toBe(3);
  });
});

describe('razorpay webhook without a secret', () => {
  it('is not there', async () => {
    const t = await createTestApp('pglite');
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/razorpay/webhook',
        payload: '{}',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'x' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
