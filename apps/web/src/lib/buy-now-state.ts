import { COUPON_CODE } from '@zariya/shared/constants';

// What a page hands to /buynow in its navigation state (product rules §2 Payment). The server recomputes every amount
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

// A phone reloads a tab left for the e-mail app (the pay-on-delivery code): what is being bought, and the receipt
// once paid, are kept for the tab in sessionStorage as well as in the navigation state.
const CHECKOUT_KEY = 'zariya:buynow';
const RECEIPT_KEY = 'zariya:buynow-receipt';

function readJson(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage blocked: the navigation state still carries the checkout.
  }
}

/** Keeps the checkout for a reload of this tab; a new checkout forgets the last receipt. */
export function rememberBuyNowState(state: BuyNowState): void {
  write(CHECKOUT_KEY, state);
  write(RECEIPT_KEY, null);
}

/** The checkout kept for this tab, if any. */
export function recallBuyNowState(): BuyNowState | null {
  if (typeof window === 'undefined') return null;
  const value = readJson(CHECKOUT_KEY);
  return isBuyNowState(value) ? value : null;
}

/** Once paid, the receipt replaces the checkout: a reload shows it instead of asking her to pay again. */
export function rememberReceipt<R extends object>(receipt: R): void {
  write(CHECKOUT_KEY, null);
  write(RECEIPT_KEY, receipt);
}

/** The receipt kept for this tab (its shape is the payment page's). */
export function recallReceipt(): unknown {
  if (typeof window === 'undefined') return null;
  return readJson(RECEIPT_KEY);
}

let reloaded: boolean | undefined;

/**
 * Whether this document was loaded by reloading this very page (a phone reloads a tab left in the background):
 * only then is a kept checkout or receipt brought back. Asked again while the page renders, it answers the same;
 * after `leaveReloadedView` (the page left) it is false, so a later visit starts from what its navigation carries.
 */
export function isFirstViewAfterReload(): boolean {
  if (typeof window === 'undefined') return false;
  if (reloaded === undefined) {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    reloaded =
      entry !== undefined &&
      (entry.type === 'reload' || entry.type === 'back_forward') &&
      new URL(entry.name).pathname === window.location.pathname;
  }
  return reloaded;
}

/** The reloaded page was left: the kept checkout is no longer brought back on its own. */
export function leaveReloadedView(): void {
  reloaded = false;
}

/** Leaving the receipt: the next /buynow without a checkout is "Nothing to pay for yet" again. */
export function forgetReceipt(): void {
  write(RECEIPT_KEY, null);
}
