import { MESSAGES } from '@zariya/shared/constants';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { QueryFailed } from '../../../components/ui/fetch-failed';
import { Dialog } from '../../../components/ui/dialog';
import { SkeletonList } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useAllTickets } from '../api/get-all-tickets';
import { AdminTicketCard } from './admin-ticket-card';
import { TicketResponseForm } from './ticket-response-form';
import { isResolvedStatus } from './ticket-status-badge';

type Filter = 'all' | 'open' | 'solved';
const FILTERS: { id: Filter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'open', label: 'Open' },
  { id: 'solved', label: 'Solved' },
];

/** Every ticket for the owner (product rules §2 Admin User Tickets), newest first, with an open/solved filter. */
export function AdminTicketsList() {
  const query = useAllTickets();
  const [filter, setFilter] = useState<Filter>('all');
  const [respondingTo, setRespondingTo] = useState<number | null>(null);

  if (query.isPending) {
    return <SkeletonList label="Loading tickets…" count={3} itemClassName="h-44 w-full" />;
  }
  if (query.isError) {
    return <QueryFailed message={MESSAGES.ticketsFetchError} query={query} />;
  }

  const tickets = query.data;
  if (tickets.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl bg-ivory-50 p-10 text-center ring-1 ring-ivory-300/70">
        <Inbox aria-hidden="true" className="size-8 text-plum-300" />
        <p className="font-display text-xl text-plum-950">{MESSAGES.noTickets}</p>
        <p className="text-sm text-ink-500">Tickets customers raise from Your Orders will appear here.</p>
      </div>
    );
  }

  const open = tickets.filter((ticket) => !isResolvedStatus(ticket.status)).length;
  const shown = tickets.filter((ticket) =>
    filter === 'all'
      ? true
      : filter === 'open'
        ? !isResolvedStatus(ticket.status)
        : isResolvedStatus(ticket.status),
  );
  const counts: Record<Filter, number> = { all: tickets.length, open, solved: tickets.length - open };
  const responding = tickets.find((ticket) => ticket.id === respondingTo) ?? null;

  return (
    <div>
      <fieldset className="mb-4 flex flex-wrap gap-2">
        <legend className="sr-only">Show tickets</legend>
        {FILTERS.map((item) => (
          <Button
            key={item.id}
            size="sm"
            variant={filter === item.id ? 'primary' : 'secondary'}
            aria-pressed={filter === item.id}
            onClick={() => setFilter(item.id)}
          >
            {item.label}
            <span className={cn('tabular-nums', filter === item.id ? 'text-ivory-200' : 'text-ink-500')}>
              {counts[item.id]}
            </span>
          </Button>
        ))}
      </fieldset>
      {shown.length === 0 ? (
        <p className="rounded-xl bg-ivory-50 p-8 text-center text-ink-700 ring-1 ring-ivory-300/70">
          {filter === 'open' ? 'Every ticket has been answered.' : 'No solved tickets yet.'}
        </p>
      ) : (
        <ul className="space-y-3" aria-label="Tickets">
          {shown.map((ticket) => (
            <AdminTicketCard key={ticket.id} ticket={ticket} onRespond={() => setRespondingTo(ticket.id)} />
          ))}
        </ul>
      )}
      <Dialog
        open={responding !== null}
        onClose={() => setRespondingTo(null)}
        title="Respond to ticket"
        description={responding ? `${responding.customerName} · Order #${responding.orderId}` : undefined}
      >
        {responding ? (
          <TicketResponseForm key={responding.id} ticket={responding} onDone={() => setRespondingTo(null)} />
        ) : null}
      </Dialog>
    </div>
  );
}
