// GST on an order (decision 0022). Prices include GST, as Indian MRP does; the tax is worked back out of what the
// shopper paid for each piece after every discount:
//  - an order line stores its share of every offer's discount (migration 0038, `line-shares.ts`): its value is
//    price × quantity less that share, and the invoice line shows the share as its discount. Lines without a stored
//    share (the shared tests' inputs) are valued by PROMO2024's coupons as below;
//  - discounts: the line coupon is the line's own; the bundle coupon is spread over the lines pro rata to their
//    value after line coupons, to the paisa by largest remainder, so the lines add up to the order's subtotal;
//  - rate: from the dated rate table (latest row in force on the invoice date, the most specific HSN prefix first):
//    the lower rate when a piece's value after discount is at most the row's threshold (₹2,500 from 22 Sep 2025),
//    the upper rate above. The piece's value is what the shopper pays for it, GST included: a piece at or under
//    ₹2,500 including GST is certainly under ₹2,500 without it, so the shop never charges too little;
//  - taxable value = inclusive ÷ (1 + rate), rounded to the paisa; the tax is the rest of the line, so every line,
//    and so the invoice, adds up exactly to what was paid (no rounding difference to place anywhere);
//  - CGST and SGST are halves of that tax (the odd paisa goes to CGST) when the delivery state is the shop's,
//    IGST otherwise;
//  - shipping is part of a composite supply whose principal supply is the goods: it is taxed at the rate of the
//    order's principal line (the one of highest value) and reported under that line's HSN.
import type { Category } from './constants.ts';
import { netOfShares } from './line-shares.ts';
import { spreadPaise } from './math.ts';
import { netLinePaise } from './order-charges.ts';
import { fromPaise, toPaise } from './pricing.ts';

/** One dated row of the rate table; rates in percent, threshold in rupees per piece (null: one rate for all). */
export type GstRateRow = {
  effectiveFrom: string;
  hsnPrefix: string;
  threshold: number | null;
  lowerRate: number;
  upperRate: number;
};

/**
 * The rates a new shop starts with (the owner adds dated rows when the GST Council changes them). Apparel and
 * clothing accessories (chapters 61, 62, and 6214 stoles and dupattas): 5% up to ₹1,000 a piece and 12% above from
 * 1 July 2017 (notification 1/2017-CT(Rate)), 5% up to ₹2,500 and 18% above from 22 September 2025
 * (notification 9/2025-CT(Rate)). Woven fabrics (sarees sold as fabric, chapters 50, 52, 54) stay at 5% whatever
 * their value; imitation jewellery (7117) 3%; handbags (4202) 18%.
 */
export const DEFAULT_GST_RATES: readonly GstRateRow[] = [
  { effectiveFrom: '2017-07-01', hsnPrefix: '', threshold: 1000, lowerRate: 5, upperRate: 12 },
  { effectiveFrom: '2025-09-22', hsnPrefix: '', threshold: 2500, lowerRate: 5, upperRate: 18 },
  { effectiveFrom: '2017-07-01', hsnPrefix: '50', threshold: null, lowerRate: 5, upperRate: 5 },
  { effectiveFrom: '2017-07-01', hsnPrefix: '52', threshold: null, lowerRate: 5, upperRate: 5 },
  { effectiveFrom: '2017-07-01', hsnPrefix: '54', threshold: null, lowerRate: 5, upperRate: 5 },
  { effectiveFrom: '2017-07-01', hsnPrefix: '7117', threshold: null, lowerRate: 3, upperRate: 3 },
  { effectiveFrom: '2017-07-01', hsnPrefix: '4202', threshold: null, lowerRate: 18, upperRate: 18 },
];

/**
 * HSN of a product without its own code, by category (the owner can change these). Sarees: 5407, woven fabric of
 * synthetic filament (art silk, georgette, chiffon); cotton sarees are 5208 and silk 5007, set on the product.
 * Suits, ensembles, dresses, kurtas and skirts: 6204 (women's suits, ensembles, dresses, skirts, trousers).
 * Accessories: 6214 (shawls, scarves, stoles, dupattas); jewellery (7117) and bags (4202) are set on the product.
 */
export const DEFAULT_CATEGORY_HSN: Readonly<Record<Category, string>> = {
  Saree: '5407',
  'Regional Attires': '6204',
  'Women Ethnic': '6204',
  'Women Western': '6204',
  Accessories: '6214',
  'Salwar & Suits': '6204',
};

/** The row in force for an HSN code on a date (YYYY-MM-DD): the most specific prefix, then the latest date. */
export function rateRowFor(hsn: string, date: string, rows: readonly GstRateRow[]): GstRateRow | null {
  let best: GstRateRow | null = null;
  for (const row of rows) {
    if (row.effectiveFrom > date || !hsn.startsWith(row.hsnPrefix)) continue;
    if (
      !best ||
      row.hsnPrefix.length > best.hsnPrefix.length ||
      (row.hsnPrefix.length === best.hsnPrefix.length && row.effectiveFrom > best.effectiveFrom)
    )
      best = row;
  }
  return best;
}

/** The rate for `quantity` pieces worth `valuePaise` together (after discount, GST included). */
export function rateFor(row: GstRateRow, valuePaise: number, quantity: number): number {
  if (row.threshold === null) return row.lowerRate;
  return valuePaise <= toPaise(row.threshold) * quantity ? row.lowerRate : row.upperRate;
}

export type GstLineInput = {
  description: string;
  /** The variant's SKU (decision 0043), printed under the description; absent when the line names none. */
  sku?: string;
  hsn: string;
  /** Price of one piece before coupons, GST included. */
  unitPrice: number;
  quantity: number;
  couponApplied: boolean;
  /**
   * The line's stored share of every discount in paise (migration 0038: its own offers and its share of the bag's).
   * When every line has one, the lines are valued by them (price × quantity − share) instead of by the coupons.
   */
  discountPaise?: number;
  /** The offers that discount came from, each with its rupees (issue 25): printed under the line's description. */
  discounts?: readonly LineOffer[];
};

/** One offer's part of a line's discount as a document names it: the offer's name (else its code), rupees. */
export type LineOffer = { name: string; amount: number };

export type GstInput = {
  lines: readonly GstLineInput[];
  bundleCoupon: boolean;
  /** Shipping charged on the order, GST included. */
  shipping: number;
  /** The cash-on-delivery fee, GST included: a charge of the same composite supply, taxed as shipping is. */
  codFee?: number;
  /**
   * The goods' value after every discount when the lines alone cannot rebuild it (an order stored at a price that
   * has moved since): the lines are spread pro rata to it. Otherwise the coupons decide.
   */
  goodsTotal?: number;
  /** The invoice date, YYYY-MM-DD in India. */
  date: string;
  intraState: boolean;
  rates: readonly GstRateRow[];
};

export type TaxedLine = {
  description: string;
  /** The variant's SKU; documents issued before variants, and charge lines, have none. */
  sku?: string;
  /** The offers the line's discount came from; absent without a discount, and on documents issued before. */
  discounts?: LineOffer[];
  hsn: string;
  quantity: number;
  unit: 'PCS' | 'NOS';
  /** Rupees: price of a piece before discount, the discount on the line, the line after discount (GST included). */
  unitPrice: number;
  discount: number;
  value: number;
  taxableValue: number;
  rate: number;
  cgst: number;
  sgst: number;
  igst: number;
};

export type GstTotals = {
  discount: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
};

export class GstRateMissingError extends Error {
  constructor(
    readonly hsn: string,
    readonly date: string,
  ) {
    super(`no GST rate in force for HSN ${hsn} on ${date}`);
  }
}

function taxLine(
  base: Omit<TaxedLine, 'taxableValue' | 'cgst' | 'sgst' | 'igst' | 'value'>,
  valuePaise: number,
  intraState: boolean,
): TaxedLine {
  const taxable = Math.round((valuePaise * 100) / (100 + base.rate));
  const tax = valuePaise - taxable;
  const cgst = intraState ? Math.ceil(tax / 2) : 0;
  const sgst = intraState ? tax - cgst : 0;
  return {
    ...base,
    value: fromPaise(valuePaise),
    taxableValue: fromPaise(taxable),
    cgst: fromPaise(cgst),
    sgst: fromPaise(sgst),
    igst: fromPaise(intraState ? 0 : tax),
  };
}

/** The invoice's lines and totals; the total equals the goods after discounts plus shipping, to the paisa. */
export function taxInvoice(input: GstInput): { lines: TaxedLine[]; totals: GstTotals } {
  const stored = input.lines.length > 0 && input.lines.every((l) => l.discountPaise !== undefined);
  const net = stored
    ? netOfShares(
        input.lines.map((l) => ({
          grossPaise: toPaise(l.unitPrice) * l.quantity,
          discountPaise: l.discountPaise ?? 0,
        })),
        input.goodsTotal === undefined ? undefined : toPaise(input.goodsTotal),
      )
    : netLinePaise(input.lines, { bundleCoupon: input.bundleCoupon, goodsTotal: input.goodsTotal });
  const lines = input.lines.map((l, i) => {
    const row = rateRowFor(l.hsn, input.date, input.rates);
    if (!row) throw new GstRateMissingError(l.hsn, input.date);
    const mrp = toPaise(l.unitPrice) * l.quantity;
    return taxLine(
      {
        description: l.description,
        ...(l.sku ? { sku: l.sku } : {}),
        ...(stored && l.discounts && l.discounts.length > 0 && mrp > net[i]
          ? { discounts: [...l.discounts] }
          : {}),
        hsn: l.hsn,
        quantity: l.quantity,
        unit: 'PCS',
        unitPrice: l.unitPrice,
        discount: fromPaise(mrp - net[i]),
        rate: rateFor(row, net[i], l.quantity),
      },
      net[i],
      input.intraState,
    );
  });
  let principal = 0;
  for (let i = 1; i < net.length; i++) if (net[i] > net[principal]) principal = i;
  const charges: Array<[string, number]> = [
    ['Shipping charges', input.shipping],
    ['Cash on delivery charges', input.codFee ?? 0],
  ];
  const goodsLines = lines.length;
  for (const [description, amount] of charges) {
    const paise = toPaise(amount);
    if (paise <= 0 || goodsLines === 0) continue;
    lines.push(
      taxLine(
        {
          description,
          hsn: lines[principal].hsn,
          quantity: 1,
          unit: 'NOS',
          unitPrice: amount,
          discount: 0,
          rate: lines[principal].rate,
        },
        paise,
        input.intraState,
      ),
    );
  }
  return { lines, totals: totalsOf(lines) };
}

export function totalsOf(lines: readonly TaxedLine[]): GstTotals {
  const sum = (pick: (l: TaxedLine) => number) => fromPaise(lines.reduce((a, l) => a + toPaise(pick(l)), 0));
  return {
    discount: sum((l) => l.discount),
    taxableValue: sum((l) => l.taxableValue),
    cgst: sum((l) => l.cgst),
    sgst: sum((l) => l.sgst),
    igst: sum((l) => l.igst),
    total: sum((l) => l.value),
  };
}

/** A line without the offers of its discount: a credit note credits values, it names no discount. */
const withoutOffers = ({ discounts: _, ...line }: TaxedLine): TaxedLine => line;

/**
 * A credit note for `amount` rupees of an invoice: its lines scaled pro rata (largest remainder, so the note adds
 * up to the amount exactly) and taxed at the invoice's own rates; a full refund reverses the invoice line by line,
 * pieces included. A return names its own figures instead (`parts`, one per invoice line: the paise credited and
 * the pieces that came back), so the note carries exactly what the refund paid for each line.
 */
export function creditNoteLines(
  invoiceLines: readonly TaxedLine[],
  amount: number,
  intraState: boolean,
  parts?: ReadonlyArray<{ paise: number; quantity: number }>,
) {
  const values = invoiceLines.map((l) => toPaise(l.value));
  if (parts) {
    const lines = invoiceLines
      .map((l, i) => {
        const paise = Math.max(0, Math.min(parts[i]?.paise ?? 0, values[i]));
        const quantity = paise === values[i] ? l.quantity : Math.min(parts[i]?.quantity ?? 0, l.quantity);
        return taxLine({ ...withoutOffers(l), discount: 0, quantity }, paise, intraState);
      })
      .filter((l) => l.value > 0);
    return { lines, totals: totalsOf(lines) };
  }
  const total = values.reduce((a, b) => a + b, 0);
  const amountPaise = Math.min(toPaise(amount), total);
  const split = amountPaise === total ? values : spreadPaise(amountPaise, values);
  // A line credited in part is a value adjustment, not pieces coming back: it credits no quantity.
  const lines = invoiceLines
    .map((l, i) =>
      taxLine(
        { ...withoutOffers(l), discount: 0, quantity: split[i] === values[i] ? l.quantity : 0 },
        split[i],
        intraState,
      ),
    )
    .filter((l) => l.value > 0);
  return { lines, totals: totalsOf(lines) };
}

/** The India date (IST, UTC+5:30) of an instant, YYYY-MM-DD: invoices are dated and numbered in Indian time. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The Indian financial year (April to March) of a YYYY-MM-DD date, as '25-26'. */
export function financialYear(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

/** CGST Rule 46(1)(b): a serial number of at most 16 characters of letters, digits, '-' and '/'. */
export const INVOICE_NUMBER_MAX = 16;
export const INVOICE_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;
export const INVOICE_PREFIX_PATTERN = /^[A-Za-z0-9-]{1,3}$/;
export const INVOICE_PREFIX_MESSAGE =
  'The invoice prefix is 1 to 3 letters, digits or hyphens, so that every number stays within 16 characters.';

export const invoicePrefixError = (prefix: string) =>
  INVOICE_PREFIX_PATTERN.test(prefix) ? null : INVOICE_PREFIX_MESSAGE;

/** Zero-pads `seq` to fill the 16 characters (at most 6 digits); refuses a number that would not fit. */
function serial(head: string, seq: number): string {
  const width = Math.min(6, INVOICE_NUMBER_MAX - head.length);
  const number = `${head}${String(seq).padStart(width, '0')}`;
  if (!INVOICE_NUMBER_PATTERN.test(number) || !Number.isInteger(seq) || seq < 1)
    throw new RangeError(`document number ${number} breaks CGST Rule 46`);
  return number;
}

/** 'ZR/25-26/000123' */
export const invoiceNumber = (prefix: string, fy: string, seq: number) => serial(`${prefix}/${fy}/`, seq);

/** 'ZR/CN/25-26/0001' (the credit notes' own series) */
export const creditNoteNumber = (prefix: string, fy: string, seq: number) =>
  serial(`${prefix}/CN/${fy}/`, seq);

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  return [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join(' ');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** Whole numbers in the Indian system (thousand, lakh, crore). */
export function numberInWords(n: number): string {
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  if (crore) parts.push(`${numberInWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** 'Rupees One Thousand Two Hundred Fifty and Fifty Paise Only' */
export function amountInWords(amount: number): string {
  const paise = toPaise(amount);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}
