// Tests only (the property tests of order-charges.ts and line-shares.ts; not imported by the shop): random returns
// replayed on an order, each valued by returnValue with the ceiling the test works out on its own.
import { type OrderCharges, returnValue } from './order-charges.ts';

export type ReplayedReturn = { paise: number; ceiling: number; whole: boolean };

/**
 * Replays `returns` (line index taken modulo the lines, pieces cut to what is left of the line) on an order valued
 * by `charges`, whose lines have these `quantities` (line ids 1, 2, …). Each return's ceiling is `ceilingOf(index,
 * pieces)` plus shipping and the COD fee when it is the order's last. Gives the returns and the pieces per line id.
 */
export function replayReturns(
  charges: OrderCharges,
  quantities: number[],
  returns: ReadonlyArray<{ line: number; quantity: number }>,
  ceilingOf: (lineIndex: number, pieces: number) => number,
) {
  const before = new Map<number, number>();
  const paid: ReplayedReturn[] = [];
  for (const r of returns) {
    const index = r.line % quantities.length;
    const lineId = index + 1;
    const left = quantities[index] - (before.get(lineId) ?? 0);
    if (left <= 0) continue;
    const quantity = Math.min(r.quantity, left);
    const v = returnValue(charges, before, [{ lineId, quantity }]);
    before.set(lineId, (before.get(lineId) ?? 0) + quantity);
    const extras = v.wholeOrder ? charges.shippingPaise + charges.codFeePaise : 0;
    paid.push({ paise: v.totalPaise, ceiling: ceilingOf(index, quantity) + extras, whole: v.wholeOrder });
  }
  return { paid, before };
}
