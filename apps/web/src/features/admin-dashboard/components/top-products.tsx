import type { TopProduct } from '@zariya/shared/dashboard-api';
import { formatInr } from '@zariya/shared/pricing';
import { Card } from '../../../components/ui/card';
import { plural } from '../../../lib/plural';

function Ranking({
  title,
  products,
  lead,
}: {
  title: string;
  products: TopProduct[];
  lead: 'units' | 'revenue';
}) {
  return (
    <Card>
      <h3 className="font-display text-lg font-medium text-plum-950">{title}</h3>
      {products.length === 0 ? (
        <p className="mt-2 text-sm text-ink-500">No sales in the last 30 days.</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {products.map((p, i) => (
            <li key={p.productId} className="flex items-baseline gap-3 text-sm">
              <span aria-hidden="true" className="w-4 shrink-0 text-right font-semibold text-gold-700">
                {i + 1}
              </span>
              <span className="min-w-0 flex-1 truncate text-ink-900" title={p.name}>
                {p.name}
              </span>
              <span
                className={`shrink-0 ${lead === 'units' ? 'font-semibold text-plum-900' : 'text-ink-500'}`}
              >
                {plural(p.units, 'piece', 'pieces')}
              </span>
              <span
                className={`shrink-0 tabular-nums ${lead === 'revenue' ? 'font-semibold text-plum-900' : 'text-ink-500'}`}
              >
                {formatInr(p.revenue)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** The best sellers of the last 30 days, by pieces and by rupees (cancelled and returned orders left out). */
export function TopProducts({ byUnits, byRevenue }: { byUnits: TopProduct[]; byRevenue: TopProduct[] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Ranking title="Most pieces sold" products={byUnits} lead="units" />
      <Ranking title="Most revenue" products={byRevenue} lead="revenue" />
    </div>
  );
}
