import { MESSAGES } from '@zariya/shared/constants';
import { formatInr } from '@zariya/shared/pricing';
import type { AdminTicket } from '@zariya/shared/tickets-api';
import { Mail, MessageSquareReply, Phone } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatDay } from './order-label';
import { TicketStatusBadge } from './ticket-status-badge';

function OrderLine({ ticket }: { ticket: AdminTicket }) {
  const kind = ticket.orderType === 'bundle' ? 'Multi order' : 'Order';
  const { order } = ticket;
  return (
    <p className="text-sm text-ink-700">
      <span className="font-semibold text-ink-900">
        {kind} #{ticket.orderId}
      </span>
      {order ? (
        <>
          {' '}
          · {order.items} · {formatInr(order.amount)} · <span className="capitalize">{order.status}</span> ·{' '}
          {formatDay(order.date)}
        </>
      ) : (
        ' · order no longer exists'
      )}
    </p>
  );
}

/** One ticket on /usertickets with its customer, order, text, status and the shop's answer. */
export function AdminTicketCard({ ticket, onRespond }: { ticket: AdminTicket; onRespond: () => void }) {
  return (
    <li className="rounded-xl bg-ivory-50 p-4 shadow-soft ring-1 ring-ivory-300/70 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <OrderLine ticket={ticket} />
          <h2 className="mt-1 font-sans text-base font-semibold break-words text-ink-900">
            {ticket.subject}
          </h2>
          <p className="mt-0.5 text-xs text-ink-500">
            {ticket.problemType} · raised {formatDay(ticket.date)}
          </p>
        </div>
        <TicketStatusBadge status={ticket.status} />
      </div>
      <p className="mt-3 text-sm whitespace-pre-line break-words text-ink-700">{ticket.description}</p>
      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
        <span className="font-medium text-ink-900">{ticket.customerName}</span>
        <a
          href={`mailto:${ticket.customerEmail}`}
          className="inline-flex items-center gap-1 hover:text-plum-800"
        >
          <Mail aria-hidden="true" className="size-3.5" />
          {ticket.customerEmail}
        </a>
        <a
          href={`tel:${ticket.customerMobile}`}
          className="inline-flex items-center gap-1 hover:text-plum-800"
        >
          <Phone aria-hidden="true" className="size-3.5" />
          {ticket.customerMobile}
        </a>
      </div>
      <div className="mt-4 flex flex-col gap-3 border-t border-ivory-300/70 pt-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-plum-800 uppercase">Response</p>
          {ticket.adminResponse ? (
            <p className="mt-0.5 text-sm whitespace-pre-line break-words text-ink-900">
              {ticket.adminResponse}
            </p>
          ) : (
            <p className="mt-0.5 text-sm text-ink-500 italic">{MESSAGES.noResponse}</p>
          )}
        </div>
        <Button variant="secondary" size="sm" onClick={onRespond} className="sm:shrink-0">
          <MessageSquareReply aria-hidden="true" className="size-4" />
          Respond
          <span className="sr-only"> to “{ticket.subject}”</span>
        </Button>
      </div>
    </li>
  );
}
