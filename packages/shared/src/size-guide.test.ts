import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SizeGuideInputSchema } from './size-guide.ts';
import {
  inUnit,
  measurementError,
  recommendSize,
  type SizeGuideRow,
  sizeGuideError,
  toCm,
} from './size-guide-rules.ts';

const rows: SizeGuideRow[] = [
  { size: 'XS', bust: 81, waist: 66, hip: 89 },
  { size: 'S', bust: 86, waist: 71, hip: 94 },
  { size: 'M', bust: 91, waist: 76, hip: 99 },
  { size: 'L', bust: 97, waist: 81, hip: 104 },
  { size: 'XL', bust: 102, waist: 86, hip: 109 },
  { size: 'XXL', bust: 107, waist: 91, hip: 114 },
];

describe('recommendSize', () => {
  it('picks the smallest size whose bust, waist and hip all fit', () => {
    expect(recommendSize(rows, { bust: 88, waist: 70, hip: 95 })).toEqual({
      size: 'M',
      message: 'Your size is M.',
    });
    expect(recommendSize(rows, { bust: 81, waist: 66, hip: 89 }).size).toBe('XS');
  });

  it('lets the largest measurement decide: a small bust with a wide hip gets the hip’s size', () => {
    expect(recommendSize(rows, { bust: 80, waist: 64, hip: 108 }).size).toBe('XL');
  });

  it('says which measurement is beyond the largest size when none fits', () => {
    const answer = recommendSize(rows, { bust: 100, waist: 80, hip: 120 });
    expect(answer.size).toBeNull();
    expect(answer.message).toBe(
      'No size in this guide fits: your hip 120 cm (largest 114 cm) is more than our largest size, XXL. Please contact us for a tailored fit.',
    );
    expect(recommendSize(rows, { bust: 120, waist: 80, hip: 120 }).message).toContain(
      'bust 120 cm (largest 107 cm) and hip 120 cm (largest 114 cm) are more than',
    );
  });

  it('answers plainly for an empty guide', () => {
    expect(recommendSize([], { bust: 90, waist: 70, hip: 95 }).size).toBeNull();
  });

  it('law: the recommended size fits, and no smaller size does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 60, max: 130 }),
        fc.integer({ min: 50, max: 110 }),
        fc.integer({ min: 70, max: 130 }),
        (bust, waist, hip) => {
          const answer = recommendSize(rows, { bust, waist, hip });
          const index = rows.findIndex((r) => r.size === answer.size);
          const fits = (r: SizeGuideRow) => bust <= r.bust && waist <= r.waist && hip <= r.hip;
          if (index === -1) return !rows.some(fits);
          return fits(rows[index]) && !rows.slice(0, index).some(fits);
        },
      ),
    );
  });
});

describe('size guide table checks', () => {
  it('accepts the defaults and rounds to one decimal', () => {
    const parsed = SizeGuideInputSchema.parse({ rows: [{ size: ' S ', bust: 86.04, waist: 71, hip: 94 }] });
    expect(parsed.rows[0]).toEqual({ size: 'S', bust: 86, waist: 71, hip: 94 });
    expect(sizeGuideError(rows)).toBeNull();
  });

  it('refuses repeated sizes, shrinking sizes, mixed lengths and bad numbers with a readable message', () => {
    expect(sizeGuideError([rows[0], { ...rows[1], size: 'xs' }])).toBe('Size xs appears twice.');
    expect(sizeGuideError([rows[1], rows[0]])).toBe(
      "List sizes from smallest to largest: XS's bust (81 cm) is less than S's (86 cm).",
    );
    expect(sizeGuideError([{ ...rows[0], length: 100 }, rows[1]])).toBe(
      'Give a length for every size, or for none.',
    );
    const bad = (row: Record<string, unknown>) =>
      SizeGuideInputSchema.safeParse({ rows: [{ size: 'M', bust: 90, waist: 70, hip: 95, ...row }] }).error
        ?.issues[0]?.message;
    expect(bad({ bust: -5 })).toBe('Bust must be between 40 and 250 cm.');
    expect(bad({ waist: '70' })).toBe('Waist must be a number of centimetres.');
    expect(bad({ hip: 1e9 })).toBe('Hip must be between 40 and 250 cm.');
    expect(bad({ size: '' })).toBe('Each row needs a size.');
    expect(SizeGuideInputSchema.safeParse({ rows: [] }).error?.issues[0]?.message).toBe(
      'Add at least one size.',
    );
  });
});

describe('units', () => {
  it('shows centimetres as inches to one decimal and reads inches back', () => {
    expect(inUnit(91, 'in')).toBe(35.8);
    expect(inUnit(91, 'cm')).toBe(91);
    expect(toCm(36, 'in')).toBe(91.4);
  });

  it('catches a figure typed in the wrong unit', () => {
    expect(measurementError('Bust', '34', 'cm')).toBe('Bust should be between 50 and 200 cm.');
    expect(measurementError('Bust', '34', 'in')).toBeNull();
    expect(measurementError('Waist', '', 'cm')).toBe('Please enter your waist.');
    expect(measurementError('Hip', 'abc', 'in')).toBe('Please enter your hip.');
  });
});
