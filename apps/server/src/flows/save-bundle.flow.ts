// Flow: checkout saves the whole cart as a pending bundle order at the server's prices (POST /saveBundleOrder); the
// page's total must agree. Reads, then one insert; no transaction:
//   1. the cart with stock as it stands and its summary (cart); empty or out of stock is refused
//   2. the bundle coupon typed now (shared couponAttempt), the total priced again with the owner's offers and the
//      bag's code (offer-pricing: the shared engine; a code that stopped applying is refused, `refuseHeldCode`)
//      for the way she will pay (prepaid-offer, decision 0047) and compared to the paisa with the page's
//   3. the buyer (orders) and the delivery address (hers unless another is given), checked: a pincode India Post
//      knows, its state, one the shop serves (pincode)
//   4. the pending bundle with its items, each naming its cart line's variant and keeping its share of every offer's
//      discount (shared line-shares.ts, migration 0038), and the bag's code (cart, orders)
import { amountMatches, couponAttempt } from '@zariya/shared/checkout';
import { MESSAGES } from '@zariya/shared/constants';
import { bundleItemOf, ORDER_MESSAGES, type SaveBundleOrderSchema } from '@zariya/shared/orders-api';
import { sharesOfPriced } from '@zariya/shared/line-shares';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { cartData, lineVariants } from '../modules/cart/cart.service.ts';
import * as ordersService from '../modules/orders/orders.service.ts';
import { assertOrderAddress } from '../modules/pincode/pincode.service.ts';
import { withOfferNames } from '../queries/offer-names.query.ts';
import { pricingContext, pricingLineOf, refuseHeldCode } from './offer-pricing.ts';
import { priceBothWays, quoteOf } from './prepaid-offer.ts';

export type SaveBundleInput = Pick<
  z.output<typeof SaveBundleOrderSchema>,
  'totalAmount' | 'couponCode' | 'deliveryAddress' | 'paymentMethod'
>;

/** The cart priced both ways to pay, for the checkout (steps 1–2 without the total's check). */
async function cartBothWays(
  db: Db,
  userId: number,
  input: { couponCode?: string; deliveryAddress?: SaveBundleInput['deliveryAddress'] },
) {
  const { cart, summary, canCheckout, couponCode } = await cartData(db, userId);
  if (cart.length === 0) throw badRequest(ORDER_MESSAGES.cartEmpty, 'CART_EMPTY');
  if (!canCheckout) throw conflict(MESSAGES.cartHasOutOfStock, 'CART_HAS_OUT_OF_STOCK');
  let bundleCoupon = summary.bundleCouponApplied;
  if (input.couponCode !== undefined && input.couponCode.trim() !== '') {
    const attempt = couponAttempt(input.couponCode, false, 'bundle');
    if (attempt.outcome !== 'applied') throw badRequest(attempt.message, 'INVALID_COUPON');
    bundleCoupon = true;
  }
  const buyer = await ordersService.customerOf(db, userId);
  if (!buyer) throw notFound('Your account was not found.', 'USER_NOT_FOUND');
  const deliveryAddress = input.deliveryAddress ?? buyer.address ?? null;
  // Priced by the engine with the owner's offers (offer-pricing), both ways to pay (prepaid-offer).
  const code = couponCode ?? null;
  const both = await priceBothWays(db, userId, cart.map(pricingLineOf), {
    bundleCoupon,
    code,
    ctx: await pricingContext(db, userId),
    pincode: deliveryAddress?.postalCode ?? null,
  });
  return { cart, bundleCoupon, code, buyer, deliveryAddress, both };
}

/** POST /quoteCart: the cart's checkout priced both ways to pay (decision 0047). */
export async function quoteCart(
  db: Db,
  userId: number,
  input: { couponCode?: string; deliveryAddress?: SaveBundleInput['deliveryAddress'] },
) {
  return quoteOf((await cartBothWays(db, userId, input)).both);
}

export async function saveBundleOrder(db: Db, userId: number, input: SaveBundleInput) {
  const { cart, bundleCoupon, code, buyer, deliveryAddress, both } = await cartBothWays(db, userId, input);
  // The way she will pay: online counts the offers paid online only; on delivery (or not said) does not.
  const way = input.paymentMethod === 'online' ? both.online : both.cod;
  // The bag's code checked again: one that stopped applying (used up, ended, her first order placed) is refused.
  refuseHeldCode(way.priced, code);
  // Each line's share of every offer's discount, saved with its item: the figures its invoice and returns use.
  const shares = sharesOfPriced(way.priced);
  const priced = way.summary;
  if (!amountMatches(input.totalAmount, priced.totalAmount)) {
    throw conflict(ORDER_MESSAGES.amountChanged, 'AMOUNT_MISMATCH');
  }
  await assertOrderAddress(db, deliveryAddress);
  const variants = await lineVariants(db, userId);
  const order = await ordersService.insertBundleOrder(db, {
    userId,
    totalAmount: priced.totalAmount,
    couponApplied: bundleCoupon,
    couponCode: code,
    deliveryAddress,
    customer: buyer,
    items: cart.map((l, i) => ({
      ...bundleItemOf(l),
      variantId: variants.get(l.lineId) ?? null,
      couponApplied: l.couponApplied,
      discountPaise: shares[i].discountPaise,
      discounts: shares[i].discounts,
    })),
  });
  const [named] = await withOfferNames(db, [order]);
  return { message: ORDER_MESSAGES.bundleOrderSaved, bundleOrderId: order.id, order: named };
}
