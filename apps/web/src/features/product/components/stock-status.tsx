import { fewLeft } from '@zariya/shared/variant-choice';
import { CircleCheck, CircleX } from 'lucide-react';
import { useT } from '../../../lib/i18n';

/**
 * In stock or out of it, and "Only N left" (shared `fewLeft`) for the chosen size and colour, or the whole product
 * before a choice. `left` null: the shop does not count these pieces; they are in stock while on sale.
 */
export function StockStatus({ soldOut, left }: { soldOut: boolean; left: number | null }) {
  const { t } = useT();
  if (soldOut) {
    return (
      <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-danger-600">
        <CircleX aria-hidden="true" className="size-4" />
        {t('Out of stock')}
      </p>
    );
  }
  const few = fewLeft(left);
  return (
    <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-success-600">
      <CircleCheck aria-hidden="true" className="size-4" />
      {t('In stock')}
      {few !== null ? (
        <span className="font-normal text-plum-700">{t('· Only {{count}} left', { count: few })}</span>
      ) : null}
    </p>
  );
}
