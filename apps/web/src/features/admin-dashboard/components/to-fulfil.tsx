import type { Dashboard } from '@zariya/shared/dashboard-api';
import { type LucideIcon, PackageOpen, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { IconCircle } from '../../../components/ui/icon-circle';

function Tile({
  title,
  count,
  to,
  icon,
  note,
}: {
  title: string;
  count: number;
  to: string;
  icon: LucideIcon;
  note: string;
}) {
  return (
    <Card className="flex items-center gap-4">
      <IconCircle size="md" tone="plum" icon={icon} />
      <div className="min-w-0 flex-1">
        <h3 className="text-sm font-semibold tracking-wide text-ink-700 uppercase">{title}</h3>
        <p className="font-display text-3xl font-medium text-plum-950 tabular-nums">
          {count.toLocaleString('en-IN')}
        </p>
        <p className="text-xs text-ink-500">{note}</p>
      </div>
      <Link
        to={to}
        aria-label={`${title}: open the orders`}
        className="inline-flex min-h-tap items-center rounded-full px-3 text-sm font-medium text-plum-800 underline decoration-gold-500 underline-offset-4 hover:text-plum-950"
      >
        Open
      </Link>
    </Card>
  );
}

/** The two stages of fulfilment the owner works through, each a filter of the order desk. */
const STAGES = [
  {
    stage: 'to-pack',
    count: 'toPack',
    title: 'To pack',
    icon: PackageOpen,
    note: 'Paid or cash-on-delivery orders not yet packed',
  },
  {
    stage: 'to-ship',
    count: 'toShip',
    title: 'To ship',
    icon: Truck,
    note: 'Packed, waiting for the courier',
  },
] as const;

/** The orders waiting for the owner's hands: to pack, and packed but not yet with the courier. */
export function ToFulfil({ toFulfil }: { toFulfil: Dashboard['toFulfil'] | undefined }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {STAGES.map(({ stage, count, title, icon, note }) => (
        <Tile
          key={stage}
          title={title}
          count={toFulfil?.[count] ?? 0}
          to={`${paths.admin.allOrders}?stage=${stage}`}
          icon={icon}
          note={note}
        />
      ))}
    </div>
  );
}
