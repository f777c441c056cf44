// The owner's codes typed in the cart (issue 25, bag codes; migration 0037), through the API on PGlite and
// PostgreSQL: every refusal a 4xx with its sentence and nothing held; a code applied, priced in the cart, saved with
// the bundle, charged, carried by the order (its use confirmed with the order's reference) and cleared from the
// cart; a Buy Now from the cart with its code; a code used up meanwhile refused at checkout; "Remove"; one code per
// order beside PROMO2024. Each offer is scoped to its test's own products, so tests stay apart.
import type { BundleOrder, CartData, PaymentOrder, QuoteAnswer } from '@zariya/shared/orders-api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offerRedemptions, offers, users } from '../db/schema.ts';
import { type Shopper, signUpShopper } from '../test/accounts.ts';
import { apiCalls, freshAddresses } from '../test/api-calls.ts';
import { testAppWithAdmin } from '../test/app-per-block.ts';
import { ownerMakesOffer } from '../test/offers.ts';
import { insertProduct } from '../test/fixtures.ts';
import { databaseKinds } from '../test/harness.ts';

const CHOICE = { size: 'Free Size', color: 'Maroon' };
let codeNo = 0;
/** A code no other test of this process makes. */
const newCode = (stem: string) => `${stem}${process.pid % 1000}X${++codeNo}`;

describe.each(databaseKinds())('codes typed in the cart on %s', (kind) => {
  const t = testAppWithAdmin(kind);
  const { post } = apiCalls(t, freshAddresses('10.51'));
  const makeOffer = (terms: Record<string, unknown>) =>
    ownerMakesOffer<{ id: number; code: string }>(t, terms);
  const cartOf = async (s: Shopper) =>
    (await post('/getCartData', { userId: s.userId }, s.auth)).json() as CartData;
  const add = async (s: Shopper, productId: number) => {
    const res = await post('/cart', { userId: s.userId, product: productId, ...CHOICE }, s.auth);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as CartData;
  };
  const apply = (s: Shopper, couponCode: string, more: Record<string, unknown> = {}) =>
    post('/applyCoupon', { userId: s.userId, couponCode, ...more }, s.auth);
  const usesOf = (offerId: number) =>
    t.db.select().from(offerRedemptions).where(eq(offerRedemptions.offerId, offerId));
  /** A placed order of one piece (Buy Now, paid), so that she is no longer a first-time shopper. */
  const buyOnce = async (s: Shopper) => {
    const p = await insertProduct(t.db, { newPrice: 1500, oldPrice: null });
    const choice = { productId: p.id, quantity: 1, ...CHOICE };
    const order = (await post('/createOrder', { amount: 1500, ...choice }, s.auth)).json() as PaymentOrder;
    const paid = (await post('/payments/test/pay', { orderId: order.id }, s.auth)).json();
    const saved = await post('/saveOrder', { userId: s.userId, ...choice, ...paid }, s.auth);
    expect(saved.statusCode, saved.body).toBe(201);
  };

  it('refuses each code that cannot apply with a 4xx and its sentence, and holds nothing', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 2000, oldPrice: null });
    const elsewhere = await insertProduct(t.db, { newPrice: 900, oldPrice: null });
    const scope = { kind: 'products', productIds: [p.id] };
    const flat = { kind: 'flat', amountInr: 200, scope };
    const before = await add(s, p.id);
    const paused = await makeOffer({ ...flat, name: 'Paused', code: newCode('PAUSED') });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/offers/${paused.id}/pause`, headers: t.admin }))
        .statusCode,
    ).toBe(200);
    const usedUp = await makeOffer({ ...flat, name: 'Used up', code: newCode('GONE'), totalLimit: 1 });
    // Another shopper's checkout took its one use.
    await t.db.update(offers).set({ usedCount: 1 }).where(eq(offers.id, usedUp.id));
    const cases: Array<[string, Record<string, unknown>, number, string, string]> = [
      ['ended', { endsAt: '2020-01-01T00:00' }, 409, 'OFFER_ENDED', 'This offer has ended.'],
      [
        'not started',
        { startsAt: '2099-01-01T09:00' },
        409,
        'OFFER_NOT_STARTED',
        'This offer starts on 1 Jan 2099, 9:00 am.',
      ],
      [
        'below its minimum',
        { minCartInr: 2999 },
        422,
        'OFFER_BELOW_MINIMUM',
        'Add ₹999 more to use this offer.',
      ],
      [
        'outside its scope',
        { scope: { kind: 'products', productIds: [elsewhere.id] } },
        422,
        'OFFER_OUT_OF_SCOPE',
        'Nothing in your bag is part of this offer.',
      ],
    ];
    const refusals: Array<[string, string, number, string, string]> = [
      ['paused', paused.code, 409, 'OFFER_NOT_LIVE', 'This offer is paused just now.'],
      ['used up', usedUp.code, 409, 'OFFER_USED_UP', 'This offer has been used up.'],
      ['unknown', 'NOSUCHCODE', 400, 'INVALID_COUPON', 'Invalid coupon code.'],
      ['unknown, in small letters', paused.code.toLowerCase(), 400, 'INVALID_COUPON', 'Invalid coupon code.'],
      ['blank', '  ', 400, 'COUPON_REQUIRED', 'Please enter a coupon code.'],
    ];
    for (const [name, terms, status, code, error] of cases) {
      const made = await makeOffer({ ...flat, name, code: newCode('CASE'), ...terms });
      refusals.push([name, made.code, status, code, error]);
    }
    for (const [name, typed, status, code, error] of refusals) {
      const res = await apply(s, typed);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json(), name).toEqual({ error, code });
      // Typed on the line it is the same answer (an owner's code is the bag's).
      const onLine = await apply(s, typed, { lineId: before.cart[0].lineId });
      expect(onLine.json(), `${name} on a line`).toEqual({ error, code });
    }
    // Nothing held, nothing priced differently.
    const after = await cartOf(s);
    expect(after.couponCode).toBeNull();
    expect(after.summary).toEqual(before.summary);
    expect(await usesOf(usedUp.id)).toEqual([]);
  });

  it('refuses a code she has used as often as it allows (a use held by her open payment counts)', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 2000, oldPrice: null });
    const once = await makeOffer({
      name: 'Once each',
      code: newCode('ONCE'),
      kind: 'flat',
      amountInr: 100,
      perShopperLimit: 1,
      scope: { kind: 'products', productIds: [p.id] },
    });
    const [line] = (await add(s, p.id)).cart;
    expect((await apply(s, once.code)).statusCode).toBe(200);
    const choice = { productId: p.id, quantity: 1, ...CHOICE, cartLineId: line.lineId };
    const created = await post('/createOrder', { amount: 1900, ...choice }, s.auth);
    expect(created.statusCode, created.body).toBe(201);
    expect((await usesOf(once.id)).map((u) => u.status)).toEqual(['held']);
    await post('/removeCoupon', { userId: s.userId }, s.auth);
    const again = await apply(s, once.code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'You have already used this offer as many times as it allows.',
      code: 'OFFER_SHOPPER_LIMIT',
    });
    expect((await cartOf(s)).couponCode).toBeNull();
  });

  it('refuses a first-order code to a shopper who ordered, by account and by phone number', async () => {
    const p = await insertProduct(t.db, { newPrice: 2000, oldPrice: null });
    const first = await makeOffer({
      name: 'First order ₹250 off',
      code: newCode('FIRST'),
      kind: 'flat',
      amountInr: 250,
      firstOrderOnly: true,
      scope: { kind: 'products', productIds: [p.id] },
    });
    const refused = { error: 'This offer is for your first order only.', code: 'OFFER_FIRST_ORDER' };
    // By account: she ordered once.
    const asha = await signUpShopper(t.app);
    await add(asha, p.id);
    expect((await apply(asha, first.code)).statusCode).toBe(200);
    await post('/removeCoupon', { userId: asha.userId }, asha.auth);
    await buyOnce(asha);
    const again = await apply(asha, first.code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refused);
    // By phone: her number moved to a new account; the orders of the account that proved it still count.
    const [old] = await t.db
      .select({ contact: users.contact })
      .from(users)
      .where(eq(users.id, Number(asha.userId)));
    await t.db
      .update(users)
      .set({ contact: '9000000001' })
      .where(eq(users.id, Number(asha.userId)));
    const newAccount = await signUpShopper(t.app, { contact: old.contact });
    await add(newAccount, p.id);
    const byPhone = await apply(newAccount, first.code);
    expect(byPhone.statusCode, byPhone.body).toBe(409);
    expect(byPhone.json()).toEqual(refused);
    expect((await cartOf(newAccount)).couponCode).toBeNull();
  });

  it('applies a code, prices it in the cart, saves and charges it with the bundle; the order carries it', async () => {
    const s = await signUpShopper(t.app);
    const a = await insertProduct(t.db, { newPrice: 1200, oldPrice: null });
    const b = await insertProduct(t.db, { newPrice: 800, oldPrice: null });
    const offer = await makeOffer({
      name: 'Diwali 10% off',
      code: newCode('DIWALI'),
      kind: 'percent',
      percent: 10,
      scope: { kind: 'products', productIds: [a.id, b.id] },
    });
    await add(s, a.id);
    await add(s, b.id);
    const applied = await apply(s, offer.code);
    expect(applied.statusCode, applied.body).toBe(200);
    const cart = applied.json() as CartData & { message: string };
    expect(cart.message).toBe(`Code ${offer.code} applied.`);
    expect(cart.couponCode).toBe(offer.code);
    expect(cart.summary).toMatchObject({ couponDiscount: 200, shippingFee: 0, totalAmount: 1800 });
    expect(cart.offers?.applied).toEqual([
      {
        offerId: offer.id,
        name: 'Diwali 10% off',
        code: offer.code,
        savedPaise: 20000,
        message: 'You save ₹200',
      },
    ]);
    expect(cart.offers?.codeRefusal).toBeNull();
    // The same code again, and read back: the cart holds it once.
    expect((await apply(s, offer.code)).json()).toEqual({
      error: 'Coupon already applied.',
      code: 'COUPON_ALREADY_APPLIED',
    });
    expect(await cartOf(s)).toEqual({ ...cart, message: undefined });

    const saved = await post('/saveBundleOrder', { userId: s.userId, totalAmount: 1800 }, s.auth);
    expect(saved.statusCode, saved.body).toBe(200);
    const bundleOrderId = saved.json().bundleOrderId as number;
    expect(saved.json().order.couponCode).toBe(offer.code);
    const created = await post('/createOrder', { amount: 1800, bundleOrderId }, s.auth);
    expect(created.statusCode, created.body).toBe(201);
    const payment = created.json() as PaymentOrder;
    expect(payment.amount).toBe(180000);
    const paid = (await post('/payments/test/pay', { orderId: payment.id }, s.auth)).json();
    const done = await post(
      '/updateBundleOrderStatus',
      { userId: s.userId, bundleOrderId, status: 'paid', ...paid },
      s.auth,
    );
    expect(done.statusCode, done.body).toBe(200);
    const order = done.json().order as BundleOrder;
    expect(order).toMatchObject({ totalAmount: 1800, couponCode: offer.code });
    const uses = await usesOf(offer.id);
    expect(uses.map((u) => [u.status, u.orderRef, u.discount])).toEqual([['used', order.orderRef, 200]]);
    // The cart was bought: its lines and its code are gone.
    const after = await cartOf(s);
    expect(after.cart).toEqual([]);
    expect(after.couponCode).toBeNull();
  });

  it('prices a Buy Now from the cart with the cart’s code, charges it and takes the code off', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db, { newPrice: 2000, oldPrice: null });
    const offer = await makeOffer({
      name: 'Saree ₹300 off',
      code: newCode('SAREE'),
      kind: 'flat',
      amountInr: 300,
      scope: { kind: 'products', productIds: [p.id] },
    });
    const [line] = (await add(s, p.id)).cart;
    expect((await apply(s, offer.code, { lineId: line.lineId })).statusCode).toBe(200);
    const choice = { productId: p.id, quantity: 1, ...CHOICE, cartLineId: line.lineId };
    const quote = (await post('/quoteOrder', choice, s.auth)).json() as QuoteAnswer;
    expect(quote.summary.totalAmount).toBe(1700);
    expect(quote.offers.applied.map((o) => o.code)).toEqual([offer.code]);
    // Without the cart line it is a product page's Buy Now: the cart's code is not its.
    const { cartLineId: _, ...alone } = choice;
    expect(((await post('/quoteOrder', alone, s.auth)).json() as QuoteAnswer).summary.totalAmount).toBe(2000);
    const created = await post('/createOrder', { amount: 1700, ...choice }, s.auth);
    expect(created.statusCode, created.body).toBe(201);
    const paid = (
      await post('/payments/test/pay', { orderId: (created.json() as PaymentOrder).id }, s.auth)
    ).json();
    const saved = await post('/saveOrder', { userId: s.userId, ...choice, ...paid }, s.auth);
    expect(saved.statusCode, saved.body).toBe(201);
    const ref = String(saved.json().order.orderRef);
    expect((await usesOf(offer.id)).map((u) => [u.status, u.orderRef])).toEqual([['used', ref]]);
    const after = await cartOf(s);
    expect(after.cart).toEqual([]);
    expect(after.couponCode).toBeNull();
  });

  it('refuses at checkout a code used up since it was applied; "Remove" takes it off', async () => {
    const s = await signUpShopper(t.app);
    const a = await insertProduct(t.db, { newPrice: 700, oldPrice: null });
    const b = await insertProduct(t.db, { newPrice: 600, oldPrice: null });
    const offer = await makeOffer({
      name: 'Last one',
      code: newCode('LAST'),
      kind: 'flat',
      amountInr: 100,
      totalLimit: 1,
      scope: { kind: 'products', productIds: [a.id, b.id] },
    });
    await add(s, a.id);
    await add(s, b.id);
    const applied = (await apply(s, offer.code)).json() as CartData;
    expect(applied.summary.totalAmount).toBe(1200);
    // Another shopper takes the last use meanwhile.
    await t.db.update(offers).set({ usedCount: 1 }).where(eq(offers.id, offer.id));
    const saved = await post('/saveBundleOrder', { userId: s.userId, totalAmount: 1200 }, s.auth);
    expect(saved.statusCode).toBe(409);
    expect(saved.json()).toEqual({ error: 'This offer has been used up.', code: 'OFFER_USED_UP' });
    // The cart says so beside the code, and charges nothing for it.
    const cart = await cartOf(s);
    expect(cart.couponCode).toBe(offer.code);
    expect(cart.offers?.codeRefusal).toEqual({ reason: 'used-up', message: 'This offer has been used up.' });
    expect(cart.summary.totalAmount).toBe(1300);
    const removed = await post('/removeCoupon', { userId: s.userId }, s.auth);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ message: 'Coupon removed.', couponCode: null });
    expect((await post('/saveBundleOrder', { userId: s.userId, totalAmount: 1300 }, s.auth)).statusCode).toBe(
      200,
    );

    // A saved bundle's code used up before its payment: the payment is refused, not charged without it.
    await t.db.update(offers).set({ usedCount: 0 }).where(eq(offers.id, offer.id));
    expect((await apply(s, offer.code)).statusCode).toBe(200);
    const bundle = await post('/saveBundleOrder', { userId: s.userId, totalAmount: 1200 }, s.auth);
    expect(bundle.statusCode, bundle.body).toBe(200);
    await t.db.update(offers).set({ usedCount: 1 }).where(eq(offers.id, offer.id));
    const pay = await post(
      '/createOrder',
      { amount: 1200, bundleOrderId: bundle.json().bundleOrderId },
      s.auth,
    );
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toEqual({ error: 'This offer has been used up.', code: 'OFFER_USED_UP' });
  });

  it('takes one code per order: never beside PROMO2024 on the bag or a line, which keeps the spec’s way', async () => {
    const s = await signUpShopper(t.app);
    const a = await insertProduct(t.db, { newPrice: 1000, oldPrice: null });
    const b = await insertProduct(t.db, { newPrice: 500, oldPrice: null });
    const offer = await makeOffer({
      name: 'Small ₹50 off',
      code: newCode('SMALL'),
      kind: 'flat',
      amountInr: 50,
      scope: { kind: 'products', productIds: [a.id, b.id] },
    });
    await add(s, a.id);
    const cart = await add(s, b.id);
    const oneCode = { error: 'An order takes one code only.', code: 'OFFER_ONE_CODE' };
    // PROMO2024 on the bag, then the owner's code.
    const promo = await apply(s, 'PROMO2024');
    expect(promo.json().message).toBe('Coupon applied! You have received a 10% discount on your bundle.');
    expect(promo.json().summary.totalAmount).toBe(1350);
    expect((await apply(s, offer.code)).json()).toEqual(oneCode);
    // "Remove" takes PROMO2024 off the bag too; then the owner's code, then PROMO2024 refused on a line.
    expect((await post('/removeCoupon', { userId: s.userId }, s.auth)).json().summary.totalAmount).toBe(1500);
    expect((await apply(s, offer.code)).json().summary.totalAmount).toBe(1450);
    expect((await apply(s, 'PROMO2024', { lineId: cart.cart[0].lineId })).json()).toEqual(oneCode);
    expect((await apply(s, 'PROMO2024')).json()).toEqual(oneCode);
    // A line's PROMO2024 first: the owner's code is refused.
    await post('/removeCoupon', { userId: s.userId }, s.auth);
    const line = await apply(s, 'PROMO2024', { lineId: cart.cart[0].lineId });
    expect(line.json().message).toBe('Coupon applied! You have received a 10% discount on this product.');
    expect((await apply(s, offer.code)).json()).toEqual(oneCode);
    expect((await cartOf(s)).couponCode).toBeNull();
  });
});
