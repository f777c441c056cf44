// The attacks of issue 15, each now refused or handled: a replay after a refund became due, a second payment for
// a paid order, refunds (automatic, the owner's, retried), hoarding of stock through unpaid holds.
import type { PaymentOrder, PaymentResult } from '@zariya/shared/orders-api';
import { MAX_UNPAID_HOLDS_PER_SHOPPER, PAYMENT_MESSAGES } from '@zariya/shared/payment-lifecycle';
import { singlePurchaseTotal } from '@zariya/shared/pricing';
import type { RefundList } from '@zariya/shared/refunds-api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, paymentOrders, products, refunds } from '../../db/schema.ts';
import { type Shopper, signUpShopper } from '../../test/accounts.ts';
import { CHOICE, insertProduct } from '../../test/fixtures.ts';
import { apiCalls } from '../../test/api-calls.ts';
import { testAppWithAdmin } from '../../test/app-per-block.ts';
import { databaseKinds } from '../../test/harness.ts';
import { sendWebhook } from '../../test/webhooks.ts';

const SECRET = 'whsec_money_safety';

describe.each(databaseKinds())('money safety on %s', (kind) => {
  const t = testAppWithAdmin(kind, { env: { RAZORPAY_WEBHOOK_SECRET: SECRET } });
  const { post, get } = apiCalls(t);
  const stockOf = async (id: number) =>
    (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0].stock;
  const create = (s: Shopper, productId: number, amount: number, quantity = 1) =>
    post('/createOrder', { amount, productId, quantity, ...CHOICE }, s.auth);
  const pay = async (s: Shopper, orderId: string) =>
    (await post('/payments/test/pay', { orderId }, s.auth)).json() as PaymentResult;
  const save = (s: Shopper, productId: number, result: PaymentResult) =>
    post('/saveOrder', { userId: s.userId, productId, ...CHOICE, quantity: 1, ...result }, s.auth);
  const refundsOfPayment = (paymentId: string) =>
    t.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
  const hook = (event: string, entity: Record<string, unknown>, id: string) => {
    const key = event.startsWith('refund') ? 'refund' : 'payment';
    const body = JSON.stringify({ entity: 'event', event, payload: { [key]: { entity } } });
    return sendWebhook(t.app, body, { secret: SECRET, eventId: id });
  };

  it('never turns a refund-due payment into an order when it is replayed after stock comes back', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 900, stock: 1 });
    const order = (await create(s, p.id, 1000)).json() as PaymentOrder;
    const result = await pay(s, order.id);
    // The piece leaves the shop another way before the payment is verified.
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, p.id));
    const first = await save(s, p.id, result);
    expect(first.statusCode).toBe(409);
    expect(first.json().code).toBe('SOLD_OUT_AFTER_PAYMENT');
    // Stock comes back, and the same verification is sent again (and again through the webhook).
    await t.db.update(products).set({ stock: 5 }).where(eq(products.id, p.id));
    const replay = await save(s, p.id, result);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().code).toBe('SOLD_OUT_AFTER_PAYMENT');
    await hook(
      'payment.captured',
      { id: result.razorpay_payment_id, order_id: order.id, amount: order.amount, status: 'captured' },
      `evt_replay_${order.id}`,
    );
    expect(await t.db.select().from(orders).where(eq(orders.paymentOrderId, order.id))).toHaveLength(0);
    expect(await stockOf(p.id)).toBe(5);
    const owed = await refundsOfPayment(result.razorpay_payment_id);
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({ reason: 'sold_out', amountPaise: 100_000 });
    const [po] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
    expect(po.status).not.toBe('paid');
  });

  it('records a second, different payment for a paid order as a refund, and the order stays single', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 1500, stock: 3 });
    const order = (await create(s, p.id, 1500)).json() as PaymentOrder;
    const firstPayment = await pay(s, order.id);
    // The webhook settles the first payment; then a second payment for the same order arrives.
    const settled = await hook(
      'payment.captured',
      { id: firstPayment.razorpay_payment_id, order_id: order.id, amount: order.amount, status: 'captured' },
      `evt_first_${order.id}`,
    );
    expect(settled.json()).toEqual({ status: 'processed' });
    const second = await pay(s, order.id);
    const res = await save(s, p.id, second);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ALREADY_PAID');
    expect(await t.db.select().from(orders).where(eq(orders.paymentOrderId, order.id))).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(2);
    const owed = await refundsOfPayment(second.razorpay_payment_id);
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({ reason: 'duplicate_payment', amountPaise: order.amount });
    expect(await refundsOfPayment(firstPayment.razorpay_payment_id)).toHaveLength(0);
  });

  it('sends due refunds through the provider (the test provider records them at once) and lists them for the owner', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 700, stock: 1 });
    const order = (await create(s, p.id, 800)).json() as PaymentOrder;
    const result = await pay(s, order.id);
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, p.id));
    expect((await save(s, p.id, result)).statusCode).toBe(409);
    await t.app.payments.runJob('refunds.send');
    const [refund] = await refundsOfPayment(result.razorpay_payment_id);
    expect(refund.status).toBe('processed');
    expect(refund.providerRefundId).toMatch(/^rfnd_test_/);
    expect(refund.processedAt).not.toBeNull();

    expect((await get('/admin/refunds', s.auth)).statusCode).toBe(401);
    const list = (await get('/admin/refunds?status=processed', t.admin)).json() as RefundList;
    const mine = list.refunds.find((r) => r.id === refund.id);
    expect(mine).toMatchObject({
      amount: 800,
      reason: 'sold_out',
      reasonLabel: 'Sold out after payment',
      orderRef: null,
    });
    expect(list.totals.processed.count).toBeGreaterThanOrEqual(1);
    expect((await get('/admin/refunds?status=nonsense', t.admin)).statusCode).toBe(400);
  });

  it('lets the owner refund a cancelled paid order in part and then the rest, never more, and the shopper sees it', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 2000, stock: 2 });
    const order = (await create(s, p.id, 2000)).json() as PaymentOrder;
    const saved = (await save(s, p.id, await pay(s, order.id))).json();
    const ref = saved.order.orderRef as string;
    // Not cancelled yet: no refund.
    const early = await post('/admin/refunds', { orderId: ref }, t.admin);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(PAYMENT_MESSAGES.refundNotAllowed);
    const cancelled = await post(
      '/updateOrderStatus',
      { orderId: ref, userId: s.userId, status: 'cancelled' },
      t.admin,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(p.id)).toBe(2);

    const part = await post('/admin/refunds', { orderId: ref, amount: 500 }, t.admin);
    expect(part.statusCode).toBe(201);
    expect(part.json().refund).toMatchObject({
      amount: 500,
      status: 'processed',
      reason: 'cancelled',
      orderRef: ref,
    });
    const tooMuch = await post('/admin/refunds', { orderId: ref, amount: 1500.5 }, t.admin);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toBe(PAYMENT_MESSAGES.refundTooLarge);
    const rest = await post('/admin/refunds', { orderId: ref }, t.admin);
    expect(rest.json().refund.amount).toBe(1500);
    expect((await post('/admin/refunds', { orderId: ref }, t.admin)).statusCode).toBe(409);
    expect((await post('/admin/refunds', { orderId: ref, amount: -5 }, t.admin)).statusCode).toBe(400);
    expect((await post('/admin/refunds', { orderId: '999999' }, t.admin)).statusCode).toBe(404);
    expect((await post('/admin/refunds', { orderId: ref }, s.auth)).statusCode).toBe(401);

    const seen = (await get(`/order/${ref}`, s.auth)).json();
    expect(seen.refunds.map((r: { amount: number; status: string }) => [r.amount, r.status])).toEqual([
      [500, 'processed'],
      [1500, 'processed'],
    ]);
  });

  it('never lets one shopper hoard a product: new attempts close old ones and repeated unpaid holds hold nothing', async () => {
    const hoarder = await signUpShopper(t.app);
    const buyer = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 1000, stock: 3 });
    // The script: ask for every piece, never pay, again and again (closing the window, or not).
    let lastHeld = true;
    for (let i = 0; i < MAX_UNPAID_HOLDS_PER_SHOPPER + 2; i++) {
      const attempt = await create(hoarder, p.id, 3000 + i * 0, 3);
      expect(attempt.json()).toMatchObject({ provider: 'test' });
      lastHeld = (attempt.json() as PaymentOrder).held;
      if (i % 2 === 0) await post(`/payments/${attempt.json().id}/close`, {}, hoarder.auth);
      else {
        // A changed purchase each time, so it is a new attempt rather than a retry of the same one.
        await t.db
          .update(paymentOrders)
          .set({ receipt: `scripted_${i}_${p.id}` })
          .where(eq(paymentOrders.id, attempt.json().id));
      }
    }
    expect(lastHeld).toBe(false);
    // Another shopper can still buy.
    const order = await create(buyer, p.id, 1000);
    expect(order.statusCode).toBe(201);
    expect((await save(buyer, p.id, await pay(buyer, order.json().id))).statusCode).toBe(201);
    expect(await stockOf(p.id)).toBe(2);
  });

  it('holds nothing for more pieces than one shopper may hold, and releases a hold when the window closes', async () => {
    const s = await signUpShopper(t.app);
    const other = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 100, stock: 20 });
    const big = (await create(s, p.id, singlePurchaseTotal(100, 11, false), 11)).json() as PaymentOrder;
    expect(big.held).toBe(false);
    const q = await create(other, p.id, singlePurchaseTotal(100, 10, false), 10);
    expect(q.json().held).toBe(true);
    const all = await create(s, p.id, singlePurchaseTotal(100, 10, false), 10);
    expect(all.statusCode).toBe(201);
    // 10 held by each: a third shopper finds none free until one window closes.
    const third = await signUpShopper(t.app);
    expect((await create(third, p.id, singlePurchaseTotal(100, 1, false))).json().code).toBe('OUT_OF_STOCK');
    const closed = await post(`/payments/${q.json().id}/close`, {}, other.auth);
    expect(closed.json()).toEqual({ message: PAYMENT_MESSAGES.attemptClosed });
    expect((await create(third, p.id, singlePurchaseTotal(100, 1, false))).statusCode).toBe(201);
    // Someone else's payment order cannot be closed.
    expect((await post(`/payments/${all.json().id}/close`, {}, other.auth)).statusCode).toBe(404);
  });

  it('moves a declined attempt to attempted and closes refunds from the refund webhooks', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 640, stock: 1 });
    const order = (await create(s, p.id, 740)).json() as PaymentOrder;
    await hook(
      'payment.failed',
      { id: 'pay_declined', order_id: order.id, status: 'failed' },
      `evt_f_${order.id}`,
    );
    const [po] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
    expect(po.status).toBe('attempted');

    const result = await pay(s, order.id);
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, p.id));
    await save(s, p.id, result);
    const [due] = await refundsOfPayment(result.razorpay_payment_id);
    // As if the provider had answered "pending": the webhook decides.
    await t.db
      .update(refunds)
      .set({ status: 'requested', providerRefundId: `rfnd_hook_${due.id}` })
      .where(eq(refunds.id, due.id));
    const done = await hook(
      'refund.processed',
      { id: `rfnd_hook_${due.id}`, payment_id: result.razorpay_payment_id, status: 'processed' },
      `evt_r_${due.id}`,
    );
    expect(done.json()).toEqual({ status: 'processed' });
    const [after] = await refundsOfPayment(result.razorpay_payment_id);
    expect(after.status).toBe('processed');
    // A late refund.failed cannot move a processed refund backwards.
    await hook(
      'refund.failed',
      { id: `rfnd_hook_${due.id}`, payment_id: result.razorpay_payment_id },
      `evt_r2_${due.id}`,
    );
    expect((await refundsOfPayment(result.razorpay_payment_id))[0].status).toBe('processed');
  });
});
