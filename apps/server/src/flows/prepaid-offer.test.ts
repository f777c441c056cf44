// The prepaid discount (issue 28 item 5, decision 0047) through the API on PGlite and PostgreSQL: an offer "paid
// online only" is charged to an online order and never to a pay-on-delivery one, whatever total the page sends
// (Buy Now and the cart's bundle); the owner's prepaid nudge (her COD settings) gives her chosen offer to a COD
// checkout scoring above her threshold and to no other. Each offer is scoped to its test's own product.
import type { PaymentOrder, QuoteAnswer } from '@zariya/shared/orders-api';
import { COD_MESSAGES } from '@zariya/shared/cod';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../db/schema.ts';
import { lastSmsCode, shoppersAtOwnDoors } from '../test/accounts.ts';
import { apiCalls, freshAddresses } from '../test/api-calls.ts';
import { testAppWithAdmin } from '../test/app-per-block.ts';
import { ownerMakesOffer } from '../test/offers.ts';
import { insertProduct } from '../test/fixtures.ts';
import { databaseKinds } from '../test/harness.ts';

const CHOICE = { size: 'Free Size', color: 'Maroon' };
const COD = { enabled: true, fee: 49, maxOrderValue: 50_000, refusedPincodes: [], maxOpenOrders: 5 };

describe.each(databaseKinds())('the prepaid discount on %s', (kind) => {
  const t = testAppWithAdmin(kind);
  const { post } = apiCalls(t, freshAddresses('10.54'));
  const putCod = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/cod-settings', payload, headers: t.admin });
  const makeOffer = (terms: Record<string, unknown>) =>
    ownerMakesOffer<{ id: number; summary: string; combination: string; onlineOnly: boolean }>(t, terms);
  const newShopper = shoppersAtOwnDoors(t, 'Lavelle Road', '560001');
  const quote = async (s: { auth: Record<string, string> }, productId: number) => {
    const res = await post('/quoteOrder', { productId, quantity: 1, ...CHOICE }, s.auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as QuoteAnswer;
  };

  it('charges an offer paid online only to an online order and never to pay on delivery', async () => {
    expect((await putCod(COD)).statusCode).toBe(200);
    const p = await insertProduct(t.db, { newPrice: 2000, oldPrice: null, stock: 10 });
    const offer = await makeOffer({
      name: 'Prepaid 5%',
      kind: 'percent',
      percent: 5,
      onlineOnly: true,
      scope: { kind: 'products', productIds: [p.id] },
    });
    expect(offer).toMatchObject({ onlineOnly: true, summary: '5% off on one product, paid online only' });
    expect(offer.combination).toContain('paid online only');
    const s = await newShopper();
    const q = await quote(s, p.id);
    expect(q.summary.totalAmount).toBe(1900);
    expect(q.offers.applied.map((a) => a.name)).toEqual(['Prepaid 5%']);
    expect(q.cod.summary.totalAmount).toBe(2000);
    expect(q.cod.offers.applied).toEqual([]);
    expect(q.payOnlineSaving).toBe(100);

    // Online: the quote's total is charged.
    const buy = { productId: p.id, quantity: 1, ...CHOICE };
    const created = await post('/createOrder', { amount: 1900, ...buy }, s.auth);
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as PaymentOrder).amount).toBe(190000);

    // On delivery: the online total sent by a tampered page is refused; the full price is taken.
    const c = await newShopper();
    const tampered = await post('/cod/start', { amount: 1900, ...buy }, c.auth);
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json().code).toBe('AMOUNT_MISMATCH');
    const started = await post('/cod/start', { amount: 2000, ...buy }, c.auth);
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json()).toMatchObject({ orderValue: 2000, fee: 49, total: 2049 });
    const placed = await post(
      '/cod/confirm',
      { challengeId: started.json().challengeId, code: lastSmsCode(t.app, c.contact) },
      c.auth,
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = await t.db.select().from(orders).where(eq(orders.userId, c.userId));
    expect(order).toMatchObject({ paymentMethod: 'cod', price: 2000, codFee: 49 });
  });

  it('prices the cart both ways; a bundle saved for paying online is refused on delivery', async () => {
    await putCod(COD);
    const p = await insertProduct(t.db, { newPrice: 1500, oldPrice: null, stock: 10 });
    await makeOffer({
      name: 'Prepaid ₹150 off',
      kind: 'flat',
      amountInr: 150,
      onlineOnly: true,
      scope: { kind: 'products', productIds: [p.id] },
    });
    const s = await newShopper();
    const added = await post('/cart', { userId: s.userId, product: p.id, ...CHOICE }, s.auth);
    expect(added.statusCode, added.body).toBe(201);
    // The cart itself (no way to pay chosen yet) shows the price without it.
    expect(added.json().summary.totalAmount).toBe(1500);
    const q = (await post('/quoteCart', {}, s.auth)).json() as QuoteAnswer;
    expect([q.summary.totalAmount, q.cod.summary.totalAmount, q.payOnlineSaving]).toEqual([1350, 1500, 150]);

    // The online total saved without saying so is refused; said, it is saved.
    expect((await post('/saveBundleOrder', { userId: s.userId, totalAmount: 1350 }, s.auth)).statusCode).toBe(
      409,
    );
    const online = await post(
      '/saveBundleOrder',
      { userId: s.userId, totalAmount: 1350, paymentMethod: 'online' },
      s.auth,
    );
    expect(online.statusCode, online.body).toBe(200);
    const onlineBundle = online.json().bundleOrderId as number;
    // That bundle on delivery: refused, whatever amount is sent.
    for (const amount of [1350, 1500]) {
      const res = await post('/cod/start', { amount, bundleOrderId: onlineBundle }, s.auth);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('AMOUNT_MISMATCH');
    }
    const paid = await post('/createOrder', { amount: 1350, bundleOrderId: onlineBundle }, s.auth);
    expect(paid.statusCode, paid.body).toBe(201);
    expect((paid.json() as PaymentOrder).amount).toBe(135000);

    const codSaved = await post(
      '/saveBundleOrder',
      { userId: s.userId, totalAmount: 1500, paymentMethod: 'cod' },
      s.auth,
    );
    expect(codSaved.statusCode, codSaved.body).toBe(200);
    const started = await post(
      '/cod/start',
      { amount: 1500, bundleOrderId: codSaved.json().bundleOrderId },
      s.auth,
    );
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json()).toMatchObject({ orderValue: 1500, total: 1549 });
  });

  it("gives the owner's prepaid nudge offer to a checkout scoring above her threshold, not below", async () => {
    const p = await insertProduct(t.db, { newPrice: 2000, oldPrice: null, stock: 10 });
    const everyone = await makeOffer({
      name: 'Everyday ₹20 off',
      kind: 'flat',
      amountInr: 20,
      scope: { kind: 'products', productIds: [p.id] },
    });
    const nudge = await makeOffer({
      name: 'Pay online, 10% off',
      kind: 'percent',
      percent: 10,
      onlineOnly: true,
      scope: { kind: 'products', productIds: [p.id] },
    });
    // Refused: a score without an offer, an offer that is not paid online only, an unknown offer.
    for (const [bad, message] of [
      [{ prepaidOfferAboveScore: 20 }, COD_MESSAGES.prepaidOfferMissing],
      [{ prepaidOfferAboveScore: 20, prepaidOfferId: everyone.id }, COD_MESSAGES.prepaidOfferNotOnline],
      [{ prepaidOfferAboveScore: 20, prepaidOfferId: 999_999 }, COD_MESSAGES.prepaidOfferMissing],
      [{ prepaidOfferAboveScore: 100, prepaidOfferId: nudge.id }, 'from 0 to 99'],
    ] as const) {
      const res = await putCod({ ...COD, ...bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(message);
    }
    // A fresh account's ₹1,980 order scores 30 (made today 15, nothing delivered 10, ₹1,500 or more 5; 0047).
    const saved = await putCod({ ...COD, prepaidOfferAboveScore: 20, prepaidOfferId: nudge.id });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toMatchObject({ prepaidOfferAboveScore: 20, prepaidOfferId: nudge.id });
    const s = await newShopper();
    const above = await quote(s, p.id);
    // Online: 10% off, then ₹20 off what is left (both combine); on delivery ₹20 off only.
    expect(above.cod.summary.totalAmount).toBe(1980);
    expect(above.summary.totalAmount).toBe(1780);
    expect(above.payOnlineSaving).toBe(200);
    expect(above.offers.applied.map((a) => a.name)).toContain('Pay online, 10% off');
    // No score or reason reaches the shopper.
    expect(JSON.stringify(above)).not.toMatch(/score|NEW_ACCOUNT|New account/i);
    const buy = { productId: p.id, quantity: 1, ...CHOICE };
    const charged = await post('/createOrder', { amount: 1780, ...buy }, s.auth);
    expect(charged.statusCode, charged.body).toBe(201);
    expect((charged.json() as PaymentOrder).amount).toBe(178000);

    // Her score (30) is not above 30: the nudge offer is not hers, online or not, and its total is refused.
    await putCod({ ...COD, prepaidOfferAboveScore: 30, prepaidOfferId: nudge.id });
    const b = await newShopper();
    const below = await quote(b, p.id);
    expect([below.summary.totalAmount, below.cod.summary.totalAmount, below.payOnlineSaving]).toEqual([
      1980, 1980, 0,
    ]);
    const refused = await post('/createOrder', { amount: 1780, ...buy }, b.auth);
    expect(refused.statusCode).toBe(409);
    expect((await post('/createOrder', { amount: 1980, ...buy }, b.auth)).statusCode).toBe(201);

    // With the nudge off, her offer paid online only is everyone's again.
    await putCod(COD);
    expect((await quote(await newShopper(), p.id)).payOnlineSaving).toBe(200);
  });
});
