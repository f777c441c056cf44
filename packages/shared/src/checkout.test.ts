import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AS_PER_IMAGE_COLOUR,
  amountMatches,
  availableStock,
  canonicalChoice,
  cartButtonLabel,
  checkoutBlocker,
  choiceError,
  couponAttempt,
  lineAvailable,
} from './checkout.ts';
import { MESSAGES } from './constants.ts';
import { cartSummary, singlePurchaseTotal } from './pricing.ts';

const saree = { sizes: ['Free Size'], colors: ['Maroon', 'Gold'] };

describe('choiceError', () => {
  it('gives the spec messages for a missing size, colour or both', () => {
    expect(choiceError(saree, {})).toBe(MESSAGES.selectSizeAndColor);
    expect(choiceError(saree, { size: 'Free Size' })).toBe(MESSAGES.selectColor);
    expect(choiceError(saree, { color: 'Maroon' })).toBe(MESSAGES.selectSize);
    expect(choiceError(saree, { size: 'Free Size', color: 'Maroon' })).toBeNull();
  });

  it('refuses values the product does not offer, and accepts colours in any case and "As per the image"', () => {
    expect(choiceError(saree, { size: 'XL', color: 'Maroon' })).toBe(MESSAGES.selectSize);
    expect(choiceError(saree, { size: 'Free Size', color: 'Blue' })).toBe(MESSAGES.selectColor);
    expect(choiceError(saree, { size: 'Free Size', color: 'maroon' })).toBeNull();
    expect(choiceError(saree, { size: 'Free Size', color: AS_PER_IMAGE_COLOUR })).toBeNull();
  });

  it('needs nothing for a product without sizes or colours', () => {
    expect(choiceError({ sizes: [], colors: [] }, {})).toBeNull();
    expect(choiceError({ sizes: [], colors: ['Red'] }, {})).toBe(MESSAGES.selectColor);
    expect(choiceError({ sizes: ['M'], colors: [] }, { color: 'Red' })).toBe(MESSAGES.selectSize);
  });

  it('stores the product spelling of a choice', () => {
    expect(canonicalChoice(saree.colors, ' maroon ')).toBe('Maroon');
    expect(canonicalChoice(saree.colors, 'as per the image')).toBe(AS_PER_IMAGE_COLOUR);
    expect(canonicalChoice([], 'Red')).toBe('');
  });
});

describe('availableStock and lineAvailable', () => {
  it('subtracts live reservations and never goes below 0', () => {
    expect(availableStock(3, 0)).toBe(3);
    expect(availableStock(3, 2)).toBe(1);
    expect(availableStock(3, 5)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 1000 }),
        fc.integer({ min: -5, max: 1000 }),
        (stock, reserved) => {
          const left = availableStock(stock, reserved);
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left).toBeLessThanOrEqual(Math.max(0, stock));
        },
      ),
    );
  });

  it('needs the product on sale and enough pieces for the quantity', () => {
    expect(lineAvailable({ productAvailable: true, stockLeft: 2, quantity: 2 })).toBe(true);
    expect(lineAvailable({ productAvailable: true, stockLeft: 1, quantity: 2 })).toBe(false);
    expect(lineAvailable({ productAvailable: false, stockLeft: 9, quantity: 1 })).toBe(false);
  });
});

describe('checkout gating', () => {
  it('blocks checkout while any line is unavailable', () => {
    expect(checkoutBlocker([{ available: true }, { available: false }])).toBe(MESSAGES.cartHasOutOfStock);
    expect(checkoutBlocker([{ available: true }])).toBeNull();
    expect(checkoutBlocker([])).toBeNull();
  });

  it("reads 'Buy Now' for one line and 'Checkout' for several", () => {
    expect(cartButtonLabel(1)).toBe('Buy Now');
    expect(cartButtonLabel(2)).toBe('Checkout');
  });
});

describe('couponAttempt', () => {
  it('gives the spec messages', () => {
    expect(couponAttempt('', false, 'line')).toEqual({ outcome: 'blank', message: MESSAGES.enterCoupon });
    expect(couponAttempt('promo2024', false, 'line').message).toBe(MESSAGES.invalidCoupon);
    expect(couponAttempt('PROMO2024', false, 'line').message).toBe(MESSAGES.lineCouponApplied);
    expect(couponAttempt('PROMO2024', true, 'line').message).toBe(MESSAGES.lineCouponAlreadyApplied);
    expect(couponAttempt('PROMO2024', false, 'bundle').message).toBe(MESSAGES.bundleCouponApplied);
    expect(couponAttempt('PROMO2024', true, 'bundle').message).toBe(MESSAGES.bundleCouponAlreadyApplied);
  });

  it('applies once: a run of attempts discounts a cart exactly as a single attempt does', () => {
    const line = { unitPrice: 1299, quantity: 2, couponApplied: false };
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('PROMO2024', 'promo', ''), { minLength: 1, maxLength: 6 }),
        (codes) => {
          let applied = false;
          let appliedCount = 0;
          for (const code of codes) {
            const attempt = couponAttempt(code, applied, 'line');
            if (attempt.outcome === 'applied') {
              applied = true;
              appliedCount += 1;
            }
          }
          expect(appliedCount).toBe(codes.includes('PROMO2024') ? 1 : 0);
          const total = cartSummary([{ ...line, couponApplied: applied }], {
            bundleCoupon: false,
          }).totalAmount;
          expect(total).toBe(applied ? 2338.2 : 2598);
        },
      ),
    );
  });
});

describe('amountMatches', () => {
  it('compares to the paisa', () => {
    expect(amountMatches(1099, 1099)).toBe(true);
    expect(amountMatches(1098.99, 1099)).toBe(false);
    expect(amountMatches(0.1 + 0.2, 0.3)).toBe(true);
    expect(amountMatches(Number.NaN, 0)).toBe(false);
  });

  it('accepts the server figure and refuses every cheaper one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 100_000 }),
        (unit, qty, coupon, cutPaise) => {
          const total = singlePurchaseTotal(unit, qty, coupon);
          expect(amountMatches(total, total)).toBe(true);
          expect(amountMatches(total - cutPaise / 100, total)).toBe(false);
        },
      ),
    );
  });
});

describe('bundle maths with the spec numbers', () => {
  it('PROMO2024 on a line and on the bundle, shipping from ₹1000', () => {
    // Two lines: ₹999 with the line coupon (899.10) and ₹500; bundle coupon on 1399.10 → 1259.19.
    const lines = [
      { unitPrice: 999, quantity: 1, couponApplied: true },
      { unitPrice: 500, quantity: 1, couponApplied: false },
    ];
    const s = cartSummary(lines, { bundleCoupon: true });
    expect(s.totalMrp).toBe(1499);
    expect(s.couponDiscount).toBe(239.81);
    expect(s.shippingFee).toBe(0);
    expect(s.totalAmount).toBe(1259.19);
    expect(
      cartSummary([{ unitPrice: 999, quantity: 1, couponApplied: false }], { bundleCoupon: false })
        .totalAmount,
    ).toBe(1099);
    expect(
      cartSummary([{ unitPrice: 1000, quantity: 1, couponApplied: false }], { bundleCoupon: false })
        .totalAmount,
    ).toBe(1000);
    expect(
      cartSummary([{ unitPrice: 1001, quantity: 1, couponApplied: false }], { bundleCoupon: false })
        .totalAmount,
    ).toBe(1001);
  });
});
