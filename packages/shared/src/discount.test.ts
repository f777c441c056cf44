import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountLabel, discountPercent } from './discount.ts';

describe('discountLabel', () => {
  it('shows the rounded percentage when the old price is higher', () => {
    expect(discountLabel(750, 1000)).toBe('25% off');
    expect(discountLabel(770, 1000)).toBe('23% off');
    expect(discountLabel(899, 1299)).toBe('31% off');
    expect(discountLabel(875, 1000)).toBe('13% off');
  });

  it('shows nothing when the prices are equal or the new price is higher', () => {
    expect(discountLabel(1000, 1000)).toBeNull();
    expect(discountLabel(1200, 1000)).toBeNull();
  });

  it('shows nothing when a price is missing or unusable', () => {
    expect(discountLabel(750, null)).toBeNull();
    expect(discountLabel(750, undefined)).toBeNull();
    expect(discountLabel(null, 1000)).toBeNull();
    expect(discountLabel(undefined, undefined)).toBeNull();
    expect(discountLabel(Number.NaN, 1000)).toBeNull();
    expect(discountLabel(750, Number.POSITIVE_INFINITY)).toBeNull();
    expect(discountLabel(-10, 1000)).toBeNull();
    expect(discountLabel(-10, 0)).toBeNull();
  });
});

describe('discountPercent', () => {
  it('returns the number alone', () => {
    expect(discountPercent(750, 1000)).toBe(25);
    expect(discountPercent(0, 1000)).toBe(100);
    expect(discountPercent(1000, 1000)).toBeNull();
  });

  it('is between 0 and 100 whenever the old price is higher', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (newPrice, extra) => {
          const percent = discountPercent(newPrice, newPrice + extra);
          expect(percent).not.toBeNull();
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
          expect(Number.isInteger(percent)).toBe(true);
        },
      ),
    );
  });

  it('is null whenever the new price is not lower', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1000 }), (old, extra) => {
        expect(discountPercent(old + extra, old)).toBeNull();
      }),
    );
  });
});
