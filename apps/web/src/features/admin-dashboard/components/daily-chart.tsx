import type { Dashboard } from '@zariya/shared/dashboard-api';
import { formatInr } from '@zariya/shared/pricing';
import { useId } from 'react';
import { plural } from '../../../lib/plural';
import { longDay, shortDay } from './format';

type Day = Dashboard['days'][number];

const WIDTH = 600;
const HEIGHT = 180;
const GAP = 4;

/** Bar and point positions in the SVG's own units: revenue as bars, orders as a line, each on its own scale. */
export function chartGeometry(days: Day[]) {
  const maxRevenue = Math.max(0, ...days.map((d) => d.revenue));
  const maxOrders = Math.max(0, ...days.map((d) => d.orders));
  const slot = WIDTH / Math.max(days.length, 1);
  return {
    maxRevenue,
    maxOrders,
    bars: days.map((d, i) => {
      const height = maxRevenue ? (d.revenue / maxRevenue) * (HEIGHT - 8) : 0;
      return { x: i * slot + GAP / 2, width: slot - GAP, y: HEIGHT - height, height };
    }),
    points: days.map((d, i) => ({
      x: i * slot + slot / 2,
      y: maxOrders ? HEIGHT - 4 - (d.orders / maxOrders) * (HEIGHT - 12) : HEIGHT - 4,
    })),
  };
}

/** Orders and revenue for each of the last 30 days: a small SVG chart with the same figures as a table. */
export function DailyChart({ days }: { days: Day[] }) {
  const id = useId();
  const g = chartGeometry(days);
  const best = days.reduce<Day | undefined>((a, d) => (!a || d.revenue > a.revenue ? d : a), undefined);
  const total = days.reduce((s, d) => ({ orders: s.orders + d.orders, revenue: s.revenue + d.revenue }), {
    orders: 0,
    revenue: 0,
  });
  const first = days[0]?.day;
  const last = days.at(-1)?.day;
  const summary =
    first && last
      ? `${plural(total.orders, 'order', 'orders')} and ${formatInr(total.revenue)} revenue from ${longDay(first)} to ${longDay(last)}${
          best && best.revenue > 0
            ? `; the best day was ${longDay(best.day)} with ${formatInr(best.revenue)}`
            : ''
        }.`
      : 'No days to show.';

  return (
    <figure className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-ink-700">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-plum-700" /> Revenue (bars)
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-gold-600" /> Orders (line)
        </span>
        <span className="ml-auto text-xs text-ink-500">
          Highest: {formatInr(g.maxRevenue)} · {plural(g.maxOrders, 'order', 'orders')}
        </span>
      </div>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-44 w-full overflow-visible rounded-lg bg-ivory-100/70 ring-1 ring-ivory-300/70"
      >
        <title id={`${id}-title`}>Orders and revenue per day, last 30 days</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {g.bars.map((b, i) => (
          <rect
            key={days[i].day}
            x={b.x}
            y={b.y}
            width={b.width}
            height={b.height}
            rx={2}
            className="fill-plum-700/80"
          />
        ))}
        <polyline
          points={g.points.map((p) => `${p.x},${p.y}`).join(' ')}
          fill="none"
          vectorEffect="non-scaling-stroke"
          strokeWidth={2}
          strokeLinejoin="round"
          className="stroke-gold-600"
        />
      </svg>
      <div aria-hidden="true" className="flex justify-between text-xs text-ink-500">
        <span>{first ? shortDay(first) : ''}</span>
        <span>{last ? shortDay(last) : ''}</span>
      </div>
      <figcaption className="text-sm text-ink-700">{summary}</figcaption>
      <details className="rounded-lg ring-1 ring-ivory-300/70">
        <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-medium text-plum-800 hover:bg-ivory-100">
          Daily figures as a table
        </summary>
        <div className="max-h-80 overflow-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Orders and revenue per day, last 30 days</caption>
            <thead className="sticky top-0 bg-ivory-100 text-left text-ink-700">
              <tr>
                {['Day', 'Orders', 'Revenue'].map((h) => (
                  <th
                    key={h}
                    scope="col"
                    className={h === 'Day' ? 'px-3 py-1.5 font-medium' : 'px-3 py-1.5 text-right font-medium'}
                  >
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((d) => (
                <tr key={d.day} className="border-t border-ivory-200">
                  <th scope="row" className="px-3 py-1 text-left font-normal">
                    {longDay(d.day)}
                  </th>
                  <td className="px-3 py-1 text-right tabular-nums">{d.orders.toLocaleString('en-IN')}</td>
                  <td className="px-3 py-1 text-right tabular-nums">{formatInr(d.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
