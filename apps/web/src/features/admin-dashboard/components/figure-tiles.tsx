import type { Dashboard } from '@zariya/shared/dashboard-api';
import { formatInr } from '@zariya/shared/pricing';
import { CalendarDays, Sun } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';

type Figures = Dashboard['today'];

function Period({ title, figures, icon }: { title: string; figures: Figures; icon: React.ReactNode }) {
  const id = useId();
  return (
    <Card role="group" aria-labelledby={id} className="flex flex-col gap-3">
      <h3
        id={id}
        className="flex items-center gap-2 text-sm font-semibold tracking-wide text-ink-700 uppercase"
      >
        {icon}
        {title}
      </h3>
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm text-ink-500">Orders</dt>
          <dd className="font-display text-3xl font-medium text-plum-950 tabular-nums">
            {figures.orders.toLocaleString('en-IN')}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-500">Revenue</dt>
          <dd className="font-display text-3xl font-medium break-all text-plum-950 tabular-nums">
            {formatInr(figures.revenue)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** Today's and this month's paid orders and revenue (cancelled and returned orders bring none). */
export function FigureTiles({ today, month }: Pick<Dashboard, 'today' | 'month'>) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Period
        title="Today"
        figures={today}
        icon={<Sun aria-hidden="true" className="size-4 text-gold-700" />}
      />
      <Period
        title="This month"
        figures={month}
        icon={<CalendarDays aria-hidden="true" className="size-4 text-gold-700" />}
      />
    </div>
  );
}
