import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  controlCharacterIn,
  findControlCharacter,
  idFromText,
  idSchema,
  isIdInRange,
  MAX_ID,
} from './input.ts';

describe('ids', () => {
  it('takes 1 to 2 147 483 647 as a number or digits, and nothing else', () => {
    expect(idFromText(' 12 ')).toBe(12);
    expect(idFromText(String(MAX_ID))).toBe(MAX_ID);
    for (const text of ['0', '-1', '2147483648', '99999999999', '1e3', '0x10', '12a', '', ' ', '1.0', '٣'])
      expect(idFromText(text), text).toBeNaN();
    const schema = idSchema('Bad id.');
    expect(schema.parse('7')).toBe(7);
    expect(schema.parse(MAX_ID)).toBe(MAX_ID);
    for (const value of [0, -3, 1.5, MAX_ID + 1, 9_999_999_999_999, Number.NaN, '2147483648', null, {}, true])
      expect(schema.safeParse(value).error?.issues[0].message, String(value)).toBe('Bad id.');
  });

  it('agrees with the integer column for every number (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), (n) => {
        const fits = n >= 1 && n <= MAX_ID;
        expect(isIdInRange(n)).toBe(fits);
        expect(Number.isNaN(idFromText(String(n)))).toBe(!fits);
      }),
    );
  });
});

describe('control characters', () => {
  it('finds C0 (but tab and line breaks), DEL and C1 controls', () => {
    expect(controlCharacterIn('a\u0000b')).toBe('U+0000');
    expect(controlCharacterIn('\u001b[31m')).toBe('U+001B');
    expect(controlCharacterIn('x\u007f')).toBe('U+007F');
    expect(controlCharacterIn('next\u0085line')).toBe('U+0085');
    expect(controlCharacterIn('tab\tand\r\nlines, ₹ 1,299 😀')).toBeNull();
  });

  it('names the field holding one, at any depth, keys included, and skips raw bytes', () => {
    expect(findControlCharacter({ deliveryAddress: { city: 'Pune\u0000' } })).toEqual({
      field: 'deliveryAddress.city',
      character: 'U+0000',
    });
    expect(findControlCharacter({ products: [{ size: 'M' }, { size: '\u0007' }] })?.field).toBe(
      'products.1.size',
    );
    expect(findControlCharacter({ 'na\u0000me': 'x' })?.character).toBe('U+0000');
    expect(findControlCharacter('q\u0001', 'query')?.field).toBe('query');
    expect(findControlCharacter(new Uint8Array([0, 1, 2]))).toBeNull();
    expect(findControlCharacter({ a: 1, b: [true, null], c: 'fine' })).toBeNull();
  });
});
