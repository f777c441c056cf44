// Cart and checkout maths of product rules §9: PROMO2024 (×0.9 per line or per bundle), shipping, platform fee.
import {
  COUPON_CODE,
  COUPON_MULTIPLIER,
  FREE_SHIPPING_THRESHOLD_INR,
  MESSAGES,
  PLATFORM_FEE_INR,
  SHIPPING_FEE_INR,
} from './constants.ts';
import { roundTo } from './math.ts';

export type PricedLine = {
  unitPrice: number;
  quantity: number;
  couponApplied: boolean;
  /** The printed price of one piece (`unitMrp`); the unit price when not given. Shown, never charged. */
  mrp?: number;
};

export type CartSummary = {
  /** The printed price (MRP) of everything in the cart: old prices where they are above the selling price. */
  totalMrp: number;
  quantity: number;
  /** What the selling prices take off the MRP (totalMrp − selling prices × quantities). */
  mrpDiscount: number;
  /** What the line and bundle coupons take off the selling prices. */
  couponDiscount: number;
  couponApplied: boolean;
  platformFee: number;
  shippingFee: number;
  totalAmount: number;
};

/** Rupees rounded to whole paise. */
export function roundMoney(amount: number): number {
  return roundTo(amount, 2);
}

// Bad money input is a programming error; failing loudly beats charging a wrong total.
function assertAmount(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite amount of at least 0, got ${value}`);
  }
}

function assertQuantity(value: number): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`quantity must be a whole number of at least 0, got ${value}`);
  }
}

/** The coupon is case-sensitive; only surrounding whitespace from pasting is forgiven. */
export function isValidCoupon(code: string): boolean {
  return code.trim() === COUPON_CODE;
}

/** The message to show for a typed coupon code, or null when it is valid. */
export function couponCodeError(code: string): string | null {
  if (code.trim() === '') return MESSAGES.enterCoupon;
  return isValidCoupon(code) ? null : MESSAGES.invalidCoupon;
}

/** Price of one cart line after the per-product coupon. */
export function applyLineCoupon(linePrice: number): number {
  assertAmount('linePrice', linePrice);
  return roundMoney(linePrice * COUPON_MULTIPLIER);
}

/** Cart subtotal after the bundle coupon. */
export function applyBundleCoupon(subtotal: number): number {
  assertAmount('subtotal', subtotal);
  return roundMoney(subtotal * COUPON_MULTIPLIER);
}

/**
 * The MRP of one piece as Indian shoppers read it, the printed price: the old price when it is above the
 * selling (new) price, else the selling price itself.
 */
export function unitMrp(newPrice: number, oldPrice: number | null | undefined): number {
  assertAmount('newPrice', newPrice);
  return oldPrice != null && Number.isFinite(oldPrice) && oldPrice > newPrice ? oldPrice : newPrice;
}

/** Line price before any coupon (selling price × quantity; the printed MRP is `unitMrp`). */
export function lineMrp(line: Pick<PricedLine, 'unitPrice' | 'quantity'>): number {
  assertAmount('unitPrice', line.unitPrice);
  assertQuantity(line.quantity);
  return roundMoney(line.unitPrice * line.quantity);
}

export function lineTotal(line: PricedLine): number {
  const mrp = lineMrp(line);
  return line.couponApplied ? applyLineCoupon(mrp) : mrp;
}

/** Empty carts pay nothing; otherwise shipping is free from the threshold upwards. */
export function shippingFee(subtotal: number): number {
  assertAmount('subtotal', subtotal);
  if (subtotal === 0 || subtotal >= FREE_SHIPPING_THRESHOLD_INR) return 0;
  return SHIPPING_FEE_INR;
}

export function platformFee(): number {
  return PLATFORM_FEE_INR;
}

/**
 * Line coupons first, then the bundle coupon on what is left; shipping is judged on the discounted subtotal.
 * Presented as MRP − discount on MRP − coupon discount + fees = total; the MRP only explains the price, the
 * amount charged is the selling prices after coupons plus fees.
 */
export function cartSummary(lines: PricedLine[], opts: { bundleCoupon: boolean }): CartSummary {
  let totalMrp = 0;
  let selling = 0;
  let afterLineCoupons = 0;
  let quantity = 0;
  for (const line of lines) {
    const printed = line.mrp === undefined ? line.unitPrice : unitMrp(line.unitPrice, line.mrp);
    totalMrp += lineMrp({ unitPrice: printed, quantity: line.quantity });
    selling += lineMrp(line);
    afterLineCoupons += lineTotal(line);
    quantity += line.quantity;
  }
  totalMrp = roundMoney(totalMrp);
  selling = roundMoney(selling);
  afterLineCoupons = roundMoney(afterLineCoupons);
  const subtotal = opts.bundleCoupon ? applyBundleCoupon(afterLineCoupons) : afterLineCoupons;
  const shipping = shippingFee(subtotal);
  const platform = platformFee();
  return {
    totalMrp,
    quantity,
    mrpDiscount: roundMoney(totalMrp - selling),
    couponDiscount: roundMoney(selling - subtotal),
    couponApplied: opts.bundleCoupon || lines.some((line) => line.couponApplied),
    platformFee: platform,
    shippingFee: shipping,
    totalAmount: roundMoney(subtotal + platform + shipping),
  };
}

/** A cart line as the shop stores it (selling and old price), priced for `cartSummary`. */
export function pricedCartLine(line: {
  new_price: number;
  old_price?: number | null;
  quantity: number;
  couponApplied: boolean;
}): PricedLine {
  return {
    unitPrice: line.new_price,
    quantity: line.quantity,
    couponApplied: line.couponApplied,
    mrp: unitMrp(line.new_price, line.old_price),
  };
}

/** Buy Now of a single line: the line price plus its own shipping. */
export function singlePurchaseTotal(unitPrice: number, quantity: number, couponApplied: boolean): number {
  const total = lineTotal({ unitPrice, quantity, couponApplied });
  return roundMoney(total + shippingFee(total));
}

/** The payment provider takes whole paise (product rules §7: amount × 100). */
export function toPaise(rupees: number): number {
  return Math.round(roundMoney(rupees) * 100);
}

/** Rupees from whole paise. */
export const fromPaise = (paise: number): number => Math.round(paise) / 100;

const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '₹12,34,567' for whole rupees, '₹899.10' otherwise (Indian digit grouping). */
export function formatInr(amount: number): string {
  const rounded = roundMoney(amount);
  const magnitude = Math.abs(rounded);
  const digits = Number.isInteger(magnitude)
    ? wholeRupees.format(magnitude)
    : rupeesAndPaise.format(magnitude);
  return `${rounded < 0 ? '-' : ''}₹${digits}`;
}
