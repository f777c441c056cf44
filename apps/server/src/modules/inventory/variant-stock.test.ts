// Every movement of stock is a variant's (issue 24, decision 0043 phase 2), through the API on both databases: a
// split product's sizes sell, hold, expire, cancel, come back by return and go out by exchange each from their own
// count; the product's stock stays the sum; each move is in the stock history; a pooled product behaves as before.
// The race for the last M across two processes (two apps, each with its own connections, on one PostgreSQL) is at
// the end.
import { MESSAGES } from '@zariya/shared/constants';
import type { CartData, PaymentOrder, PaymentResult } from '@zariya/shared/orders-api';
import { singlePurchaseTotal } from '@zariya/shared/pricing';
import { exchangeAvailability, RETURN_MESSAGES, type ReturnOptions } from '@zariya/shared/returns';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { openDatabase } from '../../db/client.ts';
import {
  bundleOrderItems,
  cartLines,
  orders,
  paymentOrders,
  refunds,
  returnItems,
  returnRequests,
  stockReservations,
} from '../../db/schema.ts';
import { type Shopper, signUpShopper } from '../../test/accounts.ts';
import { apiCalls, freshAddresses } from '../../test/api-calls.ts';
import { testAppWithAdmin } from '../../test/app-per-block.ts';
import { insertProduct } from '../../test/fixtures.ts';
import {
  adminToken,
  createTestApp,
  databaseKinds,
  openTestDatabase,
  type TestApp,
} from '../../test/harness.ts';
import { multipartPayload, solidJpeg } from '../../test/multipart.ts';
import {
  countsOf,
  insertSplitProduct,
  movesOf,
  productStock,
  setVariantStock,
} from '../../test/split-stock.ts';

type Call = ReturnType<typeof apiCalls>;
const PRICE = 1000;
const COLOR = 'Maroon';
const photo = () => solidJpeg(40, 50, '#8a1c3b');

/** Checkout of one piece (Buy Now): the payment order, its test payment, /saveOrder. */
async function buy(call: Call, s: Shopper, productId: number, size: string, quantity = 1) {
  const amount = singlePurchaseTotal(PRICE, quantity, false);
  const choice = { productId, quantity, size, color: COLOR };
  const created = await call.post('/createOrder', { amount, ...choice }, s.auth);
  if (created.statusCode !== 201) return { created, saved: undefined, order: undefined };
  const result = (
    await call.post('/payments/test/pay', { orderId: (created.json() as PaymentOrder).id }, s.auth)
  ).json() as PaymentResult;
  const saved = await call.post('/saveOrder', { userId: s.userId, ...choice, ...result }, s.auth);
  return {
    created,
    saved,
    result,
    order: saved.statusCode === 201 ? Number(saved.json().order.orderRef) : undefined,
  };
}

describe.each(databaseKinds())('stock by variant on %s', (kind) => {
  const t = testAppWithAdmin(kind);
  const call = apiCalls(t, freshAddresses('10.43'));
  const { post } = call;
  const deliver = (id: number) =>
    t.db
      .update(orders)
      .set({ fulfilment: 'delivered', status: 'completed', fulfilmentChangedAt: new Date() })
      .where(eq(orders.id, id));
  const askReturn = async (s: Shopper, orderId: number, fields: Record<string, string> = {}) => {
    const { payload, headers } = await multipartPayload(
      {
        orderId: String(orderId),
        kind: 'return',
        reason: 'size_issue',
        items: JSON.stringify([{ lineId: orderId, quantity: 1 }]),
        ...fields,
      },
      [{ field: 'photo', filename: 'kurta.jpg', data: await photo() }],
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/returns',
      payload,
      headers: { ...headers, ...s.auth },
    });
  };
  const step = (id: number, to: string) => post(`/admin/returns/${id}/move`, { to }, t.admin);
  const walk = async (id: number, states: string[]) => {
    for (const to of states) {
      const res = await step(id, to);
      expect(res.statusCode, `${to}: ${res.body}`).toBe(200);
    }
  };

  it('adds a size to the cart as its variant, shows that size’s pieces, and refuses a sold-out size with the spec’s message', async () => {
    const s = await signUpShopper(t.app);
    const { product, variants } = await insertSplitProduct(t.db, {
      newPrice: PRICE,
      sizes: ['S', 'M', 'L'],
      counts: { S: 0, M: 1, L: 10 },
    });
    const byName = Object.fromEntries(variants.map((v) => [v.size, v]));
    const sold = await post(
      '/cart',
      { userId: s.userId, product: product.id, size: 'S', color: COLOR },
      s.auth,
    );
    expect(sold.statusCode).toBe(409);
    expect(sold.json()).toEqual({ error: MESSAGES.outOfStock, code: 'OUT_OF_STOCK' });
    const added = await post(
      '/cart',
      { userId: s.userId, product: product.id, size: 'M', color: COLOR },
      s.auth,
    );
    expect(added.statusCode).toBe(201);
    await post('/cart', { userId: s.userId, product: product.id, size: 'L', color: 'maroon' }, s.auth);
    const lines = await t.db.select().from(cartLines).where(eq(cartLines.userId, s.userId));
    expect(lines.map((l) => [l.size, l.variantId])).toEqual([
      ['M', byName.M.id],
      ['L', byName.L.id],
    ]);
    const cart = (await post('/getCartData', { userId: s.userId }, s.auth)).json() as CartData;
    expect(cart.cart.map((l) => [l.size, l.stock, l.available])).toEqual([
      ['M', 1, true],
      ['L', 10, true],
    ]);
    // Two pieces of M are more than M has; L has plenty.
    const more = await post(
      '/updateCartQuantity',
      { userId: s.userId, lineId: lines[0].id, quantity: 2 },
      s.auth,
    );
    expect(more.statusCode).toBe(409);
    expect(more.json().code).toBe('NOT_ENOUGH_STOCK');
    expect(
      (await post('/updateCartQuantity', { userId: s.userId, lineId: lines[1].id, quantity: 3 }, s.auth))
        .statusCode,
    ).toBe(200);
    // M sells out to someone else: the cart says so, and checkout is refused with the spec's message.
    const other = await signUpShopper(t.app);
    expect((await buy(call, other, product.id, 'M')).saved?.statusCode).toBe(201);
    const after = (await post('/getCartData', { userId: s.userId }, s.auth)).json() as CartData;
    expect(after.cart.map((l) => [l.size, l.stock, l.available])).toEqual([
      ['M', 0, false],
      ['L', 10, true],
    ]);
    expect(after.canCheckout).toBe(false);
    const checkout = await post(
      '/saveBundleOrder',
      { userId: s.userId, totalAmount: after.summary.totalAmount },
      s.auth,
    );
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json()).toEqual({ error: MESSAGES.cartHasOutOfStock, code: 'CART_HAS_OUT_OF_STOCK' });
    const buyNow = await buy(call, s, product.id, 'M');
    expect(buyNow.created.json()).toEqual({ error: MESSAGES.outOfStock, code: 'OUT_OF_STOCK' });
    expect(await countsOf(t.db, product.id)).toEqual({ S: 0, M: 0, L: 10 });
    expect(await productStock(t.db, product.id)).toEqual({ stock: 10, available: true });
  });

  it('sells the last M to one buyer while L has plenty: only M sells out, the product stays on sale', async () => {
    const { product } = await insertSplitProduct(t.db, {
      newPrice: PRICE,
      sizes: ['M', 'L'],
      counts: { M: 2, L: 10 },
    });
    const buyers = await Promise.all(Array.from({ length: 9 }, () => signUpShopper(t.app)));
    const sizes = buyers.map((_, i) => (i < 6 ? 'M' : 'L'));
    const results = await Promise.all(buyers.map((b, i) => buy(call, b, product.id, sizes[i])));
    const placed = results.map((r, i) => [sizes[i], r.saved?.statusCode === 201] as const);
    expect(placed.filter(([size, ok]) => size === 'M' && ok)).toHaveLength(2);
    expect(placed.filter(([size, ok]) => size === 'L' && ok)).toHaveLength(3);
    for (const r of results.filter((r) => r.saved?.statusCode !== 201)) {
      // Refused before paying (the pieces held by others) or, paid after its hold lapsed, refunded.
      expect(r.created.statusCode === 409 || r.saved?.json().code === 'SOLD_OUT_AFTER_PAYMENT').toBe(true);
    }
    expect(await countsOf(t.db, product.id)).toEqual({ M: 0, L: 7 });
    expect(await productStock(t.db, product.id)).toEqual({ stock: 7, available: true });
    const sold = await t.db.select().from(orders).where(eq(orders.productId, product.id));
    expect(sold.map((o) => o.size).sort()).toEqual(['L', 'L', 'L', 'M', 'M']);
    // The history: one row per order, on its variant, before and after, naming the order and its buyer.
    const moves = await movesOf(t.db, product.id);
    expect(moves).toHaveLength(5);
    for (const o of sold) {
      const move = moves.find((m) => m.ref === String(o.id))!;
      expect(move).toMatchObject({
        variantId: o.variantId,
        delta: -1,
        reason: 'order',
        actor: `shopper:${o.userId}`,
      });
      expect(move.after).toBe(move.before! - 1);
    }
  });

  it('holds a size per variant: a hold on the last M keeps M, not L, and gives M back when it expires', async () => {
    const [first, second] = [await signUpShopper(t.app), await signUpShopper(t.app)];
    const { product, variants } = await insertSplitProduct(t.db, {
      newPrice: PRICE,
      sizes: ['M', 'L'],
      counts: { M: 1, L: 1 },
    });
    const M = variants.find((v) => v.size === 'M')!;
    const amount = singlePurchaseTotal(PRICE, 1, false);
    const held = await post(
      '/createOrder',
      { amount, productId: product.id, quantity: 1, size: 'M', color: COLOR },
      first.auth,
    );
    expect(held.statusCode).toBe(201);
    const hold = held.json() as PaymentOrder;
    const [row] = await t.db
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.paymentOrderId, hold.id));
    expect(row).toMatchObject({ productId: product.id, variantId: M.id, quantity: 1 });
    // M is held for the first shopper: the second can neither add it nor pay for it; L is free.
    const addM = await post(
      '/cart',
      { userId: second.userId, product: product.id, size: 'M', color: COLOR },
      second.auth,
    );
    expect(addM.json()).toEqual({ error: MESSAGES.outOfStock, code: 'OUT_OF_STOCK' });
    expect((await buy(call, second, product.id, 'M')).created.json().code).toBe('OUT_OF_STOCK');
    const cart = (
      await post(
        '/cart',
        { userId: second.userId, product: product.id, size: 'L', color: COLOR },
        second.auth,
      )
    ).json() as CartData;
    expect(cart.cart.map((l) => [l.size, l.stock])).toEqual([['L', 1]]);
    // Fifteen minutes pass: the hold lapses and M is on sale again.
    const past = new Date(Date.now() - 1000);
    await t.db
      .update(stockReservations)
      .set({ expiresAt: past })
      .where(eq(stockReservations.paymentOrderId, hold.id));
    await t.db.update(paymentOrders).set({ expiresAt: past }).where(eq(paymentOrders.id, hold.id));
    await t.app.payments.runJob('holds.expire');
    const live = await t.db
      .select()
      .from(stockReservations)
      .where(and(eq(stockReservations.variantId, M.id), isNull(stockReservations.releasedAt)));
    expect(live).toHaveLength(0);
    const secondBuys = await buy(call, second, product.id, 'M');
    expect(secondBuys.saved?.statusCode).toBe(201);
    // The first shopper pays too late: M is gone, she is refunded, nothing goes below 0.
    const result = (
      await post('/payments/test/pay', { orderId: hold.id }, first.auth)
    ).json() as PaymentResult;
    const late = await post(
      '/saveOrder',
      { userId: first.userId, productId: product.id, quantity: 1, size: 'M', color: COLOR, ...result },
      first.auth,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('SOLD_OUT_AFTER_PAYMENT');
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentOrderId, hold.id))).toHaveLength(1);
    expect(await countsOf(t.db, product.id)).toEqual({ M: 0, L: 1 });
    expect(await productStock(t.db, product.id)).toEqual({ stock: 1, available: true });
  });

  it('restocks the returned size, and puts a cancelled order’s pieces back on its own size', async () => {
    const s = await signUpShopper(t.app);
    const { product, variants } = await insertSplitProduct(t.db, {
      newPrice: PRICE,
      sizes: ['S', 'M', 'L'],
      counts: { S: 2, M: 1, L: 5 },
    });
    const M = variants.find((v) => v.size === 'M')!;
    const bought = await buy(call, s, product.id, 'M');
    expect(bought.saved?.statusCode).toBe(201);
    expect(await countsOf(t.db, product.id)).toEqual({ S: 2, M: 0, L: 5 });
    expect(await productStock(t.db, product.id)).toEqual({ stock: 7, available: true });
    await deliver(bought.order!);
    const asked = await askReturn(s, bought.order!);
    expect(asked.statusCode, asked.body).toBe(201);
    const returnId = asked.json().id as number;
    const [item] = await t.db.select().from(returnItems).where(eq(returnItems.returnId, returnId));
    expect(item.variantId).toBe(M.id);
    await walk(returnId, ['approved', 'picked_up', 'received']);
    expect(await countsOf(t.db, product.id)).toEqual({ S: 2, M: 1, L: 5 });
    expect(await productStock(t.db, product.id)).toEqual({ stock: 8, available: true });
    const mMoves = await movesOf(t.db, product.id, M.id);
    expect(mMoves.map((m) => [m.reason, m.delta, m.before, m.after, m.ref, m.actor])).toEqual([
      ['order', -1, 1, 0, String(bought.order), `shopper:${s.userId}`],
      ['return', 1, 0, 1, `R-${returnId}`, 'admin'],
    ]);

    // A cancelled order's piece goes back to its size; reopening it takes that size again.
    const l = await buy(call, s, product.id, 'L');
    expect(await countsOf(t.db, product.id)).toEqual({ S: 2, M: 1, L: 4 });
    const cancel = (status: string) =>
      post('/updateOrderStatus', { orderId: String(l.order), userId: s.userId, status }, t.admin);
    expect((await cancel('cancelled')).statusCode).toBe(200);
    expect(await countsOf(t.db, product.id)).toEqual({ S: 2, M: 1, L: 5 });
    expect((await cancel('pending')).statusCode).toBe(200);
    expect(await countsOf(t.db, product.id)).toEqual({ S: 2, M: 1, L: 4 });
    expect((await movesOf(t.db, product.id)).slice(-2).map((m) => [m.reason, m.delta, m.actor])).toEqual([
      ['cancel', 1, 'admin'],
      ['order', -1, 'admin'],
    ]);
  });

  it('answers the return form’s exchange stock per size × colour, not per product', async () => {
    const s = await signUpShopper(t.app);
    const { product, variants } = await insertSplitProduct(t.db, {
      newPrice: PRICE,
      sizes: ['S', 'M', 'L'],
      counts: { S: 0, M: 2, L: 0 },
    });
    const bought = await buy(call, s, product.id, 'M');
    await deliver(bought.order!);
    const options = async () =>
      ((await call.get(`/returns/options?orderId=${bought.order}`, s.auth)).json() as ReturnOptions).lines[0];
    // The product is on sale (one M left), but no other size has a piece: nothing to exchange to.
    expect(await productStock(t.db, product.id)).toEqual({ stock: 1, available: true });
    let line = await options();
    expect(line.variants).toEqual([
      { size: 'S', color: COLOR, inStock: false },
      { size: 'M', color: COLOR, inStock: true },
      { size: 'L', color: COLOR, inStock: false },
    ]);
    expect(line.inStock).toBe(false);
    expect([...exchangeAvailability(line, {}).sizes]).toEqual([
      ['S', false],
      ['M', true],
      ['L', false],
    ]);
    // L comes in: the form offers L (in the bought colour), and S stays sold out.
    await setVariantStock(t.db, variants.find((v) => v.size === 'L')!.id, 3);
    line = await options();
    expect(line.inStock).toBe(true);
    expect(exchangeAvailability(line, { size: 'L' }).inStock).toBe(true);
    expect(exchangeAvailability(line, { size: 'S' }).inStock).toBe(false);
    expect(exchangeAvailability(line, {}).sizes.get('S')).toBe(false);
    expect(exchangeAvailability(line, {}).colors).toEqual(new Map([[COLOR, true]]));
  });

  it('refuses an exchange to a sold-out size, and exchanges to a size in stock from that size’s count', async () => {
    const s = await signUpShopper(t.app);
    const { product, variants } = await insertSplitProduct(t.db, {
      newPrice: PRICE,
      sizes: ['S', 'M', 'L'],
      counts: { S: 1, M: 1, L: 0 },
    });
    const byName = Object.fromEntries(variants.map((v) => [v.size, v]));
    const bought = await buy(call, s, product.id, 'M');
    await deliver(bought.order!);
    const before = {
      requests: (await t.db.select().from(returnRequests)).length,
      moves: (await movesOf(t.db, product.id)).length,
    };
    const toL = await askReturn(s, bought.order!, { kind: 'exchange', size: 'L' });
    expect(toL.statusCode).toBe(409);
    expect(toL.json()).toEqual({ error: RETURN_MESSAGES.exchangeOutOfStock, code: 'EXCHANGE_OUT_OF_STOCK' });
    expect((await t.db.select().from(returnRequests)).length).toBe(before.requests);
    // S has a piece: the exchange is asked for S, its variant recorded.
    const toS = await askReturn(s, bought.order!, { kind: 'exchange', size: 'S' });
    expect(toS.statusCode, toS.body).toBe(201);
    const id = toS.json().id as number;
    const [request] = await t.db.select().from(returnRequests).where(eq(returnRequests.id, id));
    expect(request.exchangeVariantId).toBe(byName.S.id);
    await walk(id, ['approved', 'picked_up', 'received']);
    // The returned M is back on the shelf; S sells out meanwhile, so the exchange cannot be sent.
    expect(await countsOf(t.db, product.id)).toEqual({ S: 1, M: 1, L: 0 });
    await setVariantStock(t.db, byName.S.id, 0);
    const refused = await step(id, 'exchanged');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: RETURN_MESSAGES.exchangeOutOfStock,
      code: 'EXCHANGE_OUT_OF_STOCK',
    });
    // S comes back: the exchange takes it from S (never from M or L) and places the ₹0 order for S.
    await setVariantStock(t.db, byName.S.id, 1);
    await walk(id, ['exchanged']);
    expect(await countsOf(t.db, product.id)).toEqual({ S: 0, M: 1, L: 0 });
    expect(await productStock(t.db, product.id)).toEqual({ stock: 1, available: true });
    const [done] = await t.db.select().from(returnRequests).where(eq(returnRequests.id, id));
    const [exchangeOrder] = await t.db.select().from(orders).where(eq(orders.id, done.exchangeOrderId!));
    expect(exchangeOrder).toMatchObject({ size: 'S', variantId: byName.S.id, price: 0 });
    const moves = (await movesOf(t.db, product.id)).slice(before.moves);
    expect(moves.map((m) => [m.variantId, m.reason, m.delta, m.ref])).toEqual([
      [byName.M.id, 'return', 1, `R-${id}`],
      [byName.S.id, 'exchange', -1, `R-${id}`],
    ]);
  });

  it('takes a bundle’s sizes each from its own count, and the owner’s cancellation puts each back', async () => {
    const s = await signUpShopper(t.app);
    const { product, variants } = await insertSplitProduct(t.db, {
      newPrice: PRICE,
      sizes: ['M', 'L'],
      counts: { M: 2, L: 2 },
    });
    const byName = Object.fromEntries(variants.map((v) => [v.size, v]));
    await post('/cart', { userId: s.userId, product: product.id, size: 'M', color: COLOR }, s.auth);
    const cart = (
      await post(
        '/cart',
        { userId: s.userId, product: product.id, size: 'L', color: COLOR, quantity: 2 },
        s.auth,
      )
    ).json() as CartData;
    const saved = await post(
      '/saveBundleOrder',
      { userId: s.userId, totalAmount: cart.summary.totalAmount },
      s.auth,
    );
    expect(saved.statusCode).toBe(200);
    const bundleOrderId = saved.json().bundleOrderId as number;
    const items = await t.db
      .select()
      .from(bundleOrderItems)
      .where(eq(bundleOrderItems.bundleOrderId, bundleOrderId));
    expect(items.map((i) => [i.size, i.variantId, i.quantity])).toEqual([
      ['M', byName.M.id, 1],
      ['L', byName.L.id, 2],
    ]);
    const created = await post('/createOrder', { amount: cart.summary.totalAmount, bundleOrderId }, s.auth);
    expect(created.statusCode).toBe(201);
    const holds = await t.db
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.paymentOrderId, (created.json() as PaymentOrder).id));
    expect(holds.map((h) => [h.variantId, h.quantity]).sort()).toEqual(
      [
        [byName.M.id, 1],
        [byName.L.id, 2],
      ].sort(),
    );
    const result = (
      await post('/payments/test/pay', { orderId: (created.json() as PaymentOrder).id }, s.auth)
    ).json() as PaymentResult;
    const paid = await post(
      '/updateBundleOrderStatus',
      { userId: s.userId, bundleOrderId, status: 'paid', ...result },
      s.auth,
    );
    expect(paid.statusCode).toBe(200);
    expect(await countsOf(t.db, product.id)).toEqual({ M: 1, L: 0 });
    expect(await productStock(t.db, product.id)).toEqual({ stock: 1, available: true });
    // The owner cancels it: each size back on its own count.
    const cancelled = await post(
      '/updateOrderStatus',
      { orderId: `B-${bundleOrderId}`, userId: s.userId, status: 'cancelled' },
      t.admin,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await countsOf(t.db, product.id)).toEqual({ M: 2, L: 2 });
    expect(
      (await movesOf(t.db, product.id)).slice(-2).map((m) => [m.variantId, m.reason, m.delta, m.ref]),
    ).toEqual([
      [byName.M.id, 'cancel', 1, `B-${bundleOrderId}`],
      [byName.L.id, 'cancel', 2, `B-${bundleOrderId}`],
    ]);
  });

  it('puts a pay-on-delivery parcel that returns to origin back on its own size', async () => {
    const s = await signUpShopper(t.app);
    const { product, variants } = await insertSplitProduct(t.db, {
      newPrice: PRICE,
      sizes: ['M', 'L'],
      counts: { M: 0, L: 3 },
    });
    const M = variants.find((v) => v.size === 'M')!;
    // A COD order for the last M, placed (its piece taken) before this test.
    const [order] = await t.db
      .insert(orders)
      .values({
        userId: s.userId,
        productId: product.id,
        variantId: M.id,
        productName: product.productname,
        image: '',
        size: 'M',
        color: COLOR,
        quantity: 1,
        price: PRICE,
        paymentMethod: 'cod',
        userName: 'Asha',
        userEmail: 'asha@example.com',
        userNumber: '9876543210',
      })
      .returning();
    const fulfil = (to: string) =>
      post(`/admin/orders/${order.id}/fulfilment`, { to, courier: 'Blue Dart', awb: '70123456789' }, t.admin);
    for (const to of ['shipped', 'rto']) {
      const res = await fulfil(to);
      expect(res.statusCode, `${to}: ${res.body}`).toBe(200);
    }
    expect(await countsOf(t.db, product.id)).toEqual({ M: 1, L: 3 });
    expect(await productStock(t.db, product.id)).toEqual({ stock: 4, available: true });
    expect(
      (await movesOf(t.db, product.id)).map((m) => [m.variantId, m.reason, m.delta, m.ref, m.actor]),
    ).toEqual([[M.id, 'rto', 1, String(order.id), 'admin']]);
  });

  it('keeps a pooled product as before: every size sells from the one pool, its history names the pool', async () => {
    const s = await signUpShopper(t.app);
    const product = await insertProduct(t.db, {
      newPrice: PRICE,
      stock: 2,
      sizes: ['M', 'L'],
      colors: [COLOR],
    });
    expect((await buy(call, s, product.id, 'M')).saved?.statusCode).toBe(201);
    expect((await buy(call, s, product.id, 'L')).saved?.statusCode).toBe(201);
    expect((await buy(call, s, product.id, 'M')).created.json().code).toBe('OUT_OF_STOCK');
    expect(await productStock(t.db, product.id)).toEqual({ stock: 0, available: false });
    expect(await countsOf(t.db, product.id)).toEqual({ M: null, L: null });
    const moves = await movesOf(t.db, product.id);
    expect(moves.map((m) => [m.variantId, m.delta, m.before, m.after])).toEqual([
      [null, -1, 2, 1],
      [null, -1, 1, 0],
    ]);
  });
});

// Two processes on one PostgreSQL database: two apps, each with its own connection pool (as in
// plugins/invalidation.test.ts), buyers sent to both at once.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the last M across two processes on one PostgreSQL', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    first = await openTestDatabase('postgres');
    second = await openDatabase(first.connectionString!);
    a = await createTestApp('postgres', {}, { database: first });
    b = await createTestApp('postgres', {}, { database: second });
    await adminToken(a.app);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await first?.close();
  });

  it('sells the last 2 M to exactly 2 of 12 buyers on two processes while all 6 L buyers get theirs', async () => {
    const { product } = await insertSplitProduct(a.db, {
      newPrice: PRICE,
      sizes: ['M', 'L'],
      counts: { M: 2, L: 10 },
    });
    const callA = apiCalls(a, freshAddresses('10.44'));
    const callB = apiCalls(b, freshAddresses('10.45'));
    const buyers = await Promise.all(
      Array.from({ length: 18 }, (_, i) => signUpShopper((i % 2 ? b : a).app)),
    );
    const sizes = buyers.map((_, i) => (i < 12 ? 'M' : 'L'));
    const results = await Promise.all(
      buyers.map((s, i) => buy(i % 2 ? callB : callA, s, product.id, sizes[i])),
    );
    const won = (size: string) =>
      results.filter((r, i) => sizes[i] === size && r.saved?.statusCode === 201).length;
    expect(won('M')).toBe(2);
    expect(won('L')).toBe(6);
    expect(await countsOf(a.db, product.id)).toEqual({ M: 0, L: 4 });
    expect(await productStock(a.db, product.id)).toEqual({ stock: 4, available: true });
    expect(await a.db.select().from(orders).where(eq(orders.productId, product.id))).toHaveLength(8);
    expect(await movesOf(a.db, product.id)).toHaveLength(8);
  });
});
