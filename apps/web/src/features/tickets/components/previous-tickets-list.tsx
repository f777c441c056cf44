import { MESSAGES } from '@zariya/shared/constants';
import type { Ticket } from '@zariya/shared/tickets-api';
import { MessageSquareText } from 'lucide-react';
import { EmptyNote } from '../../../components/ui/empty-note';
import { useLocale, useT } from '../../../lib/i18n';
import type { PickableOrder } from '../api/get-shopper-orders';
import { formatDay, orderProducts, orderRefLabel } from './order-label';
import { TicketStatusBadge } from './ticket-status-badge';

function TicketCard({ ticket, order }: { ticket: Ticket; order: PickableOrder | undefined }) {
  const { t } = useT();
  const locale = useLocale();
  const products = order ? orderProducts(t, order) : '';
  const day = order ? formatDay(order.date, locale) : '';
  return (
    <li className="rounded-xl bg-ivory-50 p-4 shadow-soft ring-1 ring-ivory-300/70 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs text-ink-500">
            {order ? orderRefLabel(t, order.kind, order.ref) : t('Order #{{ref}}', { ref: ticket.orderId })}
            {products ? (
              <>
                {' · '}
                <span translate="no">{products}</span>
              </>
            ) : null}
            {day ? ` · ${day}` : null}
          </p>
          <h3 translate="no" className="mt-0.5 font-semibold break-words text-ink-900">
            {ticket.subject}
          </h3>
        </div>
        <TicketStatusBadge status={ticket.status} />
      </div>
      <p className="mt-1 text-xs text-ink-500">
        {t(ticket.problemType)} · {t('raised {{date}}', { date: formatDay(ticket.date, locale) })}
      </p>
      <p translate="no" className="mt-3 text-sm whitespace-pre-line break-words text-ink-700">
        {ticket.description}
      </p>
      <div className="mt-4 rounded-lg bg-ivory-200/60 px-3.5 py-3">
        <p className="text-xs font-semibold tracking-wide text-plum-800 uppercase">
          {t('Response from Zariya')}
        </p>
        {ticket.adminResponse ? (
          <p translate="no" className="mt-1 text-sm whitespace-pre-line break-words text-ink-900">
            {ticket.adminResponse}
          </p>
        ) : (
          <p className="mt-1 text-sm text-ink-500 italic">{t(MESSAGES.noResponse)}</p>
        )}
      </div>
    </li>
  );
}

/** The shopper's tickets, newest first, each with its status and the shop's answer. */
export function PreviousTicketsList({ tickets, orders }: { tickets: Ticket[]; orders: PickableOrder[] }) {
  const { t } = useT();
  if (tickets.length === 0) {
    return (
      <EmptyNote
        icon={MessageSquareText}
        title={t('No tickets yet')}
        text={t('Tickets you raise about an order will appear here with our answer.')}
      />
    );
  }
  const byRef = new Map(orders.map((order) => [order.ref, order]));
  return (
    <ul className="space-y-3" aria-label={t('Your tickets')}>
      {tickets.map((ticket) => (
        <TicketCard key={ticket._id} ticket={ticket} order={byRef.get(ticket.orderId)} />
      ))}
    </ul>
  );
}
