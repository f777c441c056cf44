// Each order line's share of every discount (issue 25 item 4), in whole paise. An order line keeps what the offers
// took off it — its own discounts (a code typed on it, buy X get Y) and its share of the bag's (percent, ₹ off,
// tiers, a code on the bag) — so the tax invoice charges GST on the value after discount, shows each line's
// discount, and refunds, returns, exchanges and credit notes give back each line's own share, never more than was
// paid. Pure; the engine spreads its bag discounts with `allocateDiscount`, and the server stores what
// `sharesOfPriced` answers with each line.

/** One offer's part of a line's discount: the offer (null for a discount from before offers), its code, paise. */
export type LineDiscount = { offerId: number | null; code: string | null; paise: number };

/** A line's discount in paise and the offers it came from (their parts add up to it). */
export type LineShare = { discountPaise: number; discounts: LineDiscount[] };

function assertPaise(name: string, value: number) {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be whole paise of at least 0, got ${value}`);
}

/**
 * Splits a discount of `discountPaise` over lines worth `valuesPaise` (what each has left to discount), pro rata to
 * their values, to the paisa by largest remainder (ties: the earlier line). The shares add up to the discount
 * exactly, are never negative and never above a line's value: a discount larger than everything the lines are worth
 * is cut to their sum; lines worth nothing take nothing.
 */
export function allocateDiscount(discountPaise: number, valuesPaise: readonly number[]): number[] {
  assertPaise('discountPaise', discountPaise);
  valuesPaise.forEach((v, i) => {
    assertPaise(`valuesPaise[${i}]`, v);
  });
  const sum = valuesPaise.reduce((a, b) => a + b, 0);
  const total = Math.min(discountPaise, sum);
  if (total === 0) return valuesPaise.map(() => 0);
  const big = valuesPaise.map((v) => BigInt(v) * BigInt(total));
  const shares = big.map((b) => Number(b / BigInt(sum)));
  const rest = big.map((b, i) => ({ i, r: b % BigInt(sum) }));
  let left = total - shares.reduce((a, b) => a + b, 0);
  rest.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  // A line with a remainder has a share strictly below its value, so one more paisa never takes it above.
  for (const { i } of rest) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

/**
 * Each line's share when its own discounts (`own`, per line) come first and the bag's discounts (`bag`, in the
 * order they apply) are each allocated over what the lines have left. A line's own discount is cut to its value.
 */
export function lineShares(
  lines: ReadonlyArray<{ valuePaise: number; own?: readonly LineDiscount[] }>,
  bag: readonly LineDiscount[] = [],
): LineShare[] {
  const left = lines.map((l) => l.valuePaise);
  const parts = lines.map((): LineDiscount[] => []);
  const add = (i: number, d: LineDiscount, paise: number) => {
    if (paise <= 0) return;
    left[i] -= paise;
    const same = parts[i].find((p) => p.offerId === d.offerId && p.code === d.code);
    if (same) same.paise += paise;
    else parts[i].push({ offerId: d.offerId, code: d.code, paise });
  };
  lines.forEach((l, i) => {
    assertPaise(`lines[${i}].valuePaise`, l.valuePaise);
    for (const d of l.own ?? []) {
      assertPaise('discount paise', d.paise);
      add(i, d, Math.min(d.paise, left[i]));
    }
  });
  for (const d of bag) {
    const shares = allocateDiscount(d.paise, left);
    shares.forEach((paise, i) => {
      add(i, d, paise);
    });
  }
  return parts.map((p) => ({ discountPaise: p.reduce((s, d) => s + d.paise, 0), discounts: p }));
}

/** Each line's share as the engine priced it (its `byOffer`), with each offer's code, in the engine's line order. */
export function sharesOfPriced(priced: {
  lines: ReadonlyArray<{ byOffer: ReadonlyArray<{ offerId: number; paise: number }> }>;
  applied: ReadonlyArray<{ offerId: number; code: string | null }>;
}): LineShare[] {
  const codes = new Map(priced.applied.map((a) => [a.offerId, a.code]));
  return priced.lines.map((l) => {
    const discounts = l.byOffer
      .filter((b) => b.paise > 0)
      .map((b) => ({ offerId: b.offerId, code: codes.get(b.offerId) ?? null, paise: b.paise }));
    return { discountPaise: discounts.reduce((s, d) => s + d.paise, 0), discounts };
  });
}

/**
 * What each line was paid after its discounts, given the goods' total actually paid (`goodsPaise`): the lines'
 * values less their stored discounts, and when those add up to more than was paid for the goods, the difference
 * allocated as one more discount (largest remainder), so the lines never add up to more than was paid; when they add
 * up to less, the lines stay as stored (the rest was a charge: shipping, a fee).
 */
export function netOfShares(
  lines: ReadonlyArray<{ grossPaise: number; discountPaise: number }>,
  goodsPaise?: number,
): number[] {
  const net = lines.map((l) => {
    assertPaise('grossPaise', l.grossPaise);
    return l.grossPaise - Math.max(0, Math.min(l.discountPaise, l.grossPaise));
  });
  if (goodsPaise === undefined) return net;
  const over = net.reduce((a, b) => a + b, 0) - Math.max(0, goodsPaise);
  if (over <= 0) return net;
  const cut = allocateDiscount(over, net);
  return net.map((n, i) => n - cut[i]);
}

/** One line as an order page shows its money: its value before discounts and the discount stored with it (paise). */
export type LineMoneyInput = { grossPaise: number; discountPaise: number };

/**
 * An order's money as its pages show it (issue 25): each line before and after its discount, the lines' sum before
 * discounts and their discounts, and the charges (delivery) as the rest of what was paid, so the rows always add up
 * to `totalPaise`. A line's discount is its stored one, more when the lines after discounts would add up to more
 * than was paid (`netOfShares`: the difference is spread over them, `extraPaise` on the line).
 */
export function orderMoney(lines: readonly LineMoneyInput[], totalPaise: number) {
  const net = netOfShares(lines, totalPaise);
  const shown = lines.map((l, i) => {
    const discountPaise = l.grossPaise - net[i];
    return {
      grossPaise: l.grossPaise,
      discountPaise,
      extraPaise: discountPaise - Math.max(0, Math.min(l.discountPaise, l.grossPaise)),
      netPaise: net[i],
    };
  });
  const goodsPaise = net.reduce((a, b) => a + b, 0);
  return {
    lines: shown,
    grossPaise: lines.reduce((s, l) => s + l.grossPaise, 0),
    discountPaise: shown.reduce((s, l) => s + l.discountPaise, 0),
    chargesPaise: Math.max(0, totalPaise - goodsPaise),
    totalPaise: Math.max(totalPaise, goodsPaise),
  };
}
