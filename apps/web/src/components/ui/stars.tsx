import { STAR_SCALE } from '@zariya/shared/constants';
import { starFill } from '@zariya/shared/ratings';
import { useId } from 'react';
import { cn } from '../../lib/cn';

const STAR_PATH = 'M10 1.6l2.47 5.2 5.7.7-4.2 3.93 1.07 5.64L10 14.3l-5.04 2.77 1.07-5.64-4.2-3.93 5.7-.7z';

export type StarsProps = { average: number; count?: number; size?: 'sm' | 'md'; className?: string };

/** Five stars from an average rating, announced as 'Rated 4.3 out of 5'. */
export function Stars({ average, count, size = 'sm', className }: StarsProps) {
  const gradientId = useId();
  const rounded = Number.isFinite(average) ? Math.round(average * 10) / 10 : 0;
  const label =
    count === 0
      ? `Rated ${rounded} out of ${STAR_SCALE}, no ratings yet`
      : `Rated ${rounded} out of ${STAR_SCALE}`;
  const px = size === 'sm' ? 'size-3.5' : 'size-5';

  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span role="img" aria-label={label} className="inline-flex items-center gap-px">
        <svg width="0" height="0" className="absolute" aria-hidden="true">
          <linearGradient id={gradientId}>
            <stop offset="50%" stopColor="var(--color-gold-500)" />
            <stop offset="50%" stopColor="var(--color-ink-100)" />
          </linearGradient>
        </svg>
        {starFill(average).map((fill, index) => (
          <svg
            // The five positions never reorder.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length star row
            key={index}
            viewBox="0 0 20 20"
            aria-hidden="true"
            className={px}
            fill={
              fill === 'full'
                ? 'var(--color-gold-500)'
                : fill === 'half'
                  ? `url(#${gradientId})`
                  : 'var(--color-ink-100)'
            }
          >
            <path d={STAR_PATH} />
          </svg>
        ))}
      </span>
      {count !== undefined && count > 0 ? (
        <span className="text-xs text-ink-500">
          {rounded.toFixed(1)} <span className="sr-only">from</span>
          <span aria-hidden="true">·</span> {count} <span className="sr-only">ratings</span>
        </span>
      ) : null}
    </span>
  );
}
