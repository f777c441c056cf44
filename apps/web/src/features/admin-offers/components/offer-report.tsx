// One offer's report: orders that used it, uses held by open payments, the discount it gave and the sales it
// brought (goods at selling prices of those orders).
import type { OfferReport as Report } from '@zariya/shared/offers';
import { formatInr } from '@zariya/shared/pricing';
import { Card } from '../../../components/ui/card';

export function OfferReport({ report, totalLimit }: { report: Report; totalLimit: number | null }) {
  const figures = [
    {
      label: 'Orders that used it',
      value: `${report.uses}${totalLimit !== null ? ` of ${totalLimit}` : ''}`,
    },
    { label: 'In payments now', value: String(report.held) },
    { label: 'Discount given', value: formatInr(report.discountInr) },
    { label: 'Sales', value: formatInr(report.salesInr) },
  ];
  return (
    <Card>
      <h2 className="font-medium text-ink-900">Report</h2>
      <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {figures.map((f) => (
          <div key={f.label}>
            <dt className="text-sm text-ink-500">{f.label}</dt>
            <dd className="font-display text-2xl text-plum-950">{f.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
