// The one pricing engine (issue 25, decision 0050): a cart's lines, the shopper, India time now, the shop's offers
// and the code she typed in → every figure she sees and the server charges, in whole paise: each line's discounts,
// shipping, the COD fee, the total, which offers applied and why the others did not, and what would unlock the
// next one. Pure: the server and the page call the same function with the same figures.
import { FREE_SHIPPING_THRESHOLD_INR, MESSAGES, PLATFORM_FEE_INR, SHIPPING_FEE_INR } from './constants.ts';
import { formatIndiaTime, indiaTimeToInstant } from './india-time.ts';
import { allocateDiscount } from './line-shares.ts';
import type { Offer, OfferScope } from './offers.ts';
import { formatInr } from './pricing.ts';

export type EngineLine = {
  lineId: string | number;
  productId: number;
  variantId: number | null;
  category: string;
  unitPricePaise: number;
  quantity: number;
  /** A code typed on this line (PROMO2024's line coupon); null or absent: none. */
  code?: string | null;
};

export type ShopperContext = {
  /** Orders she placed before under this account, and under any account with her phone number. */
  ordersByAccount: number;
  ordersByPhone: number;
  /** Her uses (held or made, by account or phone) of each offer, by offer id. */
  usesByOffer: Readonly<Record<number, number>>;
};

export type PriceInput = {
  lines: readonly EngineLine[];
  /** null: nobody signed in (the product page): first-order offers wait for her to sign in. */
  shopper: ShopperContext | null;
  now: Date;
  offers: readonly Offer[];
  /** The code typed on the bag. */
  code: string | null;
  /** Paying on delivery: the owner's COD fee in paise (0 or absent when paying online). */
  codFeePaise?: number;
  /**
   * How she pays: an offer "paid online only" applies only to 'online'; on delivery, or not yet chosen (the cart),
   * it does not (decision 0047).
   */
  payment?: PaymentWay;
};

export type PaymentWay = 'online' | 'cod';

export const OFFER_REASONS = [
  'unknown-code',
  'paused',
  'not-started',
  'ended',
  'used-up',
  'shopper-limit',
  'first-order',
  'out-of-scope',
  'below-minimum',
  'below-quantity',
  'one-code',
  'not-combined',
  'no-saving',
  'online-only',
] as const;
export type OfferReason = (typeof OFFER_REASONS)[number];

/** Shopper-visible texts (Hindi: apps/web/src/locales/hi/offers.json); {{x}} is filled in. */
export const OFFER_MESSAGES = {
  'unknown-code': MESSAGES.invalidCoupon,
  paused: 'This offer is paused just now.',
  'not-started': 'This offer starts on {{date}}.',
  ended: 'This offer has ended.',
  'used-up': 'This offer has been used up.',
  'shopper-limit': 'You have already used this offer as many times as it allows.',
  'first-order': 'This offer is for your first order only.',
  'out-of-scope': 'Nothing in your bag is part of this offer.',
  'below-minimum': 'Add {{amount}} more to use this offer.',
  'below-quantity': 'Add {{count}} more to use this offer.',
  'one-code': 'An order takes one code only.',
  'not-combined': 'Not applied: other offers save you more.',
  'no-saving': 'This offer saves nothing on your bag just now.',
  'online-only': 'Pay online to get this offer.',
  freeDeliveryHint: 'Add {{amount}} more for free delivery',
  offHint: 'Add {{amount}} more to get {{off}} off',
  getFreeHint: 'Add {{count}} more to get {{get}} free',
  getOffHint: 'Add {{count}} more to get {{get}} at {{percent}}% off',
  applied: 'You save {{amount}}',
  lineCodeApplied: 'Coupon applied! You have received a {{percent}}% discount on this product.',
  bagCodeApplied: 'Coupon applied! You have received a {{percent}}% discount on your bundle.',
  codeApplied: 'Code {{code}} applied.',
} as const;

/** A template with its {{names}} filled. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

export type LinePrice = {
  lineId: string | number;
  /** Selling price × quantity. */
  amountPaise: number;
  /** Taken off this line by offers that belong to it (a code typed on the line, buy X get Y). */
  lineDiscountPaise: number;
  /** This line's share of the bag's discounts (percent, ₹ off, tiers, a code on the bag). */
  cartDiscountPaise: number;
  totalPaise: number;
  /** Each offer's part of this line's discount. */
  byOffer: Array<{ offerId: number; paise: number }>;
};

export type AppliedOffer = {
  offerId: number;
  name: string;
  code: string | null;
  discountPaise: number;
  shippingPaise: number;
  message: string;
};
export type RefusedOffer = {
  offerId: number;
  name: string;
  code: string | null;
  reason: OfferReason;
  message: string;
};
export type UnlockHint = {
  offerId: number | null;
  message: string;
  /** The message's template (an OFFER_MESSAGES text) and its values, for the page to say it in Hindi too. */
  template: string;
  values: Record<string, string | number>;
  /** What is missing: rupees (in paise) or pieces. */
  missingPaise: number | null;
  missingPieces: number | null;
};

export type PricedCart = {
  lines: LinePrice[];
  goodsPaise: number;
  pieces: number;
  lineDiscountPaise: number;
  cartDiscountPaise: number;
  discountPaise: number;
  subtotalPaise: number;
  /** Shipping before any free-delivery offer (the shop's rule on the subtotal). */
  shippingBeforeOffersPaise: number;
  shippingPaise: number;
  platformFeePaise: number;
  codFeePaise: number;
  totalPaise: number;
  /** The order's one code (typed on the bag, else on a line), or null. */
  code: string | null;
  /** Why the code typed cannot be used, or null (no code, or it applied, or another offer saved more). */
  codeRefusal: { reason: OfferReason; message: string } | null;
  applied: AppliedOffer[];
  notApplied: RefusedOffer[];
  hints: UnlockHint[];
};

const FREE_SHIPPING_PAISE = FREE_SHIPPING_THRESHOLD_INR * 100;

/** Shop rule of product rules §9 in paise: ₹100 below ₹1,000 of goods after discounts, free from ₹1,000 or empty. */
export function shippingPaise(subtotalPaise: number): number {
  return subtotalPaise === 0 || subtotalPaise >= FREE_SHIPPING_PAISE ? 0 : SHIPPING_FEE_INR * 100;
}

/** `paise` less `percent` %, the price after discount rounded half up to the paisa (as `roundMoney` does). */
export function percentOff(paise: number, percent: number): number {
  const after = Math.floor((2 * paise * (100 - percent) + 100) / 200);
  return paise - after;
}

export function inScope(scope: OfferScope, line: Pick<EngineLine, 'productId' | 'variantId' | 'category'>) {
  switch (scope.kind) {
    case 'shop':
      return true;
    case 'categories':
      return scope.categories.includes(line.category);
    case 'products':
      return scope.productIds.includes(line.productId);
    case 'variants':
      return line.variantId !== null && scope.variantIds.includes(line.variantId);
  }
}

const rupees = (paise: number) => formatInr(paise / 100);

type Refusal = { reason: OfferReason; message: string; hint?: UnlockHint };

function assertLines(lines: readonly EngineLine[]) {
  for (const l of lines) {
    if (!Number.isInteger(l.unitPricePaise) || l.unitPricePaise < 0)
      throw new RangeError(`unitPricePaise must be whole paise of at least 0, got ${l.unitPricePaise}`);
    if (!Number.isInteger(l.quantity) || l.quantity < 0)
      throw new RangeError(`quantity must be a whole number of at least 0, got ${l.quantity}`);
  }
}

function offHint(offer: Offer, missingPaise: number, off: string): UnlockHint {
  const values = { amount: rupees(missingPaise), off };
  return {
    offerId: offer.id,
    message: fillMessage(OFFER_MESSAGES.offHint, values),
    template: OFFER_MESSAGES.offHint,
    values,
    missingPaise,
    missingPieces: null,
  };
}

function offWords(offer: Offer): string {
  if (offer.kind === 'percent') return `${offer.percent}%`;
  if (offer.kind === 'flat') return rupees((offer.amountInr ?? 0) * 100);
  if (offer.kind === 'tiers') {
    const first = offer.tiers[0];
    return offer.tierUnit === 'flat' ? rupees(first.value * 100) : `${first.value}%`;
  }
  return '';
}

function piecesHint(offer: Offer, missing: number): UnlockHint {
  const [template, values]: [string, Record<string, number>] =
    offer.kind === 'buy-x-get-y'
      ? offer.percent === 100
        ? [OFFER_MESSAGES.getFreeHint, { count: missing, get: offer.getQuantity ?? 0 }]
        : [
            OFFER_MESSAGES.getOffHint,
            { count: missing, get: offer.getQuantity ?? 0, percent: offer.percent ?? 0 },
          ]
      : [OFFER_MESSAGES['below-quantity'], { count: missing }];
  const message = fillMessage(template, values);
  return { offerId: offer.id, message, template, values, missingPaise: null, missingPieces: missing };
}

/** Why `offer` cannot apply to these lines for this shopper now, or null when it can. */
export function offerRefusal(
  offer: Offer,
  lines: readonly EngineLine[],
  shopper: ShopperContext | null,
  now: Date,
  payment?: PaymentWay,
): Refusal | null {
  const plain = (reason: OfferReason): Refusal => ({ reason, message: OFFER_MESSAGES[reason] });
  if (offer.status === 'paused') return plain('paused');
  if (offer.onlineOnly && payment !== 'online') return plain('online-only');
  const starts = offer.startsAt ? indiaTimeToInstant(offer.startsAt) : null;
  const ends = offer.endsAt ? indiaTimeToInstant(offer.endsAt) : null;
  if (starts && now < starts && offer.startsAt)
    return {
      reason: 'not-started',
      message: fillMessage(OFFER_MESSAGES['not-started'], { date: formatIndiaTime(offer.startsAt) }),
    };
  if (ends && now >= ends) return plain('ended');
  if (offer.totalLimit !== null && offer.usedCount >= offer.totalLimit) return plain('used-up');
  if (offer.firstOrderOnly && (!shopper || shopper.ordersByAccount > 0 || shopper.ordersByPhone > 0))
    return plain('first-order');
  if (
    offer.perShopperLimit !== null &&
    shopper &&
    (shopper.usesByOffer[offer.id] ?? 0) >= offer.perShopperLimit
  )
    return plain('shopper-limit');
  const scoped = lines.filter((l) => l.quantity > 0 && inScope(offer.scope, l));
  if (scoped.length === 0) return plain('out-of-scope');
  const value = scoped.reduce((s, l) => s + l.unitPricePaise * l.quantity, 0);
  const pieces = scoped.reduce((s, l) => s + l.quantity, 0);
  const minimum = Math.max(
    offer.minCartInr === null ? 0 : offer.minCartInr * 100,
    offer.kind === 'tiers' && offer.tiers.length > 0 ? offer.tiers[0].minInr * 100 : 0,
  );
  if (value < minimum) {
    const missing = minimum - value;
    const hint =
      offer.kind === 'free-shipping'
        ? {
            offerId: offer.id,
            message: fillMessage(OFFER_MESSAGES.freeDeliveryHint, { amount: rupees(missing) }),
            template: OFFER_MESSAGES.freeDeliveryHint,
            values: { amount: rupees(missing) },
            missingPaise: missing,
            missingPieces: null,
          }
        : offer.kind === 'buy-x-get-y'
          ? undefined
          : offHint(offer, missing, offWords(offer));
    return {
      reason: 'below-minimum',
      message: fillMessage(OFFER_MESSAGES['below-minimum'], { amount: rupees(missing) }),
      hint,
    };
  }
  const minPieces = Math.max(
    offer.minQuantity ?? 0,
    offer.kind === 'buy-x-get-y' ? (offer.buyQuantity ?? 0) + (offer.getQuantity ?? 0) : 0,
  );
  if (pieces < minPieces) {
    const missing = minPieces - pieces;
    return {
      reason: 'below-quantity',
      message: fillMessage(OFFER_MESSAGES['below-quantity'], { count: missing }),
      hint: piecesHint(offer, missing),
    };
  }
  return null;
}

type Evaluation = {
  remaining: number[];
  lineDiscount: number[];
  cartDiscount: number[];
  byOffer: Array<Map<number, number>>;
  offerDiscount: Map<number, number>;
  offerShipping: Map<number, number>;
  subtotal: number;
  shippingBefore: number;
  shipping: number;
};

const STAGE: Record<Offer['kind'], number> = {
  'buy-x-get-y': 1,
  percent: 2,
  flat: 3,
  tiers: 3,
  'free-shipping': 4,
};

/** Applies `set` in the fixed order: codes on lines, buy X get Y, percent, ₹ off and tiers, free delivery. */
function evaluate(lines: readonly EngineLine[], set: readonly Offer[], bagCode: string | null): Evaluation {
  const amount = lines.map((l) => l.unitPricePaise * l.quantity);
  const e: Evaluation = {
    remaining: [...amount],
    lineDiscount: lines.map(() => 0),
    cartDiscount: lines.map(() => 0),
    byOffer: lines.map(() => new Map()),
    offerDiscount: new Map(),
    offerShipping: new Map(),
    subtotal: 0,
    shippingBefore: 0,
    shipping: 0,
  };
  const take = (offer: Offer, i: number, paise: number, onLine: boolean) => {
    if (paise <= 0) return;
    e.remaining[i] -= paise;
    if (onLine) e.lineDiscount[i] += paise;
    else e.cartDiscount[i] += paise;
    e.byOffer[i].set(offer.id, (e.byOffer[i].get(offer.id) ?? 0) + paise);
    e.offerDiscount.set(offer.id, (e.offerDiscount.get(offer.id) ?? 0) + paise);
  };
  const scopedIdx = (offer: Offer) =>
    lines.flatMap((l, i) => (l.quantity > 0 && inScope(offer.scope, l) ? [i] : []));
  const spread = (offer: Offer, idx: number[], paise: number) => {
    const shares = allocateDiscount(
      paise,
      idx.map((i) => e.remaining[i]),
    );
    idx.forEach((i, k) => {
      take(offer, i, shares[k], false);
    });
  };
  const ordered = [...set].sort((a, b) => STAGE[a.kind] - STAGE[b.kind] || a.id - b.id);

  // Stage 0: a line-and-bag code typed on a line takes its percent off that line, once.
  for (const offer of ordered) {
    if (offer.codeEntry !== 'line-and-bag' || offer.kind !== 'percent' || offer.code === null) continue;
    for (const i of scopedIdx(offer)) {
      if (lines[i].code?.trim() === offer.code)
        take(offer, i, percentOff(e.remaining[i], offer.percent ?? 0), true);
    }
  }
  for (const offer of ordered) {
    const idx = scopedIdx(offer);
    const scopedValue = idx.reduce((s, i) => s + amount[i], 0);
    const available = idx.reduce((s, i) => s + e.remaining[i], 0);
    switch (offer.kind) {
      case 'buy-x-get-y': {
        const group = (offer.buyQuantity ?? 1) + (offer.getQuantity ?? 1);
        const pieces = idx.flatMap((i) => Array.from({ length: lines[i].quantity }, () => i));
        const free = Math.floor(pieces.length / group) * (offer.getQuantity ?? 1);
        pieces.sort((a, b) => lines[a].unitPricePaise - lines[b].unitPricePaise || a - b);
        const perLine = new Map<number, number>();
        for (const i of pieces.slice(0, free)) {
          perLine.set(i, (perLine.get(i) ?? 0) + percentOff(lines[i].unitPricePaise, offer.percent ?? 100));
        }
        for (const [i, paise] of perLine) take(offer, i, Math.min(paise, e.remaining[i]), true);
        break;
      }
      case 'percent': {
        // A line-and-bag code takes its bag part only when typed on the bag.
        if (offer.codeEntry === 'line-and-bag' && bagCode !== offer.code) break;
        spread(offer, idx, percentOff(available, offer.percent ?? 0));
        break;
      }
      case 'flat':
        spread(offer, idx, Math.min((offer.amountInr ?? 0) * 100, available));
        break;
      case 'tiers': {
        const reached = [...offer.tiers].reverse().find((t) => scopedValue >= t.minInr * 100);
        if (!reached) break;
        const off =
          offer.tierUnit === 'flat'
            ? Math.min(reached.value * 100, available)
            : percentOff(available, reached.value);
        spread(offer, idx, off);
        break;
      }
      case 'free-shipping':
        break;
    }
  }
  e.subtotal = e.remaining.reduce((a, b) => a + b, 0);
  e.shippingBefore = shippingPaise(e.subtotal);
  e.shipping = e.shippingBefore;
  const freeShip = ordered.find((o) => o.kind === 'free-shipping');
  if (freeShip && e.shippingBefore > 0) {
    e.offerShipping.set(freeShip.id, e.shippingBefore);
    e.shipping = 0;
  }
  return e;
}

/** Prices the cart: see the file's head. Throws RangeError on lines that are not whole paise and pieces. */
export function priceCart(input: PriceInput): PricedCart {
  const { lines, shopper, now, offers } = input;
  assertLines(lines);
  const bagCode = input.code?.trim() || null;
  const lineCodes = lines.map((l) => l.code?.trim() || null).filter((c): c is string => c !== null);
  const code = bagCode ?? lineCodes[0] ?? null;
  let codeRefusal: PricedCart['codeRefusal'] = null;
  const notApplied: RefusedOffer[] = [];
  const hints: UnlockHint[] = [];

  const codeOffer = code === null ? undefined : offers.find((o) => o.code === code);
  if (code !== null && !codeOffer)
    codeRefusal = { reason: 'unknown-code', message: OFFER_MESSAGES['unknown-code'] };
  const oneCode = lineCodes.some((c) => c !== code)
    ? { reason: 'one-code' as const, message: OFFER_MESSAGES['one-code'] }
    : null;
  codeRefusal ??= oneCode;
  // A line keeps a code only when it is the order's code; any other is dropped (one code per order).
  const pricedLines = lines.map((l) => (l.code?.trim() && l.code.trim() !== code ? { ...l, code: null } : l));

  const considered = offers.filter((o) => o.code === null || o.code === code);
  const eligible: Offer[] = [];
  for (const offer of considered) {
    const refusal = offerRefusal(offer, pricedLines, shopper, now, input.payment);
    if (refusal === null) {
      eligible.push(offer);
      continue;
    }
    notApplied.push({
      offerId: offer.id,
      name: offer.name,
      code: offer.code,
      reason: refusal.reason,
      message: refusal.message,
    });
    if (offer === codeOffer) codeRefusal = { reason: refusal.reason, message: refusal.message };
    if (refusal.hint) hints.push(refusal.hint);
  }

  // The combination rule (offers.ts COMBINATION_RULE): every combining offer together, or one that does not
  // combine alone; the shopper gets whichever costs her least; a tie goes to the set with her code, then the first.
  const combining = eligible.filter((o) => o.combinable);
  const candidates: Offer[][] = [combining, ...eligible.filter((o) => !o.combinable).map((o) => [o])];
  const goods = pricedLines.reduce((s, l) => s + l.unitPricePaise * l.quantity, 0);
  const baseline = goods + shippingPaise(goods);
  // No offer at all is a choice too: a set that would make her pay more (a discount that brings the bag under
  // the free-delivery line) loses to it.
  let best = { set: [] as Offer[], e: evaluate(pricedLines, [], bagCode), saving: 0, hasCode: false };
  for (const set of candidates) {
    if (set.length === 0) continue;
    const e = evaluate(pricedLines, set, bagCode);
    const saving = baseline - (e.subtotal + e.shipping);
    const hasCode = codeOffer !== undefined && set.includes(codeOffer);
    const better =
      saving > best.saving ||
      (saving === best.saving && (best.set.length === 0 || (hasCode && !best.hasCode)));
    if (better) best = { set, e, saving, hasCode };
  }

  const applied: AppliedOffer[] = [];
  for (const offer of eligible) {
    const discount = best.e.offerDiscount.get(offer.id) ?? 0;
    const shipping = best.e.offerShipping.get(offer.id) ?? 0;
    const refuse = (reason: OfferReason) => {
      notApplied.push({
        offerId: offer.id,
        name: offer.name,
        code: offer.code,
        reason,
        message: OFFER_MESSAGES[reason],
      });
      if (offer === codeOffer) codeRefusal = { reason, message: OFFER_MESSAGES[reason] };
    };
    if (!best.set.includes(offer)) refuse(best.set.length === 0 ? 'no-saving' : 'not-combined');
    else if (discount + shipping === 0) refuse('no-saving');
    else
      applied.push({
        offerId: offer.id,
        name: offer.name,
        code: offer.code,
        discountPaise: discount,
        shippingPaise: shipping,
        message: fillMessage(OFFER_MESSAGES.applied, { amount: rupees(discount + shipping) }),
      });
  }

  const e = best.e;
  // What would unlock more: the next tier, the next group of buy X get Y, and the shop's own free delivery.
  for (const offer of best.set) {
    const idx = pricedLines.flatMap((l, i) => (l.quantity > 0 && inScope(offer.scope, l) ? [i] : []));
    const value = idx.reduce((s, i) => s + pricedLines[i].unitPricePaise * pricedLines[i].quantity, 0);
    if (offer.kind === 'tiers') {
      const next = offer.tiers.find((t) => t.minInr * 100 > value);
      if (next)
        hints.push(
          offHint(
            offer,
            next.minInr * 100 - value,
            offer.tierUnit === 'flat' ? rupees(next.value * 100) : `${next.value}%`,
          ),
        );
    }
    if (offer.kind === 'buy-x-get-y') {
      const group = (offer.buyQuantity ?? 1) + (offer.getQuantity ?? 1);
      const pieces = idx.reduce((s, i) => s + pricedLines[i].quantity, 0);
      if (pieces % group > 0) hints.push(piecesHint(offer, group - (pieces % group)));
    }
  }
  if (e.shipping > 0 && e.subtotal < FREE_SHIPPING_PAISE) {
    const missing = FREE_SHIPPING_PAISE - e.subtotal;
    const values = { amount: rupees(missing) };
    hints.push({
      offerId: null,
      message: fillMessage(OFFER_MESSAGES.freeDeliveryHint, values),
      template: OFFER_MESSAGES.freeDeliveryHint,
      values,
      missingPaise: missing,
      missingPieces: null,
    });
  }
  // One hint per sentence (a free-delivery offer from ₹1,000 and the shop's own line say the same).
  const seen = new Set<string>();
  const uniqueHints = hints.filter((h) => !seen.has(h.message) && seen.add(h.message));
  uniqueHints.sort(
    (a, b) =>
      (a.missingPaise ?? 0) - (b.missingPaise ?? 0) || (a.missingPieces ?? 0) - (b.missingPieces ?? 0),
  );

  const linePrices: LinePrice[] = pricedLines.map((l, i) => ({
    lineId: l.lineId,
    amountPaise: l.unitPricePaise * l.quantity,
    lineDiscountPaise: e.lineDiscount[i],
    cartDiscountPaise: e.cartDiscount[i],
    totalPaise: e.remaining[i],
    byOffer: [...e.byOffer[i]].map(([offerId, paise]) => ({ offerId, paise })),
  }));
  const lineDiscountPaise = e.lineDiscount.reduce((a, b) => a + b, 0);
  const cartDiscountPaise = e.cartDiscount.reduce((a, b) => a + b, 0);
  const platformFeePaise = PLATFORM_FEE_INR * 100;
  const codFeePaise = input.codFeePaise ?? 0;
  return {
    lines: linePrices,
    goodsPaise: goods,
    pieces: pricedLines.reduce((s, l) => s + l.quantity, 0),
    lineDiscountPaise,
    cartDiscountPaise,
    discountPaise: lineDiscountPaise + cartDiscountPaise,
    subtotalPaise: e.subtotal,
    shippingBeforeOffersPaise: e.shippingBefore,
    shippingPaise: e.shipping,
    platformFeePaise,
    codFeePaise,
    totalPaise: e.subtotal + e.shipping + platformFeePaise + codFeePaise,
    code,
    codeRefusal: code !== null && applied.some((a) => a.code === code) ? oneCode : codeRefusal,
    applied,
    notApplied,
    hints: uniqueHints,
  };
}

/**
 * What paying online saves over paying on delivery, in paise, the COD fee left out: the offers "paid online only"
 * (decision 0047). 0 when no such offer applies. The checkout shows it as "Pay online and save ₹N".
 */
export function payOnlineSavingPaise(input: PriceInput): number {
  const cod = priceCart({ ...input, payment: 'cod', codFeePaise: 0 });
  const online = priceCart({ ...input, payment: 'online', codFeePaise: 0 });
  return Math.max(0, cod.totalPaise - online.totalPaise);
}

/** The spec's messages when a code is applied on a line or the bag (PROMO2024's exact texts), else 'Code X applied.' */
export function codeAppliedMessage(offer: Offer, where: 'line' | 'bag'): string {
  if (offer.kind === 'percent' && offer.codeEntry === 'line-and-bag')
    return fillMessage(where === 'line' ? OFFER_MESSAGES.lineCodeApplied : OFFER_MESSAGES.bagCodeApplied, {
      percent: offer.percent ?? 0,
    });
  return fillMessage(OFFER_MESSAGES.codeApplied, { code: offer.code ?? '' });
}

export type ProductOffer = {
  offerId: number;
  name: string;
  code: string | null;
  summary: string;
  /** What it takes off one piece bought alone (0 when it needs a bigger bag). */
  savingPaise: number;
  firstOrderOnly: boolean;
};

/**
 * The offers a product page can show for one piece, best first: live offers whose scope holds it, with what they
 * take off that piece alone. Shopper conditions (first order, her own limit) are shown, not judged.
 */
export function productOffers(
  piece: Omit<EngineLine, 'lineId' | 'quantity' | 'code'>,
  offers: readonly Offer[],
  now: Date,
  summary: (offer: Offer) => string,
): ProductOffer[] {
  const line: EngineLine = { ...piece, lineId: 'piece', quantity: 1 };
  const anyone: ShopperContext = { ordersByAccount: 0, ordersByPhone: 0, usesByOffer: {} };
  const shown: ProductOffer[] = [];
  for (const offer of offers) {
    if (!inScope(offer.scope, line)) continue;
    // An offer paid online only is shown as the page's piece would get it paid online (its summary says so).
    const refusal = offerRefusal(offer, [line], anyone, now, 'online');
    if (refusal && !['below-minimum', 'below-quantity'].includes(refusal.reason)) continue;
    let saving = 0;
    if (!refusal) {
      const lineWithCode =
        offer.code && offer.codeEntry === 'line-and-bag' ? { ...line, code: offer.code } : line;
      const e = evaluate([lineWithCode], [offer], null);
      saving = (e.offerDiscount.get(offer.id) ?? 0) + (e.offerShipping.get(offer.id) ?? 0);
    }
    shown.push({
      offerId: offer.id,
      name: offer.name,
      code: offer.code,
      summary: summary(offer),
      savingPaise: saving,
      firstOrderOnly: offer.firstOrderOnly,
    });
  }
  return shown.sort((a, b) => b.savingPaise - a.savingPaise || a.offerId - b.offerId);
}
