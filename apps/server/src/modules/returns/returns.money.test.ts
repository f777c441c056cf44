// What a return pays back (issue 23 item 1), through the real checkout, payment, COD and return steps: exactly what
// the shopper paid for the pieces she sends back (their line coupon, their share of the bundle coupon; shipping and
// the COD fee only with the order's last pieces), with the same figures on the credit note. A property test runs
// random carts and partial returns on both databases.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleOrders, invoices, orders, refunds } from '../../db/schema.ts';
import { lastSmsCode, type Shopper, signUpShopper } from '../../test/accounts.ts';
import { ownerSaves } from '../../test/api-calls.ts';
import { CHOICE, insertProduct } from '../../test/fixtures.ts';
import { adminToken, createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { multipartPayload, solidJpeg } from '../../test/multipart.ts';
import { returnedToRefund } from '../../test/returns.ts';
import { GST_SHOP, payBundleOnline } from '../../test/orders-fixtures.ts';

const COD = { enabled: true, fee: 49, maxOrderValue: 500_000, refusedPincodes: [], maxOpenOrders: 50 };

describe.each(databaseKinds())('what returns pay back on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let photo: Buffer;
  let calls = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = { authorization: `Bearer ${await adminToken(t.app)}` };
    await ownerSaves(t.app, admin, '/admin/gst/shop', GST_SHOP);
    await ownerSaves(t.app, admin, '/admin/cod-settings', COD);
    photo = await solidJpeg(40, 50, '#8a1c3b');
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) => {
    calls += 1;
    return t.app.inject({
      method,
      url: `/api${url}`,
      headers,
      payload: payload as object,
      remoteAddress: `10.72.${Math.floor(calls / 250) % 250}.${calls % 250}`,
    });
  };

  type Line = { price: number; quantity: number; coupon: boolean };

  /** A cart bought through checkout (online or cash on delivery), then delivered. Answers the bundle's id. */
  async function boughtBundle(s: Shopper, lines: Line[], bundleCoupon: boolean, cod: boolean) {
    for (const line of lines) {
      const p = await insertProduct(t.db, { newPrice: line.price, stock: 20 });
      expect(
        (await call('POST', '/cart', s.auth, { userId: s.userId, product: p.id, ...CHOICE })).statusCode,
      ).toBe(201);
      const cart = (await call('POST', '/getCartData', s.auth, { userId: s.userId })).json().cart;
      const lineId = cart.find((c: { productId: number }) => c.productId === p.id).lineId;
      if (line.quantity > 1)
        await call('POST', '/updateCartQuantity', s.auth, {
          userId: s.userId,
          lineId,
          quantity: line.quantity,
        });
      if (line.coupon)
        await call('POST', '/applyCoupon', s.auth, { userId: s.userId, couponCode: 'PROMO2024', lineId });
    }
    if (bundleCoupon)
      await call('POST', '/applyCoupon', s.auth, { userId: s.userId, couponCode: 'PROMO2024' });
    const total = (await call('POST', '/getCartData', s.auth, { userId: s.userId })).json().summary
      .totalAmount;
    const saved = await call('POST', '/saveBundleOrder', s.auth, { userId: s.userId, totalAmount: total });
    expect(saved.statusCode).toBe(200);
    const { bundleOrderId } = saved.json();
    if (cod) {
      const started = await call('POST', '/cod/start', s.auth, { amount: total, bundleOrderId });
      expect(started.statusCode).toBe(201);
      const code = lastSmsCode(t.app, s.contact);
      const placed = await call('POST', '/cod/confirm', s.auth, {
        challengeId: started.json().challengeId,
        code,
      });
      expect(placed.statusCode).toBe(201);
    } else {
      expect((await payBundleOnline(t.app, s, bundleOrderId, total)).statusCode).toBe(200);
    }
    await t.db
      .update(bundleOrders)
      .set({ fulfilment: 'delivered', status: 'completed', fulfilmentChangedAt: new Date() })
      .where(eq(bundleOrders.id, bundleOrderId));
    return { id: bundleOrderId as number, total: total as number };
  }

  async function lineIdsOf(s: Shopper, orderId: string): Promise<number[]> {
    const options = (await call('GET', `/returns/options?orderId=${orderId}`, s.auth)).json();
    return options.lines.map((l: { lineId: number }) => l.lineId);
  }

  /** Asks for a return of these pieces and walks it to its refund; answers the return as asked. */
  const returned = (
    s: Shopper,
    orderId: string,
    items: Array<{ lineId: number; quantity: number }>,
    cod = false,
  ) =>
    returnedToRefund(
      (url, payload, headers) => call('POST', url, headers, payload),
      { shopper: s.auth, admin },
      orderId,
      items,
      photo,
      cod,
    );

  const refundedPaise = async (orderKind: 'single' | 'bundle', orderId: number) =>
    (await t.db.select().from(refunds).where(eq(refunds.orderId, orderId)))
      .filter((r) => r.orderKind === orderKind)
      .reduce((sum, r) => sum + r.amountPaise, 0);

  it('the finding: part of a bundle with PROMO2024 on each line and the bundle pays back ₹5,588.19, not ₹6,802.38', async () => {
    const s = await signUpShopper(t.app);
    const order = await boughtBundle(
      s,
      [
        { price: 6899, quantity: 1, coupon: true },
        { price: 1499, quantity: 1, coupon: true },
      ],
      true,
      false,
    );
    expect(order.total).toBe(6802.38);
    const ref = `B-${order.id}`;
    const [first, second] = await lineIdsOf(s, ref);
    const back = await returned(s, ref, [{ lineId: first, quantity: 1 }]);
    expect(back.amount).toBe(5588.19);
    expect(await refundedPaise('bundle', order.id)).toBe(558_819);
    // The credit note carries the same figure, on the returned line alone, with its piece.
    const invoice = (await call('GET', `/invoices/${ref}`, s.auth)).json();
    expect(invoice.creditNotes.map((n: { amount: number }) => n.amount)).toEqual([5588.19]);
    const [note] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.creditNotes[0].id));
    expect(note.document.lines.map((l) => [l.value, l.quantity])).toEqual([[5588.19, 1]]);
    // The other piece follows: the two refunds add up to what she paid, to the paisa.
    const rest = await returned(s, ref, [{ lineId: second, quantity: 1 }]);
    expect(rest.amount).toBe(1214.19);
    expect(await refundedPaise('bundle', order.id)).toBe(680_238);
  });

  it('a single order keeps its ₹100 shipping while a piece stays with the shopper', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 450, stock: 5 });
    const choice = { productId: p.id, quantity: 2, ...CHOICE };
    const po = (await call('POST', '/createOrder', s.auth, { amount: 1000, ...choice })).json();
    const paid = (await call('POST', '/payments/test/pay', s.auth, { orderId: po.id })).json();
    const saved = await call('POST', '/saveOrder', s.auth, { userId: s.userId, ...choice, ...paid });
    expect(saved.statusCode).toBe(201);
    const id = Number(saved.json().order.orderRef);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect([Number(row.price), Number(row.shippingFee)]).toEqual([1000, 100]);
    await t.db
      .update(orders)
      .set({ fulfilment: 'delivered', status: 'completed', fulfilmentChangedAt: new Date() })
      .where(eq(orders.id, id));
    expect((await returned(s, String(id), [{ lineId: id, quantity: 1 }])).amount).toBe(450);
    expect((await returned(s, String(id), [{ lineId: id, quantity: 1 }])).amount).toBe(550);
    expect(await refundedPaise('single', id)).toBe(100_000);
  });

  it('an exchange order (₹0) cannot itself be returned for a fresh window', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 1200, stock: 5, sizes: ['S', 'M'], colors: ['Gold'] });
    const choice = { productId: p.id, quantity: 1, size: 'S', color: 'Gold' };
    const po = (await call('POST', '/createOrder', s.auth, { amount: 1200, ...choice })).json();
    const paid = (await call('POST', '/payments/test/pay', s.auth, { orderId: po.id })).json();
    const id = Number(
      (await call('POST', '/saveOrder', s.auth, { userId: s.userId, ...choice, ...paid })).json().order
        .orderRef,
    );
    const deliver = (orderId: number) =>
      t.db
        .update(orders)
        .set({ fulfilment: 'delivered', status: 'completed', fulfilmentChangedAt: new Date() })
        .where(eq(orders.id, orderId));
    await deliver(id);
    const { payload, headers } = await multipartPayload(
      {
        orderId: String(id),
        kind: 'exchange',
        reason: 'size_issue',
        size: 'M',
        items: JSON.stringify([{ lineId: id, quantity: 1 }]),
      },
      [{ field: 'photo', filename: 'kurta.jpg', data: photo }],
    );
    const asked = await call('POST', '/returns', { ...headers, ...s.auth }, payload);
    expect(asked.statusCode, asked.body).toBe(201);
    for (const to of ['approved', 'picked_up', 'received', 'exchanged'])
      expect((await call('POST', `/admin/returns/${asked.json().id}/move`, admin, { to })).statusCode).toBe(
        200,
      );
    const [exchange] = (await t.db.select().from(orders).where(eq(orders.userId, s.userId))).filter(
      (o) => o.id !== id,
    );
    await deliver(exchange.id);
    const options = (await call('GET', `/returns/options?orderId=${exchange.id}`, s.auth)).json();
    expect(options.refusal).toMatch(/exchange/);
    const again = await multipartPayload(
      {
        orderId: String(exchange.id),
        kind: 'return',
        reason: 'size_issue',
        items: JSON.stringify([{ lineId: exchange.id, quantity: 1 }]),
      },
      [{ field: 'photo', filename: 'kurta.jpg', data: photo }],
    );
    const refused = await call('POST', '/returns', { ...again.headers, ...s.auth }, again.payload);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('EXCHANGE_NOT_RETURNABLE');
  });

  // Random carts (coupons per line and on the bundle, shipping under ₹1,000, online or COD) and random partial
  // returns: no return pays more than its pieces cost, and all of them never more than was paid.
  const line = fc.record({
    price: fc.oneof(fc.constantFrom(299, 450, 999, 1499, 6899), fc.integer({ min: 100, max: 9000 })),
    quantity: fc.integer({ min: 1, max: 3 }),
    coupon: fc.boolean(),
  });
  const scenario = fc.record({
    lines: fc.array(line, { minLength: 1, maxLength: 3 }),
    bundleCoupon: fc.boolean(),
    cod: fc.boolean(),
    returns: fc.array(fc.record({ line: fc.nat(2), quantity: fc.integer({ min: 1, max: 3 }) }), {
      minLength: 1,
      maxLength: 4,
    }),
  });

  it('never pays back more than the pieces cost, for any cart and any partial returns (property)', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (sc) => {
        const s = await signUpShopper(t.app);
        const order = await boughtBundle(s, sc.lines, sc.bundleCoupon, sc.cod);
        const ref = `B-${order.id}`;
        const ids = await lineIdsOf(s, ref);
        const paidPaise = Math.round(order.total * 100) + (sc.cod ? COD.fee * 100 : 0);
        const left = sc.lines.map((l) => l.quantity);
        let total = 0;
        for (const r of sc.returns) {
          const i = r.line % sc.lines.length;
          const quantity = Math.min(r.quantity, left[i]);
          if (quantity === 0) continue;
          left[i] -= quantity;
          const whole = left.every((n) => n === 0);
          const view = await returned(s, ref, [{ lineId: ids[i], quantity }], sc.cod);
          const l = sc.lines[i];
          // The pieces' cost by the spec's maths, worked here on its own: price, ×0.9 per coupon, to the paisa.
          const cost = l.price * quantity * (l.coupon ? 0.9 : 1) * (sc.bundleCoupon ? 0.9 : 1);
          const paise = Math.round(view.amount * 100);
          if (whole) expect(paise).toBe(paidPaise - total);
          else expect(paise).toBeLessThanOrEqual(Math.round(cost * 100) + 2);
          total += paise;
        }
        expect(total).toBeLessThanOrEqual(paidPaise);
        if (left.every((n) => n === 0)) expect(total).toBe(paidPaise);
        if (!sc.cod) expect(await refundedPaise('bundle', order.id)).toBe(total);
      }),
      { numRuns: kind === 'pglite' ? 30 : 15 },
    );
    // Thirty scenarios through the API take most of a minute on a shared two-core machine.
  }, 180_000);
});
