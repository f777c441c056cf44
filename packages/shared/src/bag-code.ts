// A code typed in the cart (issue 25, "bag codes"): which code the cart may hold and why one is refused. The
// engine (offer-engine.ts `priceCart`) decides whether an offer applies; this file only asks it, and turns its
// answer into the refusal the shopper reads (English here, Hindi in apps/web/src/locales/hi/offers.json), the
// status and the error code. Pure, so the cart's "Apply", the checkout's re-check and the page ask the same thing.
//
// PROMO2024 keeps the spec's way (a line coupon once per line, the bag coupon once): for it the answer is
// `{ kind: 'spec' }` and the cart applies it as it always did. Every other code the owner made is held by the
// cart as its one bag code (`carts.coupon_code`, migration 0037) and priced by the engine wherever the cart is.
import { COUPON_CODE, MESSAGES } from './constants.ts';
import type { ErrorCode } from './error-codes.ts';
import {
  codeAppliedMessage,
  OFFER_MESSAGES,
  type OfferReason,
  type PricedCart,
  priceCart,
} from './offer-engine.ts';
import { OFFER_CODE_PATTERN, type Offer } from './offers.ts';
import { type CartPricingContext, cartPriceInput, type PricingLine } from './cart-pricing.ts';

export const BAG_CODE_MESSAGES = {
  removed: 'Coupon removed.',
} as const;

/** Why a typed code is refused: the engine's reasons, a blank field, or the same code held already. */
export type BagCodeReason = OfferReason | 'blank' | 'already-applied';

export type BagCodeRefusal = {
  kind: 'refused';
  reason: BagCodeReason;
  /** The English sentence (an OFFER_MESSAGES or MESSAGES text, its {{values}} filled). */
  message: string;
  status: 400 | 409 | 422;
  errorCode: ErrorCode;
};

export type BagCodeDecision =
  /** PROMO2024 (a code typed on lines and the bag): the spec's once-per-line and once-per-bag rule applies it. */
  | { kind: 'spec' }
  /** An owner's code: the cart holds it as its bag code; `message` is what the shopper is told. */
  | { kind: 'bag'; offer: Offer; code: string; message: string }
  | BagCodeRefusal;

/** Each refusal's status and error code: the shopper's input 400, the offer's state 409, her bag 422. */
export const BAG_CODE_REFUSALS: Record<BagCodeReason, { status: 400 | 409 | 422; errorCode: ErrorCode }> = {
  blank: { status: 400, errorCode: 'COUPON_REQUIRED' },
  'unknown-code': { status: 400, errorCode: 'INVALID_COUPON' },
  'already-applied': { status: 409, errorCode: 'COUPON_ALREADY_APPLIED' },
  'one-code': { status: 409, errorCode: 'OFFER_ONE_CODE' },
  paused: { status: 409, errorCode: 'OFFER_NOT_LIVE' },
  'not-started': { status: 409, errorCode: 'OFFER_NOT_STARTED' },
  ended: { status: 409, errorCode: 'OFFER_ENDED' },
  'used-up': { status: 409, errorCode: 'OFFER_USED_UP' },
  'shopper-limit': { status: 409, errorCode: 'OFFER_SHOPPER_LIMIT' },
  'first-order': { status: 409, errorCode: 'OFFER_FIRST_ORDER' },
  'out-of-scope': { status: 422, errorCode: 'OFFER_OUT_OF_SCOPE' },
  'below-minimum': { status: 422, errorCode: 'OFFER_BELOW_MINIMUM' },
  'below-quantity': { status: 422, errorCode: 'OFFER_BELOW_MINIMUM' },
  'not-combined': { status: 422, errorCode: 'OFFER_NO_SAVING' },
  'no-saving': { status: 422, errorCode: 'OFFER_NO_SAVING' },
  // A code paid online only, held in the bag, then asked to be paid on delivery.
  'online-only': { status: 422, errorCode: 'OFFER_ONLINE_ONLY' },
};

export function refusal(reason: BagCodeReason, message?: string): BagCodeRefusal {
  const text =
    message ??
    (reason === 'blank'
      ? MESSAGES.enterCoupon
      : reason === 'already-applied'
        ? MESSAGES.bundleCouponAlreadyApplied
        : OFFER_MESSAGES[reason]);
  return { kind: 'refused', reason, message: text, ...BAG_CODE_REFUSALS[reason] };
}

/** What the cart holds when a code is typed: its lines (with PROMO2024 line coupons), the bag coupon, its code. */
export type BagCodeInput = {
  typed: string;
  lines: readonly PricingLine[];
  /** PROMO2024 applied to the bag. */
  bundleCoupon: boolean;
  /** The owner's code the cart holds already, or null. */
  heldCode: string | null;
} & Omit<CartPricingContext, 'bundleCoupon' | 'code'>;

/**
 * The decision on a code typed in the cart: PROMO2024 goes the spec's way (unless the cart holds another code); an
 * owner's code is held only when the engine applies it to this bag for this shopper now — otherwise the engine's
 * reason (expired, paused, not started, used up, her limit, first order, nothing in scope, below the minimum, no
 * saving) — and never beside another code. An unknown code is the spec's 'Invalid coupon code.'.
 */
export function bagCodeDecision(input: BagCodeInput): BagCodeDecision {
  const code = input.typed.trim();
  if (code === '') return refusal('blank');
  const offer = input.offers.find((o) => o.code !== null && o.code === code);
  if (!offer) return refusal('unknown-code');
  // Only PROMO2024 is kept per line by the cart (its flags); another code typed on lines too is the bag's here.
  if (offer.code === COUPON_CODE) return input.heldCode === null ? { kind: 'spec' } : refusal('one-code');
  if (input.heldCode === code) return refusal('already-applied');
  if (input.heldCode !== null || input.bundleCoupon || input.lines.some((l) => l.couponApplied))
    return refusal('one-code');
  const priced = priceCart(
    cartPriceInput(input.lines, {
      bundleCoupon: false,
      code,
      offers: input.offers,
      shopper: input.shopper,
      now: input.now,
      codFeePaise: input.codFeePaise,
      // A code paid online only is held too: the checkout applies it when she pays online, and refuses it on
      // delivery with its reason.
      payment: 'online',
    }),
  );
  const refused = heldCodeRefusal(priced, code);
  if (refused) return refused;
  return { kind: 'bag', offer, code, message: codeAppliedMessage(offer, 'bag') };
}

/**
 * The checkout's re-check: the refusal of the code the cart (or a saved bundle) holds, priced as it will be
 * charged, or null when it applies (or none is held). A code that stopped applying (used up meanwhile, ended, her
 * first order placed, the bag changed under its minimum) is refused, never charged without a word.
 */
export function heldCodeRefusal(priced: PricedCart, code: string | null): BagCodeRefusal | null {
  if (code === null) return null;
  if (priced.applied.some((a) => a.code === code)) return null;
  if (priced.codeRefusal) return refusal(priced.codeRefusal.reason, priced.codeRefusal.message);
  return refusal('no-saving');
}

/** The page's first look at a typed code before asking the server: blank, or not shaped like any code. */
export function typedCodeError(typed: string): string | null {
  const code = typed.trim();
  if (code === '') return MESSAGES.enterCoupon;
  return OFFER_CODE_PATTERN.test(code) ? null : MESSAGES.invalidCoupon;
}
