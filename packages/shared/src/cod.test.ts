import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COD_MESSAGES,
  CodSettingsSchema,
  codRefusal,
  codTotal,
  DEFAULT_COD_SETTINGS,
  maskEmail,
  parsePincodeList,
} from './cod.ts';

const on = { ...DEFAULT_COD_SETTINGS, enabled: true, maxOrderValue: 3000, refusedPincodes: ['110001'] };

describe('codRefusal', () => {
  it('refuses when the owner has COD off', () => {
    expect(codRefusal(DEFAULT_COD_SETTINGS, { orderValue: 100, pincode: '560001' })?.message).toBe(
      COD_MESSAGES.off,
    );
  });
  it('offers COD up to and including the maximum order value, not a paisa over', () => {
    expect(codRefusal(on, { orderValue: 3000, pincode: '560001', openOrders: 0 })).toBeNull();
    expect(codRefusal(on, { orderValue: 3000.01, pincode: '560001' })?.message).toBe(
      COD_MESSAGES.overLimit(3000),
    );
    expect(COD_MESSAGES.overLimit(3000)).toContain('₹3,000');
  });
  it('refuses a refused pincode and an address without one', () => {
    expect(codRefusal(on, { orderValue: 500, pincode: '110001' })?.message).toBe(
      COD_MESSAGES.pincodeRefused('110001'),
    );
    expect(codRefusal(on, { orderValue: 500, pincode: ' 110001 ' })?.code).toBe('COD_PINCODE_REFUSED');
    expect(codRefusal(on, { orderValue: 500, pincode: null })?.message).toBe(COD_MESSAGES.noPincode);
    // A visitor asking only about the value: no pincode rule applies.
    expect(codRefusal(on, { orderValue: 500 })).toBeNull();
  });
  it('refuses once the shopper has her limit of open COD orders', () => {
    expect(codRefusal(on, { orderValue: 500, pincode: '560001', openOrders: 1 })).toBeNull();
    expect(codRefusal(on, { orderValue: 500, pincode: '560001', openOrders: 2 })?.message).toBe(
      COD_MESSAGES.tooManyOpen(2),
    );
    expect(COD_MESSAGES.tooManyOpen(1)).toContain('1 pay-on-delivery order on');
  });
  it('never offers COD over the limit, whatever else holds (law)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.integer({ min: 0, max: 10 }),
        (value, open) => {
          const refusal = codRefusal(on, { orderValue: value, pincode: '560001', openOrders: open });
          if (value > on.maxOrderValue || open >= on.maxOpenOrders) expect(refusal).not.toBeNull();
          else expect(refusal).toBeNull();
        },
      ),
    );
  });
});

describe('COD money and input', () => {
  it('adds the fee to the paisa', () => {
    expect(codTotal(999.9, 49)).toBe(1048.9);
    expect(codTotal(0.1, 0.2)).toBe(0.3);
  });
  it('reads a typed pincode list, keeping bad entries apart', () => {
    expect(parsePincodeList('110001, 560001\n110001 12345 abc')).toEqual({
      pincodes: ['110001', '560001'],
      invalid: ['12345', 'abc'],
    });
  });
  it('validates settings with readable messages', () => {
    const bad = CodSettingsSchema.safeParse({ ...on, fee: -1, refusedPincodes: ['0123'], maxOpenOrders: 0 });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toContain('The COD fee cannot be negative.');
    expect(messages).toContain('Every refused pincode must have 6 digits.');
    expect(messages).toContain('The limit of open COD orders must be at least 1.');
    expect(
      CodSettingsSchema.parse({ ...on, refusedPincodes: ['560001', '110001', '560001'] }).refusedPincodes,
    ).toEqual(['110001', '560001']);
  });
  it('masks an e-mail', () => {
    expect(maskEmail('asha@example.in')).toBe('a***@example.in');
  });
});
