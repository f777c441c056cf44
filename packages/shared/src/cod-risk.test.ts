import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CodSettings, CodSettingsSchema, codRiskRefusal, DEFAULT_COD_SETTINGS } from './cod.ts';
import { type CodRiskInput, codRisk, codRiskLevel } from './cod-risk.ts';

const base: CodRiskInput = {
  pincode: { code: '560025', orders: 0, refused: 0 },
  phone: { orders: 0, refused: 0 },
  orderValue: 800,
  account: { ageDays: 400, deliveredOrders: 1 },
};

describe('codRisk', () => {
  it('scores a known shopper with a clean history low, with her delivered order as a reason', () => {
    const risk = codRisk(base);
    expect(risk.score).toBe(0);
    expect(risk.reasons).toEqual([
      { code: 'DELIVERED_BEFORE', weight: -5, text: '1 earlier order delivered to her.' },
    ]);
    expect(codRiskLevel(risk.score)).toBe('low');
  });

  it('adds each reason with its weight and a readable text, largest first', () => {
    const risk = codRisk({
      pincode: { code: '110001', orders: 4, refused: 3 },
      phone: { orders: 2, refused: 1 },
      orderValue: 2_600,
      account: { ageDays: 0.2, deliveredOrders: 0 },
    });
    expect(risk.reasons).toEqual(
      [
        {
          code: 'PINCODE_REFUSALS',
          weight: 20,
          text: 'Pincode 110001: 3 of 4 past COD orders refused or returned (75%).',
        },
        { code: 'PHONE_REFUSALS', weight: 25, text: 'This phone number refused 1 earlier COD order (of 2).' },
        { code: 'NEW_ACCOUNT', weight: 15, text: 'New account: made today.' },
        { code: 'ORDER_VALUE', weight: 10, text: 'High order value: ₹2,600 (₹2,500 or more).' },
        { code: 'NO_DELIVERED_ORDER', weight: 10, text: 'No order of hers has been delivered yet.' },
      ].sort((a, b) => b.weight - a.weight),
    );
    expect(risk.score).toBe(80);
    expect(codRiskLevel(risk.score)).toBe('high');
  });

  it('caps the phone at 40 points and the score at 100, and never goes below 0', () => {
    const worst = codRisk({
      pincode: { code: '110001', orders: 100, refused: 100 },
      phone: { orders: 9, refused: 9 },
      orderValue: 90_000,
      account: { ageDays: 0, deliveredOrders: 0 },
    });
    expect(worst.reasons.find((r) => r.code === 'PHONE_REFUSALS')?.weight).toBe(40);
    expect(worst.score).toBe(100);
    expect(codRisk({ ...base, account: { ageDays: 900, deliveredOrders: 30 } }).score).toBe(0);
  });

  it('treats refusals beyond the orders, negatives and NaN as what can be true', () => {
    const odd = codRisk({
      pincode: { code: '560025', orders: 1, refused: 5 },
      phone: { orders: -3, refused: 2 },
      orderValue: Number.NaN,
      account: { ageDays: Number.NaN, deliveredOrders: -1 },
    });
    expect(odd.reasons.map((r) => r.code).sort()).toEqual(
      ['NEW_ACCOUNT', 'NO_DELIVERED_ORDER', 'PINCODE_REFUSALS'].sort(),
    );
    expect(odd.reasons.find((r) => r.code === 'PINCODE_REFUSALS')?.text).toContain(
      '1 of 1 past COD order refused',
    );
  });

  const history = fc.record({
    pinOrders: fc.nat(200),
    pinRefused: fc.nat(200),
    phoneOrders: fc.nat(20),
    phoneRefused: fc.nat(20),
    value: fc.integer({ min: 1, max: 200_000 }),
    age: fc.integer({ min: 0, max: 3_000 }),
    delivered: fc.nat(50),
  });
  type History = {
    pinOrders: number;
    pinRefused: number;
    phoneOrders: number;
    phoneRefused: number;
    value: number;
    age: number;
    delivered: number;
  };
  const input = (h: History): CodRiskInput => ({
    pincode: { code: '560025', orders: h.pinOrders, refused: Math.min(h.pinRefused, h.pinOrders) },
    phone: { orders: h.phoneOrders, refused: Math.min(h.phoneRefused, h.phoneOrders) },
    orderValue: h.value,
    account: { ageDays: h.age, deliveredOrders: h.delivered },
  });

  it('is monotone: a refusal more, a dearer order, a younger account or fewer deliveries never lowers the score', () => {
    fc.assert(
      fc.property(history, fc.nat(10), (h, more) => {
        const i = input(h);
        const s = codRisk(i).score;
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(100);
        expect(Number.isInteger(s)).toBe(true);
        // the same past orders, `more` of the delivered ones refused instead
        const pinRefused = Math.min(i.pincode.orders, i.pincode.refused + more);
        expect(
          codRisk({ ...i, pincode: { ...i.pincode, refused: pinRefused } }).score,
        ).toBeGreaterThanOrEqual(s);
        const phone = { orders: i.phone.orders + more, refused: i.phone.refused + more };
        expect(codRisk({ ...i, phone }).score).toBeGreaterThanOrEqual(s);
        expect(codRisk({ ...i, orderValue: i.orderValue + more * 500 }).score).toBeGreaterThanOrEqual(s);
        const younger = { ...i.account, ageDays: Math.max(0, i.account.ageDays - more * 3) };
        expect(codRisk({ ...i, account: younger }).score).toBeGreaterThanOrEqual(s);
        const fewer = { ...i.account, deliveredOrders: Math.max(0, i.account.deliveredOrders - more) };
        expect(codRisk({ ...i, account: fewer }).score).toBeGreaterThanOrEqual(s);
      }),
    );
  });

  it('explains every point: the score is the sum of the reasons, kept within 0–100', () => {
    fc.assert(
      fc.property(history, (h) => {
        const { score, reasons } = codRisk(input(h));
        const sum = reasons.reduce((t, r) => t + r.weight, 0);
        expect(score).toBe(Math.max(0, Math.min(100, sum)));
        for (const r of reasons) {
          expect(r.weight).not.toBe(0);
          expect(r.text).toMatch(/^[A-Z0-9].*\.$/);
        }
      }),
    );
  });
});

describe("the owner's risk rules", () => {
  const settings: CodSettings = { ...DEFAULT_COD_SETTINGS, enabled: true };
  it('asks for online payment only above the threshold', () => {
    const rule = { ...settings, prepayAboveScore: 60 };
    expect(codRiskRefusal(rule, 60)).toBeNull();
    expect(codRiskRefusal(rule, 61)).toEqual({
      code: 'COD_PAY_ONLINE',
      message: 'Pay on delivery is not available for this order. Please pay online.',
    });
    expect(codRiskRefusal(settings, 100)).toBeNull();
  });

  it('validates the rules with readable messages', () => {
    const ok = { enabled: true, fee: 49, maxOrderValue: 3000, refusedPincodes: [], maxOpenOrders: 2 };
    expect(CodSettingsSchema.parse(ok)).toMatchObject({ prepayAboveScore: null });
    const error = (extra: object) =>
      CodSettingsSchema.safeParse({ ...ok, ...extra }).error?.issues[0].message;
    expect(error({ prepayAboveScore: 120 })).toBe(
      'The score above which online payment is asked for must be a whole number from 0 to 99.',
    );
  });
});
