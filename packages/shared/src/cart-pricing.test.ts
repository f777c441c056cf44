import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCartLines, type PricingLine } from './cart-pricing.ts';
import type { ShopperContext } from './offer-engine.ts';
import { type Offer, type OfferTerms, PROMO2024_TERMS } from './offers.ts';
import { cartSummary, lineTotal, pricedCartLine } from './pricing.ts';

const NOW = new Date('2026-11-10T06:30:00Z');
const shopper: ShopperContext = { ordersByAccount: 0, ordersByPhone: 0, usesByOffer: {} };
let nextId = 100;
function offer(terms: Partial<OfferTerms> & Pick<OfferTerms, 'kind'>, id = nextId++): Offer {
  return {
    ...PROMO2024_TERMS,
    name: `offer ${id}`,
    code: null,
    codeEntry: 'bag',
    percent: null,
    ...terms,
    id,
    status: 'active',
    usedCount: 0,
  };
}
const promo = offer(PROMO2024_TERMS, 1);
let lineNo = 0;
const line = (rupees: number, quantity = 1, more: Partial<PricingLine> = {}): PricingLine => ({
  lineId: ++lineNo,
  productId: 1,
  variantId: null,
  category: 'Saree',
  new_price: rupees,
  old_price: null,
  quantity,
  couponApplied: false,
  ...more,
});
const price = (lines: PricingLine[], offers: Offer[], bundleCoupon = false) =>
  priceCartLines(lines, { bundleCoupon, offers, shopper, now: NOW });

describe('priceCartLines', () => {
  it('answers cartSummary’s figures to the paisa when PROMO2024 is the only offer (MRPs, line and bag coupons)', () => {
    const cart = fc.array(
      fc.record({
        paise: fc.integer({ min: 1, max: 10_000_000 }),
        mrpPaise: fc.option(fc.integer({ min: 1, max: 20_000_000 })),
        quantity: fc.integer({ min: 1, max: 20 }),
        couponApplied: fc.boolean(),
      }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(cart, fc.boolean(), (raw, bundleCoupon) => {
        const lines = raw.map((l) =>
          line(l.paise / 100, l.quantity, {
            old_price: l.mrpPaise === null ? null : l.mrpPaise / 100,
            couponApplied: l.couponApplied,
          }),
        );
        const today = cartSummary(lines.map(pricedCartLine), { bundleCoupon });
        const { summary, priced } = price(lines, [promo], bundleCoupon);
        expect(summary).toEqual({ ...today, bundleCouponApplied: bundleCoupon });
        if (!bundleCoupon)
          for (const [i, l] of lines.entries()) {
            expect(priced.lines[i].totalPaise / 100).toBe(
              lineTotal({ unitPrice: l.new_price, quantity: l.quantity, couponApplied: l.couponApplied }),
            );
          }
      }),
      { numRuns: 1000 },
    );
  });

  it('applies an automatic ₹300 off above ₹2,999, says so, and hints the next tier', () => {
    const tiers = offer({
      name: 'Diwali',
      kind: 'tiers',
      tierUnit: 'flat',
      tiers: [
        { minInr: 2999, value: 300 },
        { minInr: 5999, value: 700 },
      ],
    });
    const { summary, offers } = price([line(1500, 2)], [promo, tiers]);
    expect(summary.couponDiscount).toBe(300);
    expect(summary.shippingFee).toBe(0);
    expect(summary.totalAmount).toBe(3000 - 300 + summary.platformFee);
    expect(offers.applied.map((a) => [a.name, a.savedPaise, a.message])).toEqual([
      ['Diwali', 30000, 'You save ₹300'],
    ]);
    expect(offers.hint?.message).toBe('Add ₹2,999 more to get ₹700 off');
    // Below the first tier: nothing off, and the tier's hint.
    const below = price([line(2000)], [tiers]);
    expect(below.summary.couponDiscount).toBe(0);
    expect(below.offers.applied).toEqual([]);
    expect(below.offers.hint?.message).toBe('Add ₹999 more to get ₹300 off');
  });

  it('hints free delivery (“Add ₹410 more for free delivery”), and a free-shipping offer takes the fee away', () => {
    const plain = price([line(590)], [promo]);
    expect(plain.summary.shippingFee).toBe(100);
    expect(plain.offers.hint).toEqual({
      message: 'Add ₹410 more for free delivery',
      template: 'Add {{amount}} more for free delivery',
      values: { amount: '₹410' },
      missingPaise: 41000,
      missingPieces: null,
    });
    const free = price([line(590)], [promo, offer({ name: 'Free delivery weekend', kind: 'free-shipping' })]);
    expect(free.summary.shippingFee).toBe(0);
    expect(free.summary.totalAmount).toBe(plain.summary.totalAmount - 100);
    expect(free.offers.applied.map((a) => [a.name, a.savedPaise])).toEqual([
      ['Free delivery weekend', 10000],
    ]);
  });

  it('gives buy 2 get 1 once per multiple: 7 pieces get 2 free, the cheapest', () => {
    const b2g1 = offer({
      name: 'Buy 2 get 1',
      kind: 'buy-x-get-y',
      buyQuantity: 2,
      getQuantity: 1,
      percent: 100,
    });
    const { summary, offers } = price([line(1000, 4), line(800, 3)], [b2g1]);
    expect(summary.couponDiscount).toBe(1600);
    expect(offers.applied[0].savedPaise).toBe(160000);
    expect(offers.hint?.message).toBe('Add 2 more to get 1 free');
  });
});
