// Cart and checkout rules of product rules §4/§5 beyond the money maths of pricing.ts: size/colour choice, stock left
// after reservations, the coupon-once rule, checkout blocking and the amount check of the payment flow.
import { MESSAGES } from './constants.ts';
import { isValidCoupon, toPaise } from './pricing.ts';

/** A colour any product accepts (product rules §5): the shopper takes the colour shown in the picture. */
export const AS_PER_IMAGE_COLOUR = 'As per the image';

export type ChoiceInput = { size?: string | null; color?: string | null };
export type ChoiceOptions = { sizes: readonly string[]; colors: readonly string[] };

const chosen = (value: string | null | undefined) => (value ?? '').trim();

/**
 * The message for a missing or unknown size/colour, or null when the choice is complete. A product without
 * sizes (or colours) needs none; both missing gives the product page's combined message.
 */
export function choiceError(options: ChoiceOptions, input: ChoiceInput): string | null {
  const size = chosen(input.size);
  const color = chosen(input.color);
  const sizeBad = options.sizes.length > 0 && !options.sizes.includes(size);
  const colorBad =
    options.colors.length > 0 &&
    color.toLowerCase() !== AS_PER_IMAGE_COLOUR.toLowerCase() &&
    !options.colors.some((c) => c.toLowerCase() === color.toLowerCase());
  if (sizeBad && colorBad) return MESSAGES.selectSizeAndColor;
  if (colorBad) return MESSAGES.selectColor;
  if (sizeBad) return MESSAGES.selectSize;
  return null;
}

/** The stored spelling of a chosen colour ('maroon' → 'Maroon'); '' for a product without colours. */
export function canonicalChoice(options: readonly string[], value: string | null | undefined): string {
  const v = chosen(value);
  if (options.length === 0) return '';
  if (v.toLowerCase() === AS_PER_IMAGE_COLOUR.toLowerCase()) return AS_PER_IMAGE_COLOUR;
  return options.find((o) => o.toLowerCase() === v.toLowerCase()) ?? v;
}

/**
 * Pieces a shopper can still buy: stock less the live reservations of others, never below 0; null when the shop
 * does not count the product's pieces (it is sold while available).
 */
export function availableStock(stock: number | null, reserved: number): number | null {
  if (stock === null) return null;
  return Math.max(0, Math.floor(stock) - Math.max(0, Math.floor(reserved)));
}

/** A line can be bought when the product is on sale and enough pieces are left for its quantity. */
export function lineAvailable(line: {
  productAvailable: boolean;
  stockLeft: number | null;
  quantity: number;
}): boolean {
  return (
    line.productAvailable &&
    (line.stockLeft === null || line.stockLeft >= line.quantity) &&
    line.quantity >= 1
  );
}

/** product rules §5 Cart checkout: any unavailable line blocks it. */
export function checkoutBlocker(lines: ReadonlyArray<{ available: boolean }>): string | null {
  if (lines.length === 0) return null;
  return lines.some((line) => !line.available) ? MESSAGES.cartHasOutOfStock : null;
}

/** product rules §2 Cart: 'Buy Now' for a single item, 'Checkout' for several. */
export function cartButtonLabel(lineCount: number): 'Buy Now' | 'Checkout' {
  return lineCount === 1 ? 'Buy Now' : 'Checkout';
}

export type CouponScope = 'line' | 'bundle';
export type CouponAttempt =
  | { outcome: 'applied'; message: string }
  | { outcome: 'already-applied' | 'invalid' | 'blank'; message: string };

/** The coupon-once rule: what typing `code` does to a line or a bundle that has (or has not) got the coupon. */
export function couponAttempt(code: string, alreadyApplied: boolean, scope: CouponScope): CouponAttempt {
  if (code.trim() === '') return { outcome: 'blank', message: MESSAGES.enterCoupon };
  if (!isValidCoupon(code)) return { outcome: 'invalid', message: MESSAGES.invalidCoupon };
  if (alreadyApplied) {
    return {
      outcome: 'already-applied',
      message: scope === 'line' ? MESSAGES.lineCouponAlreadyApplied : MESSAGES.bundleCouponAlreadyApplied,
    };
  }
  return {
    outcome: 'applied',
    message: scope === 'line' ? MESSAGES.lineCouponApplied : MESSAGES.bundleCouponApplied,
  };
}

/** A client's rupee amount agrees with the server's when both come to the same paise. */
export function amountMatches(clientRupees: number, serverRupees: number): boolean {
  return Number.isFinite(clientRupees) && toPaise(clientRupees) === toPaise(serverRupees);
}
