// Percentage-off label of product rules §5: shown only when both prices exist and the old price is higher.
import { roundTo } from './math.ts';

type MaybePrice = number | null | undefined;

/** Rounded percentage saved, or null when there is no real discount to show. */
export function discountPercent(newPrice: MaybePrice, oldPrice: MaybePrice): number | null {
  if (typeof newPrice !== 'number' || typeof oldPrice !== 'number') return null;
  if (!Number.isFinite(newPrice) || !Number.isFinite(oldPrice)) return null;
  if (newPrice < 0 || oldPrice <= 0 || oldPrice <= newPrice) return null;
  return roundTo(((oldPrice - newPrice) / oldPrice) * 100, 0);
}

/** '23% off', or null when no discount label should be shown. */
export function discountLabel(newPrice: MaybePrice, oldPrice: MaybePrice): string | null {
  const percent = discountPercent(newPrice, oldPrice);
  return percent === null ? null : `${percent}% off`;
}
