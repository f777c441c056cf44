import { MESSAGES } from '@zariya/shared/constants';
import { LOW_STOCK_THRESHOLD } from '@zariya/shared/dashboard';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { QueryFailed } from '../../../components/ui/fetch-failed';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useDashboard } from '../api/get-dashboard';
import { DailyChart } from './daily-chart';
import { FigureTiles } from './figure-tiles';
import { longDay } from './format';
import { NeedsAttention } from './needs-attention';
import { ToFulfil } from './to-fulfil';
import { TopProducts } from './top-products';

function Section({ title, note, children }: { title: string; note?: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 className="font-display text-2xl font-medium text-plum-950">{title}</h2>
        {note && <p className="text-sm text-ink-500">{note}</p>}
      </div>
      {children}
    </section>
  );
}

/** The owner's figures on the admin home, from one call (GET /api/admin/dashboard). */
export function DashboardView() {
  const [lowStock, setLowStock] = useState(LOW_STOCK_THRESHOLD);
  const query = useDashboard(lowStock);

  if (query.isPending)
    return <SkeletonList label="Loading the dashboard…" count={3} itemClassName="h-32 w-full" />;
  if (query.isError) return <QueryFailed message={MESSAGES.adminFetchError} query={query} />;
  const d = query.data;
  return (
    <div className="flex flex-col gap-10">
      <Section title="Orders to send" note="Single and bundle orders">
        <ToFulfil toFulfil={d.toFulfil} />
      </Section>
      <Section
        title="Sales"
        note={`${longDay(d.day)}, India time. Revenue: paid orders not cancelled or returned.`}
      >
        <FigureTiles today={d.today} month={d.month} />
        <Card>
          <DailyChart days={d.days} />
        </Card>
      </Section>
      <Section title="Top products" note="Last 30 days">
        <TopProducts byUnits={d.topByUnits} byRevenue={d.topByRevenue} />
      </Section>
      <Section title="Needs attention">
        <NeedsAttention data={d} threshold={lowStock} onThreshold={setLowStock} />
      </Section>
    </div>
  );
}
