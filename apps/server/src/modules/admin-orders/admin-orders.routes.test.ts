import { statusButtons } from '@zariya/shared/order-status';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleOrderItems, orders, products, productVariants } from '../../db/schema.ts';
import { type Shopper, signUpShopper } from '../../test/accounts.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { adminToken, createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { insertBundleOrder, insertSingleOrder, stockOf } from '../../test/orders-fixtures.ts';
import { setBundleOrderStatusByAdmin } from '../../flows/order-status.flow.ts';
import { variantIdsBySku } from '../../queries/variant-skus.query.ts';

describe.each(databaseKinds())('order desk on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let asha: Shopper;
  let meera: Shopper;
  let saree: { id: number };
  let kurti: { id: number };
  let first: { id: number };
  let second: { id: number };
  let bundle: { id: number };
  let unpaid: { id: number };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = { authorization: `Bearer ${await adminToken(t.app)}` };
    asha = await signUpShopper(t.app, { fullname: 'Asha Deshpande' });
    meera = await signUpShopper(t.app, { fullname: 'Meera Iyer' });
    saree = await insertProduct(t.db, { productname: 'Paithani Saree', stock: 5 });
    kurti = await insertProduct(t.db, { productname: 'Lucknowi Kurti', stock: 5 });
    first = await insertSingleOrder(t.db, asha.userId, saree.id, {
      quantity: 2,
      createdAt: new Date('2026-03-01T10:00:00Z'),
    });
    second = await insertSingleOrder(t.db, meera.userId, kurti.id, {
      status: 'completed',
      createdAt: new Date('2026-03-02T10:00:00Z'),
    });
    bundle = await insertBundleOrder(
      t.db,
      meera.userId,
      [
        { productId: saree.id, quantity: 1 },
        { productId: kurti.id, quantity: 2 },
      ],
      { createdAt: new Date('2026-03-03T10:00:00Z') },
    );
    unpaid = await insertBundleOrder(t.db, asha.userId, [{ productId: saree.id }], { paid: false });
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'GET', url, headers });
  const setStatus = (payload: Record<string, unknown>, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'POST', url: '/api/updateOrderStatus', headers, payload });
  const singleIds = async (query = '') =>
    (await get(`/api/getAllOrders${query}`)).json().allOrders.map((o: { id: number }) => o.id);

  it('lists single orders newest first with customer, items, amount, address, date and status', async () => {
    const res = await get('/api/getAllOrders');
    expect(res.statusCode).toBe(200);
    const { allOrders } = res.json();
    expect(allOrders.map((o: { id: number }) => o.id)).toEqual([second.id, first.id]);
    expect(allOrders[1]).toMatchObject({
      _id: String(first.id),
      orderRef: String(first.id),
      orderType: 'single',
      userName: 'Asha Deshpande',
      useremail: asha.email,
      usernumber: asha.contact,
      productName: 'Paithani Saree',
      quantity: 2,
      items: [{ productId: saree.id, productName: 'Paithani Saree', quantity: 2 }],
      deliveryAddress: { city: 'Bengaluru', postalCode: '560001' },
      date: '2026-03-01T10:00:00.000Z',
      status: 'pending',
      statusChangeDate: null,
    });
    expect(allOrders[1].amount).toBe(allOrders[1].price);
  });

  it('lists paid bundle orders with their items; an unpaid checkout is left out', async () => {
    const { bundleOrders } = (await get('/api/getAllBundleOrders')).json();
    expect(bundleOrders.map((o: { id: number }) => o.id)).toEqual([bundle.id]);
    expect(bundleOrders.map((o: { id: number }) => o.id)).not.toContain(unpaid.id);
    expect(bundleOrders[0]).toMatchObject({
      orderRef: `B-${bundle.id}`,
      orderType: 'bundle',
      userName: 'Meera Iyer',
      usernumber: meera.contact,
      status: 'paid',
      products: [
        { productId: saree.id, quantity: 1 },
        { productId: kurti.id, quantity: 2 },
      ],
    });
    // The same order as the shopper's contract has it (kind, coupon, line totals), and the desk's lines.
    expect(bundleOrders[0]).toMatchObject({ kind: 'bundle', couponApplied: false });
    expect(bundleOrders[0].items).toMatchObject(
      bundleOrders[0].products.map(
        ({ couponApplied: _c, lineTotal: _t, ...item }: Record<string, unknown>) => item,
      ),
    );
    expect(bundleOrders[0].amount).toBe(bundleOrders[0].totalAmount);
  });

  it('filters by status and searches by customer name, e-mail, mobile or order id', async () => {
    expect(await singleIds('?status=completed')).toEqual([second.id]);
    expect(await singleIds('?status=cancelled')).toEqual([]);
    expect(await singleIds('?q=deshpande')).toEqual([first.id]);
    expect(await singleIds(`?q=${encodeURIComponent(meera.email.toUpperCase())}`)).toEqual([second.id]);
    expect(await singleIds(`?q=${meera.contact.slice(-6)}`)).toEqual([second.id]);
    expect(await singleIds(`?q=${first.id}`)).toContain(first.id);
    expect(await singleIds('?q=%25')).toEqual([]);
    expect(await singleIds('?q=deshpande&status=completed')).toEqual([]);
    const bundles = (await get(`/api/getAllBundleOrders?q=B-${bundle.id}`)).json().bundleOrders;
    expect(bundles.map((o: { id: number }) => o.id)).toEqual([bundle.id]);
    expect((await get('/api/getAllOrders?status=shipped')).statusCode).toBe(400);
  });

  it("shows each line's SKU with its size and colour, and finds an order by its SKU", async () => {
    // Lines no variant was matched to answer a null SKU, never an error.
    const before = (await get('/api/getAllOrders')).json().allOrders;
    expect(before.find((o: { id: number }) => o.id === first.id).items[0]).toMatchObject({
      variantId: null,
      sku: null,
    });
    const [gold] = await t.db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, saree.id), eq(productVariants.color, 'Gold')));
    const [maroon] = await t.db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, kurti.id), eq(productVariants.color, 'Maroon')));
    await t.db
      .update(orders)
      .set({ variantId: gold.id, size: 'Free Size', color: 'Gold' })
      .where(eq(orders.id, first.id));
    await t.db
      .update(bundleOrderItems)
      .set({ variantId: maroon.id, size: 'Free Size', color: 'Maroon' })
      .where(and(eq(bundleOrderItems.bundleOrderId, bundle.id), eq(bundleOrderItems.productId, kurti.id)));

    const single = (await get('/api/getAllOrders'))
      .json()
      .allOrders.find((o: { id: number }) => o.id === first.id);
    expect(single.items).toEqual([
      expect.objectContaining({ variantId: gold.id, sku: gold.sku, size: 'Free Size', color: 'Gold' }),
    ]);
    const desk = (await get('/api/getAllBundleOrders')).json().bundleOrders[0];
    expect(desk.items.map((i: { sku: string | null }) => i.sku)).toEqual([null, maroon.sku]);
    expect(desk.items[1]).toMatchObject({ size: 'Free Size', color: 'Maroon', quantity: 2 });

    // The whole SKU, part of it, in lower case: the order that sold it, and no other.
    expect(await singleIds(`?q=${encodeURIComponent(gold.sku)}`)).toEqual([first.id]);
    expect(await singleIds(`?q=${encodeURIComponent(gold.sku.slice(2).toLowerCase())}`)).toContain(first.id);
    expect(await singleIds(`?q=${encodeURIComponent(maroon.sku)}`)).toEqual([]);
    // A number is an order number or a mobile: it names a SKU only whole, not the product id inside one.
    expect(gold.sku).toContain(`-${saree.id}-`);
    expect(await variantIdsBySku(t.db, String(saree.id))).toEqual([]);
    expect(await variantIdsBySku(t.db, `#${saree.id}`)).toEqual([]);
    expect(await variantIdsBySku(t.db, gold.sku.toLowerCase())).toEqual([gold.id]);
    const bySku = (
      await get(`/api/getAllBundleOrders?q=${encodeURIComponent(maroon.sku.toLowerCase())}`)
    ).json();
    expect(bySku.bundleOrders.map((o: { id: number }) => o.id)).toEqual([bundle.id]);
    expect(
      (await get(`/api/getAllBundleOrders?q=${encodeURIComponent(gold.sku)}`)).json().bundleOrders,
    ).toEqual([]);
  });

  it('marks an order completed, recording the change date', async () => {
    const before = Date.now();
    const res = await setStatus({ orderId: String(first.id), userId: asha.userId, status: 'completed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ orderId: String(first.id), orderType: 'single', status: 'completed' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, first.id));
    expect(row.status).toBe('completed');
    expect(row.statusChangeDate!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await stockOf(t.db, saree.id)).stock).toBe(2); // 5 - 2 (first) - 1 (bundle)
  });

  it('puts stock back once when an order is cancelled, and not again when it is then returned', async () => {
    const cancel = await setStatus({ orderId: first.id, userId: asha.userId, status: 'cancelled' });
    expect(cancel.statusCode).toBe(200);
    expect((await stockOf(t.db, saree.id)).stock).toBe(4);
    expect(statusButtons(cancel.json().status).map((b) => b.label)).toEqual([
      'Completed',
      'Pending',
      'Returned',
    ]);

    const date = cancel.json().statusChangeDate;
    const again = await setStatus({ orderId: first.id, userId: asha.userId, status: 'cancelled' });
    expect(again.statusCode).toBe(200);
    expect(again.json().statusChangeDate).toBe(date);
    expect((await stockOf(t.db, saree.id)).stock).toBe(4);

    const returned = await setStatus({ orderId: first.id, userId: asha.userId, status: 'returned' });
    expect(returned.statusCode).toBe(200);
    expect((await stockOf(t.db, saree.id)).stock).toBe(4);
    expect(statusButtons(returned.json().status).map((b) => b.label)).toEqual([
      'Completed',
      'Pending',
      'Cancelled',
    ]);
  });

  it('takes the stock again when a cancelled order is reopened, and refuses when it has sold out', async () => {
    const reopen = await setStatus({ orderId: first.id, userId: asha.userId, status: 'pending' });
    expect(reopen.statusCode).toBe(200);
    expect((await stockOf(t.db, saree.id)).stock).toBe(2);
    await setStatus({ orderId: first.id, userId: asha.userId, status: 'returned' });
    expect((await stockOf(t.db, saree.id)).stock).toBe(4);

    // Meanwhile the pieces are sold to someone else.
    await insertSingleOrder(t.db, meera.userId, saree.id, { quantity: 3 });
    const refused = await setStatus({ orderId: first.id, userId: asha.userId, status: 'completed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('OUT_OF_STOCK');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, first.id));
    expect(row.status).toBe('returned');
    expect((await stockOf(t.db, saree.id)).stock).toBe(1);
  });

  it('makes a sold-out product available again when a cancellation puts stock back', async () => {
    const scarf = await insertProduct(t.db, { productname: 'Bandhani Scarf', stock: 1 });
    const order = await insertSingleOrder(t.db, asha.userId, scarf.id);
    // Checkout marks a product that has sold out as unavailable.
    await t.db.update(products).set({ available: false }).where(eq(products.id, scarf.id));
    expect(await stockOf(t.db, scarf.id)).toEqual({ stock: 0, available: false });
    await setStatus({ orderId: order.id, userId: asha.userId, status: 'cancelled' });
    expect(await stockOf(t.db, scarf.id)).toEqual({ stock: 1, available: true });
    await setStatus({ orderId: order.id, userId: asha.userId, status: 'completed' });
    expect(await stockOf(t.db, scarf.id)).toEqual({ stock: 0, available: false });
  });

  it('cancels a bundle order by its B- reference, putting back every line once', async () => {
    const sareeBefore = (await stockOf(t.db, saree.id)).stock;
    const kurtiBefore = (await stockOf(t.db, kurti.id)).stock;
    const res = await setStatus({ orderId: `B-${bundle.id}`, userId: meera.userId, status: 'cancelled' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ orderId: `B-${bundle.id}`, orderType: 'bundle', status: 'cancelled' });
    expect((await stockOf(t.db, saree.id)).stock).toBe(sareeBefore! + 1);
    expect((await stockOf(t.db, kurti.id)).stock).toBe(kurtiBefore! + 2);
    // The cart module's admin variant of /updateBundleOrderStatus goes through the same rule.
    await setBundleOrderStatusByAdmin(t.db, { orderId: bundle.id, userId: meera.userId, status: 'returned' });
    expect((await stockOf(t.db, kurti.id)).stock).toBe(kurtiBefore! + 2);
    await setBundleOrderStatusByAdmin(t.db, {
      orderId: String(bundle.id),
      userId: meera.userId,
      status: 'completed',
    });
    expect((await stockOf(t.db, kurti.id)).stock).toBe(kurtiBefore);
    const listed = (await get('/api/getAllBundleOrders?status=completed')).json().bundleOrders;
    expect(listed.map((o: { id: number }) => o.id)).toEqual([bundle.id]);
    expect(listed[0].statusChangeDate).not.toBeNull();
  });

  it('moves no stock for an unpaid bundle', async () => {
    const before = (await stockOf(t.db, saree.id)).stock;
    await setBundleOrderStatusByAdmin(t.db, {
      orderId: `B-${unpaid.id}`,
      userId: asha.userId,
      status: 'cancelled',
    });
    expect((await stockOf(t.db, saree.id)).stock).toBe(before);
  });

  it('puts stock back once when the owner clicks Cancelled several times at once', async () => {
    const shawl = await insertProduct(t.db, { productname: 'Pashmina Shawl', stock: 6 });
    const order = await insertSingleOrder(t.db, asha.userId, shawl.id, { quantity: 2 });
    expect((await stockOf(t.db, shawl.id)).stock).toBe(4);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        setStatus({ orderId: order.id, userId: asha.userId, status: 'cancelled' }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await stockOf(t.db, shawl.id)).stock).toBe(6);
  });

  it('refuses a wrong customer, an unknown order and statuses the owner cannot set', async () => {
    expect(
      (await setStatus({ orderId: first.id, userId: meera.userId, status: 'completed' })).statusCode,
    ).toBe(404);
    expect((await setStatus({ orderId: 999999, userId: asha.userId, status: 'completed' })).statusCode).toBe(
      404,
    );
    for (const status of ['paid', 'shipped', '']) {
      const res = await setStatus({ orderId: first.id, userId: asha.userId, status });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    await expect(
      setBundleOrderStatusByAdmin(t.db, { orderId: bundle.id, userId: meera.userId, status: 'paid' }),
    ).rejects.toMatchObject({ statusCode: 400 });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, first.id));
    expect(row.status).toBe('returned');
  });

  it('refuses every desk call without the admin token', async () => {
    for (const headers of [{}, asha.auth, { authorization: 'Bearer not-a-token' }]) {
      for (const url of ['/api/getAllOrders', '/api/getAllBundleOrders']) {
        const res = await get(url, headers);
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('ADMIN_REQUIRED');
      }
      const change = await setStatus(
        { orderId: second.id, userId: meera.userId, status: 'cancelled' },
        headers,
      );
      expect(change.statusCode).toBe(401);
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, second.id));
    expect(row.status).toBe('completed');
  });
});
