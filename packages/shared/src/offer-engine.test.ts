import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './constants.ts';
import {
  codeAppliedMessage,
  type EngineLine,
  OFFER_MESSAGES,
  percentOff,
  payOnlineSavingPaise,
  type PriceInput,
  priceCart,
  productOffers,
  shippingPaise,
  type ShopperContext,
} from './offer-engine.ts';
import { type Offer, type OfferTerms, offerSummary, PROMO2024_TERMS } from './offers.ts';
import { offer, offerArb } from './offer-test-data.ts';
import { cartSummary, lineTotal, singlePurchaseTotal, toPaise } from './pricing.ts';

const NOW = new Date('2026-11-10T06:30:00Z'); // 12:00 in India
const newShopper: ShopperContext = { ordersByAccount: 0, ordersByPhone: 0, usesByOffer: {} };

const promo = offer(PROMO2024_TERMS, { id: 1 });

let lineNo = 0;
const line = (rupees: number, quantity = 1, more: Partial<EngineLine> = {}): EngineLine => ({
  lineId: ++lineNo,
  productId: 1,
  variantId: null,
  category: 'Saree',
  unitPricePaise: Math.round(rupees * 100),
  quantity,
  ...more,
});

const price = (lines: EngineLine[], offers: Offer[], more: Partial<PriceInput> = {}) =>
  priceCart({ lines, offers, shopper: newShopper, now: NOW, code: null, ...more });

describe('percentOff', () => {
  it('rounds the price after the discount half up to the paisa, as roundMoney does', () => {
    expect(percentOff(100000, 10)).toBe(10000);
    expect(percentOff(5, 10)).toBe(0); // 4.5 paise rounds up to 5: nothing off
    expect(percentOff(15, 10)).toBe(1); // 13.5 → 14
    expect(percentOff(99999, 100)).toBe(99999);
  });
});

describe('shippingPaise', () => {
  it('is ₹100 below ₹1,000, free from ₹1,000 and for an empty bag', () => {
    expect(shippingPaise(0)).toBe(0);
    expect(shippingPaise(99999)).toBe(10000);
    expect(shippingPaise(100000)).toBe(0);
  });
});

describe('PROMO2024 as an offer gives today’s figures', () => {
  it('takes 10% off a line where it was typed, and 10% off the bag once', () => {
    const a = line(1000, 2, { code: 'PROMO2024' });
    const b = line(450);
    const r = price([a, b], [promo], { code: 'PROMO2024' });
    // line a: 2000 → 1800; bag: (1800 + 450) × 0.9 = 2025
    expect(r.lines[0].lineDiscountPaise).toBe(20000);
    expect(r.subtotalPaise).toBe(202500);
    expect(r.discountPaise).toBe(245000 - 202500);
    expect(r.shippingPaise).toBe(0);
    expect(r.totalPaise).toBe(202500);
    expect(r.applied.map((x) => x.code)).toEqual(['PROMO2024']);
    expect(r.codeRefusal).toBeNull();
  });

  it('answers the same paise as cartSummary and lineTotal over many random carts', () => {
    const cart = fc.array(
      fc.record({
        paise: fc.integer({ min: 1, max: 10_000_000 }),
        quantity: fc.integer({ min: 1, max: 20 }),
        couponApplied: fc.boolean(),
      }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(cart, fc.boolean(), (lines, bundleCoupon) => {
        const today = cartSummary(
          lines.map((l) => ({
            unitPrice: l.paise / 100,
            quantity: l.quantity,
            couponApplied: l.couponApplied,
          })),
          { bundleCoupon },
        );
        const r = price(
          lines.map((l) => line(l.paise / 100, l.quantity, { code: l.couponApplied ? 'PROMO2024' : null })),
          [promo],
          { code: bundleCoupon ? 'PROMO2024' : null },
        );
        expect(r.discountPaise).toBe(toPaise(today.couponDiscount));
        expect(r.shippingPaise).toBe(toPaise(today.shippingFee));
        expect(r.totalPaise).toBe(toPaise(today.totalAmount));
        lines.forEach((l, i) => {
          const after = lineTotal({
            unitPrice: l.paise / 100,
            quantity: l.quantity,
            couponApplied: l.couponApplied,
          });
          expect(r.lines[i].amountPaise - r.lines[i].lineDiscountPaise).toBe(toPaise(after));
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('prices Buy Now of one line as singlePurchaseTotal does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 20 }),
        fc.boolean(),
        (paise, quantity, coupon) => {
          const r = price([line(paise / 100, quantity, { code: coupon ? 'PROMO2024' : null })], [promo]);
          expect(r.totalPaise).toBe(toPaise(singlePurchaseTotal(paise / 100, quantity, coupon)));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('keeps the spec’s messages', () => {
    expect(codeAppliedMessage(promo, 'line')).toBe(MESSAGES.lineCouponApplied);
    expect(codeAppliedMessage(promo, 'bag')).toBe(MESSAGES.bundleCouponApplied);
    const r = price([line(500)], [promo], { code: 'promo2024' });
    expect(r.codeRefusal).toEqual({ reason: 'unknown-code', message: 'Invalid coupon code.' });
    expect(r.totalPaise).toBe(60000);
  });
});

describe('kinds', () => {
  const flat300 = offer({ kind: 'flat', amountInr: 300, minCartInr: 2999, name: '₹300 off above ₹2,999' });

  it('₹ off from a minimum, with the hint below it', () => {
    const below = price([line(2998)], [flat300]);
    expect(below.discountPaise).toBe(0);
    expect(below.notApplied[0]).toMatchObject({
      reason: 'below-minimum',
      message: 'Add ₹1 more to use this offer.',
    });
    expect(below.hints[0].message).toBe('Add ₹1 more to get ₹300 off');
    const at = price([line(1500), line(1499)], [flat300]);
    expect(at.discountPaise).toBe(30000);
    expect(at.totalPaise).toBe(269900);
    expect(at.applied[0].message).toBe('You save ₹300');
    // spread over the lines by their value, to the paisa
    expect(at.lines.map((l) => l.cartDiscountPaise)).toEqual([15005, 14995]);
  });

  it('percent off the lines in its scope', () => {
    const o = offer({
      kind: 'percent',
      percent: 20,
      scope: { kind: 'categories', categories: ['Women Western'] },
    });
    const r = price([line(1000), line(800, 1, { category: 'Women Western' })], [o]);
    expect(r.discountPaise).toBe(16000);
    expect(r.lines[0].cartDiscountPaise).toBe(0);
    expect(r.lines[1].totalPaise).toBe(64000);
  });

  it('tiers: the best tier reached, and what the next one needs', () => {
    const tiers = offer({
      kind: 'tiers',
      tiers: [
        { minInr: 2999, value: 300 },
        { minInr: 5999, value: 700 },
      ],
    });
    const mid = price([line(4000)], [tiers]);
    expect(mid.discountPaise).toBe(30000);
    expect(mid.hints.map((h) => h.message)).toEqual(['Add ₹1,999 more to get ₹700 off']);
    expect(price([line(6000)], [tiers]).discountPaise).toBe(70000);
    const pct = offer({
      kind: 'tiers',
      tierUnit: 'percent',
      tiers: [
        { minInr: 1000, value: 5 },
        { minInr: 3000, value: 10 },
      ],
    });
    expect(price([line(3000)], [pct]).discountPaise).toBe(30000);
    expect(price([line(999)], [pct]).hints[0].message).toBe('Add ₹1 more to get 5% off');
  });

  it('buy 2 get 1 free: once per group of three, the cheapest pieces free, other categories not counted', () => {
    const b2g1 = offer({
      kind: 'buy-x-get-y',
      buyQuantity: 2,
      getQuantity: 1,
      percent: 100,
      scope: { kind: 'categories', categories: ['Saree'] },
    });
    const two = price([line(1000, 2), line(500, 3, { category: 'Women Western' })], [b2g1]);
    expect(two.discountPaise).toBe(0);
    expect(two.notApplied[0].reason).toBe('below-quantity');
    expect(two.hints[0].message).toBe('Add 1 more to get 1 free');
    const three = price([line(1000, 2), line(700)], [b2g1]);
    expect(three.discountPaise).toBe(70000);
    expect(three.lines[1].lineDiscountPaise).toBe(70000);
    const five = price([line(1000, 5)], [b2g1]);
    expect(five.discountPaise).toBe(100000);
    expect(five.hints[0].message).toBe('Add 1 more to get 1 free');
    const six = price([line(1000, 4), line(600, 2)], [b2g1]);
    expect(six.discountPaise).toBe(120000); // two free: both ₹600 pieces
    expect(six.hints.filter((h) => h.offerId === b2g1.id)).toEqual([]);
  });

  it('buy 1 get 1 at 50% off', () => {
    const o = offer({ kind: 'buy-x-get-y', buyQuantity: 1, getQuantity: 1, percent: 50 });
    const r = price([line(999.99, 3)], [o]);
    expect(r.discountPaise).toBe(percentOff(99999, 50));
    expect(r.hints[0].message).toBe('Add 1 more to get 1 at 50% off');
  });

  it('free delivery: takes the shipping away, or saves nothing above ₹1,000', () => {
    const free = offer({ kind: 'free-shipping' });
    const small = price([line(500)], [free]);
    expect(small.shippingBeforeOffersPaise).toBe(10000);
    expect(small.shippingPaise).toBe(0);
    expect(small.totalPaise).toBe(50000);
    expect(small.applied[0]).toMatchObject({ shippingPaise: 10000, message: 'You save ₹100' });
    expect(small.hints).toEqual([]);
    const big = price([line(1200)], [free]);
    expect(big.notApplied[0].reason).toBe('no-saving');
    const withMin = offer({ kind: 'free-shipping', minCartInr: 700 });
    expect(price([line(290)], [withMin]).hints[0].message).toBe('Add ₹410 more for free delivery');
    // The offer's line and the shop's own line at ₹1,000 say it once.
    const atThousand = offer({ kind: 'free-shipping', minCartInr: 1000 });
    expect(price([line(590)], [atThousand]).hints.map((h) => h.message)).toEqual([
      'Add ₹410 more for free delivery',
    ]);
  });

  it('hints at the shop’s own free delivery', () => {
    const r = price([line(590)], []);
    expect(r.hints).toEqual([
      {
        offerId: null,
        message: 'Add ₹410 more for free delivery',
        template: OFFER_MESSAGES.freeDeliveryHint,
        values: { amount: '₹410' },
        missingPaise: 41000,
        missingPieces: null,
      },
    ]);
    expect(OFFER_MESSAGES.freeDeliveryHint).toContain('{{amount}}');
  });
});

describe('scope', () => {
  it('products and variants', () => {
    const byProduct = offer({ kind: 'flat', amountInr: 100, scope: { kind: 'products', productIds: [7] } });
    const byVariant = offer({ kind: 'percent', percent: 10, scope: { kind: 'variants', variantIds: [70] } });
    const lines = [
      line(1000, 1, { productId: 7, variantId: 71 }),
      line(1000, 1, { productId: 8, variantId: 70 }),
    ];
    const r = price(lines, [byProduct, byVariant]);
    expect(r.lines[0].byOffer).toEqual([{ offerId: byProduct.id, paise: 10000 }]);
    expect(r.lines[1].byOffer).toEqual([{ offerId: byVariant.id, paise: 10000 }]);
    const none = price([line(1000, 1, { productId: 9 })], [byProduct]);
    expect(none.notApplied[0]).toMatchObject({
      reason: 'out-of-scope',
      message: 'Nothing in your bag is part of this offer.',
    });
  });
});

describe('conditions', () => {
  const code = (terms: Partial<OfferTerms>, extra: Partial<Offer> = {}) =>
    offer({ kind: 'flat', amountInr: 200, code: 'WELCOME200', ...terms }, extra);

  it('first order: per account and per phone', () => {
    const o = code({ firstOrderOnly: true });
    expect(price([line(1500)], [o], { code: 'WELCOME200' }).discountPaise).toBe(20000);
    for (const shopper of [
      { ...newShopper, ordersByAccount: 1 },
      { ...newShopper, ordersByPhone: 1 },
      null,
    ]) {
      const r = price([line(1500)], [o], { code: 'WELCOME200', shopper });
      expect(r.discountPaise).toBe(0);
      expect(r.codeRefusal).toEqual({
        reason: 'first-order',
        message: 'This offer is for your first order only.',
      });
    }
  });

  it('an India-time window, to the minute', () => {
    const o = code({ startsAt: '2026-11-10T12:00', endsAt: '2026-11-12T00:00' });
    const at = (iso: string) => price([line(1500)], [o], { code: 'WELCOME200', now: new Date(iso) });
    expect(at('2026-11-10T06:29:59Z').codeRefusal).toEqual({
      reason: 'not-started',
      message: 'This offer starts on 10 Nov 2026, 12:00 pm.',
    });
    expect(at('2026-11-10T06:30:00Z').discountPaise).toBe(20000);
    expect(at('2026-11-11T18:29:59Z').discountPaise).toBe(20000);
    expect(at('2026-11-11T18:30:00Z').codeRefusal?.reason).toBe('ended');
  });

  it('limits per shopper and in total, paused, minimum pieces', () => {
    const mine = code({ perShopperLimit: 2 });
    const used = { ...newShopper, usesByOffer: { [mine.id]: 2 } };
    expect(price([line(1500)], [mine], { code: 'WELCOME200', shopper: used }).codeRefusal?.reason).toBe(
      'shopper-limit',
    );
    const once = { ...newShopper, usesByOffer: { [mine.id]: 1 } };
    expect(price([line(1500)], [mine], { code: 'WELCOME200', shopper: once }).discountPaise).toBe(20000);
    const total = code({ totalLimit: 50 }, { usedCount: 50 });
    expect(price([line(1500)], [total], { code: 'WELCOME200' }).codeRefusal?.message).toBe(
      'This offer has been used up.',
    );
    const paused = code({}, { status: 'paused' });
    expect(price([line(1500)], [paused], { code: 'WELCOME200' }).codeRefusal?.reason).toBe('paused');
    const pieces = code({ minQuantity: 3 });
    const r = price([line(1500, 2)], [pieces], { code: 'WELCOME200' });
    expect(r.codeRefusal?.message).toBe('Add 1 more to use this offer.');
  });

  it('a code not typed leaves its offer out of the answer; one code per order', () => {
    const o = code({});
    expect(price([line(1500)], [o]).notApplied).toEqual([]);
    const r = price([line(1500, 1, { code: 'PROMO2024' })], [o, promo], { code: 'WELCOME200' });
    expect(r.code).toBe('WELCOME200');
    expect(r.discountPaise).toBe(20000);
    expect(r.codeRefusal).toEqual({ reason: 'one-code', message: 'An order takes one code only.' });
  });
});

describe('the combination rule', () => {
  it('combining offers add up; one that does not combine applies alone when it saves more', () => {
    const a = offer({ kind: 'flat', amountInr: 100 });
    const b = offer({ kind: 'percent', percent: 10 });
    const big = offer({ kind: 'flat', amountInr: 500, combinable: false });
    const r = price([line(3000)], [a, b, big]);
    expect(r.applied.map((x) => x.offerId)).toEqual([big.id]);
    expect(r.notApplied.map((x) => [x.offerId, x.reason])).toEqual([
      [a.id, 'not-combined'],
      [b.id, 'not-combined'],
    ]);
    // 10% of ₹3,000 first, then ₹100: ₹400 < ₹500. At ₹6,000: 600 + 100 = 700 > 500.
    const r2 = price([line(6000)], [a, b, big]);
    expect(r2.applied.map((x) => x.offerId).sort()).toEqual([a.id, b.id].sort());
    expect(r2.discountPaise).toBe(70000);
    expect(r2.notApplied[0]).toMatchObject({
      offerId: big.id,
      message: 'Not applied: other offers save you more.',
    });
  });

  it('a code that does not combine and saves less is refused with the reason', () => {
    const auto = offer({ kind: 'flat', amountInr: 300 });
    const c = offer({ kind: 'flat', amountInr: 200, code: 'SMALL200', combinable: false });
    const r = price([line(3000)], [auto, c], { code: 'SMALL200' });
    expect(r.discountPaise).toBe(30000);
    expect(r.codeRefusal).toEqual({
      reason: 'not-combined',
      message: 'Not applied: other offers save you more.',
    });
  });

  it('on a tie the code the shopper typed wins', () => {
    const auto = offer({ kind: 'flat', amountInr: 300, combinable: false });
    const c = offer({ kind: 'flat', amountInr: 300, code: 'SAME300', combinable: false });
    const r = price([line(3000)], [auto, c], { code: 'SAME300' });
    expect(r.applied.map((x) => x.code)).toEqual(['SAME300']);
  });

  it('never applies a discount that would make her pay more (under the free-delivery line)', () => {
    const o = offer({ kind: 'flat', amountInr: 20 });
    const r = price([line(1010)], [o]);
    expect(r.totalPaise).toBe(101000);
    expect(r.notApplied[0].reason).toBe('no-saving');
  });
});

describe('payment on delivery', () => {
  it('adds the COD fee after the discounts', () => {
    const r = price([line(500)], [], { codFeePaise: 4900 });
    expect(r.totalPaise).toBe(50000 + 10000 + 4900);
  });
});

describe('laws over random carts and offers', () => {
  const lineArb = fc
    .record({
      paise: fc.integer({ min: 0, max: 1_000_000 }),
      quantity: fc.integer({ min: 1, max: 7 }),
      category: fc.constantFrom('Saree', 'Women Western', 'Accessories'),
      promo: fc.boolean(),
    })
    .map((l) =>
      line(l.paise / 100, l.quantity, { category: l.category, code: l.promo ? 'PROMO2024' : null }),
    );

  it('totals are never negative nor above the undiscounted total; the lines add up to the paisa', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 6 }),
        fc.array(offerArb, { maxLength: 4 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 10000 }),
        (lines, offers, bag, cod) => {
          const r = price(lines, [promo, ...offers], { code: bag ? 'PROMO2024' : null, codFeePaise: cod });
          const undiscounted = r.goodsPaise + shippingPaise(r.goodsPaise) + cod;
          expect(r.totalPaise).toBeGreaterThanOrEqual(0);
          expect(r.totalPaise).toBeLessThanOrEqual(undiscounted);
          expect(r.totalPaise).toBe(r.subtotalPaise + r.shippingPaise + r.codFeePaise);
          expect(r.lines.reduce((s, l) => s + l.totalPaise, 0)).toBe(r.subtotalPaise);
          expect(r.goodsPaise - r.discountPaise).toBe(r.subtotalPaise);
          for (const l of r.lines) {
            expect(l.totalPaise).toBeGreaterThanOrEqual(0);
            expect(l.totalPaise).toBe(l.amountPaise - l.lineDiscountPaise - l.cartDiscountPaise);
            expect(l.byOffer.reduce((s, o) => s + o.paise, 0)).toBe(
              l.lineDiscountPaise + l.cartDiscountPaise,
            );
          }
          const applied = r.applied.reduce((s, a) => s + a.discountPaise, 0);
          expect(applied).toBe(r.discountPaise);
          expect(r.shippingPaise + r.applied.reduce((s, a) => s + a.shippingPaise, 0)).toBe(
            r.shippingBeforeOffersPaise,
          );
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('buy X get Y frees floor(pieces ÷ (X+Y)) × Y of the cheapest pieces: once per multiple, not once per cart', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            paise: fc.integer({ min: 1, max: 500_000 }),
            quantity: fc.integer({ min: 1, max: 9 }),
          }),
          {
            minLength: 1,
            maxLength: 5,
          },
        ),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 3 }),
        (ls, x, y) => {
          const o = offer({ kind: 'buy-x-get-y', buyQuantity: x, getQuantity: y, percent: 100 });
          const r = price(
            ls.map((l) => line(l.paise / 100, l.quantity)),
            [o],
          );
          const pieces = ls
            .flatMap((l) => Array.from({ length: l.quantity }, () => l.paise))
            .sort((a, b) => a - b);
          const free = Math.floor(pieces.length / (x + y)) * y;
          const expected = pieces.slice(0, free).reduce((s, p) => s + p, 0);
          const baseline = r.goodsPaise + shippingPaise(r.goodsPaise);
          // Applied unless it would make her pay more than without it (the free-delivery line).
          const withIt = r.goodsPaise - expected + shippingPaise(r.goodsPaise - expected);
          expect(r.discountPaise).toBe(withIt <= baseline && expected > 0 ? expected : 0);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('productOffers', () => {
  it('lists the live offers for one piece, best first', () => {
    const pct = offer({ kind: 'percent', percent: 20, scope: { kind: 'categories', categories: ['Saree'] } });
    const other = offer({
      kind: 'percent',
      percent: 50,
      scope: { kind: 'categories', categories: ['Accessories'] },
    });
    const flat = offer({ kind: 'flat', amountInr: 300, minCartInr: 2999 });
    const paused = offer({ kind: 'percent', percent: 60 }, { status: 'paused' });
    const shown = productOffers(
      { productId: 1, variantId: null, category: 'Saree', unitPricePaise: 100000 },
      [promo, pct, other, flat, paused],
      NOW,
      offerSummary,
    );
    expect(shown.map((s) => [s.offerId, s.savingPaise])).toEqual([
      [pct.id, 20000],
      [promo.id, 10000],
      [flat.id, 0],
    ]);
    expect(shown[2].summary).toBe('₹300 off from ₹2,999');
  });
});

describe('an offer paid online only (decision 0047)', () => {
  const prepaid = offer({ kind: 'percent', percent: 5, onlineOnly: true, name: 'Prepaid 5%' });

  it('applies only when she pays online: never on delivery, nor before the way is chosen', () => {
    const online = price([line(2000)], [prepaid], { payment: 'online' });
    expect(online.applied.map((a) => a.offerId)).toEqual([prepaid.id]);
    expect(online.discountPaise).toBe(10000);
    for (const payment of ['cod', undefined] as const) {
      const r = price([line(2000)], [prepaid], { payment, codFeePaise: payment === 'cod' ? 4900 : 0 });
      expect(r.applied).toEqual([]);
      expect(r.discountPaise).toBe(0);
      expect(r.notApplied).toMatchObject([
        { offerId: prepaid.id, reason: 'online-only', message: OFFER_MESSAGES['online-only'] },
      ]);
    }
  });

  it('paying on delivery, the combination is chosen again without it', () => {
    // Online, the prepaid 15% (alone) beats ₹200 off (which combines); on delivery ₹200 off applies.
    const alone = offer({ kind: 'percent', percent: 15, onlineOnly: true, combinable: false });
    const flat = offer({ kind: 'flat', amountInr: 200, minCartInr: 1000 });
    const online = price([line(2000)], [alone, flat], { payment: 'online' });
    expect(online.applied.map((a) => a.offerId)).toEqual([alone.id]);
    expect(online.totalPaise).toBe(170000 + online.platformFeePaise);
    const cod = price([line(2000)], [alone, flat], { payment: 'cod', codFeePaise: 4900 });
    expect(cod.applied.map((a) => a.offerId)).toEqual([flat.id]);
    expect(cod.totalPaise).toBe(180000 + cod.platformFeePaise + 4900);
  });

  it('payOnlineSavingPaise is what online saves over COD, the fee left out; 0 without such an offer', () => {
    const input = { lines: [line(2000)], shopper: newShopper, now: NOW, code: null, codFeePaise: 4900 };
    expect(payOnlineSavingPaise({ ...input, offers: [prepaid] })).toBe(10000);
    expect(payOnlineSavingPaise({ ...input, offers: [promo] })).toBe(0);
    expect(payOnlineSavingPaise({ ...input, offers: [] })).toBe(0);
  });

  it('the product page shows it with its condition in the summary', () => {
    const shown = productOffers(
      { productId: 1, variantId: null, category: 'Saree', unitPricePaise: 200000 },
      [prepaid],
      NOW,
      offerSummary,
    );
    expect(shown).toMatchObject([
      { offerId: prepaid.id, savingPaise: 10000, summary: '5% off, paid online only' },
    ]);
  });
});
