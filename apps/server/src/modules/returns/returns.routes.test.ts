// Returns and exchanges through the API (issue 14 item 4): the whole return of a prepaid order ending in a
// refund, an exchange ending in a new order at price 0, a COD refund by bank transfer, and every refusal with a
// readable 4xx that leaves no row, no stock move and no stored photo behind.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PaymentOrder, PaymentResult } from '@zariya/shared/orders-api';
import { RETURN_MESSAGES, type ReturnView } from '@zariya/shared/returns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundleOrderItems,
  bundleOrders,
  orders,
  refunds,
  returnItems,
  returnRequests,
} from '../../db/schema.ts';
import { type Shopper, signUpShopper } from '../../test/accounts.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { adminToken, createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { type FilePart, multipartPayload, solidJpeg } from '../../test/multipart.ts';
import { insertBundleOrder, insertSingleOrder, saveGstShop, stockOf } from '../../test/orders-fixtures.ts';

const DAY = 86_400_000;
const jpeg = () => solidJpeg(40, 50, '#8a1c3b');

describe.each(databaseKinds())('returns and exchanges on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let uploads: string;
  let calls = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = { authorization: `Bearer ${await adminToken(t.app)}` };
    uploads = join(t.dataDir, 'uploads', '.private', 'returns');
    // The shop's GST details, so paid orders are invoiced and a return's refund gets its credit note.
    await saveGstShop(t.app, admin);
  });
  afterAll(async () => t?.close());

  const files = () => (existsSync(uploads) ? readdirSync(uploads).length : 0);
  const rowCount = async () => ({
    requests: (await t.db.select().from(returnRequests)).length,
    items: (await t.db.select().from(returnItems)).length,
  });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers });

  const ask = async (who: Shopper, fields: Record<string, unknown>, photo: FilePart[] | 'jpeg' = 'jpeg') => {
    const text = Object.fromEntries(
      Object.entries({ kind: 'return', reason: 'size_issue', ...fields }).map(([k, v]) => [
        k,
        typeof v === 'string' ? v : JSON.stringify(v),
      ]),
    );
    const parts = photo === 'jpeg' ? [{ field: 'photo', filename: 'kurta.jpg', data: await jpeg() }] : photo;
    const { payload, headers } = await multipartPayload(text, parts);
    calls += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/returns',
      remoteAddress: `10.71.${Math.floor(calls / 250)}.${calls % 250}`,
      payload,
      headers: { ...headers, ...who.auth },
    });
  };
  /** Asks to exchange the one piece of a single order for another size. */
  const askExchange = (who: Shopper, orderId: number, size: string) =>
    ask(who, { orderId: String(orderId), kind: 'exchange', size, items: [{ lineId: orderId, quantity: 1 }] });
  const step = (id: number, to: string, note?: string) =>
    post(`/admin/returns/${id}/move`, note === undefined ? { to } : { to, note }, admin);

  const deliver = (id: number, deliveredAt = new Date()) =>
    t.db
      .update(orders)
      .set({ fulfilment: 'delivered', status: 'completed', fulfilmentChangedAt: deliveredAt })
      .where(eq(orders.id, id));

  /** A prepaid single order placed through checkout (so it has a real payment to refund), then delivered. */
  async function paidDeliveredOrder(s: Shopper, productId: number, price: number) {
    const choice = { size: 'M', color: 'Maroon' };
    const po = (
      await post('/createOrder', { amount: price, productId, quantity: 1, ...choice }, s.auth)
    ).json() as PaymentOrder;
    const paid = (await post('/payments/test/pay', { orderId: po.id }, s.auth)).json() as PaymentResult;
    const saved = await post(
      '/saveOrder',
      { userId: s.userId, productId, ...choice, quantity: 1, ...paid },
      s.auth,
    );
    expect(saved.statusCode).toBe(201);
    const id = Number(saved.json().order.orderRef);
    await deliver(id);
    return id;
  }

  it('takes a return without a reason: returns are "no questions asked" (issue 32, item 21)', async () => {
    const asha = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 1200, stock: 5, sizes: ['M'], colors: ['Maroon'] });
    const id = await paidDeliveredOrder(asha, p.id, 1200);
    const res = await ask(asha, { orderId: String(id), reason: '', items: [{ lineId: id, quantity: 1 }] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ reason: 'other', reasonLabel: 'Other or no reason given' });
  });

  it('returns a prepaid order: requested → approved → picked up → received (stock back) → refunded', async () => {
    const asha = await signUpShopper(t.app);
    const p = await insertProduct(t.db, {
      newPrice: 1500,
      stock: 5,
      sizes: ['S', 'M', 'L'],
      colors: ['Maroon'],
    });
    const id = await paidDeliveredOrder(asha, p.id, 1500);
    expect(await stockOf(t.db, p.id)).toMatchObject({ stock: 4 });

    const res = await ask(asha, {
      orderId: String(id),
      items: [{ lineId: id, quantity: 1 }],
      note: 'Too tight',
    });
    expect(res.statusCode).toBe(201);
    const r = res.json() as ReturnView;
    expect(r).toMatchObject({
      status: 'requested',
      kind: 'return',
      amount: 1500,
      reasonLabel: 'Size does not fit',
    });
    expect(r.photo).toMatch(/^\/private\/returns\/[0-9a-f]{32}\.webp$/);

    const listed = (await get('/admin/returns?status=requested', admin)).json().returns as ReturnView[];
    expect(listed.map((x) => x.id)).toContain(r.id);
    expect(
      (await get('/admin/returns?status=approved', admin)).json().returns.map((x: ReturnView) => x.id),
    ).not.toContain(r.id);

    // A skipped step is refused and changes nothing.
    const early = await step(r.id, 'received');
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('A return that is requested cannot be marked received.');

    expect((await step(r.id, 'approved')).json().status).toBe('approved');
    expect((await step(r.id, 'picked_up')).json().status).toBe('picked_up');
    expect(await stockOf(t.db, p.id)).toMatchObject({ stock: 4 });
    expect((await step(r.id, 'received')).json().status).toBe('received');
    expect(await stockOf(t.db, p.id)).toMatchObject({ stock: 5 });
    // Received twice (a double click) moves nothing again.
    expect((await step(r.id, 'received')).statusCode).toBe(409);
    expect(await stockOf(t.db, p.id)).toMatchObject({ stock: 5 });

    const exchanged = await step(r.id, 'exchanged');
    expect(exchanged.statusCode).toBe(409);
    expect(exchanged.json().error).toBe(RETURN_MESSAGES.wrongEnding('return'));

    const done = (await step(r.id, 'refunded')).json() as ReturnView;
    expect(done.status).toBe('refunded');
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.id, done.refundId!));
    expect(refund).toMatchObject({
      reason: 'returned',
      amountPaise: 150_000,
      status: 'processed',
      orderId: id,
    });

    const mine = (await get(`/returns?orderId=${id}`, asha.auth)).json().returns as ReturnView[];
    expect(mine).toHaveLength(1);
    expect(mine[0].status).toBe('refunded');
    const orderPage = (await post('/getUserOrders', { userId: asha.userId }, asha.auth)).json();
    expect(JSON.stringify(orderPage)).toContain('"processed"');
  });

  it('exchanges for another size: refuses a size the product does not offer, then sends a new order at ₹0', async () => {
    const asha = await signUpShopper(t.app);
    const p = await insertProduct(t.db, {
      newPrice: 1200,
      stock: 3,
      sizes: ['S', 'M', 'L'],
      colors: ['Maroon', 'Gold'],
    });
    const order = await insertSingleOrder(t.db, asha.userId, p.id, { size: 'M', color: 'Maroon' });
    await deliver(order.id);
    const before = { rows: await rowCount(), files: files() };

    const unknown = await askExchange(asha, order.id, 'XXL');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      error: 'Size "XXL" is not offered for this product.',
      code: 'BAD_EXCHANGE_CHOICE',
    });
    const same = await askExchange(asha, order.id, 'M');
    expect(same.json().error).toBe(RETURN_MESSAGES.exchangeNoChange);
    expect({ rows: await rowCount(), files: files() }).toEqual(before);

    const ok = await askExchange(asha, order.id, 'L');
    expect(ok.statusCode).toBe(201);
    const r = ok.json() as ReturnView;
    expect(r).toMatchObject({ kind: 'exchange', exchangeSize: 'L', exchangeColor: 'Maroon', amount: 0 });
    for (const to of ['approved', 'picked_up', 'received'])
      expect((await step(r.id, to)).statusCode).toBe(200);
    expect(await stockOf(t.db, p.id)).toMatchObject({ stock: 3 });
    expect((await step(r.id, 'refunded')).json().error).toBe(RETURN_MESSAGES.wrongEnding('exchange'));
    const done = (await step(r.id, 'exchanged')).json() as ReturnView;
    expect(done.status).toBe('exchanged');
    expect(await stockOf(t.db, p.id)).toMatchObject({ stock: 2 });
    const [fresh] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(done.exchangeOrderRef)));
    expect(fresh).toMatchObject({
      userId: asha.userId,
      productId: p.id,
      size: 'L',
      color: 'Maroon',
      price: 0,
      quantity: 1,
      status: 'pending',
    });
  });

  it('refuses an exchange when the product is out of stock', async () => {
    const asha = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { stock: 1, sizes: ['S', 'M'], colors: ['Maroon'] });
    const order = await insertSingleOrder(t.db, asha.userId, p.id, { size: 'M', color: 'Maroon' });
    await deliver(order.id);
    const res = await askExchange(asha, order.id, 'S');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(RETURN_MESSAGES.exchangeOutOfStock);
  });

  it('refuses after 7 days, someone else’s order, an undelivered order, a second request and a non-image photo', async () => {
    const asha = await signUpShopper(t.app);
    const meera = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { stock: 10 });
    const old = await insertSingleOrder(t.db, asha.userId, p.id);
    await deliver(old.id, new Date(Date.now() - 8 * DAY));
    const fresh = await insertSingleOrder(t.db, asha.userId, p.id, { quantity: 2 });
    await deliver(fresh.id);
    const shipped = await insertSingleOrder(t.db, asha.userId, p.id);
    await t.db.update(orders).set({ fulfilment: 'shipped' }).where(eq(orders.id, shipped.id));
    const stock = await stockOf(t.db, p.id);
    const before = { rows: await rowCount(), files: files() };
    const line = (id: number, quantity = 1) => [{ lineId: id, quantity }];

    const late = await ask(asha, { orderId: String(old.id), items: line(old.id) });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error: 'Returns and exchanges close 7 days after delivery.',
      code: 'RETURN_WINDOW_CLOSED',
    });

    const others = await ask(meera, { orderId: String(fresh.id), items: line(fresh.id) });
    expect(others.statusCode).toBe(404);
    expect(others.json()).toEqual({ error: 'Order not found.', code: 'ORDER_NOT_FOUND' });
    expect((await ask(asha, { orderId: '99999999', items: line(1) })).statusCode).toBe(404);
    expect((await get(`/returns/options?orderId=${fresh.id}`, meera.auth)).statusCode).toBe(404);
    expect((await get(`/returns/options?orderId=${old.id}`, asha.auth)).json().refusal).toBe(
      RETURN_MESSAGES.windowClosed,
    );

    const notYet = await ask(asha, { orderId: String(shipped.id), items: line(shipped.id) });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error).toBe(RETURN_MESSAGES.notDelivered);

    const text = await ask(asha, { orderId: String(fresh.id), items: line(fresh.id) }, [
      {
        field: 'photo',
        filename: 'kurta.jpg',
        data: Buffer.from('not a picture at all'),
        type: 'image/jpeg',
      },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({
      error: 'The photo must be a JPEG, PNG or WebP picture.',
      code: 'INVALID_PHOTO',
    });
    const none = await ask(asha, { orderId: String(fresh.id), items: line(fresh.id) }, []);
    expect(none.json()).toEqual({ error: 'Add a photo of the item.', code: 'PHOTO_REQUIRED' });

    const tooMany = await ask(asha, { orderId: String(fresh.id), items: line(fresh.id, 3) });
    expect(tooMany.json().error).toBe(RETURN_MESSAGES.tooMany);
    const badReason = await ask(asha, { orderId: String(fresh.id), reason: 'bored', items: line(fresh.id) });
    expect(badReason.json()).toEqual({ error: 'Choose a reason from the list.', code: 'VALIDATION_ERROR' });
    const wrongLine = await ask(asha, { orderId: String(fresh.id), items: line(old.id) });
    expect(wrongLine.json().error).toBe(RETURN_MESSAGES.unknownLine);
    expect({ rows: await rowCount(), files: files() }).toEqual(before);

    expect((await ask(asha, { orderId: String(fresh.id), items: line(fresh.id, 2) })).statusCode).toBe(201);
    const after = { rows: await rowCount(), files: files() };
    const again = await ask(asha, { orderId: String(fresh.id), items: line(fresh.id, 1) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: RETURN_MESSAGES.alreadyRequested, code: 'ALREADY_REQUESTED' });
    expect({ rows: await rowCount(), files: files() }).toEqual(after);
    expect(await stockOf(t.db, p.id)).toEqual(stock);
  });

  it('returns some pieces of a bundle; a declined request frees them for a new one', async () => {
    const asha = await signUpShopper(t.app);
    const a = await insertProduct(t.db, { newPrice: 800, stock: 5 });
    const b = await insertProduct(t.db, { newPrice: 600, stock: 5 });
    const bundle = await insertBundleOrder(t.db, asha.userId, [
      { productId: a.id, quantity: 2 },
      { productId: b.id },
    ]);
    await t.db
      .update(bundleOrders)
      .set({ fulfilment: 'delivered', fulfilmentChangedAt: new Date() })
      .where(eq(bundleOrders.id, bundle.id));
    const lines = await t.db
      .select()
      .from(bundleOrderItems)
      .where(eq(bundleOrderItems.bundleOrderId, bundle.id))
      .orderBy(bundleOrderItems.id);
    const ref = `B-${bundle.id}`;
    const first = (
      await ask(asha, { orderId: ref, items: [{ lineId: lines[0].id, quantity: 1 }] })
    ).json() as ReturnView;
    expect(first).toMatchObject({
      orderRef: ref,
      amount: 800,
      items: [{ productId: a.id, quantity: 1, amount: 800 }],
    });
    const noNote = await step(first.id, 'declined');
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error).toBe(RETURN_MESSAGES.declineNote);
    const declined = (await step(first.id, 'declined', 'The tag was removed.')).json() as ReturnView;
    expect(declined).toMatchObject({ status: 'declined', ownerNote: 'The tag was removed.' });
    const tryExchange = await ask(asha, {
      orderId: ref,
      kind: 'exchange',
      size: 'Free Size',
      items: [
        { lineId: lines[0].id, quantity: 2 },
        { lineId: lines[1].id, quantity: 1 },
      ],
    });
    expect(tryExchange.json()).toEqual({ error: RETURN_MESSAGES.exchangeOneLine, code: 'EXCHANGE_ONE_ITEM' });
    const second = await ask(asha, {
      orderId: ref,
      items: [
        { lineId: lines[0].id, quantity: 2 },
        { lineId: lines[1].id, quantity: 1 },
      ],
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().amount).toBe(2200);
  });

  it('two requests for the same pieces at once: one is recorded, the other refused', async () => {
    const asha = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { stock: 5 });
    const order = await insertSingleOrder(t.db, asha.userId, p.id);
    await deliver(order.id);
    const fields = { orderId: String(order.id), items: [{ lineId: order.id, quantity: 1 }] };
    const answers = await Promise.all([ask(asha, fields), ask(asha, fields)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.db.select().from(returnRequests).where(eq(returnRequests.orderId, order.id));
    expect(rows.filter((r) => r.orderKind === 'single')).toHaveLength(1);
  });

  it('a COD return is refunded by the owner’s bank transfer, with its reference', async () => {
    const asha = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 900, stock: 5 });
    const order = await insertSingleOrder(t.db, asha.userId, p.id, { paymentMethod: 'cod', paymentId: null });
    await deliver(order.id);
    const r = (
      await ask(asha, { orderId: String(order.id), items: [{ lineId: order.id, quantity: 1 }] })
    ).json() as ReturnView;
    expect(r.paymentMethod).toBe('cod');
    for (const to of ['approved', 'picked_up', 'received']) await step(r.id, to);
    const noRef = await step(r.id, 'refunded');
    expect(noRef.statusCode).toBe(400);
    expect(noRef.json().error).toBe(RETURN_MESSAGES.transferReference);
    const done = (await step(r.id, 'refunded', 'NEFT UTR 1234')).json() as ReturnView;
    expect(done).toMatchObject({ status: 'refunded', transferReference: 'NEFT UTR 1234', refundId: null });
  });

  it('the owner’s calls need the owner; the shopper lists only her own', async () => {
    expect((await get('/admin/returns')).statusCode).toBe(401);
    expect((await post('/admin/returns/1/move', { to: 'approved' })).statusCode).toBe(401);
    expect((await get('/admin/returns?status=lost', admin)).statusCode).toBe(400);
    const stranger = await signUpShopper(t.app);
    expect((await get('/returns', stranger.auth)).json().returns).toEqual([]);
    expect((await step(99_999, 'approved')).statusCode).toBe(404);
  });
});
