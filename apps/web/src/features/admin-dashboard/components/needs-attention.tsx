import type { Dashboard } from '@zariya/shared/dashboard-api';
import { formatInr } from '@zariya/shared/pricing';
import { HandCoins, LifeBuoy, PackageX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Select } from '../../../components/ui/select';
import { paths } from '../../../config/paths';
import { plural } from '../../../lib/plural';

export const LOW_STOCK_CHOICES = [0, 2, 5, 10, 20] as const;

function Panel({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-3">
      <h3 className="flex items-center gap-2 font-display text-lg font-medium text-plum-950">
        {icon}
        {title}
      </h3>
      {children}
    </Card>
  );
}

const linkClass = buttonClasses({ variant: 'link', className: 'mt-auto self-start text-sm' });

/** Low stock, refunds owed and open tickets: what the owner should act on. */
export function NeedsAttention({
  data,
  threshold,
  onThreshold,
}: {
  data: Pick<Dashboard, 'lowStock' | 'refunds' | 'openTickets'>;
  /** The owner's choice, shown at once while the figures for it load. */
  threshold: number;
  onThreshold: (threshold: number) => void;
}) {
  const { lowStock, refunds, openTickets } = data;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Panel title="Low stock" icon={<PackageX aria-hidden="true" className="size-5 text-rose-400" />}>
        <Select
          inline
          className="max-w-56"
          label="Stock at or below"
          value={String(threshold)}
          onChange={(e) => onThreshold(Number(e.target.value))}
          options={LOW_STOCK_CHOICES.map((n) => ({ value: String(n), label: String(n) }))}
        />
        <p className="text-sm text-ink-700">
          {lowStock.count === 0
            ? 'No counted stock this low.'
            : `${plural(lowStock.count, 'product', 'products')} at ${lowStock.threshold} or fewer pieces.`}{' '}
          Products whose stock is not counted are never listed; one counted per size and colour is listed by
          size and colour.
        </p>
        {lowStock.products.length > 0 && (
          <ul aria-label="Low-stock products" className="space-y-1 text-sm">
            {lowStock.products.map((p) => (
              <li key={p.variant ? `v${p.variant.id}` : p.id} className="flex justify-between gap-3">
                <span className="min-w-0" title={p.name}>
                  <span className="block truncate">{p.name}</span>
                  {p.variant ? (
                    <span className="block truncate text-xs text-ink-500">
                      {[p.variant.size, p.variant.color].filter(Boolean).join(' / ')} · {p.variant.sku}
                    </span>
                  ) : null}
                </span>
                <span
                  className={`shrink-0 font-semibold whitespace-nowrap ${p.stock === 0 ? 'text-danger-600' : 'text-ink-900'}`}
                >
                  {p.stock === 0 ? 'Sold out' : `${p.stock} left`}
                </span>
              </li>
            ))}
          </ul>
        )}
        <Link to={paths.admin.allProducts} className={linkClass}>
          Restock products
        </Link>
      </Panel>
      <Panel title="Refunds owed" icon={<HandCoins aria-hidden="true" className="size-5 text-gold-700" />}>
        <p className="font-display text-3xl font-medium text-plum-950 tabular-nums">
          {formatInr(refunds.amount)}
        </p>
        <p className="text-sm text-ink-700">
          {refunds.count === 0
            ? 'Nothing owed back to shoppers.'
            : `${plural(refunds.count, 'refund', 'refunds')} not yet with the shopper`}
          {refunds.failed > 0
            ? `, ${refunds.failed} failed: retry ${refunds.failed === 1 ? 'it' : 'them'}.`
            : refunds.count
              ? '.'
              : ''}
        </p>
        <Link
          to={refunds.failed > 0 ? `${paths.admin.refunds}?status=failed` : paths.admin.refunds}
          className={linkClass}
        >
          {refunds.failed > 0 ? 'See failed refunds' : 'See refunds owed'}
        </Link>
      </Panel>
      <Panel title="Open tickets" icon={<LifeBuoy aria-hidden="true" className="size-5 text-plum-700" />}>
        <p className="font-display text-3xl font-medium text-plum-950 tabular-nums">
          {openTickets.toLocaleString('en-IN')}
        </p>
        <p className="text-sm text-ink-700">
          {openTickets === 0 ? 'Every ticket is answered.' : 'Tickets neither solved nor resolved.'}
        </p>
        <Link to={paths.admin.userTickets} className={linkClass}>
          Answer open tickets
        </Link>
      </Panel>
    </div>
  );
}
