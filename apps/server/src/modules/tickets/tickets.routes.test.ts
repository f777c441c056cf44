import { MESSAGES } from '@zariya/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForUser, type Shopper, signUpShopper } from '../../test/accounts.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { adminToken, createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { insertBundleOrder, insertSingleOrder } from '../../test/orders-fixtures.ts';

describe.each(databaseKinds())('tickets on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let asha: Shopper;
  let meera: Shopper;
  let ashaOrder: number;
  let ashaBundle: number;
  let meeraOrder: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = { authorization: `Bearer ${await adminToken(t.app)}` };
    asha = await signUpShopper(t.app);
    meera = await signUpShopper(t.app);
    const product = await insertProduct(t.db, { productname: 'Kanjivaram Silk Saree' });
    const other = await insertProduct(t.db, { productname: 'Chanderi Dupatta' });
    ashaOrder = (await insertSingleOrder(t.db, asha.userId, product.id)).id;
    ashaBundle = (
      await insertBundleOrder(t.db, asha.userId, [{ productId: product.id }, { productId: other.id }])
    ).id;
    meeraOrder = (await insertSingleOrder(t.db, meera.userId, product.id)).id;
  });
  afterAll(async () => t?.close());

  const raise = (who: typeof asha, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/createTicket',
      headers: who.auth,
      payload: {
        userId: who.userId,
        problemType: 'Product Issue',
        subject: 'Colour differs',
        description: 'The saree is lighter than the photo.',
        ...body,
      },
    });
  const myTickets = async (who: typeof asha) => (await postForUser(t.app, who, '/api/getUserTickets')).json();
  const answer = (payload: Record<string, unknown>, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'POST', url: '/api/updateTicket', headers, payload });

  it('raises a ticket for her own order', async () => {
    const res = await raise(asha, { orderId: String(ashaOrder) });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(MESSAGES.ticketRaised);
    expect(res.json().ticket).toMatchObject({
      orderId: String(ashaOrder),
      orderType: 'single',
      problemType: 'Product Issue',
      status: 'pending',
      resolved: false,
      adminResponse: null,
    });
  });

  it('refuses a second ticket while the first is unresolved, with the spec message', async () => {
    const res = await raise(asha, { orderId: ashaOrder, subject: 'Again' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: MESSAGES.ticketUnresolved, code: 'TICKET_UNRESOLVED' });
    expect(await myTickets(asha)).toHaveLength(1);
  });

  it('allows a new ticket once the owner marks the open one solved', async () => {
    const res = await answer({
      orderId: String(ashaOrder),
      status: 'solved',
      adminResponse: 'Replacement sent.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.responseSent);
    expect(res.json().ticket).toMatchObject({
      status: 'solved',
      resolved: true,
      adminResponse: 'Replacement sent.',
    });
    const again = await raise(asha, {
      orderId: String(ashaOrder),
      problemType: 'Return',
      subject: 'Return it',
    });
    expect(again.statusCode).toBe(201);
  });

  it("counts 'resolved' as resolved too", async () => {
    const [open] = await myTickets(asha);
    expect(open.status).toBe('pending');
    expect(
      (await answer({ ticketId: open.id, status: 'resolved', adminResponse: 'Refunded.' })).statusCode,
    ).toBe(200);
    expect((await raise(asha, { orderId: String(ashaOrder), subject: 'Third' })).statusCode).toBe(201);
  });

  it('takes bundle orders by their B- reference or by orderType', async () => {
    const first = await raise(asha, { orderId: `B-${ashaBundle}` });
    expect(first.statusCode).toBe(201);
    expect(first.json().ticket).toMatchObject({ orderId: `B-${ashaBundle}`, orderType: 'bundle' });
    const second = await raise(asha, { orderId: ashaBundle, orderType: 'bundle' });
    expect(second.statusCode).toBe(409);
  });

  it("refuses another shopper's order and orders that do not exist", async () => {
    const theirs = await raise(asha, { orderId: String(meeraOrder) });
    const missing = await raise(asha, { orderId: '999999' });
    // "Not yours" reads exactly as "not found": order numbers cannot be probed.
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: 'Order not found.', code: 'ORDER_NOT_FOUND' });
    expect(theirs.body).toBe(missing.body);
    expect((await raise(asha, { orderId: 'B-999999' })).statusCode).toBe(404);
    expect(await myTickets(meera)).toEqual([]);
  });

  it('refuses an unpaid bundle (an abandoned checkout)', async () => {
    const unpaid = await insertBundleOrder(
      t.db,
      asha.userId,
      [{ productId: (await insertProduct(t.db)).id }],
      {
        paid: false,
      },
    );
    expect((await raise(asha, { orderId: `B-${unpaid.id}` })).statusCode).toBe(404);
  });

  it('lets only one of several simultaneous tickets for an order through', async () => {
    const order = await insertSingleOrder(t.db, meera.userId, (await insertProduct(t.db)).id);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => raise(meera, { orderId: String(order.id), subject: `Quick ${i}` })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = (await myTickets(meera)).length;
    for (const [body, message] of [
      [{ orderId: String(meeraOrder), subject: '   ' }, 'Please enter a subject.'],
      [{ orderId: String(meeraOrder), description: '' }, 'Please describe the problem.'],
      [{ orderId: String(meeraOrder), problemType: 'Refund' }, 'Please choose a problem type.'],
      [{ orderId: 'abc' }, 'Please choose one of your orders.'],
      [
        { orderId: String(meeraOrder), subject: 'x'.repeat(151) },
        'The subject can be at most 150 characters.',
      ],
    ] as const) {
      const res = await raise(meera, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ error: message, code: 'VALIDATION_ERROR' });
    }
    expect(await myTickets(meera)).toHaveLength(before);
  });

  it('needs her own token: none is 401, someone else\u2019s userId is 403', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/createTicket',
      payload: { userId: asha.userId, orderId: String(ashaOrder), subject: 's', description: 'd' },
    });
    expect(none.statusCode).toBe(401);
    const spoof = await postForUser(t.app, meera, '/api/getUserTickets', asha.userId);
    expect(spoof.statusCode).toBe(403);
  });

  it('lists her tickets newest first with status and response', async () => {
    const list = await myTickets(asha);
    expect(list.map((x: { subject: string }) => x.subject)).toEqual([
      'Colour differs',
      'Third',
      'Return it',
      'Colour differs',
    ]);
    expect(list.at(-1)).toMatchObject({ status: 'solved', adminResponse: 'Replacement sent.' });
    expect(list.at(-2)).toMatchObject({ status: 'resolved', adminResponse: 'Refunded.' });
  });

  it('shows the owner every ticket with customer and order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getAllTickets', headers: admin });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(5);
    const bundleTicket = list.find((x: { orderType: string }) => x.orderType === 'bundle');
    expect(bundleTicket).toMatchObject({
      customerName: asha.fullname,
      customerEmail: asha.email,
      customerMobile: asha.contact,
      subject: 'Colour differs',
      description: 'The saree is lighter than the photo.',
      order: { orderId: `B-${ashaBundle}`, items: 'Kanjivaram Silk Saree, Chanderi Dupatta', status: 'paid' },
    });
  });

  it('refuses every admin call without the admin token', async () => {
    const all = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/getAllTickets', headers: admin })).json();
    const oldest = (await all()).at(-1);
    for (const headers of [{}, asha.auth, { authorization: 'Bearer nonsense' }]) {
      const list = await t.app.inject({ method: 'GET', url: '/api/getAllTickets', headers });
      expect(list.statusCode).toBe(401);
      const update = await answer(
        { ticketId: oldest.id, status: 'pending', adminResponse: 'hacked' },
        headers,
      );
      expect(update.statusCode).toBe(401);
      expect(update.json().code).toBe('ADMIN_REQUIRED');
    }
    expect((await all()).at(-1)).toMatchObject({ status: 'solved', adminResponse: 'Replacement sent.' });
  });

  it('answers 404 for an unknown ticket and 400 for a bad status', async () => {
    expect((await answer({ ticketId: 999999, status: 'solved', adminResponse: 'x' })).statusCode).toBe(404);
    expect((await answer({ ticketId: 1, status: 'closed', adminResponse: 'x' })).statusCode).toBe(400);
    expect((await answer({ status: 'solved', adminResponse: 'x' })).statusCode).toBe(400);
  });
});
