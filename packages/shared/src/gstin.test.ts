import { describe, expect, it } from 'vitest';
import { GSTIN_MESSAGES, gstinCheckChar, gstinError, hsnError, INDIAN_STATES, stateByName } from './gstin.ts';

describe('GSTIN', () => {
  it('computes the check character of published GSTINs', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckChar('29AAGCB7383J1Z')).toBe('4');
    expect(gstinError('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinError(' 27aapfu0939f1zv ')).toBeNull();
  });

  it('refuses a wrong check character, one typo anywhere, and says why', () => {
    expect(gstinError('27AAPFU0939F1ZW')).toBe(GSTIN_MESSAGES.checksum);
    expect(gstinError('27AAPFU0939F2ZV')).toBe(GSTIN_MESSAGES.checksum);
    expect(gstinError('27AAPFU0938F1ZV')).toBe(GSTIN_MESSAGES.checksum);
  });

  it('refuses the wrong length, shape or state code', () => {
    expect(gstinError('27AAPFU0939F1Z')).toBe(GSTIN_MESSAGES.length);
    expect(gstinError('27AAPF00939F1ZV')).toBe(GSTIN_MESSAGES.shape);
    expect(gstinError('27AAPFU0939F1XV')).toBe(GSTIN_MESSAGES.shape);
    expect(gstinError('27AAPFU0939F0ZV')).toBe(GSTIN_MESSAGES.shape);
    const first = '99AAPFU0939F1Z';
    expect(gstinError(first + gstinCheckChar(first))).toBe(GSTIN_MESSAGES.state);
  });

  it("checks the state code against the shop's state", () => {
    expect(gstinError('27AAPFU0939F1ZV', '27')).toBeNull();
    expect(gstinError('27AAPFU0939F1ZV', '29')).toBe(GSTIN_MESSAGES.stateMismatch);
  });

  it('states have unique two-digit codes and are found by their usual names', () => {
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(INDIAN_STATES.length);
    expect(stateByName(' karnataka ')?.code).toBe('29');
    expect(stateByName('Orissa')?.code).toBe('21');
    expect(stateByName('New Delhi')?.code).toBe('07');
    expect(stateByName('Atlantis')).toBeNull();
  });

  it('HSN codes have 4, 6 or 8 digits', () => {
    for (const ok of ['5407', '620442', '62044290']) expect(hsnError(ok)).toBeNull();
    for (const bad of ['540', '54071', '5407129', 'ABCD', '', '540712901'])
      expect(hsnError(bad)).not.toBeNull();
  });
});
