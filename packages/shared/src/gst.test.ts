import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  creditNoteLines,
  creditNoteNumber,
  DEFAULT_GST_RATES,
  financialYear,
  type GstInput,
  indiaDate,
  invoiceNumber,
  invoicePrefixError,
  rateRowFor,
  taxInvoice,
} from './gst.ts';
import { spreadPaise } from './math.ts';
import { cartSummary, singlePurchaseTotal, toPaise } from './pricing.ts';

const AFTER = '2025-11-20';
const BEFORE = '2025-09-21';
const kurta = (unitPrice: number, quantity = 1, couponApplied = false) => ({
  description: 'Kurta',
  hsn: '6204',
  unitPrice,
  quantity,
  couponApplied,
});
const invoice = (over: Partial<GstInput>) =>
  taxInvoice({
    lines: [],
    bundleCoupon: false,
    shipping: 0,
    date: AFTER,
    intraState: true,
    rates: DEFAULT_GST_RATES,
    ...over,
  });

describe('GST rate by the value of a piece', () => {
  it('is 5% at ₹2,500 a piece and 18% a paisa above, from 22 September 2025', () => {
    expect(invoice({ lines: [kurta(2500)] }).lines[0].rate).toBe(5);
    expect(invoice({ lines: [kurta(2500.01)] }).lines[0].rate).toBe(18);
  });

  it('used 5% up to ₹1,000 and 12% above before that date', () => {
    expect(invoice({ lines: [kurta(1000)], date: BEFORE }).lines[0].rate).toBe(5);
    expect(invoice({ lines: [kurta(1500)], date: BEFORE }).lines[0].rate).toBe(12);
    expect(invoice({ lines: [kurta(1500)], date: '2025-09-22' }).lines[0].rate).toBe(5);
  });

  it('a coupon moves a piece across the boundary: ₹2,700 less 10% is ₹2,430 at 5%', () => {
    expect(invoice({ lines: [kurta(2700)] }).lines[0].rate).toBe(18);
    const line = invoice({ lines: [kurta(2700, 1, true)] }).lines[0];
    expect(line).toMatchObject({ rate: 5, value: 2430, discount: 270 });
  });

  it('the bundle coupon, spread over the lines, moves a piece across too', () => {
    const lines = [kurta(2600), { ...kurta(500), description: 'Dupatta', hsn: '6214' }];
    expect(invoice({ lines }).lines[0].rate).toBe(18);
    const taxed = invoice({ lines, bundleCoupon: true }).lines;
    expect(taxed[0]).toMatchObject({ rate: 5, value: 2340 });
    expect(taxed[1]).toMatchObject({ rate: 5, value: 450 });
  });

  it('several pieces in one line are judged a piece at a time', () => {
    const line = invoice({ lines: [kurta(2400, 3)] }).lines[0];
    expect(line).toMatchObject({ quantity: 3, rate: 5, value: 7200 });
    expect(invoice({ lines: [kurta(2600, 3)] }).lines[0].rate).toBe(18);
  });

  it('woven fabric (sarees) stays at 5% whatever its value; the specific HSN row wins', () => {
    const saree = { ...kurta(9000), hsn: '5407' };
    expect(invoice({ lines: [saree] }).lines[0].rate).toBe(5);
    expect(rateRowFor('540752', AFTER, DEFAULT_GST_RATES)?.hsnPrefix).toBe('54');
    expect(rateRowFor('6204', AFTER, DEFAULT_GST_RATES)?.threshold).toBe(2500);
    expect(rateRowFor('6204', '2017-06-30', DEFAULT_GST_RATES)).toBeNull();
  });
});

describe('tax on an invoice', () => {
  it('within the state: taxable = inclusive ÷ 1.05, CGST and SGST halves', () => {
    const [line] = invoice({ lines: [kurta(1050)] }).lines;
    expect(line).toMatchObject({ taxableValue: 1000, cgst: 25, sgst: 25, igst: 0 });
  });

  it('to another state: IGST only', () => {
    const [line] = invoice({ lines: [kurta(1180 * 3)], intraState: false }).lines;
    expect(line).toMatchObject({ rate: 18, taxableValue: 3000, cgst: 0, sgst: 0, igst: 540 });
  });

  it('odd paise: the tax is the rest of the line, halves differ by at most a paisa', () => {
    const [line] = invoice({ lines: [kurta(999)] }).lines;
    expect(line.taxableValue).toBe(951.43);
    expect(line.cgst + line.sgst).toBeCloseTo(47.57, 10);
    expect(line).toMatchObject({ cgst: 23.79, sgst: 23.78 });
  });

  it('shipping is a line taxed at the rate of the principal goods, under their HSN', () => {
    const taxed = invoice({ lines: [kurta(3000), { ...kurta(400), hsn: '6214' }], shipping: 100 });
    expect(taxed.lines[2]).toMatchObject({
      description: 'Shipping charges',
      rate: 18,
      hsn: '6204',
      value: 100,
    });
    expect(taxed.lines[2].taxableValue).toBe(84.75);
  });

  it('a cash-on-delivery fee is its own charge line, taxed as shipping is; the total includes it', () => {
    const taxed = invoice({ lines: [kurta(3000)], shipping: 0, codFee: 50 });
    expect(taxed.lines).toHaveLength(2);
    expect(taxed.lines[1]).toMatchObject({ description: 'Cash on delivery charges', rate: 18, value: 50 });
    expect(taxed.totals.total).toBe(3050);
    expect(invoice({ lines: [kurta(3000)], shipping: 0, codFee: 0 }).lines).toHaveLength(1);
  });

  it('adds up to the order total to the paisa, whatever the cart (single and bundle)', () => {
    const line = fc.record({
      unitPrice: fc.integer({ min: 1, max: 20_000 }),
      quantity: fc.integer({ min: 1, max: 5 }),
      couponApplied: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        fc.boolean(),
        (lines, bundleCoupon, intra) => {
          const summary = cartSummary(lines, { bundleCoupon });
          const taxed = invoice({
            lines: lines.map((l) => ({ ...l, description: 'x', hsn: '6204' })),
            bundleCoupon,
            shipping: summary.shippingFee,
            intraState: intra,
          });
          expect(toPaise(taxed.totals.total)).toBe(toPaise(summary.totalAmount));
          const parts = taxed.totals.taxableValue + taxed.totals.cgst + taxed.totals.sgst + taxed.totals.igst;
          expect(toPaise(parts)).toBe(toPaise(summary.totalAmount));
          for (const l of taxed.lines) expect(l.taxableValue).toBeGreaterThanOrEqual(0);
        },
      ),
    );
    const single = invoice({ lines: [kurta(899, 1, true)], shipping: 100 });
    expect(single.totals.total).toBe(singlePurchaseTotal(899, 1, true));
  });

  it('spreads paise by largest remainder and keeps the sum', () => {
    expect(spreadPaise(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadPaise(10, [0, 0])).toEqual([10, 0]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1 }),
        (t, w) => {
          expect(spreadPaise(t, w).reduce((a, b) => a + b, 0)).toBe(t);
        },
      ),
    );
  });
});

describe('credit notes', () => {
  const taxed = invoice({ lines: [kurta(3000), kurta(1000)], shipping: 0 });
  it('a full refund reverses every line exactly', () => {
    const note = creditNoteLines(taxed.lines, taxed.totals.total, true);
    expect(note.lines).toEqual(taxed.lines.map((l) => ({ ...l, discount: 0 })));
    expect(note.totals.total).toBe(4000);
  });
  it('a part refund is spread pro rata at the invoice rates and adds up', () => {
    const note = creditNoteLines(taxed.lines, 1000, true);
    expect(note.totals.total).toBe(1000);
    expect(note.lines.map((l) => [l.value, l.rate, l.quantity])).toEqual([
      [750, 18, 0],
      [250, 5, 0],
    ]);
  });
});

describe('numbers, dates and words', () => {
  it('numbers invoices within the Indian financial year, at most 16 characters', () => {
    expect(financialYear('2025-04-01')).toBe('25-26');
    expect(financialYear('2026-03-31')).toBe('25-26');
    expect(financialYear('2099-12-01')).toBe('99-00');
    expect(indiaDate(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01');
    expect(invoiceNumber('ZR', '25-26', 123)).toBe('ZR/25-26/000123');
    expect(invoiceNumber('ZRF', '25-26', 1)).toBe('ZRF/25-26/000001');
    expect(creditNoteNumber('ZR', '25-26', 1)).toBe('ZR/CN/25-26/0001');
    expect(creditNoteNumber('ZRF', '25-26', 12)).toHaveLength(16);
    expect(() => creditNoteNumber('ZR', '25-26', 10_000)).toThrow(RangeError);
    expect(invoicePrefixError('ZR')).toBeNull();
    for (const bad of ['', 'ZRFS', 'Z/R', 'Z R']) expect(invoicePrefixError(bad)).not.toBeNull();
  });

  it('writes amounts in words the Indian way', () => {
    expect(amountInWords(1250.5)).toBe('Rupees One Thousand Two Hundred Fifty and Fifty Paise Only');
    expect(amountInWords(12_34_567)).toBe(
      'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven Only',
    );
    expect(amountInWords(2_00_00_000.05)).toBe('Rupees Two Crore and Five Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });
});

describe('the SKU of a line (decision 0043)', () => {
  it('carries each line its variant SKU onto the invoice and its credit notes; charges and old lines have none', () => {
    const taxed = invoice({
      lines: [{ ...kurta(1200, 2), sku: 'ZR-7-M-MAROON' }, kurta(800)],
      shipping: 99,
    });
    expect(taxed.lines.map((l) => l.sku)).toEqual(['ZR-7-M-MAROON', undefined, undefined]);
    expect('sku' in taxed.lines[1]).toBe(false);
    const note = creditNoteLines(taxed.lines, 1200, true);
    expect(note.lines[0].sku).toBe('ZR-7-M-MAROON');
    const returned = creditNoteLines(taxed.lines, 1200, true, [{ paise: 120000, quantity: 1 }]);
    expect(returned.lines).toEqual([expect.objectContaining({ sku: 'ZR-7-M-MAROON', quantity: 1 })]);
  });
});
