import { discountPercent } from '@zariya/shared/discount';
import { formatInr } from '@zariya/shared/pricing';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

export type PriceProps = {
  newPrice: number;
  oldPrice?: number | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/** Offer price, the struck-out old price and the '25% off' label (only when there is a real discount). */
export function Price({ newPrice, oldPrice, size = 'md', className }: PriceProps) {
  const { t } = useT();
  // The shared rule decides when there is a discount to show ('25% off'); the words follow the language.
  const percent = discountPercent(newPrice, oldPrice);
  const label = percent === null ? null : t('{{percent}}% off', { percent });
  const text = { sm: 'text-sm', md: 'text-base', lg: 'text-2xl' }[size];
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-0.5', className)}>
      <span className={cn('font-semibold text-ink-900 tabular-nums', text)}>
        <span className="sr-only">{t('Price')} </span>
        {formatInr(newPrice)}
      </span>
      {label && oldPrice ? (
        <>
          <s className="text-xs text-ink-500 tabular-nums decoration-ink-500/70">
            <span className="sr-only">{t('Original price')} </span>
            {formatInr(oldPrice)}
          </s>
          <span className="text-xs font-semibold text-plum-600">{label}</span>
        </>
      ) : null}
    </p>
  );
}
