// One order lifecycle through the API (issue 31): an order the owner marks `completed` with her status buttons is
// delivered everywhere — the shopper may return or exchange it and review it, a pay-on-delivery order gets its
// tax invoice and counts as revenue, tracking shows it delivered and the shopper is told — exactly as if she had
// taken the packed → shipped → delivered steps; and marking it pending again undoes the delivery.
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleOrders, orders } from '../db/schema.ts';
import { serverPath } from '../lib/paths.ts';
import { lastMailTo, signUpShopper } from '../test/accounts.ts';
import { ownerSaves } from '../test/api-calls.ts';
import { insertProduct } from '../test/fixtures.ts';
import { multipartPayload } from '../test/multipart.ts';
import { adminToken, createTestApp, databaseKinds, type TestApp } from '../test/harness.ts';
import { GST_SHOP, insertBundleOrder, insertSingleOrder } from '../test/orders-fixtures.ts';
import { eventually } from '../test/wait.ts';

describe.each(databaseKinds())('one order lifecycle on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = { authorization: `Bearer ${await adminToken(t.app)}` };
    await ownerSaves(t.app, admin, '/admin/gst/shop', GST_SHOP);
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const setStatus = (orderId: string, userId: number, status: string) =>
    call('POST', '/updateOrderStatus', admin, { orderId, userId, status });

  it('completed by the status button: returnable, reviewable, tracked as delivered, and the shopper is told', async () => {
    const asha = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 900, stock: 5 });
    const order = await insertSingleOrder(t.db, asha.userId, p.id);
    const ref = String(order.id);

    const before = (await call('GET', `/returns/options?orderId=${ref}`, asha.auth)).json();
    expect(before.refusal).toBe('Only a delivered order can be returned or exchanged.');

    expect((await setStatus(ref, asha.userId, 'completed')).statusCode).toBe(200);

    const options = (await call('GET', `/returns/options?orderId=${ref}`, asha.auth)).json();
    expect(options.refusal).toBeNull();
    expect(options.deadline).not.toBeNull();
    const seen = (await call('GET', `/order/${ref}`, asha.auth)).json();
    expect(seen).toMatchObject({ status: 'completed', fulfilment: 'delivered' });
    const form = await multipartPayload({ orderId: ref, rating: '5', feedback: 'Fits well.' });
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/submitFeedback',
      payload: form.payload,
      headers: { ...form.headers, ...asha.auth },
    });
    expect(review.statusCode).toBe(201);
    await eventually(() =>
      expect(lastMailTo(t.app.mailer.outboxDir!, asha.email).headers.subject).toBe(
        `Your Zariya order ${ref} is delivered`,
      ),
    );

    // Pending again: not delivered any more, so no return can be asked for.
    expect((await setStatus(ref, asha.userId, 'pending')).statusCode).toBe(200);
    const reopened = (await call('GET', `/returns/options?orderId=${ref}`, asha.auth)).json();
    expect(reopened.refusal).toBe('Only a delivered order can be returned or exchanged.');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect({ status: row.status, fulfilment: row.fulfilment }).toEqual({
      status: 'pending',
      fulfilment: 'placed',
    });
  });

  it('a pay-on-delivery order completed by the status button is invoiced and counts as revenue', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 500, stock: 5 });
    const order = await insertSingleOrder(t.db, s.userId, p.id, {
      price: 600,
      paymentId: null,
      paymentMethod: 'cod',
      codFee: 40,
      fulfilment: 'shipped',
    });
    const revenue = async () => (await call('GET', '/admin/dashboard', admin)).json().today.revenue as number;
    const first = await revenue();
    expect((await call('GET', `/invoices/${order.id}`, s.auth)).statusCode).toBe(404);

    expect((await setStatus(String(order.id), s.userId, 'completed')).statusCode).toBe(200);

    const invoice = await call('GET', `/invoices/${order.id}`, s.auth);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.json().invoice.totals.total).toBe(640);
    expect(await revenue()).toBe(first + 640);
  });

  it('a bundle completed by the owner is delivered too', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 700, stock: 5 });
    const bundle = await insertBundleOrder(t.db, s.userId, [{ productId: p.id }], { status: 'paid' });
    expect((await setStatus(`B-${bundle.id}`, s.userId, 'completed')).statusCode).toBe(200);
    const options = (await call('GET', `/returns/options?orderId=B-${bundle.id}`, s.auth)).json();
    expect(options.refusal).toBeNull();
  });

  it('migration 0022 reconciles orders stored with two truths: completed ⇒ delivered with a date, and back', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 400, stock: 9 });
    const marked = new Date(Date.now() - 2 * 86_400_000);
    const completedOnly = await insertSingleOrder(t.db, s.userId, p.id, {
      status: 'completed',
      statusChangeDate: marked,
    });
    const deliveredOnly = await insertSingleOrder(t.db, s.userId, p.id, {
      fulfilment: 'delivered',
      fulfilmentChangedAt: marked,
    });
    const returned = await insertSingleOrder(t.db, s.userId, p.id, {
      status: 'returned',
      fulfilment: 'delivered',
      fulfilmentChangedAt: marked,
    });
    const bundle = await insertBundleOrder(t.db, s.userId, [{ productId: p.id }], { status: 'completed' });

    const migration = readFileSync(serverPath('drizzle/0022_order_lifecycle.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));

    const row = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
    expect(await row(completedOnly.id)).toMatchObject({
      status: 'completed',
      fulfilment: 'delivered',
      fulfilmentChangedAt: marked,
    });
    expect(await row(deliveredOnly.id)).toMatchObject({ status: 'completed', statusChangeDate: marked });
    expect(await row(returned.id)).toMatchObject({ status: 'returned', fulfilment: 'delivered' });
    const [b] = await t.db.select().from(bundleOrders).where(eq(bundleOrders.id, bundle.id));
    expect(b.fulfilment).toBe('delivered');
    expect(b.fulfilmentChangedAt).not.toBeNull();
    // The shopper may now return the order the owner had marked completed.
    const options = (await call('GET', `/returns/options?orderId=${completedOnly.id}`, s.auth)).json();
    expect(options.refusal).toBeNull();
  });
});
