import { CircleCheck, CircleX } from 'lucide-react';
import { useT } from '../../../lib/i18n';

const FEW_LEFT = 5;

/** `stock` null: the shop does not count this product's pieces; it is in stock while on sale. */
export function StockStatus({ available, stock }: { available: boolean; stock: number | null }) {
  const { t } = useT();
  if (!available || (stock !== null && stock <= 0)) {
    return (
      <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-danger-600">
        <CircleX aria-hidden="true" className="size-4" />
        {t('Out of stock')}
      </p>
    );
  }
  return (
    <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-success-600">
      <CircleCheck aria-hidden="true" className="size-4" />
      {t('In stock')}
      {stock !== null && stock <= FEW_LEFT ? (
        <span className="font-normal text-plum-700">{t('· Only {{count}} left', { count: stock })}</span>
      ) : null}
    </p>
  );
}
