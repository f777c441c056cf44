// Star ratings on product cards and pages (product rules §2, star scale 5).
import { STAR_SCALE } from './constants.ts';
import { roundTo } from './math.ts';

type StarFill = 'full' | 'half' | 'empty';

/** Mean to one decimal place; 0 when nobody has rated yet. */
export function averageRating(ratings: number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return roundTo(sum / ratings.length, 1);
}

/** The five stars to draw: a half star when the fraction reaches .5. */
export function starFill(average: number): StarFill[] {
  const clamped = Number.isFinite(average) ? Math.min(Math.max(average, 0), STAR_SCALE) : 0;
  const full = Math.floor(clamped);
  const half = clamped - full >= 0.5;
  return Array.from({ length: STAR_SCALE }, (_, i) => {
    if (i < full) return 'full';
    if (i === full && half) return 'half';
    return 'empty';
  });
}
