import { MESSAGES } from '@zariya/shared/constants';
import {
  type BundleOrder,
  type CartData,
  ORDER_MESSAGES,
  type PaymentOrder,
  type PaymentResult,
  type SingleOrder,
} from '@zariya/shared/orders-api';
import { singlePurchaseTotal } from '@zariya/shared/pricing';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundleOrders,
  cartLines,
  orders,
  paymentOrders,
  products,
  refunds,
  stockReservations,
} from '../../db/schema.ts';
import { type Shopper, signUpShopper } from '../../test/accounts.ts';
import { CHOICE, insertProduct } from '../../test/fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { paymentSignature } from './signature.ts';

describe.each(databaseKinds())('payment flow on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: unknown, s?: { auth: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers: s?.auth ?? {} });
  const get = (url: string, s?: { auth: Record<string, string> }) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: s?.auth ?? {} });

  const stockOf = async (id: number) =>
    (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0].stock;
  const ordersOf = (s: Shopper) => t.db.select().from(orders).where(eq(orders.userId, s.userId));
  const liveReservations = (productId: number) =>
    t.db
      .select()
      .from(stockReservations)
      .where(and(eq(stockReservations.productId, productId), isNull(stockReservations.releasedAt)));

  const createSingle = (s: Shopper, productId: number, amount: number, extra: Record<string, unknown> = {}) =>
    post('/createOrder', { userId: s.userId, amount, productId, quantity: 1, ...CHOICE, ...extra }, s);
  const pay = async (s: Shopper, orderId: string) => {
    const res = await post('/payments/test/pay', { orderId }, s);
    expect(res.statusCode).toBe(200);
    return res.json() as PaymentResult;
  };
  const saveOrder = (
    s: Shopper,
    productId: number,
    result: PaymentResult,
    extra: Record<string, unknown> = {},
  ) => post('/saveOrder', { userId: s.userId, productId, ...CHOICE, quantity: 1, ...result, ...extra }, s);

  it('buys one item: server-priced order, test checkout, one saved order, stock taken, cart line gone', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 899, stock: 4, images: ['/uploads/x.webp'] });
    const added = (await post('/cart', { userId: s.userId, product: p.id, ...CHOICE }, s)).json() as CartData;
    const cartLineId = added.cart[0].lineId;

    const config = await get('/payments/config');
    expect(config.json()).toEqual({ provider: 'test', keyId: 'zariya_test', currency: 'INR' });

    const amount = singlePurchaseTotal(899, 1, false); // 899 + 100 shipping
    const created = await createSingle(s, p.id, amount, { cartLineId });
    expect(created.statusCode).toBe(201);
    const order = created.json() as PaymentOrder;
    expect(order).toMatchObject({ amount: 99_900, currency: 'INR', provider: 'test', totalAmount: 999 });
    expect(order.id).toMatch(/^order_test_/);
    expect(await liveReservations(p.id)).toHaveLength(1);

    const result = await pay(s, order.id);
    const saved = await saveOrder(s, p.id, result, { amount: 1 });
    expect(saved.statusCode).toBe(201);
    const body = saved.json() as { message: string; order: SingleOrder };
    expect(body.message).toBe(ORDER_MESSAGES.orderSaved);
    expect(body.order).toMatchObject({
      kind: 'single',
      productId: p.id,
      productName: p.productname,
      image: '/uploads/x.webp',
      size: 'Free Size',
      color: 'Gold',
      quantity: 1,
      price: 999,
      status: 'pending',
      statusChangeDate: null,
      userName: s.fullname,
      useremail: s.email,
      usernumber: s.contact,
      paymentId: result.razorpay_payment_id,
      deliveryAddress: s.deliveryAddress,
    });
    expect(body.order.orderRef).toBe(String(body.order.id));
    expect(await stockOf(p.id)).toBe(3);
    expect(await liveReservations(p.id)).toHaveLength(0);
    const cart = (await post('/getCartData', { userId: s.userId }, s)).json() as CartData;
    expect(cart.cart).toHaveLength(0);

    const mine = await post('/getUserOrders', { userId: s.userId }, s);
    expect(mine.json().allOrders.map((o: SingleOrder) => o.id)).toEqual([body.order.id]);
    expect((await get(`/order/${body.order.id}`, s)).json().id).toBe(body.order.id);
  });

  it('leaves the cart alone for Buy Now from the product page', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 1000, stock: 4 });
    await post('/cart', { userId: s.userId, product: p.id, ...CHOICE }, s);
    const order = (await createSingle(s, p.id, 1000)).json() as PaymentOrder;
    expect((await saveOrder(s, p.id, await pay(s, order.id))).statusCode).toBe(201);
    expect(((await post('/getCartData', { userId: s.userId }, s)).json() as CartData).cart).toHaveLength(1);
  });

  it('honours a line coupon from the cart and a typed PROMO2024 for Buy Now', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 1200, stock: 5 });
    const { cart } = (
      await post('/cart', { userId: s.userId, product: p.id, ...CHOICE }, s)
    ).json() as CartData;
    await post('/applyCoupon', { userId: s.userId, couponCode: 'PROMO2024', lineId: cart[0].lineId }, s);
    const fromCart = await createSingle(s, p.id, 1080, { cartLineId: cart[0].lineId });
    expect(fromCart.statusCode).toBe(201);
    expect(fromCart.json().amount).toBe(108_000);
    expect((await createSingle(s, p.id, 1080, { couponCode: 'PROMO2024' })).statusCode).toBe(201);
    const bad = await createSingle(s, p.id, 1080, { couponCode: 'PROMO2025' });
    expect(bad.json()).toEqual({ error: MESSAGES.invalidCoupon, code: 'INVALID_COUPON' });
  });

  it('refuses a tampered amount: nothing reserved, nothing charged less', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 2500, stock: 2 });
    for (const amount of [1, 2499, 2500.01, 2250]) {
      const res = await createSingle(s, p.id, amount);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: ORDER_MESSAGES.amountChanged, code: 'AMOUNT_MISMATCH' });
    }
    const missing = await post('/createOrder', { userId: s.userId, productId: p.id }, s);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(MESSAGES.paymentMissingFields);
    const noProduct = await post('/createOrder', { userId: s.userId, amount: 2500 }, s);
    expect(noProduct.json().error).toBe(MESSAGES.paymentMissingFields);
    expect(await t.db.select().from(paymentOrders).where(eq(paymentOrders.userId, s.userId))).toHaveLength(0);
    expect(await liveReservations(p.id)).toHaveLength(0);
  });

  it('refuses a wrong signature, one made for another order, and someone else’s payment', async () => {
    const s = await signUpShopper(t.app);
    const other = await signUpShopper(t.app);
    const dear = await insertProduct(t.db, { newPrice: 5000, stock: 3 });
    const cheap = await insertProduct(t.db, { newPrice: 100, stock: 3 });
    const dearOrder = (await createSingle(s, dear.id, 5000)).json() as PaymentOrder;
    const cheapOrder = (await createSingle(s, cheap.id, 200)).json() as PaymentOrder;
    const cheapPaid = await pay(s, cheapOrder.id);

    const forged = await saveOrder(s, dear.id, {
      razorpay_order_id: dearOrder.id,
      razorpay_payment_id: cheapPaid.razorpay_payment_id,
      razorpay_signature: cheapPaid.razorpay_signature,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      error: ORDER_MESSAGES.paymentVerificationFailed,
      code: 'PAYMENT_VERIFICATION_FAILED',
    });
    const guessed = await saveOrder(s, dear.id, {
      razorpay_order_id: dearOrder.id,
      razorpay_payment_id: 'pay_x',
      razorpay_signature: paymentSignature(dearOrder.id, 'pay_x', 'not-the-secret'),
    });
    expect(guessed.statusCode).toBe(400);
    const stolen = await post('/saveOrder', { userId: other.userId, ...cheapPaid }, other);
    expect(stolen.statusCode).toBe(404);
    const otherId = await post('/saveOrder', { userId: s.userId, ...cheapPaid }, other);
    expect(otherId.statusCode).toBe(403);
    const anonymous = await post('/saveOrder', { userId: s.userId, ...cheapPaid });
    expect(anonymous.statusCode).toBe(401);
    expect(await ordersOf(s)).toHaveLength(0);
    expect(await stockOf(dear.id)).toBe(3);
  });

  it('saves one order when the same payment arrives twice, even at the same moment', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 1500, stock: 5 });
    const order = (await createSingle(s, p.id, 1500)).json() as PaymentOrder;
    const result = await pay(s, order.id);
    const answers = await Promise.all([saveOrder(s, p.id, result), saveOrder(s, p.id, result)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0].json().order.id).toBe(answers[1].json().order.id);
    const third = await saveOrder(s, p.id, result);
    expect(third.statusCode).toBe(200);
    expect(third.json().order.id).toBe(answers[0].json().order.id);
    expect(await ordersOf(s)).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(4);
  });

  it('buys the whole cart as a bundle with line and bundle coupons', async () => {
    const s = await signUpShopper(t.app);
    const a = await insertProduct(t.db, { newPrice: 999, stock: 3 });
    const b = await insertProduct(t.db, { newPrice: 500, stock: 3 });
    await post('/cart', { userId: s.userId, product: a.id, ...CHOICE }, s);
    const { cart } = (
      await post('/cart', { userId: s.userId, product: b.id, ...CHOICE }, s)
    ).json() as CartData;
    await post('/updateCartQuantity', { userId: s.userId, lineId: cart[1].lineId, quantity: 2 }, s);
    await post('/applyCoupon', { userId: s.userId, couponCode: 'PROMO2024', lineId: cart[0].lineId }, s);
    const { summary } = (await post('/applyCoupon', { userId: s.userId, couponCode: 'PROMO2024' }, s)).json();
    // (899.10 + 1000) × 0.9 = 1709.19, free shipping.
    expect(summary.totalAmount).toBe(1709.19);

    const cheaper = await post('/saveBundleOrder', { userId: s.userId, totalAmount: 1500 }, s);
    expect(cheaper.statusCode).toBe(409);
    expect(cheaper.json().code).toBe('AMOUNT_MISMATCH');

    const saved = await post(
      '/saveBundleOrder',
      { userId: s.userId, products: cart, totalAmount: 1709.19 },
      s,
    );
    // product rules §7: saveBundleOrder answers 200.
    expect(saved.statusCode).toBe(200);
    const { bundleOrderId, order: pending } = saved.json() as { bundleOrderId: number; order: BundleOrder };
    expect(pending).toMatchObject({ status: 'pending', totalAmount: 1709.19, couponApplied: true });
    expect(pending.products).toEqual([
      expect.objectContaining({
        productId: a.id,
        price: 999,
        quantity: 1,
        couponApplied: true,
        lineTotal: 899.1,
      }),
      expect.objectContaining({
        productId: b.id,
        price: 500,
        quantity: 2,
        couponApplied: false,
        lineTotal: 1000,
      }),
    ]);
    expect((await post('/getUserBundleOrders', { userId: s.userId }, s)).json().bundleOrders).toEqual([]);

    const wrong = await post('/createOrder', { userId: s.userId, amount: 1700, bundleOrderId }, s);
    expect(wrong.json().code).toBe('AMOUNT_MISMATCH');
    const created = await post(
      '/createOrder',
      { userId: s.userId, amount: 1709.19, bundleOrderId: `B-${bundleOrderId}` },
      s,
    );
    expect(created.statusCode).toBe(201);
    const payment = created.json() as PaymentOrder;
    expect(payment).toMatchObject({ amount: 170_919, bundleOrderId });
    const result = await pay(s, payment.id);

    const markPaid = () =>
      post('/updateBundleOrderStatus', { userId: s.userId, bundleOrderId, status: 'paid', ...result }, s);
    const paid = await markPaid();
    expect(paid.statusCode).toBe(200);
    expect(paid.json().message).toBe(ORDER_MESSAGES.bundlePaid);
    expect(paid.json().order).toMatchObject({
      id: bundleOrderId,
      status: 'paid',
      paymentId: result.razorpay_payment_id,
    });
    expect(await stockOf(a.id)).toBe(2);
    expect(await stockOf(b.id)).toBe(1);
    const after = (await post('/getCartData', { userId: s.userId }, s)).json() as CartData;
    expect(after.cart).toHaveLength(0);
    expect(after.summary.bundleCouponApplied).toBe(false);

    const replay = await markPaid();
    expect(replay.statusCode).toBe(200);
    expect(await stockOf(a.id)).toBe(2);
    const listed = (await post('/getUserBundleOrders', { userId: s.userId }, s)).json()
      .bundleOrders as BundleOrder[];
    expect(listed.map((o) => [o.id, o.orderRef, o.status])).toEqual([
      [bundleOrderId, `B-${bundleOrderId}`, 'paid'],
    ]);
    expect((await get(`/bundle-order/B-${bundleOrderId}`, s)).json().totalAmount).toBe(1709.19);
    expect((await get(`/order/B-${bundleOrderId}`, s)).statusCode).toBe(404);

    const again = await post('/createOrder', { userId: s.userId, amount: 1709.19, bundleOrderId }, s);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_PAID');
  });

  it('blocks checkout of a cart with an out-of-stock line, and of an empty cart', async () => {
    const s = await signUpShopper(t.app);
    expect((await post('/saveBundleOrder', { userId: s.userId, totalAmount: 100 }, s)).json().code).toBe(
      'CART_EMPTY',
    );
    const p = await insertProduct(t.db, { newPrice: 300, stock: 1 });
    await post('/cart', { userId: s.userId, product: p.id, ...CHOICE }, s);
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, p.id));
    const res = await post('/saveBundleOrder', { userId: s.userId, totalAmount: 400 }, s);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: MESSAGES.cartHasOutOfStock, code: 'CART_HAS_OUT_OF_STOCK' });
  });

  it('lets a shopper only mark her own bundle paid, and only with a payment', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 1000, stock: 2 });
    await post('/cart', { userId: s.userId, product: p.id, ...CHOICE }, s);
    const { bundleOrderId } = (
      await post('/saveBundleOrder', { userId: s.userId, totalAmount: 1000 }, s)
    ).json();
    const completed = await post(
      '/updateBundleOrderStatus',
      { userId: s.userId, orderId: bundleOrderId, status: 'completed' },
      s,
    );
    expect(completed.statusCode).toBe(403);
    const noPayment = await post(
      '/updateBundleOrderStatus',
      { userId: s.userId, bundleOrderId, status: 'paid' },
      s,
    );
    expect(noPayment.statusCode).toBe(400);
    const anonymous = await post('/updateBundleOrderStatus', {
      userId: s.userId,
      bundleOrderId,
      status: 'paid',
    });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await t.db.select().from(bundleOrders).where(eq(bundleOrders.id, bundleOrderId));
    expect(row.status).toBe('pending');
  });

  it('sells the last 3 pieces to exactly 3 of 10 buyers at once, and stock never goes below 0', async () => {
    const p = await insertProduct(t.db, { newPrice: 1999, stock: 3 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => signUpShopper(t.app)));
    const attempts = await Promise.all(buyers.map((b) => createSingle(b, p.id, 1999)));
    const won = attempts.map((r, i) => ({ r, b: buyers[i] })).filter(({ r }) => r.statusCode === 201);
    expect(won).toHaveLength(3);
    for (const { r } of attempts.map((r) => ({ r })).filter(({ r }) => r.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({ error: MESSAGES.outOfStock, code: 'OUT_OF_STOCK' });
    }
    const results = await Promise.all(won.map(({ r, b }) => pay(b, (r.json() as PaymentOrder).id)));
    const saved = await Promise.all(won.map(({ b }, i) => saveOrder(b, p.id, results[i])));
    expect(saved.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const sold = await t.db.select().from(orders).where(eq(orders.productId, p.id));
    expect(sold).toHaveLength(3);
    expect(await stockOf(p.id)).toBe(0);
    const [{ available }] = await t.db
      .select({ available: products.available })
      .from(products)
      .where(eq(products.id, p.id));
    expect(available).toBe(false);
  });

  it('settles 10 paid orders for 3 pieces left as exactly 3 orders; the rest are marked for refund', async () => {
    const p = await insertProduct(t.db, { newPrice: 1000, stock: 10 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => signUpShopper(t.app)));
    const created = await Promise.all(buyers.map((b) => createSingle(b, p.id, 1000)));
    expect(created.every((r) => r.statusCode === 201)).toBe(true);
    const results = await Promise.all(buyers.map((b, i) => pay(b, (created[i].json() as PaymentOrder).id)));
    // Seven pieces leave the shop another way while the shoppers are paying.
    await t.db.update(products).set({ stock: 3 }).where(eq(products.id, p.id));
    const saved = await Promise.all(buyers.map((b, i) => saveOrder(b, p.id, results[i])));
    expect(saved.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = saved.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect(r.json().code).toBe('SOLD_OUT_AFTER_PAYMENT');
    expect(await t.db.select().from(orders).where(eq(orders.productId, p.id))).toHaveLength(3);
    expect(await stockOf(p.id)).toBe(0);
    const owed = await t.db
      .select()
      .from(refunds)
      .where(
        inArray(
          refunds.paymentOrderId,
          results.map((r) => r.razorpay_order_id),
        ),
      );
    expect(owed).toHaveLength(7);
    expect(owed.every((r) => r.reason === 'sold_out' && r.amountPaise === 100_000)).toBe(true);
    expect(new Set(owed.map((r) => r.paymentId))).toEqual(
      new Set(refused.map((r) => results[saved.indexOf(r)].razorpay_payment_id)),
    );
  });

  it('keeps one hold per shopper when she starts paying again; a retried create gets the same order', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 1000, stock: 3 });
    const first = (await createSingle(s, p.id, 1000)).json() as PaymentOrder;
    const retried = (await createSingle(s, p.id, 1000)).json() as PaymentOrder;
    expect(retried.id).toBe(first.id);
    expect(await liveReservations(p.id)).toHaveLength(1);
    const second = (await createSingle(s, p.id, 2000, { quantity: 2 })).json() as PaymentOrder;
    expect(second.id).not.toBe(first.id);
    const live = await liveReservations(p.id);
    expect(live.map((r) => r.paymentOrderId)).toEqual([second.id]);
    // The older payment order can still be paid while the pieces last.
    expect((await saveOrder(s, p.id, await pay(s, first.id))).statusCode).toBe(201);
    expect(await stockOf(p.id)).toBe(2);
  });

  it('gives the stock back when a reservation expires unpaid', async () => {
    const [first, second] = [await signUpShopper(t.app), await signUpShopper(t.app)];
    const p = await insertProduct(t.db, { newPrice: 700, stock: 1 });
    const held = (await createSingle(first, p.id, 800)).json() as PaymentOrder;
    expect(new Date(held.expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await createSingle(second, p.id, 800)).json().code).toBe('OUT_OF_STOCK');
    await post('/cart', { userId: second.userId, product: p.id, ...CHOICE }, second).then((r) =>
      expect(r.json().code).toBe('OUT_OF_STOCK'),
    );

    // Fifteen minutes pass.
    await t.db
      .update(stockReservations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(stockReservations.paymentOrderId, held.id));
    await t.db
      .update(paymentOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentOrders.id, held.id));
    await t.app.payments.runJob('holds.expire');
    expect(await liveReservations(p.id)).toHaveLength(0);
    const [expired] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, held.id));
    expect(expired.status).toBe('expired');

    const now = await createSingle(second, p.id, 800);
    expect(now.statusCode).toBe(201);
    const secondPaid = await pay(second, now.json().id);
    expect((await saveOrder(second, p.id, secondPaid)).statusCode).toBe(201);
    // The first shopper pays too late: the piece is gone, she is told and refunded, stock stays at 0.
    const late = await saveOrder(first, p.id, await pay(first, held.id));
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(ORDER_MESSAGES.soldOutAfterPayment);
    expect(await stockOf(p.id)).toBe(0);
  });

  it('answers an error and keeps everything as it was when the database fails while saving', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 1100, stock: 2 });
    const { cart } = (
      await post('/cart', { userId: s.userId, product: p.id, ...CHOICE }, s)
    ).json() as CartData;
    const order = (await createSingle(s, p.id, 1100, { cartLineId: cart[0].lineId })).json() as PaymentOrder;
    const result = await pay(s, order.id);

    // The last write of the settlement fails (clearing the cart): every earlier write must be undone.
    await t.db.execute(sql`create or replace function zariya_fail() returns trigger language plpgsql as $$
      begin raise exception 'disk unavailable'; end $$`);
    await t.db.execute(
      sql`create trigger zariya_fail before delete on cart_lines for each statement execute function zariya_fail()`,
    );
    try {
      const failed = await saveOrder(s, p.id, result);
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({ error: ORDER_MESSAGES.saveFailed, code: 'ORDER_SAVE_FAILED' });
      expect(failed.body).not.toContain('disk unavailable');
    } finally {
      await t.db.execute(sql`drop trigger zariya_fail on cart_lines`);
    }
    expect(await ordersOf(s)).toHaveLength(0);
    expect(await stockOf(p.id)).toBe(2);
    expect(await liveReservations(p.id)).toHaveLength(1);
    const [stored] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
    expect(stored.status).toBe('attempted');
    expect(await t.db.select().from(cartLines).where(eq(cartLines.userId, s.userId))).toHaveLength(1);

    // Once the database is back, the same payment goes through.
    const retried = await saveOrder(s, p.id, result);
    expect(retried.statusCode).toBe(201);
    expect(await stockOf(p.id)).toBe(1);
  });

  it('needs a login and the token’s own userId for every payment call', async () => {
    const s = await signUpShopper(t.app);
    const other = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 1000, stock: 3 });
    await post('/cart', { userId: s.userId, product: p.id, ...CHOICE }, s);
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/createOrder', { userId: s.userId, amount: 1000, productId: p.id, ...CHOICE }],
      ['/saveBundleOrder', { userId: s.userId, totalAmount: 1000 }],
      [
        '/saveOrder',
        { userId: s.userId, razorpay_order_id: 'o', razorpay_payment_id: 'p', razorpay_signature: 's' },
      ],
      ['/updateBundleOrderStatus', { userId: s.userId, bundleOrderId: 1, status: 'paid' }],
    ];
    for (const [url, body] of calls) {
      expect((await post(url, body)).statusCode, url).toBe(401);
      expect((await post(url, body, other)).statusCode, url).toBe(403);
    }
    expect(await t.db.select().from(paymentOrders).where(eq(paymentOrders.userId, s.userId))).toHaveLength(0);
    expect(await t.db.select().from(bundleOrders).where(eq(bundleOrders.userId, s.userId))).toHaveLength(0);
  });

  it('lets the test checkout fail without taking anything', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 1100, stock: 2 });
    const order = (await createSingle(s, p.id, 1100)).json() as PaymentOrder;
    const failed = await post('/payments/test/pay', { orderId: order.id, outcome: 'failure' }, s);
    expect(failed.statusCode).toBe(402);
    expect(failed.json()).toEqual({ error: ORDER_MESSAGES.paymentFailed, code: 'PAYMENT_FAILED' });
    const other = await signUpShopper(t.app);
    expect((await post('/payments/test/pay', { orderId: order.id }, other)).statusCode).toBe(404);
    expect(await ordersOf(s)).toHaveLength(0);
  });
});
