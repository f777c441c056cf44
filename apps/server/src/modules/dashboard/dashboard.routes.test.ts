// GET /api/admin/dashboard: the owner only; bad days and thresholds refused; the figures follow the shared
// rules (countsAsRevenue, Kolkata days) on single and bundle orders of every status.
import { countsAsOrder, countsAsRevenue, DASHBOARD_DAYS } from '@zariya/shared/dashboard';
import { DASHBOARD_MESSAGES } from '@zariya/shared/dashboard-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders, refunds, tickets } from '../../db/schema.ts';
import { type Shopper, signUpShopper } from '../../test/accounts.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { adminToken, createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { insertBundleOrder, insertSingleOrder } from '../../test/orders-fixtures.ts';

/** An instant given as Kolkata wall-clock time. */
const ist = (local: string) => new Date(`${local}+05:30`);
const DAY = '2026-10-31';

describe.each(databaseKinds())('owner dashboard on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let shopper: Shopper;
  let saree: { id: number };
  let kurta: { id: number };
  /** Every paid order written, with its day, status and amount, to compute what the dashboard must say. */
  const written: Array<{
    day: string;
    status: string;
    amount: number;
    paymentId: string | null;
    paymentMethod?: string;
  }> = [];

  const get = (url: string, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = { authorization: `Bearer ${await adminToken(t.app)}` };
    shopper = await signUpShopper(t.app);
    saree = await insertProduct(t.db, { productname: 'Banarasi Saree', newPrice: 2000, stock: 100 });
    kurta = await insertProduct(t.db, { productname: 'Cotton Kurta', newPrice: 500, stock: 100 });

    const single = async (local: string, status: string, productId: number, quantity = 1) => {
      const row = await insertSingleOrder(t.db, shopper.userId, productId, {
        quantity,
        status,
        createdAt: ist(local),
      });
      written.push({ day: local.slice(0, 10), status, amount: row.price, paymentId: row.paymentId });
    };
    await single('2026-10-31T10:00:00', 'pending', saree.id, 2); // ₹4,000 today
    await single('2026-10-31T23:59:59', 'completed', kurta.id); // ₹500 today, last second
    await single('2026-10-31T12:00:00', 'cancelled', saree.id); // an order, no revenue
    await single('2026-10-30T23:59:59', 'completed', kurta.id, 3); // yesterday ₹1,500
    await single('2026-10-05T09:00:00', 'returned', saree.id); // this month, no revenue
    await single('2026-10-01T00:00:00', 'paid', kurta.id); // this month, before the chart's 30 days
    await single('2026-09-30T23:59:59', 'completed', saree.id); // last month
    await single('2026-11-01T00:00:00', 'completed', saree.id); // after the day asked for
    // Cash on delivery: an order from placement (no payment), revenue (with its fee) once the cash is collected.
    const cod = async (local: string, status: string) => {
      const row = await insertSingleOrder(t.db, shopper.userId, kurta.id, {
        status,
        createdAt: ist(local),
        paymentId: null,
        paymentMethod: 'cod',
        codFee: 50,
      });
      written.push({
        day: local.slice(0, 10),
        status,
        amount: row.price + 50,
        paymentId: null,
        paymentMethod: 'cod',
      });
    };
    await cod('2026-09-15T10:00:00', 'pending'); // placed, cash not yet collected
    await cod('2026-09-15T11:00:00', 'completed'); // delivered: ₹500 + ₹50 fee
    await cod('2026-09-15T12:00:00', 'cancelled'); // returned to origin
    const bundle = await insertBundleOrder(
      t.db,
      shopper.userId,
      [{ productId: saree.id }, { productId: kurta.id, quantity: 2 }],
      {
        createdAt: ist('2026-10-31T00:10:00'),
      },
    ); // ₹3,000 today
    written.push({ day: DAY, status: 'paid', amount: bundle.totalAmount, paymentId: bundle.paymentId });
    // A bundle saved but never paid is no order.
    await insertBundleOrder(t.db, shopper.userId, [{ productId: saree.id, quantity: 5 }], {
      paid: false,
      createdAt: ist('2026-10-31T11:00:00'),
    });
    written.push({ day: DAY, status: 'pending', amount: 10_000, paymentId: null });

    for (const [name, stock] of [
      ['Empty Dupatta', 0],
      ['Three Left Lehenga', 3],
      ['Five Left Anarkali', 5],
      ['Six Left Salwar', 6],
      ['Uncounted Jhumka', null],
    ] as const) {
      await insertProduct(t.db, { productname: name, stock });
    }
    await insertProduct(t.db, { productname: 'Archived Stole', stock: 1, archivedAt: new Date() });
    await insertProduct(t.db, { productname: 'Sold-out Shawl', stock: 0, available: false });

    await t.db.insert(paymentOrders).values({
      id: 'order_dash1',
      provider: 'test',
      userId: shopper.userId,
      kind: 'single',
      amountPaise: 100_000,
      purchase: {},
      expiresAt: new Date(),
    });
    let n = 0;
    for (const [status, amountPaise] of [
      ['due', 10_050],
      ['requested', 20_000],
      ['failed', 30_000],
      ['processed', 40_000],
    ] as const) {
      n++;
      await t.db.insert(refunds).values({
        paymentId: `pay_dash${n}`,
        paymentOrderId: 'order_dash1',
        userId: shopper.userId,
        amountPaise,
        reason: 'cancelled',
        status,
        idempotencyKey: `rfnd_dash${n}`,
      });
    }
    for (const status of ['pending', 'Solved', 'resolved', 'pending']) {
      await t.db.insert(tickets).values({
        userId: shopper.userId,
        orderId: '1',
        subject: 'Colour',
        description: 'The colour differs.',
        status,
      });
    }
  });
  afterAll(async () => t?.close());

  it('answers 401 without the admin token, and to a shopper', async () => {
    for (const headers of [{}, shopper.auth, { authorization: 'Bearer not-a-token' }]) {
      const res = await get('/api/admin/dashboard', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'ADMIN_REQUIRED' });
    }
  });

  it.each([
    ['2026-02-30', DASHBOARD_MESSAGES.badDay],
    ['31-10-2026', DASHBOARD_MESSAGES.badDay],
    ['1999-12-31', DASHBOARD_MESSAGES.dayOutOfRange],
    ['2999-01-01', DASHBOARD_MESSAGES.dayOutOfRange],
  ])('refuses the day %s with a readable message', async (date, message) => {
    const res = await get(`/api/admin/dashboard?date=${date}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });

  it.each(['-1', '2.5', 'many', '1001'])('refuses the low-stock threshold %s', async (lowStock) => {
    const res = await get(`/api/admin/dashboard?lowStock=${lowStock}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(DASHBOARD_MESSAGES.badThreshold);
  });

  it("counts today's and this month's paid orders, and revenue as countsAsRevenue defines it", async () => {
    const res = await get(`/api/admin/dashboard?date=${DAY}`);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    const figures = (from: string) => {
      const orders = written.filter((o) => countsAsOrder(o) && o.day >= from && o.day <= DAY);
      return {
        orders: orders.length,
        revenue: orders.filter(countsAsRevenue).reduce((sum, o) => sum + o.amount, 0),
      };
    };
    expect(d.day).toBe(DAY);
    expect(d.timeZone).toBe('Asia/Kolkata');
    expect(d.today).toEqual(figures(DAY));
    expect(d.today).toEqual({ orders: 4, revenue: 7500 });
    expect(d.month).toEqual(figures('2026-10-01'));
    expect(d.month).toEqual({ orders: 7, revenue: 9500 });
  });

  it('counts cash-on-delivery orders from placement and their cash (with the fee) once delivered', async () => {
    const d = (await get('/api/admin/dashboard?date=2026-09-15')).json();
    expect(d.today).toEqual({ orders: 3, revenue: 550 });
    // September also has a paid saree on its last day, after the day asked for.
    expect(d.month).toEqual({ orders: 3, revenue: 550 });
  });

  it('fills every one of the 30 days, oldest first', async () => {
    const d = (await get(`/api/admin/dashboard?date=${DAY}`)).json();
    expect(d.days).toHaveLength(DASHBOARD_DAYS);
    expect(d.days[0].day).toBe('2026-10-02');
    expect(d.days.at(-1)).toEqual({ day: DAY, orders: 4, revenue: 7500 });
    expect(d.days.at(-2)).toEqual({ day: '2026-10-30', orders: 1, revenue: 1500 });
    expect(d.days.find((x: { day: string }) => x.day === '2026-10-05')).toEqual({
      day: '2026-10-05',
      orders: 1,
      revenue: 0,
    });
    expect(d.days.reduce((s: number, x: { orders: number }) => s + x.orders, 0)).toBe(6);
  });

  it('ranks products by units and by revenue over the 30 days, leaving out cancelled and returned', async () => {
    const d = (await get(`/api/admin/dashboard?date=${DAY}`)).json();
    // Kurta: 1 + 3 single units (₹2,000) and 2 in the bundle (₹1,000); saree: 2 single (₹4,000) + 1 bundled (₹2,000).
    expect(d.topByUnits).toEqual([
      { productId: kurta.id, name: 'Cotton Kurta', units: 6, revenue: 3000 },
      { productId: saree.id, name: 'Banarasi Saree', units: 3, revenue: 6000 },
    ]);
    expect(d.topByRevenue.map((p: { productId: number }) => p.productId)).toEqual([saree.id, kurta.id]);
  });

  it('lists counted stock at or below the threshold, sold out first; uncounted and archived stay out', async () => {
    const d = (await get(`/api/admin/dashboard?date=${DAY}`)).json();
    expect(d.lowStock).toEqual({
      threshold: 5,
      count: 4,
      products: [
        expect.objectContaining({ name: 'Empty Dupatta', stock: 0 }),
        expect.objectContaining({ name: 'Sold-out Shawl', stock: 0 }),
        expect.objectContaining({ name: 'Three Left Lehenga', stock: 3 }),
        expect.objectContaining({ name: 'Five Left Anarkali', stock: 5 }),
      ],
    });
    const six = (await get('/api/admin/dashboard?lowStock=6')).json();
    expect(six.lowStock.count).toBe(5);
    expect(six.lowStock.products.at(-1)).toMatchObject({ name: 'Six Left Salwar', stock: 6 });
  });

  it('lists a product counted per size and colour by its low variants, with size, colour and SKU', async () => {
    const split = await insertProduct(t.db, {
      productname: 'Split Kurti',
      sizes: ['S', 'M', 'L'],
      colors: ['Teal'],
      stock: 3,
    });
    const grid = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${split.id}/variants`,
      headers: admin,
      payload: {
        mode: 'split',
        cells: [
          { size: 'S', color: 'Teal', stock: 0, price: null, oldPrice: null, made: true },
          { size: 'M', color: 'Teal', stock: 9, price: null, oldPrice: null, made: true },
          { size: 'L', color: 'Teal', stock: 2, price: null, oldPrice: null, made: true },
        ],
      },
    });
    expect(grid.statusCode, grid.body).toBe(200);
    try {
      const d = (await get(`/api/admin/dashboard?date=${DAY}`)).json();
      // Its stock (11) is above the threshold, but two of its sizes are not: listed by size, M left out.
      expect(d.lowStock.count).toBe(6);
      const rows = d.lowStock.products.filter((p: { id: number }) => p.id === split.id);
      expect(rows).toEqual([
        {
          id: split.id,
          name: 'Split Kurti',
          stock: 0,
          variant: { id: expect.any(Number), size: 'S', color: 'Teal', sku: `ZR-${split.id}-S-TEAL` },
        },
        {
          id: split.id,
          name: 'Split Kurti',
          stock: 2,
          variant: { id: expect.any(Number), size: 'L', color: 'Teal', sku: `ZR-${split.id}-L-TEAL` },
        },
      ]);
      // A pooled product keeps its one row, without a variant.
      expect(
        d.lowStock.products.find((p: { name: string }) => p.name === 'Empty Dupatta'),
      ).not.toHaveProperty('variant');
    } finally {
      await t.db.execute(sql`delete from variant_stock_moves where product_id = ${split.id}`);
      await t.db.execute(sql`delete from products where id = ${split.id}`);
    }
  });

  it('shows refunds not yet with the shopper and open tickets', async () => {
    const d = (await get('/api/admin/dashboard')).json();
    expect(d.refunds).toEqual({ count: 3, amount: 600.5, failed: 1 });
    expect(d.openTickets).toBe(2);
  });

  it('counts the orders to pack and to ship: placed or packed, paid or cash on delivery, not closed', async () => {
    const before = (await get('/api/admin/dashboard')).json();
    // Placed and open: the pending and the paid single order, the pending COD order, the paid bundle. Not the
    // unpaid bundle, nor any completed, cancelled or returned order.
    expect(before.toFulfil).toEqual({ toPack: 4, toShip: 0 });
    await t.db.execute(sql`update bundle_orders set fulfilment = 'packed' where payment_id is not null`);
    await t.db.execute(sql`update orders set fulfilment = 'shipped' where status = 'paid'`);
    const after = (await get('/api/admin/dashboard')).json();
    expect(after.toFulfil).toEqual({ toPack: 2, toShip: 1 });
  });
});
