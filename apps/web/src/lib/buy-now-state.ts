import { COUPON_CODE } from '@zariya/shared/constants';

// What a page hands to /buynow in its navigation state (SPEC §2 Payment). The server recomputes every amount
// from the database; the state only says what is being bought.
export type BuyNowState =
  | {
      mode: 'single';
      productId: number;
      size: string;
      color: string;
      quantity: number;
      /** Cart line the purchase comes from, so its coupon (if applied there) is honoured. */
      cartLineId?: number;
    }
  | {
      /** Every line of the shopper's cart, with the bundle coupon if one was applied on the cart page. */
      mode: 'bundle';
      couponCode?: string;
    };

export function isBuyNowState(value: unknown): value is BuyNowState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (v.mode === 'bundle') return v.couponCode === undefined || typeof v.couponCode === 'string';
  return (
    v.mode === 'single' &&
    Number.isInteger(v.productId) &&
    typeof v.size === 'string' &&
    typeof v.color === 'string' &&
    Number.isInteger(v.quantity) &&
    (v.quantity as number) >= 1
  );
}

/** The cart page's main button: one line is a Buy Now of that line, several are a bundle Checkout. */
export function buyNowStateForCart(cart: {
  cart: ReadonlyArray<{ lineId: number; productId: number; size: string; color: string; quantity: number }>;
  summary: { bundleCouponApplied: boolean };
}): BuyNowState {
  if (cart.cart.length === 1) {
    const [line] = cart.cart;
    return {
      mode: 'single',
      productId: line.productId,
      size: line.size,
      color: line.color,
      quantity: line.quantity,
      cartLineId: line.lineId,
    };
  }
  return { mode: 'bundle', couponCode: cart.summary.bundleCouponApplied ? COUPON_CODE : undefined };
}
