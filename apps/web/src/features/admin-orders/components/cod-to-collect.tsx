import { formatInr } from '@zariya/shared/pricing';
import { Banknote } from 'lucide-react';
import { useCodToCollect } from '../api/get-cod-to-collect';

/** Pay-on-delivery cash still with couriers: COD orders shipped and not yet delivered. */
export function CodToCollect() {
  const { data } = useCodToCollect();
  if (!data) return null;
  return (
    <div className="flex items-center gap-3 rounded-xl bg-gold-50 px-4 py-3 ring-1 ring-gold-200">
      <Banknote aria-hidden="true" className="size-6 shrink-0 text-gold-700" />
      <p className="text-sm text-ink-700">
        COD cash to collect:{' '}
        <span className="font-semibold text-ink-900 tabular-nums">{formatInr(data.amount)}</span>{' '}
        <span className="text-ink-500">
          ({data.orders} shipped {data.orders === 1 ? 'order' : 'orders'} not yet delivered)
        </span>
      </p>
    </div>
  );
}
