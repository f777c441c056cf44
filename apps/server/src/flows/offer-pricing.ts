// Step: pricing with the owner's offers (issue 25, decision 0050 "Wiring (as built)"), used by the cart's answers,
// saving a bundle and pricing a purchase (price-purchase): the offers (offers), the shopper's orders before by
// account and by phone (named query offer-shopper) and her uses of each offer (offers), then the shared engine
// (`priceCartLines`): the same function the page's figures come from.
import { heldCodeRefusal } from '@zariya/shared/bag-code';
import { type PricingLine, priceCartLines } from '@zariya/shared/cart-pricing';
import type { PricedCart, ShopperContext } from '@zariya/shared/offer-engine';
import type { Offer } from '@zariya/shared/offers';
import type { CartData, CartLine } from '@zariya/shared/orders-api';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import * as offers from '../modules/offers/offers.service.ts';
import { offerShopper } from '../queries/offer-shopper.query.ts';

export type PricingContext = {
  offers: Offer[];
  shopper: ShopperContext;
  phone: string | null;
  now: Date;
};

/** The code the cart (or a saved bundle) holds, checked as it will be charged: a 4xx when it no longer applies. */
export function refuseHeldCode(priced: PricedCart, code: string | null) {
  const refused = heldCodeRefusal(priced, code);
  if (refused) throw new AppError(refused.status, refused.errorCode, refused.message);
}

/** The offers and what the engine needs to know of this shopper, read now. */
export async function pricingContext(db: Db, userId: number, now = new Date()): Promise<PricingContext> {
  const [all, who] = await Promise.all([offers.offersForPricing(db), offerShopper(db, userId)]);
  const usesByOffer = await offers.shopperOfferUses(db, { userId, phone: who.phone });
  return {
    offers: all,
    shopper: { ordersByAccount: who.ordersByAccount, ordersByPhone: who.ordersByPhone, usesByOffer },
    phone: who.phone,
    now,
  };
}

/** A cart line as the engine reads it. */
export const pricingLineOf = (l: CartLine): PricingLine => ({
  lineId: l.lineId,
  productId: l.productId,
  variantId: l.variantId ?? null,
  category: l.category ?? '',
  new_price: l.new_price,
  old_price: l.old_price,
  quantity: l.quantity,
  couponApplied: l.couponApplied,
});

/** The cart's answer priced by the engine: its summary and the offers applied with the next hint. */
export async function withOffers<T extends CartData>(
  db: Db,
  userId: number,
  data: T,
  context?: PricingContext,
): Promise<T & Required<Pick<CartData, 'offers'>>> {
  const ctx = context ?? (await pricingContext(db, userId));
  const bundleCoupon = data.summary.bundleCouponApplied;
  const { summary, offers: shown } = priceCartLines(data.cart.map(pricingLineOf), {
    bundleCoupon,
    code: data.couponCode ?? null,
    ...ctx,
  });
  return { ...data, summary, offers: shown };
}

/**
 * The applied offers whose uses are counted — a total or per-shopper limit, or the owner's code on the bag (so the
 * order carries its code's use and the report counts it) —: what a payment attempt must take.
 */
export function limitedUses(ctx: PricingContext, priced: PricedCart) {
  return {
    phone: ctx.phone,
    offers: priced.applied
      .filter((a) => {
        const offer = ctx.offers.find((o) => o.id === a.offerId);
        if (offer === undefined) return false;
        const bagCode = offer.code !== null && offer.codeEntry === 'bag' && offer.code === priced.code;
        return bagCode || offer.totalLimit !== null || offer.perShopperLimit !== null;
      })
      .map((a) => ({ offerId: a.offerId, discountInr: (a.discountPaise + a.shippingPaise) / 100 })),
  };
}
