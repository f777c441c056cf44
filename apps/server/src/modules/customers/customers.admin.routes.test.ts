// The owner's book of customers (issue 27 item 4): search, filters, segments (the SQL agrees with the shared
// rules), paging, a shopper's page with her history, notes, and admin-only access; on PGlite and PostgreSQL.
import { type CustomerFigures, segmentsOf } from '@zariya/shared/customers';
import type { CustomerList, CustomerPage } from '@zariya/shared/customers-api';
import { NEWSLETTER_WORDING } from '@zariya/shared/marketing-consent';
import { MAX_ID } from '@zariya/shared/input';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bundleOrders,
  marketingConsents,
  newsletterSubscribers,
  paymentOrders,
  refunds,
  returnRequests,
  tickets,
  users,
} from '../../db/schema.ts';
import { signUpShopper } from '../../test/accounts.ts';
import { testAppWithAdmin } from '../../test/app-per-block.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { databaseKinds } from '../../test/harness.ts';
import { insertSingleOrder } from '../../test/orders-fixtures.ts';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

describe.each(databaseKinds())('customers on %s', (kind) => {
  const t = testAppWithAdmin(kind);
  const ids: Record<string, number> = {};

  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/customers?${query}`, headers: t.admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CustomerList;
  };
  const names = async (query: string) => (await list(query)).customers.map((c) => c.name).sort();

  beforeAll(async () => {
    const add = async (name: string, contact: string, language: 'en' | 'hi', joinedDaysAgo: number) => {
      const [row] = await t.db
        .insert(users)
        .values({
          fullname: name,
          contact,
          email: `${name.toLowerCase().replace(' ', '.')}@example.in`,
          passwordHash: 'not-a-hash',
          language,
          createdAt: ago(joinedDaysAgo),
          deliveryAddress: {
            addressLine1: '1 Main Road',
            city: 'Jaipur',
            state: 'Rajasthan',
            postalCode: '302001',
            country: 'India',
          },
        })
        .returning();
      ids[name] = row.id;
    };
    await add('Priya Sharma', '9876543210', 'hi', 40);
    await add('Asha Verma', '9123456780', 'en', 300);
    await add('Meena Iyer', '9988776655', 'en', 400);
    await add('Kavya Rao', '9000011111', 'en', 1);
    const product = await insertProduct(t.db, { stock: 100, newPrice: 2000 });
    // Priya: one order 3 days ago (new); she subscribed to the newsletter with her number, signed in: her WhatsApp
    // consent is on her record (decision 0058). Kavya's number is on the list without an account's consent.
    await insertSingleOrder(t.db, ids['Priya Sharma'], product.id, { createdAt: ago(3) });
    await t.db.insert(newsletterSubscribers).values({ whatsappNumber: '9876543210', createdAt: ago(20) });
    await t.db.insert(marketingConsents).values({
      userId: ids['Priya Sharma'],
      channel: 'whatsapp',
      action: 'given',
      wording: NEWSLETTER_WORDING.hi,
      wordingVersion: NEWSLETTER_WORDING.version,
      language: 'hi',
      source: 'newsletter',
      actor: 'shopper',
      at: ago(20),
    });
    // Asha: two orders worth ₹12,000 (repeat, high value), one a bundle; a ticket, a return, a refund.
    const single = await insertSingleOrder(t.db, ids['Asha Verma'], product.id, {
      quantity: 3,
      price: 6000,
      createdAt: ago(10),
    });
    await t.db.insert(bundleOrders).values({
      userId: ids['Asha Verma'],
      totalAmount: 6000,
      status: 'paid',
      userName: 'Asha Verma',
      userEmail: 'asha.verma@example.in',
      userNumber: '9123456780',
      paymentId: 'pay_bundle_asha',
      createdAt: ago(5),
    });
    // A bundle saved but never paid is no order.
    await t.db.insert(bundleOrders).values({
      userId: ids['Asha Verma'],
      totalAmount: 999,
      userName: 'Asha Verma',
      userEmail: 'asha.verma@example.in',
      userNumber: '9123456780',
    });
    await t.db.insert(tickets).values({
      userId: ids['Asha Verma'],
      orderId: String(single.id),
      subject: 'Colour differs',
      description: 'The saree looks darker than the photo.',
    });
    await t.db.insert(returnRequests).values({
      userId: ids['Asha Verma'],
      orderKind: 'single',
      orderId: single.id,
      kind: 'return',
      reason: 'Too small',
      photo: '/uploads/returns/x.webp',
      amount: 2000,
      paymentMethod: 'online',
    });
    await t.db.insert(paymentOrders).values({
      id: 'order_asha_1',
      provider: 'test',
      userId: ids['Asha Verma'],
      kind: 'single',
      amountPaise: 600000,
      purchase: {},
      expiresAt: ago(-1),
    });
    await t.db.insert(refunds).values({
      paymentId: 'pay_asha_1',
      paymentOrderId: 'order_asha_1',
      orderKind: 'single',
      orderId: single.id,
      userId: ids['Asha Verma'],
      amountPaise: 200000,
      reason: 'return',
      idempotencyKey: 'refund-asha-1',
    });
    // Meena: one COD order 120 days ago refused at the door (lapsed, one refusal, no money), a declined return.
    const cod = await insertSingleOrder(t.db, ids['Meena Iyer'], product.id, {
      createdAt: ago(120),
      paymentId: null,
      paymentMethod: 'cod',
      fulfilment: 'rto',
      status: 'cancelled',
    });
    await t.db.insert(returnRequests).values({
      userId: ids['Meena Iyer'],
      orderKind: 'single',
      orderId: cod.id,
      kind: 'return',
      reason: 'Other',
      photo: '/uploads/returns/y.webp',
      amount: 2000,
      paymentMethod: 'cod',
      status: 'declined',
    });
  });

  it('lists every shopper with her figures, newest first', async () => {
    const answer = await list('');
    expect(answer.total).toBe(4);
    expect(answer.customers.map((c) => c.name)).toEqual([
      'Kavya Rao',
      'Priya Sharma',
      'Asha Verma',
      'Meena Iyer',
    ]);
    const asha = answer.customers.find((c) => c.name === 'Asha Verma')!;
    expect(asha).toMatchObject({
      orders: 2,
      spent: 12000,
      returns: 1,
      codRefusals: 0,
      marketingConsent: false,
    });
    expect(asha.segments).toEqual(['repeat', 'high_value']);
    const meena = answer.customers.find((c) => c.name === 'Meena Iyer')!;
    expect(meena).toMatchObject({ orders: 1, spent: 0, returns: 0, codRefusals: 1, segments: ['lapsed'] });
    const priya = answer.customers.find((c) => c.name === 'Priya Sharma')!;
    expect(priya).toMatchObject({
      orders: 1,
      spent: 2000,
      language: 'hi',
      marketingConsent: true,
      segments: ['new'],
    });
  });

  it('finds a shopper by any part of her phone, name or e-mail', async () => {
    expect(await names('q=98765%2043210')).toEqual(['Priya Sharma']);
    expect(await names('q=%2B91%209876543210')).toEqual(['Priya Sharma']);
    expect(await names('q=6655')).toEqual(['Meena Iyer']);
    expect(await names('q=asha')).toEqual(['Asha Verma']);
    expect(await names('q=KAVYA.RAO%40')).toEqual(['Kavya Rao']);
    expect(await names('q=%25')).toEqual([]);
    expect(await names('q=nobody')).toEqual([]);
  });

  it('filters by orders, money, last order, refusals, returns, language and consent', async () => {
    expect(await names('minOrders=2')).toEqual(['Asha Verma']);
    expect(await names('maxOrders=0')).toEqual(['Kavya Rao']);
    expect(await names('minSpent=2000&maxSpent=5000')).toEqual(['Priya Sharma']);
    expect(await names('minCodRefusals=1')).toEqual(['Meena Iyer']);
    expect(await names('minReturns=1')).toEqual(['Asha Verma']);
    expect(await names('language=hi')).toEqual(['Priya Sharma']);
    expect(await names('consent=yes')).toEqual(['Priya Sharma']);
    expect(await names('consent=no&language=en')).toEqual(['Asha Verma', 'Kavya Rao', 'Meena Iyer']);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    expect(await names(`lastOrderTo=${day(ago(60))}`)).toEqual(['Meena Iyer']);
    expect(await names(`lastOrderFrom=${day(ago(7))}`)).toEqual(['Asha Verma', 'Priya Sharma']);
  });

  it('gives each saved segment exactly the shoppers the shared rule puts in it', async () => {
    const all = (await list('pageSize=100')).customers;
    const now = new Date();
    for (const segment of ['new', 'repeat', 'lapsed', 'high_value'] as const) {
      const expected = all
        .filter((c) =>
          segmentsOf(
            { ...c, lastOrderAt: c.lastOrderAt ? new Date(c.lastOrderAt) : null } as CustomerFigures,
            now,
          ).includes(segment),
        )
        .map((c) => c.name)
        .sort();
      expect(await names(`segment=${segment}`), segment).toEqual(expected);
    }
    expect(await names('segment=repeat&minOrders=3')).toEqual([]);
  });

  it('pages and sorts', async () => {
    const first = await list('pageSize=3&sort=spent');
    expect(first.total).toBe(4);
    expect(first.customers.map((c) => c.name)).toEqual(['Asha Verma', 'Priya Sharma', 'Kavya Rao']);
    const second = await list('pageSize=3&page=2&sort=spent');
    expect(second.customers.map((c) => c.name)).toEqual(['Meena Iyer']);
    expect((await list('pageSize=2&page=2&sort=name')).customers.map((c) => c.name)).toEqual([
      'Meena Iyer',
      'Priya Sharma',
    ]);
    const beyond = await list('pageSize=3&page=5&minOrders=1');
    expect(beyond).toMatchObject({ customers: [], total: 3 });
  });

  it('refuses a bad filter with a readable 400', async () => {
    for (const [query, message] of [
      ['minOrders=-1', 'Least orders must be a whole number from 0.'],
      ['segment=vip', 'Segment must be one of: new, repeat, lapsed, high_value.'],
      ['lastOrderFrom=2026-02-30', 'Last order from must be a day like 2026-11-24.'],
      ['pageSize=1000', 'Page size must be a whole number from 1 to 100.'],
      ['lastOrderTo=9999-12-31', 'Last order to must be a day from 2000-01-01 to 2099-12-31.'],
      ['language=fr', 'Language must be en or hi.'],
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/customers?${query}`,
        headers: t.admin,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toContain(message);
    }
  });

  it("shows a shopper's page with her orders, tickets, returns, refunds and notes", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers/${ids['Asha Verma']}`,
      headers: t.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as CustomerPage;
    expect(page.customer).toMatchObject({
      name: 'Asha Verma',
      city: 'Jaipur',
      state: 'Rajasthan',
      orders: 2,
    });
    expect(page.orders.map((o) => [o.orderRef.startsWith('B-'), o.amount])).toEqual([
      [true, 6000],
      [false, 6000],
    ]);
    expect(page.tickets).toHaveLength(1);
    expect(page.tickets[0]).toMatchObject({ subject: 'Colour differs', status: 'pending' });
    expect(page.returns[0]).toMatchObject({ kind: 'return', status: 'requested', amount: 2000 });
    expect(page.refunds[0]).toMatchObject({ amount: 2000, status: 'due' });
    expect(page.notes).toEqual([]);

    const priya = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/customers/${ids['Priya Sharma']}`,
        headers: t.admin,
      })
    ).json() as CustomerPage;
    expect(priya.customer.marketingConsent).toBe(true);
    expect(priya.customer.consentGivenAt).toMatch(/^\d{4}-/);
    expect(priya.customer.consentSource).toContain('newsletter');
  });

  it("keeps the owner's notes, newest first, and deletes one", async () => {
    const url = `/api/admin/customers/${ids['Meena Iyer']}/notes`;
    const first = await t.app.inject({
      method: 'POST',
      url,
      headers: t.admin,
      payload: { text: 'Refused COD once.' },
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await t.app.inject({
      method: 'POST',
      url,
      headers: t.admin,
      payload: { text: ' Call first. ' },
    });
    const noteId = second.json().note.id as number;
    const page = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/customers/${ids['Meena Iyer']}`,
        headers: t.admin,
      })
    ).json() as CustomerPage;
    expect(page.notes.map((n) => n.text)).toEqual(['Call first.', 'Refused COD once.']);

    const blank = await t.app.inject({ method: 'POST', url, headers: t.admin, payload: { text: '  ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toContain('Please write the note.');
    // Another shopper's note id is not hers.
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/customers/${ids['Asha Verma']}/notes/${noteId}`,
      headers: t.admin,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().code).toBe('CUSTOMER_NOTE_NOT_FOUND');
    const gone = await t.app.inject({ method: 'DELETE', url: `${url}/${noteId}`, headers: t.admin });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toBe('Note deleted.');
  });

  it('answers 404 for no such shopper and 400 for an id out of range', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customers/999999',
      headers: t.admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('CUSTOMER_NOT_FOUND');
    const note = await t.app.inject({
      method: 'POST',
      url: '/api/admin/customers/999999/notes',
      headers: t.admin,
      payload: { text: 'x' },
    });
    expect(note.statusCode).toBe(404);
    const huge = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers/${MAX_ID + 1}`,
      headers: t.admin,
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error).toContain('Customer id must be a number.');
  });

  it('is for the owner only', async () => {
    const shopper = await signUpShopper(t.app);
    const calls = [
      { method: 'GET' as const, url: '/api/admin/customers?q=9876543210' },
      { method: 'GET' as const, url: `/api/admin/customers/${ids['Priya Sharma']}` },
      {
        method: 'POST' as const,
        url: `/api/admin/customers/${ids['Priya Sharma']}/notes`,
        payload: { text: 'x' },
      },
      { method: 'DELETE' as const, url: `/api/admin/customers/${ids['Priya Sharma']}/notes/1` },
    ];
    for (const call of calls)
      for (const headers of [{}, shopper.auth, { authorization: 'Bearer nope' }]) {
        const res = await t.app.inject({ ...call, headers });
        expect(res.statusCode, call.url).toBe(401);
        expect(res.json().code).toBe('ADMIN_REQUIRED');
        expect(res.body).not.toContain('Priya');
      }
  });
});
