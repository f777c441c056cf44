import { describe, expect, it } from 'vitest';
import { type BagCodeInput, bagCodeDecision, heldCodeRefusal, typedCodeError } from './bag-code.ts';
import { cartPriceInput, type PricingLine } from './cart-pricing.ts';
import { MESSAGES } from './constants.ts';
import { priceCart, type ShopperContext } from './offer-engine.ts';
import { type Offer, type OfferTerms, PROMO2024_TERMS } from './offers.ts';

const NOW = new Date('2026-11-10T06:30:00Z'); // 12:00 in India
const newShopper: ShopperContext = { ordersByAccount: 0, ordersByPhone: 0, usesByOffer: {} };

let nextId = 10;
function offer(terms: Partial<OfferTerms>, extra: Partial<Offer> = {}): Offer {
  return {
    ...PROMO2024_TERMS,
    name: `offer ${nextId}`,
    codeEntry: 'bag',
    code: 'DIWALI300',
    kind: 'flat',
    percent: null,
    amountInr: 300,
    ...terms,
    id: extra.id ?? nextId++,
    status: 'active',
    usedCount: 0,
    ...extra,
  };
}
const promo: Offer = { ...PROMO2024_TERMS, id: 1, status: 'active', usedCount: 0 };

const saree = (rupees: number, more: Partial<PricingLine> = {}): PricingLine => ({
  lineId: 1,
  productId: 7,
  variantId: 70,
  category: 'Saree',
  new_price: rupees,
  quantity: 1,
  couponApplied: false,
  ...more,
});

const decide = (o: Offer, more: Partial<BagCodeInput> = {}) =>
  bagCodeDecision({
    typed: o.code ?? '',
    lines: [saree(2000)],
    bundleCoupon: false,
    heldCode: null,
    offers: [promo, o],
    shopper: newShopper,
    now: NOW,
    ...more,
  });

describe('bagCodeDecision', () => {
  it('holds an owner code that applies, with its message', () => {
    const o = offer({});
    expect(decide(o)).toEqual({
      kind: 'bag',
      offer: o,
      code: 'DIWALI300',
      message: 'Code DIWALI300 applied.',
    });
    // Spaces around the typed code are the shopper's, not the code's.
    expect(decide(o, { typed: '  DIWALI300 ' })).toMatchObject({ kind: 'bag', code: 'DIWALI300' });
  });

  it('leaves PROMO2024 to the spec’s rule, and keeps the spec’s texts for blank and unknown codes', () => {
    expect(decide(promo)).toEqual({ kind: 'spec' });
    expect(decide(promo, { typed: '   ' })).toMatchObject({
      reason: 'blank',
      message: MESSAGES.enterCoupon,
      status: 400,
      errorCode: 'COUPON_REQUIRED',
    });
    for (const typed of ['NOPE', 'promo2024', 'diwali300']) {
      expect(decide(offer({}), { typed })).toEqual({
        kind: 'refused',
        reason: 'unknown-code',
        message: 'Invalid coupon code.',
        status: 400,
        errorCode: 'INVALID_COUPON',
      });
    }
  });

  it.each([
    ['paused', offer({}, { status: 'paused' }), {}, 'This offer is paused just now.', 409, 'OFFER_NOT_LIVE'],
    [
      'not-started',
      offer({ startsAt: '2026-11-12T09:00' }),
      {},
      'This offer starts on 12 Nov 2026, 9:00 am.',
      409,
      'OFFER_NOT_STARTED',
    ],
    ['ended', offer({ endsAt: '2026-11-10T12:00' }), {}, 'This offer has ended.', 409, 'OFFER_ENDED'],
    [
      'used-up',
      offer({ totalLimit: 5 }, { usedCount: 5 }),
      {},
      'This offer has been used up.',
      409,
      'OFFER_USED_UP',
    ],
    [
      'shopper-limit',
      offer({ perShopperLimit: 1 }, { id: 501 }),
      { shopper: { ...newShopper, usesByOffer: { 501: 1 } } },
      'You have already used this offer as many times as it allows.',
      409,
      'OFFER_SHOPPER_LIMIT',
    ],
    [
      'first-order',
      offer({ firstOrderOnly: true }),
      { shopper: { ...newShopper, ordersByAccount: 1, ordersByPhone: 1 } },
      'This offer is for your first order only.',
      409,
      'OFFER_FIRST_ORDER',
    ],
    [
      'first-order',
      offer({ firstOrderOnly: true }),
      // Another account with her phone number ordered: still not her first order.
      { shopper: { ...newShopper, ordersByPhone: 1 } },
      'This offer is for your first order only.',
      409,
      'OFFER_FIRST_ORDER',
    ],
    [
      'out-of-scope',
      offer({ scope: { kind: 'categories', categories: ['Kurti'] } }),
      {},
      'Nothing in your bag is part of this offer.',
      422,
      'OFFER_OUT_OF_SCOPE',
    ],
    [
      'below-minimum',
      offer({ minCartInr: 2999 }),
      {},
      'Add ₹999 more to use this offer.',
      422,
      'OFFER_BELOW_MINIMUM',
    ],
    [
      'below-quantity',
      offer({ minQuantity: 3 }),
      {},
      'Add 2 more to use this offer.',
      422,
      'OFFER_BELOW_MINIMUM',
    ],
  ] as const)('refuses a code that is %s', (reason, o, more, message, status, errorCode) => {
    expect(decide(o, more)).toEqual({ kind: 'refused', reason, message, status, errorCode });
  });

  it('refuses a code that saves nothing here, or less than an offer that does not combine', () => {
    const shipping = offer({ kind: 'free-shipping', amountInr: null });
    // ₹2,000 ships free already.
    expect(decide(shipping)).toMatchObject({
      reason: 'no-saving',
      status: 422,
      errorCode: 'OFFER_NO_SAVING',
    });
    const big = offer({ code: null, amountInr: 500, combinable: false });
    expect(decide(offer({}), { offers: [promo, offer({}), big] })).toMatchObject({
      reason: 'not-combined',
      message: 'Not applied: other offers save you more.',
      status: 422,
    });
  });

  it('takes one code per order: never beside another held code, the bag’s PROMO2024 or a line’s', () => {
    const o = offer({});
    expect(decide(o, { heldCode: 'DIWALI300' })).toMatchObject({
      reason: 'already-applied',
      message: 'Coupon already applied.',
      status: 409,
      errorCode: 'COUPON_ALREADY_APPLIED',
    });
    const oneCode = { reason: 'one-code', message: 'An order takes one code only.', status: 409 };
    expect(decide(o, { heldCode: 'OTHER123' })).toMatchObject(oneCode);
    expect(decide(o, { bundleCoupon: true })).toMatchObject(oneCode);
    expect(decide(o, { lines: [saree(2000, { couponApplied: true })] })).toMatchObject(oneCode);
    // An owner's percent code that may be typed on lines too is still the bag's one code here.
    const lines = offer({
      code: 'EXTRA5',
      kind: 'percent',
      percent: 5,
      amountInr: null,
      codeEntry: 'line-and-bag',
    });
    expect(decide(lines)).toMatchObject({
      kind: 'bag',
      code: 'EXTRA5',
      message: 'Coupon applied! You have received a 5% discount on your bundle.',
    });
    // PROMO2024 while an owner code is held.
    expect(decide(promo, { heldCode: 'DIWALI300' })).toMatchObject(oneCode);
  });
});

describe('heldCodeRefusal (the checkout’s re-check)', () => {
  const price = (lines: PricingLine[], offers: Offer[], code: string | null, shopper = newShopper) =>
    priceCart(cartPriceInput(lines, { bundleCoupon: false, code, offers, shopper, now: NOW }));

  it('is null when the held code applies or none is held', () => {
    const o = offer({});
    expect(heldCodeRefusal(price([saree(2000)], [o], 'DIWALI300'), 'DIWALI300')).toBeNull();
    expect(heldCodeRefusal(price([saree(2000)], [o], null), null)).toBeNull();
  });

  it('refuses a code used up, or a first order placed, since it was applied', () => {
    const o = offer({ totalLimit: 1 }, { usedCount: 1 });
    expect(heldCodeRefusal(price([saree(2000)], [o], 'DIWALI300'), 'DIWALI300')).toMatchObject({
      reason: 'used-up',
      status: 409,
      errorCode: 'OFFER_USED_UP',
    });
    const first = offer({ firstOrderOnly: true });
    const ordered = { ...newShopper, ordersByAccount: 1 };
    expect(heldCodeRefusal(price([saree(2000)], [first], 'DIWALI300', ordered), 'DIWALI300')).toMatchObject({
      reason: 'first-order',
      message: 'This offer is for your first order only.',
    });
  });

  it('refuses a code no longer in the offers (an unknown code)', () => {
    expect(heldCodeRefusal(price([saree(2000)], [promo], 'GONE123'), 'GONE123')).toMatchObject({
      reason: 'unknown-code',
      message: 'Invalid coupon code.',
    });
  });
});

describe('typedCodeError', () => {
  it('answers blank and shapeless codes at once, and leaves the rest to the server', () => {
    expect(typedCodeError('  ')).toBe(MESSAGES.enterCoupon);
    expect(typedCodeError('promo2024')).toBe(MESSAGES.invalidCoupon);
    expect(typedCodeError('PROMO2024')).toBeNull();
    expect(typedCodeError(' DIWALI300 ')).toBeNull();
  });
});

describe('a code paid online only (the prepaid offers met the bag codes)', () => {
  it('is held in the bag, applies when she pays online and is refused on delivery with its reason (422)', () => {
    const o = offer({ code: 'PAYONLINE', onlineOnly: true });
    expect(decide(o)).toMatchObject({ kind: 'bag', code: 'PAYONLINE' });
    const priceFor = (payment: 'online' | 'cod') =>
      priceCart(
        cartPriceInput([saree(2000)], {
          bundleCoupon: false,
          code: 'PAYONLINE',
          offers: [promo, o],
          shopper: newShopper,
          now: NOW,
          payment,
        }),
      );
    expect(heldCodeRefusal(priceFor('online'), 'PAYONLINE')).toBeNull();
    expect(heldCodeRefusal(priceFor('cod'), 'PAYONLINE')).toMatchObject({
      reason: 'online-only',
      status: 422,
      errorCode: 'OFFER_ONLINE_ONLY',
    });
  });
});
