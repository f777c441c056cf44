import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageRating, starFill } from './ratings.ts';

describe('averageRating', () => {
  it('is the mean to one decimal place', () => {
    expect(averageRating([5, 4])).toBe(4.5);
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([1, 2, 2])).toBe(1.7);
    expect(averageRating([3])).toBe(3);
  });

  it('is 0 with no ratings', () => {
    expect(averageRating([])).toBe(0);
  });

  it('stays within the lowest and highest rating', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1 }), (ratings) => {
        const average = averageRating(ratings);
        expect(average).toBeGreaterThanOrEqual(Math.min(...ratings));
        expect(average).toBeLessThanOrEqual(Math.max(...ratings));
      }),
    );
  });
});

describe('starFill', () => {
  it('draws full, half and empty stars', () => {
    expect(starFill(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFill(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFill(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFill(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFill(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFill(0.5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
  });

  it('clamps values outside 0 to 5', () => {
    expect(starFill(7)).toEqual(starFill(5));
    expect(starFill(-2)).toEqual(starFill(0));
    expect(starFill(Number.NaN)).toEqual(starFill(0));
  });

  it('always draws five stars: full, then at most one half, then empty', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 10, noNaN: true }), (average) => {
        const stars = starFill(average);
        expect(stars).toHaveLength(5);
        expect(stars.join(',')).toMatch(/^(full,?)*(half,?)?(empty,?)*$/);
        const clamped = Math.min(Math.max(average, 0), 5);
        expect(stars.filter((s) => s === 'full')).toHaveLength(Math.floor(clamped));
      }),
    );
  });
});
