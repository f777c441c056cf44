import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GST_RATES, taxInvoice } from './gst.ts';
import { allocateDiscount, lineShares, netOfShares, orderMoney, sharesOfPriced } from './line-shares.ts';
import { type EngineLine, priceCart, shippingPaise } from './offer-engine.ts';
import { bundleCharges, chargedPaise, type OrderCharges } from './order-charges.ts';
import { PROMO2024_TERMS } from './offers.ts';
import { offer, offerArb } from './offer-test-data.ts';
import { fromPaise, toPaise } from './pricing.ts';
import { replayReturns } from './return-replay.ts';

describe('allocateDiscount', () => {
  it('spreads pro rata by largest remainder, the earlier line first on a tie', () => {
    expect(allocateDiscount(100, [300, 300, 300])).toEqual([34, 33, 33]);
    expect(allocateDiscount(30000, [160000, 80000])).toEqual([20000, 10000]);
    expect(allocateDiscount(1, [50, 50])).toEqual([1, 0]);
    expect(allocateDiscount(7, [10, 0, 30])).toEqual([2, 0, 5]);
  });

  it('never takes a line above its value nor below nothing; a discount above the lines is cut to their sum', () => {
    expect(allocateDiscount(500, [100, 50])).toEqual([100, 50]);
    expect(allocateDiscount(10, [0, 0])).toEqual([0, 0]);
    expect(allocateDiscount(0, [5, 5])).toEqual([0, 0]);
    expect(allocateDiscount(10, [])).toEqual([]);
  });

  it('refuses what is not whole paise of at least 0', () => {
    expect(() => allocateDiscount(-1, [10])).toThrow(RangeError);
    expect(() => allocateDiscount(1.5, [10])).toThrow(RangeError);
    expect(() => allocateDiscount(1, [10, -2])).toThrow(RangeError);
  });

  it('adds up to the discount to the paisa, each share within 0 and its line (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 12 }),
        (discount, values) => {
          const shares = allocateDiscount(discount, values);
          const sum = values.reduce((a, b) => a + b, 0);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.min(discount, sum));
          shares.forEach((s, i) => {
            expect(Number.isInteger(s)).toBe(true);
            expect(s).toBeGreaterThanOrEqual(0);
            expect(s).toBeLessThanOrEqual(values[i]);
          });
        },
      ),
      { numRuns: 2000 },
    );
  }, 60_000);
});

describe('lineShares and netOfShares', () => {
  it("keeps a line's own discounts on it, then allocates each bag discount over what is left", () => {
    const promo = { offerId: 1, code: 'PROMO2024', paise: 27000 };
    const shares = lineShares(
      [{ valuePaise: 270000, own: [promo] }, { valuePaise: 30000 }],
      [{ offerId: 7, code: null, paise: 30000 }],
    );
    // ₹2,430 and ₹300 left: ₹300 off spread 2430 : 300.
    expect(shares).toEqual([
      {
        discountPaise: 27000 + 26703,
        discounts: [promo, { offerId: 7, code: null, paise: 26703 }],
      },
      { discountPaise: 3297, discounts: [{ offerId: 7, code: null, paise: 3297 }] },
    ]);
  });

  it('cuts an own discount to its line, and lines to the goods paid', () => {
    expect(
      lineShares([{ valuePaise: 500, own: [{ offerId: 2, code: null, paise: 900 }] }])[0].discountPaise,
    ).toBe(500);
    expect(
      netOfShares(
        [
          { grossPaise: 1000, discountPaise: 100 },
          { grossPaise: 3000, discountPaise: 0 },
        ],
        3500,
      ),
    ).toEqual([808, 2692]);
    // Paid more than the lines after discount: the rest is a charge (shipping), the lines stay.
    expect(netOfShares([{ grossPaise: 1000, discountPaise: 100 }], 1000)).toEqual([900]);
  });
});

// The engine's own random carts and offers (as in offer-engine.test.ts), priced, then stored as order lines with
// their shares: the invoice, the charges and every return read the shares back.
const promo = offer(PROMO2024_TERMS, { id: 1 });
const lineArb = fc.record({
  paise: fc.integer({ min: 0, max: 1_000_000 }),
  quantity: fc.integer({ min: 1, max: 6 }),
  category: fc.constantFrom('Saree', 'Women Western', 'Accessories'),
  promo: fc.boolean(),
});
const orderArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 5 }),
  offers: fc.array(offerArb, { maxLength: 4 }),
  bagCode: fc.boolean(),
  codFeePaise: fc.constantFrom(0, 4900, 9950),
  returns: fc.array(fc.record({ line: fc.nat(4), quantity: fc.integer({ min: 1, max: 6 }) }), {
    maxLength: 8,
  }),
});
type Order = typeof orderArb extends fc.Arbitrary<infer O> ? O : never;

function placed(o: Order) {
  const lines: EngineLine[] = o.lines.map((l, i) => ({
    lineId: i + 1,
    productId: 1,
    variantId: null,
    category: l.category,
    unitPricePaise: l.paise,
    quantity: l.quantity,
    code: l.promo ? 'PROMO2024' : null,
  }));
  const priced = priceCart({
    lines,
    offers: [promo, ...o.offers],
    shopper: { ordersByAccount: 0, ordersByPhone: 0, usesByOffer: {} },
    now: new Date('2026-11-10T06:30:00Z'),
    code: o.bagCode ? 'PROMO2024' : null,
    codFeePaise: o.codFeePaise,
  });
  const shares = sharesOfPriced(priced);
  // The bundle's rows as save-bundle writes them: unit price in rupees, the line's share; the total without COD.
  const stored = lines.map((l, i) => ({
    lineId: i + 1,
    unitPrice: fromPaise(l.unitPricePaise),
    quantity: l.quantity,
    couponApplied: l.code !== null,
    discountPaise: shares[i].discountPaise,
  }));
  const charges = bundleCharges({
    lines: stored,
    bundleCoupon: o.bagCode,
    totalAmount: fromPaise(priced.totalPaise - priced.codFeePaise),
    codFee: fromPaise(o.codFeePaise),
  });
  return { priced, shares, stored, charges };
}

/** Replays the returns of an order valued by `charges`; each with what its pieces cost after every discount. */
const replay = (o: Order, paidPerLine: number[], charges: OrderCharges) =>
  // The engine's own figure for the line after every discount, for these pieces, rounded up.
  replayReturns(
    charges,
    o.lines.map((l) => l.quantity),
    o.returns,
    (index, pieces) => Math.ceil((paidPerLine[index] * pieces) / o.lines[index].quantity),
  ).paid;

const neverMoreThanPaid = (valued: (o: Order) => OrderCharges) =>
  fc.property(orderArb, (o) => {
    const { priced } = placed(o);
    const charges = valued(o);
    const paid = replay(
      o,
      priced.lines.map((l) => l.totalPaise),
      charges,
    );
    for (const p of paid) expect(p.paise).toBeLessThanOrEqual(p.ceiling);
    const total = paid.reduce((s, p) => s + p.paise, 0);
    expect(total).toBeLessThanOrEqual(priced.totalPaise);
    if (paid.at(-1)?.whole) expect(total).toBe(priced.totalPaise);
  });

describe('orders priced by the engine and stored with their shares (property)', () => {
  it('shares add up to the discount; totals are never negative nor above the undiscounted total', () => {
    fc.assert(
      fc.property(orderArb, (o) => {
        const { priced, shares, charges } = placed(o);
        expect(shares.reduce((s, l) => s + l.discountPaise, 0)).toBe(priced.discountPaise);
        shares.forEach((s, i) => {
          expect(s.discountPaise).toBeGreaterThanOrEqual(0);
          expect(s.discountPaise).toBeLessThanOrEqual(priced.lines[i].amountPaise);
          expect(s.discounts.reduce((a, d) => a + d.paise, 0)).toBe(s.discountPaise);
        });
        const undiscounted = priced.goodsPaise + shippingPaise(priced.goodsPaise) + priced.codFeePaise;
        expect(priced.totalPaise).toBeGreaterThanOrEqual(0);
        expect(priced.totalPaise).toBeLessThanOrEqual(undiscounted);
        // The stored order is charged what the engine charged, shipping after offers included.
        expect(chargedPaise(charges)).toBe(priced.totalPaise);
        expect(charges.shippingPaise).toBe(priced.shippingPaise);
        charges.lines.forEach((l, i) => {
          expect(l.netPaise).toBe(priced.lines[i].totalPaise);
        });
      }),
      { numRuns: 1000 },
    );
  }, 60_000);

  it('the invoice lines add up to the order total to the paisa, each showing its discount', () => {
    fc.assert(
      fc.property(orderArb, fc.boolean(), (o, intraState) => {
        const { priced, shares, stored } = placed(o);
        const invoice = taxInvoice({
          lines: stored.map((l, i) => ({
            description: `line ${i}`,
            hsn: '6204',
            unitPrice: l.unitPrice,
            quantity: l.quantity,
            couponApplied: l.couponApplied,
            discountPaise: shares[i].discountPaise,
          })),
          bundleCoupon: o.bagCode,
          shipping: fromPaise(priced.shippingPaise),
          codFee: fromPaise(priced.codFeePaise),
          date: '2026-11-27',
          intraState,
          rates: DEFAULT_GST_RATES,
        });
        expect(toPaise(invoice.totals.total)).toBe(priced.totalPaise);
        expect(invoice.lines.reduce((s, l) => s + toPaise(l.value), 0)).toBe(priced.totalPaise);
        expect(toPaise(invoice.totals.discount)).toBe(priced.discountPaise);
        priced.lines.forEach((l, i) => {
          const line = invoice.lines[i];
          expect(toPaise(line.discount)).toBe(shares[i].discountPaise);
          expect(toPaise(line.value)).toBe(l.totalPaise);
          // Tax on the value after discount: the taxable value and the tax add up to it.
          expect(toPaise(line.taxableValue) + toPaise(line.cgst + line.sgst + line.igst)).toBe(l.totalPaise);
        });
      }),
      { numRuns: 1000 },
    );
  }, 60_000);

  it('a partial return never refunds more than its lines cost after discounts; all back is all paid', () => {
    fc.assert(
      neverMoreThanPaid((o) => placed(o).charges),
      { numRuns: 1500 },
    );
  }, 60_000);

  it('would catch the bug it fixes: returns valued before the offers', () => {
    const undiscounted = (o: Order) => {
      const { stored, charges } = placed(o);
      return {
        ...charges,
        lines: charges.lines.map((l, i) => ({
          ...l,
          netPaise: toPaise(stored[i].unitPrice) * stored[i].quantity,
        })),
      };
    };
    expect(fc.check(neverMoreThanPaid(undiscounted), { numRuns: 500 }).failed).toBe(true);
  });
});

describe('orderMoney (an order page: lines before and after discount, delivery, total)', () => {
  it('a bundle with a ₹150 and a ₹90 discount and ₹100 delivery', () => {
    expect(
      orderMoney(
        [
          { grossPaise: 150000, discountPaise: 15000 },
          { grossPaise: 90000, discountPaise: 9000 },
        ],
        226000,
      ),
    ).toEqual({
      lines: [
        { grossPaise: 150000, discountPaise: 15000, extraPaise: 0, netPaise: 135000 },
        { grossPaise: 90000, discountPaise: 9000, extraPaise: 0, netPaise: 81000 },
      ],
      grossPaise: 240000,
      discountPaise: 24000,
      chargesPaise: 10000,
      totalPaise: 226000,
    });
  });

  it('lines worth more after discount than was paid take the difference as more discount', () => {
    const money = orderMoney([{ grossPaise: 100000, discountPaise: 0 }], 90000);
    expect(money.lines[0]).toEqual({
      grossPaise: 100000,
      discountPaise: 10000,
      extraPaise: 10000,
      netPaise: 90000,
    });
    expect(money.chargesPaise).toBe(0);
  });

  it('law: the rows add up to what was paid; a line never shows less than its stored discount nor more than itself', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc
            .tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }))
            .map(([grossPaise, d]) => ({ grossPaise, discountPaise: Math.min(d, grossPaise) })),
          { minLength: 1, maxLength: 6 },
        ),
        fc.integer({ min: 0, max: 80_000_000 }),
        (lines, totalPaise) => {
          const money = orderMoney(lines, totalPaise);
          expect(money.grossPaise - money.discountPaise + money.chargesPaise).toBe(totalPaise);
          money.lines.forEach((l, i) => {
            expect(l.discountPaise).toBeGreaterThanOrEqual(lines[i].discountPaise);
            expect(l.netPaise).toBeGreaterThanOrEqual(0);
            expect(l.grossPaise - l.discountPaise).toBe(l.netPaise);
          });
        },
      ),
    );
  });
});
