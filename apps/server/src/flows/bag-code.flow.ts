// Flow: a code typed in the cart (issue 25, bag codes; POST /applyCoupon) and "Remove" beside it (POST /removeCoupon).
//   1. the cart as it stands (cart) and the offers with what they need of the shopper (offer-pricing: offers, her
//      orders before by account and by phone, her uses);
//   2. the shared decision (`bagCodeDecision`, the engine's answer for this bag, shopper and moment): PROMO2024
//      goes the spec's way (cart's `applyCoupon`: once per line, once on the bag); an owner's code the engine
//      applies is held as the bag's one code (cart, one guarded statement); any other answer is a 4xx with its
//      reason's sentence, and nothing is written;
//   3. the cart's answer priced by the engine with the code it now holds (offer-pricing).
import { bagCodeDecision } from '@zariya/shared/bag-code';
import { ORDER_MESSAGES } from '@zariya/shared/orders-api';
import type { Db } from '../db/client.ts';
import { AppError, badRequest } from '../errors.ts';
import * as cart from '../modules/cart/cart.service.ts';
import { pricingContext, pricingLineOf, withOffers } from './offer-pricing.ts';

export async function applyCode(db: Db, userId: number, input: cart.CouponInput) {
  const [data, ctx] = await Promise.all([cart.cartData(db, userId), pricingContext(db, userId)]);
  const decision = bagCodeDecision({
    typed: input.couponCode,
    lines: data.cart.map(pricingLineOf),
    bundleCoupon: data.summary.bundleCouponApplied,
    heldCode: data.couponCode ?? null,
    offers: ctx.offers,
    shopper: ctx.shopper,
    now: ctx.now,
  });
  if (decision.kind === 'spec') return withOffers(db, userId, await cart.applyCoupon(db, userId, input), ctx);
  if (decision.kind === 'refused') {
    // An empty cart has nothing a known code could apply to: said as the cart says it.
    if (data.cart.length === 0 && decision.reason !== 'blank' && decision.reason !== 'unknown-code')
      throw badRequest(ORDER_MESSAGES.cartEmpty, 'CART_EMPTY');
    throw new AppError(decision.status, decision.errorCode, decision.message);
  }
  return withOffers(db, userId, await cart.holdBagCode(db, userId, decision.code, decision.message), ctx);
}

export async function removeCode(db: Db, userId: number) {
  return withOffers(db, userId, await cart.removeBagCode(db, userId));
}
