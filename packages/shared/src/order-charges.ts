// What an order charged, line by line, and what sending pieces back pays (issue 23, decision 0037). Every figure
// is whole paise:
//  - a line's net value is its price after its own coupon plus its share of the bundle coupon, spread over the lines
//    pro rata to their value after line coupons, by largest remainder, so the lines add up to the goods' subtotal
//    (the same split the tax invoice makes, so a credit note carries the same figures);
//  - pieces of a line are worth its net value × pieces ÷ quantity, counted so that the pieces of a line never add
//    up to more than the line (the k-th piece is worth ⌊net·k/q⌋ − ⌊net·(k−1)/q⌋);
//  - the extras (shipping, the cash-on-delivery fee) go back only with the last pieces of the order: while anything
//    stays with the shopper, she was delivered it.
import { netOfShares } from './line-shares.ts';
import { spreadPaise } from './math.ts';
import {
  applyBundleCoupon,
  cartSummary,
  fromPaise,
  lineMrp,
  lineTotal,
  type PricedLine,
  toPaise,
} from './pricing.ts';

/** Paise paid for each line after its own coupon and its share of the bundle coupon; they add up to the goods. */
export function netLinePaise(
  lines: readonly PricedLine[],
  opts: { bundleCoupon: boolean; goodsTotal?: number },
): number[] {
  const afterLine = lines.map((l) => toPaise(lineTotal(l)));
  const sumAfterLine = afterLine.reduce((a, b) => a + b, 0);
  const goods =
    opts.goodsTotal !== undefined
      ? toPaise(opts.goodsTotal)
      : opts.bundleCoupon
        ? toPaise(applyBundleCoupon(fromPaise(sumAfterLine)))
        : sumAfterLine;
  return goods === sumAfterLine ? afterLine : spreadPaise(goods, afterLine);
}

export type ChargedLine = { lineId: number; quantity: number; netPaise: number };

/** An order as the shopper paid it: the goods line by line, and the extras on top (shipping, COD fee). */
export type OrderCharges = {
  lines: ChargedLine[];
  shippingPaise: number;
  codFeePaise: number;
};

/**
 * A bundle's charges from what it stores: its lines (unit price, quantity, line coupon, and each line's stored share
 * of the discounts, `discountPaise`, migration 0038), the bundle coupon, the total paid for goods and shipping, and
 * the COD fee. With the stored shares a line's net value is its price less its share, and the rest of the total is
 * the shipping. Lines without a stored share are valued by the coupons; when those no longer rebuild the total (an
 * order stored at a price that moved since), the whole total is goods, spread pro rata, as its invoice does.
 */
export function bundleCharges(order: {
  lines: ReadonlyArray<PricedLine & { lineId: number; discountPaise?: number }>;
  bundleCoupon: boolean;
  totalAmount: number;
  codFee: number;
}): OrderCharges {
  const totalPaise = toPaise(order.totalAmount);
  if (order.lines.length > 0 && order.lines.every((l) => l.discountPaise !== undefined)) {
    const net = netOfShares(
      order.lines.map((l) => ({ grossPaise: toPaise(lineMrp(l)), discountPaise: l.discountPaise ?? 0 })),
      totalPaise,
    );
    return {
      lines: order.lines.map((l, i) => ({ lineId: l.lineId, quantity: l.quantity, netPaise: net[i] })),
      shippingPaise: Math.max(0, totalPaise - net.reduce((a, b) => a + b, 0)),
      codFeePaise: toPaise(order.codFee),
    };
  }
  const summary = cartSummary([...order.lines], { bundleCoupon: order.bundleCoupon });
  const exact = toPaise(summary.totalAmount) === totalPaise;
  const net = netLinePaise(order.lines, {
    bundleCoupon: order.bundleCoupon,
    goodsTotal: exact ? undefined : order.totalAmount,
  });
  return {
    lines: order.lines.map((l, i) => ({ lineId: l.lineId, quantity: l.quantity, netPaise: net[i] })),
    shippingPaise: exact ? toPaise(summary.shippingFee) : 0,
    codFeePaise: toPaise(order.codFee),
  };
}

/** A single order's charges: its stored price is the line plus its shipping (`shippingFee`, stored with it). */
export function singleCharges(order: {
  lineId: number;
  quantity: number;
  price: number;
  shippingFee: number;
  codFee: number;
}): OrderCharges {
  const shipping = Math.min(toPaise(order.shippingFee), toPaise(order.price));
  return {
    lines: [{ lineId: order.lineId, quantity: order.quantity, netPaise: toPaise(order.price) - shipping }],
    shippingPaise: shipping,
    codFeePaise: toPaise(order.codFee),
  };
}

/** What `k` of a line's `quantity` pieces are worth: ⌊net·k/q⌋, so all of them are worth the line exactly. */
export function piecesPaise(line: Pick<ChargedLine, 'quantity' | 'netPaise'>, k: number): number {
  if (line.quantity <= 0) return 0;
  const pieces = Math.max(0, Math.min(k, line.quantity));
  return Number((BigInt(line.netPaise) * BigInt(pieces)) / BigInt(line.quantity));
}

export type ReturnedLine = { lineId: number; quantity: number; paise: number };

export type ReturnValue = {
  lines: ReturnedLine[];
  /** Shipping and COD fee paid back: only when these are the last pieces of the order. */
  shippingPaise: number;
  codFeePaise: number;
  totalPaise: number;
  /** True when, with these, every piece of the order has been sent back. */
  wholeOrder: boolean;
};

/**
 * What sending `picked` pieces back pays, given the pieces of each line already sent back for a refund
 * (`returnedBefore`, by line id). Pieces exchanged for others are not in `returnedBefore`: the shopper keeps the
 * new piece, so the order has not wholly gone back.
 */
export function returnValue(
  charges: OrderCharges,
  returnedBefore: ReadonlyMap<number, number>,
  picked: ReadonlyArray<{ lineId: number; quantity: number }>,
): ReturnValue {
  const lines: ReturnedLine[] = [];
  const after = new Map(returnedBefore);
  for (const pick of picked) {
    const line = charges.lines.find((l) => l.lineId === pick.lineId);
    if (!line) throw new RangeError(`no line ${pick.lineId} in this order`);
    const before = Math.min(after.get(line.lineId) ?? 0, line.quantity);
    const upTo = Math.min(before + Math.max(0, pick.quantity), line.quantity);
    after.set(line.lineId, upTo);
    lines.push({
      lineId: line.lineId,
      quantity: upTo - before,
      paise: piecesPaise(line, upTo) - piecesPaise(line, before),
    });
  }
  const wholeOrder = charges.lines.every((l) => (after.get(l.lineId) ?? 0) >= l.quantity);
  const shippingPaise = wholeOrder ? charges.shippingPaise : 0;
  const codFeePaise = wholeOrder ? charges.codFeePaise : 0;
  return {
    lines,
    shippingPaise,
    codFeePaise,
    totalPaise: lines.reduce((s, l) => s + l.paise, 0) + shippingPaise + codFeePaise,
    wholeOrder,
  };
}

/** Everything the order was paid: goods, shipping and the COD fee. */
export const chargedPaise = (charges: OrderCharges) =>
  charges.lines.reduce((s, l) => s + l.netPaise, 0) + charges.shippingPaise + charges.codFeePaise;
