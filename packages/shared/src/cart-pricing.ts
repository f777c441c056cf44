// The cart as the pricing engine reads it (issue 25, decision 0050 "Wiring (as built)"): the shop's cart lines
// (rupees, the line coupon as a flag, the bag coupon as a flag) turned into the engine's input (whole paise, codes),
// and the engine's answer turned back into the cart's summary (the figures `cartSummary` answers) and the offers
// the cart shows. Pure, so the server's cart and checkout and the page price a bag with the same two calls.
import { COUPON_CODE } from './constants.ts';
import {
  type EngineLine,
  type PaymentWay,
  type PricedCart,
  type PriceInput,
  priceCart,
  type ShopperContext,
} from './offer-engine.ts';
import type { Offer } from './offers.ts';
import type { CartSummaryAnswer } from './orders-api.ts';
import { fromPaise, lineMrp, roundMoney, toPaise, unitMrp } from './pricing.ts';

/** A cart line as the cart answers it, with what the engine's scopes need (category and variant). */
export type PricingLine = {
  lineId: number | string;
  productId: number;
  variantId: number | null;
  category: string;
  /** Unit selling price in rupees: the variant's own or the product's (`variantPrice`). */
  new_price: number;
  old_price?: number | null;
  quantity: number;
  /** PROMO2024 typed on this line. */
  couponApplied: boolean;
};

/** The engine's lines: prices in whole paise, the line coupon as the code typed on the line. */
export function engineLines(lines: readonly PricingLine[]): EngineLine[] {
  return lines.map((l) => ({
    lineId: l.lineId,
    productId: l.productId,
    variantId: l.variantId,
    category: l.category,
    unitPricePaise: toPaise(l.new_price),
    quantity: l.quantity,
    code: l.couponApplied ? COUPON_CODE : null,
  }));
}

export type CartPricingContext = {
  /** The bag coupon (PROMO2024 typed on the bag); `code` another code typed on the bag, if any. */
  bundleCoupon: boolean;
  code?: string | null;
  offers: readonly Offer[];
  shopper: ShopperContext | null;
  now: Date;
  codFeePaise?: number;
  /** How she pays: offers "paid online only" apply only to 'online' (decision 0047); absent: not chosen yet. */
  payment?: PaymentWay;
};

/** The engine's input for a cart: its lines and the code on the bag (PROMO2024 when the bag coupon is applied). */
export function cartPriceInput(lines: readonly PricingLine[], context: CartPricingContext): PriceInput {
  return {
    lines: engineLines(lines),
    shopper: context.shopper,
    now: context.now,
    offers: context.offers,
    code: context.code?.trim() || (context.bundleCoupon ? COUPON_CODE : null),
    codFeePaise: context.codFeePaise,
    payment: context.payment,
  };
}

/**
 * The cart's summary from the engine's answer, in the shape `cartSummary` answers (rupees): the MRP beside the
 * selling prices, every offer's discount as the coupon discount, the engine's shipping and total. For a bag whose
 * only offer is PROMO2024 the figures are `cartSummary`'s to the paisa (property test).
 */
export function summaryOfPriced(
  lines: readonly PricingLine[],
  priced: PricedCart,
  bundleCoupon: boolean,
): CartSummaryAnswer {
  let totalMrp = 0;
  let quantity = 0;
  for (const l of lines) {
    totalMrp += lineMrp({ unitPrice: unitMrp(l.new_price, l.old_price), quantity: l.quantity });
    quantity += l.quantity;
  }
  totalMrp = roundMoney(totalMrp);
  return {
    totalMrp,
    quantity,
    mrpDiscount: roundMoney(totalMrp - fromPaise(priced.goodsPaise)),
    couponDiscount: fromPaise(priced.discountPaise),
    couponApplied: bundleCoupon || lines.some((l) => l.couponApplied) || priced.applied.length > 0,
    platformFee: fromPaise(priced.platformFeePaise),
    shippingFee: fromPaise(priced.shippingPaise),
    totalAmount: fromPaise(priced.totalPaise - priced.codFeePaise),
    bundleCouponApplied: bundleCoupon,
  };
}

/** Each line's total after its own discounts and its share of the bag's, in rupees, by line id. */
export function lineTotalsOfPriced(priced: PricedCart): Map<number | string, number> {
  return new Map(priced.lines.map((l) => [l.lineId, fromPaise(l.totalPaise)]));
}

/** What the cart shows of the offers: the ones applied (what each saved) and the first hint that unlocks more. */
export type CartOffers = {
  applied: Array<{ offerId: number; name: string; code: string | null; savedPaise: number; message: string }>;
  hint: {
    message: string;
    template: string;
    values: Record<string, string | number>;
    missingPaise: number | null;
    missingPieces: number | null;
  } | null;
  /** Why the code the cart holds does not apply just now (ended, used up, the bag under its minimum…), or null. */
  codeRefusal?: { reason: string; message: string } | null;
};

export function cartOffersOf(priced: PricedCart): CartOffers {
  const first = priced.hints[0];
  return {
    applied: priced.applied.map((a) => ({
      offerId: a.offerId,
      name: a.name,
      code: a.code,
      savedPaise: a.discountPaise + a.shippingPaise,
      message: a.message,
    })),
    hint: first
      ? {
          message: first.message,
          template: first.template,
          values: first.values,
          missingPaise: first.missingPaise,
          missingPieces: first.missingPieces,
        }
      : null,
    codeRefusal: priced.codeRefusal,
  };
}

/** A cart priced once: the engine's answer, the cart's summary and the offers shown. */
export function priceCartLines(lines: readonly PricingLine[], context: CartPricingContext) {
  const priced = priceCart(cartPriceInput(lines, context));
  return {
    priced,
    summary: summaryOfPriced(lines, priced, context.bundleCoupon),
    offers: cartOffersOf(priced),
  };
}
