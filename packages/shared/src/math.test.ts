import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundTo } from './math.ts';

describe('roundTo', () => {
  it('rounds without float artefacts', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(0.1 + 0.2, 2)).toBe(0.3);
    expect(roundTo(899.1 * 1, 2)).toBe(899.1);
    expect(roundTo(3.45, 1)).toBe(3.5);
    expect(roundTo(12.5, 0)).toBe(13);
  });

  it('rounds half away from zero and never returns -0', () => {
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
  });

  it('leaves values already at the precision unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (paise) => {
        expect(roundTo(paise / 100, 2)).toBe(paise / 100);
      }),
    );
  });
});
