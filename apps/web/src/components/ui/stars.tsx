import { STAR_SCALE } from '@zariya/shared/constants';
import { starFill } from '@zariya/shared/ratings';
import type { CSSProperties } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

export type StarsProps = { average: number; count?: number; size?: 'sm' | 'md'; className?: string };

/** Five stars from an average rating, announced as 'Rated 4.3 out of 5'. */
export function Stars({ average, count, size = 'sm', className }: StarsProps) {
  const rounded = Number.isFinite(average) ? Math.round(average * 10) / 10 : 0;
  const { t } = useT();
  const label =
    count === 0
      ? t('Rated {{rating}} out of {{scale}}, no ratings yet', { rating: rounded, scale: STAR_SCALE })
      : t('Rated {{rating}} out of {{scale}}', { rating: rounded, scale: STAR_SCALE });
  // Full stars count 1, a half star 0.5 (the shared rule); the row is filled that far in gold.
  const filled = starFill(average).reduce(
    (sum, fill) => sum + (fill === 'full' ? 1 : fill === 'half' ? 0.5 : 0),
    0,
  );
  const fill = `${(filled / STAR_SCALE) * 100}%`;

  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span
        role="img"
        aria-label={label}
        className={cn('star-row', size === 'sm' ? 'h-3.5' : 'h-5')}
        style={{ '--stars-fill': fill } as CSSProperties}
      />
      {count !== undefined && count > 0 ? (
        <span className="text-xs text-ink-500">
          <span aria-hidden="true">
            {rounded.toFixed(1)} · {count}
          </span>
          <span className="sr-only">
            {count === 1
              ? t('{{rating}} from {{count}} rating', { rating: rounded.toFixed(1), count })
              : t('{{rating}} from {{count}} ratings', { rating: rounded.toFixed(1), count })}
          </span>
        </span>
      ) : null}
    </span>
  );
}
