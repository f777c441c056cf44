import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taxInvoice } from './gst.ts';
import {
  bundleCharges,
  chargedPaise,
  netLinePaise,
  type OrderCharges,
  piecesPaise,
  returnValue,
  singleCharges,
} from './order-charges.ts';
import { cartSummary, lineMrp, type PricedLine, singlePurchaseTotal, toPaise } from './pricing.ts';
import { replayReturns } from './return-replay.ts';

describe('what a return of part of a bundle pays back (issue 23 item 1)', () => {
  // The finding: ₹6,899 and ₹1,499, PROMO2024 on each line and on the bundle, total ₹6,802.38.
  const lines = [
    { lineId: 1, unitPrice: 6899, quantity: 1, couponApplied: true },
    { lineId: 2, unitPrice: 1499, quantity: 1, couponApplied: true },
  ];
  const charges = bundleCharges({ lines, bundleCoupon: true, totalAmount: 6802.38, codFee: 0 });

  it('pays what the returned piece cost after both coupons, not its price and not the whole payment', () => {
    const value = returnValue(charges, new Map(), [{ lineId: 1, quantity: 1 }]);
    expect(value.totalPaise).toBe(558819);
    expect(value.wholeOrder).toBe(false);
  });

  it('pays the rest, to the paisa, when the other piece follows', () => {
    const first = returnValue(charges, new Map(), [{ lineId: 1, quantity: 1 }]);
    const second = returnValue(charges, new Map([[1, 1]]), [{ lineId: 2, quantity: 1 }]);
    expect(first.totalPaise + second.totalPaise).toBe(680238);
    expect(second.wholeOrder).toBe(true);
  });

  it('gives the same line values as the tax invoice', () => {
    const invoice = taxInvoice({
      lines: lines.map((l) => ({ ...l, description: 'x', hsn: '6204' })),
      bundleCoupon: true,
      shipping: 0,
      date: '2026-11-20',
      intraState: true,
      rates: [{ effectiveFrom: '2017-07-01', hsnPrefix: '', threshold: null, lowerRate: 5, upperRate: 5 }],
    });
    expect(invoice.lines.map((l) => toPaise(l.value))).toEqual(charges.lines.map((l) => l.netPaise));
  });
});

describe('shipping and the COD fee go back only with the last pieces', () => {
  it('a single order of two pieces: the first piece pays its half of the goods, the second the rest and shipping', () => {
    const total = singlePurchaseTotal(450, 2, false); // ₹900 + ₹100 shipping
    const charges = singleCharges({ lineId: 7, quantity: 2, price: total, shippingFee: 100, codFee: 49 });
    const first = returnValue(charges, new Map(), [{ lineId: 7, quantity: 1 }]);
    expect(first.totalPaise).toBe(45000);
    const second = returnValue(charges, new Map([[7, 1]]), [{ lineId: 7, quantity: 1 }]);
    expect(second.totalPaise).toBe(45000 + 10000 + 4900);
  });

  it('a bundle under the free-shipping threshold keeps its ₹100 while a line stays', () => {
    const lines = [
      { lineId: 1, unitPrice: 400, quantity: 1, couponApplied: false },
      { lineId: 2, unitPrice: 300, quantity: 1, couponApplied: false },
    ];
    const charges = bundleCharges({ lines, bundleCoupon: false, totalAmount: 800, codFee: 0 });
    expect(charges.shippingPaise).toBe(10000);
    expect(returnValue(charges, new Map(), [{ lineId: 1, quantity: 1 }]).totalPaise).toBe(40000);
  });

  it('an exchange does not count as sent back: the shopper keeps the new piece', () => {
    const charges = singleCharges({ lineId: 1, quantity: 1, price: 600, shippingFee: 100, codFee: 0 });
    // Nothing returned before: this return is the whole order.
    expect(returnValue(charges, new Map(), [{ lineId: 1, quantity: 1 }]).totalPaise).toBe(60000);
  });
});

describe('a stored bundle whose lines no longer rebuild its total', () => {
  it('treats the whole total as goods, spread pro rata (as its invoice does)', () => {
    const charges = bundleCharges({
      lines: [
        { lineId: 1, unitPrice: 1000, quantity: 1, couponApplied: false },
        { lineId: 2, unitPrice: 1000, quantity: 1, couponApplied: false },
      ],
      bundleCoupon: false,
      totalAmount: 1500,
      codFee: 0,
    });
    expect(charges.lines.map((l) => l.netPaise)).toEqual([75000, 75000]);
    expect(charges.shippingPaise).toBe(0);
  });
});

// Random carts: up to four lines, any mix of line coupons, the bundle coupon, a COD fee; then random partial
// returns until everything is back (or not).
const line = fc.record({
  unitPrice: fc.integer({ min: 1, max: 20_000 }),
  quantity: fc.integer({ min: 1, max: 4 }),
  couponApplied: fc.boolean(),
});
const cart = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 4 }),
  bundleCoupon: fc.boolean(),
  codFee: fc.constantFrom(0, 49, 99.5),
  returns: fc.array(fc.record({ line: fc.nat(3), quantity: fc.integer({ min: 1, max: 4 }) }), {
    maxLength: 8,
  }),
});
type Cart = typeof cart extends fc.Arbitrary<infer C> ? C : never;

function chargesOf(c: Cart): OrderCharges {
  const lines = c.lines.map((l, i) => ({ ...l, lineId: i + 1 }));
  const summary = cartSummary(lines, { bundleCoupon: c.bundleCoupon });
  return bundleCharges({
    lines,
    bundleCoupon: c.bundleCoupon,
    totalAmount: summary.totalAmount,
    codFee: c.codFee,
  });
}

/** What the pieces cost by the spec's own maths, worked independently of order-charges.ts (rupees, exact). */
function ceilingOfPieces(c: Cart, lineIndex: number, pieces: number, lineCoupons = true, bundle = true) {
  const l: PricedLine = c.lines[lineIndex];
  const unit =
    l.unitPrice * (lineCoupons && l.couponApplied ? 0.9 : 1) * (bundle && c.bundleCoupon ? 0.9 : 1);
  // Rounding to the paisa may move a line by one paisa either way.
  return toPaise(unit * pieces) + 1;
}

/** Replays the returns, valued on `valued` (the order's charges unless a test says otherwise), each with its ceiling. */
function replay(c: Cart, valued: (c: Cart) => OrderCharges) {
  const charges = valued(c);
  const { paid, before } = replayReturns(
    charges,
    c.lines.map((l) => l.quantity),
    c.returns,
    (index, pieces) => ceilingOfPieces(c, index, pieces),
  );
  return { charges, paid, before };
}

const neverMoreThanThePieces = (valued: (c: Cart) => OrderCharges) =>
  fc.property(cart, (c) => {
    const charges = chargesOf(c);
    const { paid } = replay(c, valued);
    for (const p of paid) expect(p.paise).toBeLessThanOrEqual(p.ceiling);
    const total = paid.reduce((s, p) => s + p.paise, 0);
    expect(total).toBeLessThanOrEqual(chargedPaise(charges));
    if (paid.at(-1)?.whole) expect(total).toBe(chargedPaise(charges));
  });

describe('returns never pay more than the pieces cost (property)', () => {
  it('for any cart, coupons, COD fee and sequence of partial returns', () => {
    fc.assert(neverMoreThanThePieces(chargesOf), { numRuns: 2000 });
  });

  it('the pieces of a line add up to the line exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 50 }), (net, q) => {
        const l = { quantity: q, netPaise: net };
        expect(piecesPaise(l, q)).toBe(net);
        for (let k = 1; k <= q; k++)
          expect(piecesPaise(l, k) - piecesPaise(l, k - 1)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('the lines add up to the goods paid', () => {
    fc.assert(
      fc.property(cart, (c) => {
        const net = netLinePaise(c.lines, { bundleCoupon: c.bundleCoupon });
        const summary = cartSummary(c.lines, { bundleCoupon: c.bundleCoupon });
        expect(net.reduce((a, b) => a + b, 0)).toBe(toPaise(summary.totalAmount - summary.shippingFee));
      }),
    );
  });

  it('would catch the bug it fixes: pieces valued without the bundle discount', () => {
    // The old returns repository valued a bundle line before the bundle coupon (and before its own).
    const ignoringBundle = (c: Cart) => {
      const real = chargesOf(c);
      const lines = c.lines.map((l, i) => ({ ...l, lineId: i + 1 }));
      const net = lines.map((l) => toPaise(lineMrp(l)));
      return { ...real, lines: real.lines.map((l, i) => ({ ...l, netPaise: net[i] })) };
    };
    expect(fc.check(neverMoreThanThePieces(ignoringBundle), { numRuns: 500 }).failed).toBe(true);
    expect(toPaise(lineMrp({ unitPrice: 6899, quantity: 1 }))).toBeGreaterThan(558819);
  });
});
