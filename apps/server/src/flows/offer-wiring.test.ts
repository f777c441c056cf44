// The owner's offers priced into the cart and checkout (issue 25, decision 0050 "Wiring (as built)"), through the
// API on PGlite and PostgreSQL: an automatic "₹300 off above ₹2,999" applied in the cart, saved with the bundle and
// charged; a Buy Now quote equal to what /createOrder charges; free delivery; buy 2 get 1 once per multiple; the
// unlock hint; PROMO2024 unchanged beside them. Each offer is scoped to its test's own product, so tests stay apart.
import { cartSummary } from '@zariya/shared/pricing';
import type { CartData, PaymentOrder, QuoteAnswer } from '@zariya/shared/orders-api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offerRedemptions, offers, paymentOrders } from '../db/schema.ts';
import { releaseLapsedOfferUses } from './offer-uses.flow.ts';
import { type Shopper, signUpShopper } from '../test/accounts.ts';
import { apiCalls, freshAddresses, savedBundleId } from '../test/api-calls.ts';
import { testAppWithAdmin } from '../test/app-per-block.ts';
import { ownerMakesOffer } from '../test/offers.ts';
import { insertProduct } from '../test/fixtures.ts';
import { databaseKinds } from '../test/harness.ts';

const COLOR = 'Maroon';
const SIZE = 'Free Size';

describe.each(databaseKinds())('offers in the cart and checkout on %s', (kind) => {
  const t = testAppWithAdmin(kind);
  const { post } = apiCalls(t, freshAddresses('10.50'));
  const makeOffer = (terms: Record<string, unknown>) => ownerMakesOffer(t, terms);
  /** A product of the test's own at this price and an offer scoped to it alone, so tests stay apart. */
  const productWithOffer = async (newPrice: number, terms: Record<string, unknown>, stock?: number) => {
    const p = await insertProduct(t.db, { newPrice, oldPrice: null, ...(stock ? { stock } : {}) });
    const offer = await makeOffer({ ...terms, scope: { kind: 'products', productIds: [p.id] } });
    return { p, offer };
  };
  const cartOf = async (s: Shopper) =>
    (await post('/getCartData', { userId: s.userId }, s.auth)).json() as CartData;
  const add = async (s: Shopper, productId: number, quantity = 1) => {
    const res = await post(
      '/cart',
      { userId: s.userId, product: productId, size: SIZE, color: COLOR },
      s.auth,
    );
    expect(res.statusCode, res.body).toBe(201);
    if (quantity > 1) {
      const lineId = (res.json() as CartData).cart.find((l) => l.productId === productId)!.lineId;
      const raised = await post('/updateCartQuantity', { userId: s.userId, lineId, quantity }, s.auth);
      expect(raised.statusCode, raised.body).toBe(200);
      return raised.json() as CartData;
    }
    return res.json() as CartData;
  };

  it('applies an automatic ₹300 off above ₹2,999 in the cart, and the saved bundle is charged it', async () => {
    const s = await signUpShopper(t.app);
    const { p, offer } = await productWithOffer(1600, {
      name: 'Diwali ₹300 off',
      kind: 'flat',
      amountInr: 300,
      minCartInr: 2999,
    });
    const one = await add(s, p.id);
    expect(one.summary.couponDiscount).toBe(0);
    expect(one.offers?.applied).toEqual([]);
    expect(one.offers?.hint?.message).toBe('Add ₹1,399 more to get ₹300 off');
    const raised = await post(
      '/updateCartQuantity',
      { userId: s.userId, lineId: one.cart[0].lineId, quantity: 2 },
      s.auth,
    );
    const two = raised.json() as CartData;
    expect(await cartOf(s)).toEqual({ ...two, message: undefined });
    expect(two.summary).toMatchObject({ couponDiscount: 300, shippingFee: 0, totalAmount: 3200 - 300 });
    expect(two.offers?.applied).toEqual([
      { offerId: offer.id, name: 'Diwali ₹300 off', code: null, savedPaise: 30000, message: 'You save ₹300' },
    ]);
    // The page's total is the server's; the product price alone is refused.
    const stale = await post('/saveBundleOrder', { userId: s.userId, totalAmount: 3200 }, s.auth);
    expect(stale.statusCode).toBe(409);
    const bundleOrderId = await savedBundleId(post, s, two.summary.totalAmount);
    const created = await post('/createOrder', { amount: two.summary.totalAmount, bundleOrderId }, s.auth);
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as PaymentOrder).amount).toBe(290000);
  });

  it('quotes Buy Now with the offers and /createOrder charges the quote', async () => {
    const s = await signUpShopper(t.app);
    const { p } = await productWithOffer(3000, {
      name: 'Big bag ₹300 off',
      kind: 'flat',
      amountInr: 300,
      minCartInr: 2999,
    });
    const choice = { productId: p.id, quantity: 1, size: SIZE, color: COLOR };
    const quote = await post('/quoteOrder', choice, s.auth);
    expect(quote.statusCode, quote.body).toBe(200);
    const answer = quote.json() as QuoteAnswer;
    expect(answer.summary.totalAmount).toBe(2700);
    expect(answer.offers.applied.map((a) => a.name)).toEqual(['Big bag ₹300 off']);
    const withPromo = (
      await post('/quoteOrder', { ...choice, couponCode: 'PROMO2024' }, s.auth)
    ).json() as QuoteAnswer;
    // PROMO2024 on the line (× 0.9) and the ₹300 combine: 3000 × 0.9 − 300.
    expect(withPromo.summary.totalAmount).toBe(2400);
    const refused = await post('/createOrder', { amount: 3000, ...choice }, s.auth);
    expect(refused.statusCode).toBe(409);
    const created = await post('/createOrder', { amount: answer.summary.totalAmount, ...choice }, s.auth);
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as PaymentOrder).amount).toBe(270000);
    const bad = await post('/quoteOrder', { ...choice, couponCode: 'NOPE' }, s.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid coupon code.');
  });

  it('takes delivery off with a free-delivery offer, and hints the shop’s own free delivery without one', async () => {
    const s = await signUpShopper(t.app);
    const plain = await insertProduct(t.db, { newPrice: 590, oldPrice: null });
    const cart = await add(s, plain.id);
    expect(cart.summary.shippingFee).toBe(100);
    expect(cart.offers?.hint).toMatchObject({
      message: 'Add ₹410 more for free delivery',
      template: 'Add {{amount}} more for free delivery',
      values: { amount: '₹410' },
    });
    const { p } = await productWithOffer(500, {
      name: 'Free delivery weekend',
      kind: 'free-shipping',
    });
    const both = await add(s, p.id);
    // 590 + 500 = 1,090 is above the shop's own line already; take the first product out to see the offer work.
    expect(both.summary.shippingFee).toBe(0);
    const alone = (
      await post('/removeFromCart', { userId: s.userId, lineId: cart.cart[0].lineId }, s.auth)
    ).json() as CartData;
    expect(alone.summary).toMatchObject({ shippingFee: 0, totalAmount: 500 + alone.summary.platformFee });
    expect(alone.offers?.applied.map((a) => [a.name, a.savedPaise])).toEqual([
      ['Free delivery weekend', 10000],
    ]);
  });

  it('gives buy 2 get 1 once per multiple (7 pieces: 2 free), and PROMO2024 keeps its figures beside no offer', async () => {
    const s = await signUpShopper(t.app);
    const { p } = await productWithOffer(
      1000,
      {
        name: 'Buy 2 sarees, get 1 free',
        kind: 'buy-x-get-y',
        buyQuantity: 2,
        getQuantity: 1,
        percent: 100,
      },
      20,
    );
    const cart = await add(s, p.id, 7);
    expect(cart.summary).toMatchObject({
      couponDiscount: 2000,
      totalAmount: 5000 + cart.summary.platformFee,
    });
    expect(cart.offers?.hint?.message).toBe('Add 2 more to get 1 free');

    const other = await signUpShopper(t.app);
    const q = await insertProduct(t.db, { newPrice: 1234, oldPrice: null });
    const line = await add(other, q.id, 2);
    const coupon = await post(
      '/applyCoupon',
      { userId: other.userId, lineId: line.cart[0].lineId, couponCode: 'PROMO2024' },
      other.auth,
    );
    expect(coupon.json().message).toBe('Coupon applied! You have received a 10% discount on this product.');
    const bag = await post('/applyCoupon', { userId: other.userId, couponCode: 'PROMO2024' }, other.auth);
    const answer = bag.json() as CartData;
    expect(answer.summary).toEqual({
      ...cartSummary([{ unitPrice: 1234, quantity: 2, couponApplied: true }], { bundleCoupon: true }),
      bundleCouponApplied: true,
    });
    expect(answer.offers?.applied.map((a) => a.code)).toEqual(['PROMO2024']);
  });

  const usedCount = async (id: number) =>
    (await t.db.select({ n: offers.usedCount }).from(offers).where(eq(offers.id, id)))[0].n;
  const usesOf = (id: number) => t.db.select().from(offerRedemptions).where(eq(offerRedemptions.offerId, id));

  it('lets 10 checkouts at once take a limit-3 offer exactly 3 times; the others are refused and pay without it', async () => {
    const { p, offer } = await productWithOffer(
      3000,
      {
        name: 'First three: ₹500 off',
        kind: 'flat',
        amountInr: 500,
        totalLimit: 3,
      },
      50,
    );
    const choice = { productId: p.id, quantity: 1, size: SIZE, color: COLOR };
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => signUpShopper(t.app)));
    const quotes = await Promise.all(
      shoppers.map(async (s) => ((await post('/quoteOrder', choice, s.auth)).json() as QuoteAnswer).summary),
    );
    expect(new Set(quotes.map((q) => q.totalAmount))).toEqual(new Set([2500]));
    const results = await Promise.all(
      shoppers.map((s) => post('/createOrder', { amount: 2500, ...choice }, s.auth)),
    );
    const created = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(created).toHaveLength(3);
    // Refused with a readable 409, nothing held: used up while taking the use, or — when priced after the third
    // was taken — the page's total (with the offer) no longer the server's.
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect([
        { error: 'This offer has been used up.', code: 'OFFER_USED_UP' },
        { error: 'The price has changed. Please review your order and try again.', code: 'AMOUNT_MISMATCH' },
      ]).toContainEqual(r.json());
    }
    expect(await usedCount(offer.id)).toBe(3);
    // Nothing held for the refused ones; each created order names its use.
    const orders = await t.db.select().from(paymentOrders);
    const mine = orders.filter(
      (o) => (o.purchase as { items: Array<{ productId: number }> }).items[0]?.productId === p.id,
    );
    expect(mine).toHaveLength(3);
    expect(mine.every((o) => (o.purchase as { redemptions?: number[] }).redemptions?.length === 1)).toBe(
      true,
    );
    // A refused shopper sees the offer used up and pays the full price.
    const late = shoppers[results.findIndex((r) => r.statusCode !== 201)];
    const again = (await post('/quoteOrder', choice, late.auth)).json() as QuoteAnswer;
    expect(again.summary.totalAmount).toBe(3000);
    expect(again.offers.applied).toEqual([]);
    const full = await post('/createOrder', { amount: 3000, ...choice }, late.auth);
    expect(full.statusCode, full.body).toBe(201);

    // Settlement confirms a use with its order; a closed attempt gives its use back, once.
    const winner = shoppers[results.findIndex((r) => r.statusCode === 201)];
    const winnerOrder = results.find((r) => r.statusCode === 201)!.json() as PaymentOrder;
    const paid = (
      await post('/payments/test/pay', { orderId: winnerOrder.id }, winner.auth)
    ).json() as Record<string, unknown>;
    const saved = await post('/saveOrder', { userId: winner.userId, ...choice, ...paid }, winner.auth);
    expect(saved.statusCode, saved.body).toBe(201);
    const ref = String(saved.json().order.orderRef);
    const second = shoppers[results.findIndex((r, i) => r.statusCode === 201 && shoppers[i] !== winner)];
    const secondOrder = results
      .find((r, i) => r.statusCode === 201 && shoppers[i] !== winner)!
      .json() as PaymentOrder;
    const closed = await post(`/payments/${secondOrder.id}/close`, {}, second.auth);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await releaseLapsedOfferUses(t.db)).toBe(0); // already given back by the close, not twice
    const uses = await usesOf(offer.id);
    expect(uses.map((u) => u.status).sort()).toEqual(['held', 'released', 'used']);
    expect(uses.find((u) => u.status === 'used')?.orderRef).toBe(ref);
    expect(await usedCount(offer.id)).toBe(2);
  });

  it('gives a use back when the hold lapses (the expiry job), once', async () => {
    const s = await signUpShopper(t.app);
    const { p, offer } = await productWithOffer(2000, {
      name: 'Once each: 5% off',
      kind: 'percent',
      percent: 5,
      perShopperLimit: 1,
    });
    const choice = { productId: p.id, quantity: 1, size: SIZE, color: COLOR };
    const created = await post('/createOrder', { amount: 1900, ...choice }, s.auth);
    expect(created.statusCode, created.body).toBe(201);
    expect(await usedCount(offer.id)).toBe(1);
    const id = (created.json() as PaymentOrder).id;
    await t.db.update(paymentOrders).set({ status: 'expired' }).where(eq(paymentOrders.id, id));
    expect(await releaseLapsedOfferUses(t.db)).toBe(1);
    expect(await releaseLapsedOfferUses(t.db)).toBe(0);
    expect(await usedCount(offer.id)).toBe(0);
    // Her use is hers again: a new attempt takes it.
    const again = await post('/createOrder', { amount: 1900, ...choice }, s.auth);
    expect(again.statusCode, again.body).toBe(201);
    expect(await usedCount(offer.id)).toBe(1);
  });
});
