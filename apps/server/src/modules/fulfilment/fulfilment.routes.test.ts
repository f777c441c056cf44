import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, shipments, trackingEvents } from '../../db/schema.ts';
import { lastMailTo, type Shopper, signUpShopper } from '../../test/accounts.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { adminToken, createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { insertBundleOrder, insertSingleOrder, stockOf } from '../../test/orders-fixtures.ts';

describe.each(databaseKinds())('fulfilment and manual shipping on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let asha: Shopper;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = { authorization: `Bearer ${await adminToken(t.app)}` };
    asha = await signUpShopper(t.app, { fullname: 'Asha Deshpande' });
  });
  afterAll(async () => t?.close());

  const step = (
    ref: string | number,
    payload: Record<string, unknown>,
    headers: Record<string, string> = admin,
  ) => t.app.inject({ method: 'POST', url: `/api/admin/orders/${ref}/fulfilment`, payload, headers });
  const get = (url: string, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const codOrder = async (quantity = 1) => {
    const p = await insertProduct(t.db, { newPrice: 900, stock: 5 });
    const order = await insertSingleOrder(t.db, asha.userId, p.id, {
      quantity,
      paymentMethod: 'cod',
      codFee: 49,
      paymentId: null,
    });
    return { p, order };
  };
  const rowOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

  it('ships a COD order with courier and AWB; the shopper sees it, gets an e-mail; delivered completes it', async () => {
    const { order } = await codOrder(2);
    expect((await step(order.id, { to: 'packed' }, asha.auth)).statusCode).toBe(401);
    const packed = await step(order.id, { to: 'packed' });
    expect(packed.statusCode).toBe(200);
    expect(packed.json()).toMatchObject({ fulfilment: 'packed', status: 'pending', shipment: null });

    const noAwb = await step(order.id, { to: 'shipped', courier: 'Delhivery' });
    expect(noAwb.statusCode).toBe(400);
    expect(noAwb.json().error).toContain('Please enter the AWB number.');
    const badAwb = await step(order.id, { to: 'shipped', courier: 'Delhivery', awb: 'DL 12' });
    expect(badAwb.statusCode).toBe(400);
    expect(badAwb.json().error).toContain('The AWB number is 6 to 40 letters, digits or dashes.');
    expect((await rowOf(order.id)).fulfilment).toBe('packed');
    expect(await t.db.select().from(shipments)).toEqual([]);

    const shipped = await step(order.id, { to: 'shipped', courier: 'Delhivery', awb: 'dl1234567890' });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({
      fulfilment: 'shipped',
      status: 'pending',
      shipment: {
        provider: 'manual',
        courier: 'Delhivery',
        awb: 'DL1234567890',
        trackingUrl: 'https://www.delhivery.com/track-v2/package/DL1234567890',
        events: [],
      },
    });
    const tracked = (await get(`/order/${order.id}`, asha.auth)).json();
    expect(tracked).toMatchObject({
      paymentMethod: 'cod',
      fulfilment: 'shipped',
      shipment: { awb: 'DL1234567890' },
    });
    // Sent by a background job (notifications module) after the step committed.
    const mail = await vi.waitFor(
      () => {
        const m = lastMailTo(t.app.mailer.outboxDir!, asha.email);
        expect(m.headers.subject).toContain(`order ${order.id} has shipped`);
        return m;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(mail.text).toContain('AWB: DL1234567890');
    expect(mail.text).toContain(`/trackorder/${order.id}`);
    expect(mail.text).toContain('₹1,849'); // 2 × 900 + 49 to pay on delivery

    expect((await get('/admin/cod-to-collect')).json()).toEqual({ amount: 1849, orders: 1 });
    const codDesk = (await get('/getAllOrders?payment=cod&fulfilment=shipped')).json().allOrders;
    expect(codDesk.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect(
      (await get('/getAllOrders?payment=online')).json().allOrders.map((o: { id: number }) => o.id),
    ).not.toContain(order.id);
    expect((await get('/getAllOrders?payment=card')).statusCode).toBe(400);

    const delivered = await step(order.id, { to: 'delivered' });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({ fulfilment: 'delivered', status: 'completed' });
    expect((await rowOf(order.id)).statusChangeDate).not.toBeNull();
    expect((await get('/admin/cod-to-collect')).json()).toEqual({ amount: 0, orders: 0 });

    const again = await step(order.id, { to: 'delivered' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'An order that is delivered cannot be marked delivered.',
      code: 'FULFILMENT_STEP_REFUSED',
    });
  });

  it('puts the stock back when a COD parcel returns to origin, and cancels the order', async () => {
    const { p, order } = await codOrder(2);
    expect(await stockOf(t.db, p.id)).toMatchObject({ stock: 3 });
    await step(order.id, { to: 'shipped', courier: 'Blue Dart', awb: '70123456789' });
    const rto = await step(order.id, { to: 'rto' });
    expect(rto.statusCode).toBe(200);
    expect(rto.json()).toMatchObject({ fulfilment: 'rto', status: 'cancelled' });
    expect(await stockOf(t.db, p.id)).toMatchObject({ stock: 5 });
    // Twice at once: the stock comes back once.
    const { p: p2, order: o2 } = await codOrder(1);
    await step(o2.id, { to: 'shipped', courier: 'DTDC', awb: 'D12345678' });
    const both = await Promise.all([step(o2.id, { to: 'rto' }), step(o2.id, { to: 'rto' })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(t.db, p2.id)).toMatchObject({ stock: 5 });
  });

  it('refuses RTO for a prepaid order, skipping to delivered, a cancelled order, and unknown orders', async () => {
    const p = await insertProduct(t.db, { newPrice: 1200, stock: 5 });
    const prepaid = await insertSingleOrder(t.db, asha.userId, p.id);
    expect((await step(prepaid.id, { to: 'delivered' })).json().error).toBe(
      'An order that is placed cannot be marked delivered.',
    );
    await step(prepaid.id, { to: 'shipped', courier: 'Ravi Transport', awb: 'RT-000123' });
    const rto = await step(prepaid.id, { to: 'rto' });
    expect(rto.statusCode).toBe(409);
    expect(rto.json().error).toBe('Only a pay-on-delivery order can be marked returned to origin.');
    const shipment = (await get(`/order/${prepaid.id}`, asha.auth)).json().shipment;
    expect(shipment).toMatchObject({ courier: 'Ravi Transport', trackingUrl: null });

    const other = await insertSingleOrder(t.db, asha.userId, p.id, { status: 'cancelled' });
    const closed = await step(other.id, { to: 'packed' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe('This order is cancelled; it cannot be marked packed.');
    expect((await step(999999, { to: 'packed' })).statusCode).toBe(404);
    expect((await step('B-999999', { to: 'packed' })).statusCode).toBe(404);
    expect((await step('nonsense', { to: 'packed' })).statusCode).toBe(404);
    expect((await step(other.id, { to: 'placed' })).statusCode).toBe(400);
    expect((await step(other.id, { to: 'shipped', via: 'shiprocket' })).statusCode).toBe(409);
  });

  it('completes a prepaid bundle on delivery and ignores unpaid checkouts', async () => {
    const p = await insertProduct(t.db, { newPrice: 500, stock: 5 });
    const bundle = await insertBundleOrder(t.db, asha.userId, [{ productId: p.id, quantity: 2 }]);
    await step(`B-${bundle.id}`, { to: 'packed' });
    await step(`B-${bundle.id}`, { to: 'shipped', courier: 'Xpressbees', awb: 'XB99887766' });
    const done = await step(`B-${bundle.id}`, { to: 'delivered' });
    expect(done.json()).toMatchObject({
      orderRef: `B-${bundle.id}`,
      status: 'completed',
      fulfilment: 'delivered',
    });
    const unpaid = await insertBundleOrder(t.db, asha.userId, [{ productId: p.id }], { paid: false });
    expect((await step(`B-${unpaid.id}`, { to: 'packed' })).statusCode).toBe(404);
    const shopperView = (await get(`/bundle-order/B-${bundle.id}`, asha.auth)).json();
    expect(shopperView.shipment).toMatchObject({ courier: 'Xpressbees', awb: 'XB99887766' });
    expect(await t.db.select().from(trackingEvents)).toEqual([]);
    expect((await get('/admin/shipping-provider')).json()).toEqual({ provider: 'manual' });
    expect((await get('/admin/shipping-provider', asha.auth)).statusCode).toBe(401);
    // Without SHIPROCKET_WEBHOOK_TOKEN the tracking webhook does not exist.
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/courier/tracking-webhook',
      payload: { awb: 'XB99887766' },
    });
    expect(hook.statusCode).toBe(404);
  });
});

// Issue 23: the README says SHIPROCKET_WEBHOOK_TOKEN turns the tracking webhook on; it did only together with
// SHIPROCKET_EMAIL/PASSWORD. An owner who types AWBs of parcels she books in Shiprocket's panel gets the scans too.
describe.each(databaseKinds())('the tracking webhook with SHIPROCKET_WEBHOOK_TOKEN alone on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SHIPROCKET_WEBHOOK_TOKEN: 'panel-token-7f3a' });
  });
  afterAll(async () => t?.close());

  it('is on, checks the token and stores the scans of a manually shipped order', async () => {
    const admin = { authorization: `Bearer ${await adminToken(t.app)}` };
    const asha = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 900, stock: 5 });
    const order = await insertSingleOrder(t.db, asha.userId, p.id, { paymentMethod: 'cod', paymentId: null });
    for (const payload of [{ to: 'packed' }, { to: 'shipped', courier: 'Delhivery', awb: 'DL7788990011' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/fulfilment`,
        payload,
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(t.app.shipping.provider.name).toBe('manual');
    const scan = {
      awb: 'DL7788990011',
      current_status: 'OUT FOR DELIVERY',
      scans: [
        { date: '2026-03-04 08:05:00', activity: 'Out for delivery', 'sr-status-label': 'OUT FOR DELIVERY' },
      ],
    };
    const hook = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/courier/tracking-webhook', payload: scan, headers });
    expect((await hook({})).statusCode).toBe(401);
    expect((await hook({ 'x-api-key': 'wrong' })).statusCode).toBe(401);
    const stored = await hook({ 'x-api-key': 'panel-token-7f3a' });
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual({ status: 'stored' });
    expect((await t.db.select().from(trackingEvents)).map((e) => e.status)).toContain('OUT FOR DELIVERY');
  });
});
