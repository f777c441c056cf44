import { formatDisplayDate } from '@zariya/shared/dates';
import { formatInr } from '@zariya/shared/pricing';
import { FULFILMENT_LABELS } from '@zariya/shared/fulfilment';
import { FileText, Mail, MapPin, Phone, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { formatAddress } from '../../../lib/format-address';
import type { AdminOrder } from '../api/get-admin-orders';
import { OrderItems } from './order-items';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { CodRiskBadge, CodRiskPanel } from './cod-risk';
import { FulfilmentActions } from './fulfilment-actions';
import { type RefundCancelled, StatusActions } from './status-actions';

function safeDate(value: string | null): string | null {
  if (!value) return null;
  try {
    return formatDisplayDate(value);
  } catch {
    return null;
  }
}

/** One order on the desk: what was bought, by whom, where it goes, and its status buttons. */
export function OrderCard({
  order,
  actions,
  refund,
}: {
  order: AdminOrder;
  actions?: (order: AdminOrder, label: string) => ReactNode;
  refund?: RefundCancelled;
}) {
  const label = order.orderType === 'bundle' ? `Bundle order ${order.orderRef}` : `Order #${order.orderRef}`;
  const address = order.deliveryAddress;
  const changed = safeDate(order.statusChangeDate);
  return (
    <article
      aria-label={label}
      className="rounded-xl bg-ivory-50 p-4 shadow-soft ring-1 ring-ivory-300/70 sm:p-5"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-ivory-300/70 pb-3">
        <h2 className="font-display text-lg font-medium">{label}</h2>
        <OrderStatusBadge status={order.status} raw />
        <span className="text-sm text-ink-500">Placed {safeDate(order.date) ?? '—'}</span>
        {changed ? <span className="text-sm text-ink-500">Status changed {changed}</span> : null}
        <span className="rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-medium text-gold-800">
          {order.paymentMethod === 'cod' ? 'Pay on delivery' : 'Paid online'}
        </span>
        <span className="rounded-full bg-plum-50 px-2.5 py-0.5 text-xs font-medium text-plum-800">
          {FULFILMENT_LABELS[order.fulfilment]}
        </span>
        {order.codRisk ? <CodRiskBadge risk={order.codRisk} /> : null}
        <span className="ml-auto text-lg font-semibold text-ink-900 tabular-nums">
          <span className="sr-only">Amount </span>
          {formatInr(order.amount + order.codFee)}
        </span>
      </header>
      <div className="grid gap-4 py-3 md:grid-cols-[1.4fr_1fr]">
        <OrderItems items={order.items} />
        <div className="space-y-1.5 text-sm text-ink-700">
          <p className="font-medium text-ink-900">{order.userName}</p>
          <p className="flex items-center gap-2 break-all">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
            <a href={`mailto:${order.useremail}`} className="hover:text-plum-800 hover:underline">
              {order.useremail}
            </a>
          </p>
          <p className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
            <a href={`tel:${order.usernumber}`} className="tabular-nums hover:text-plum-800 hover:underline">
              {order.usernumber}
            </a>
          </p>
          <p className="flex items-start gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-500" />
            <span>{address ? formatAddress(address) : 'No delivery address'}</span>
          </p>
        </div>
      </div>
      {order.codRisk ? <CodRiskPanel risk={order.codRisk} label={label} /> : null}
      {order.shipment ? (
        <p className="mb-3 flex flex-wrap items-center gap-x-2 text-sm text-ink-700">
          <Truck aria-hidden="true" className="size-4 text-plum-700" />
          {order.shipment.courier} · AWB{' '}
          {order.shipment.trackingUrl ? (
            <a
              href={order.shipment.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-mono text-plum-700 underline underline-offset-2"
            >
              {order.shipment.awb}
            </a>
          ) : (
            <span className="font-mono">{order.shipment.awb}</span>
          )}
          {order.shipment.events.length > 0 ? (
            <span className="text-ink-500">
              · {order.shipment.events[order.shipment.events.length - 1].status}
            </span>
          ) : null}
        </p>
      ) : null}
      {order.shipment && failedDeliveryLines(order.shipment.events).length > 0 ? (
        <ul aria-label={`Failed deliveries of ${label}`} className="mb-3 space-y-1 text-sm">
          {failedDeliveryLines(order.shipment.events).map((e) => (
            <li
              key={`${e.at}-${e.status}`}
              className={e.status === 'UNDELIVERED' ? 'text-danger-600' : 'text-ink-700'}
            >
              {formatDisplayDate(e.at)} ·{' '}
              {e.status === 'UNDELIVERED'
                ? `Delivery failed: ${e.activity || 'no reason given'}`
                : e.activity}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mb-3">
        <FulfilmentActions order={order} label={label} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StatusActions order={order} label={label} refund={refund} />
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={paths.admin.invoice(order.orderRef)}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            aria-label={`Invoice for ${label}`}
          >
            <FileText aria-hidden="true" className="size-4" /> Invoice
          </Link>
          {actions?.(order, label)}
        </div>
      </div>
    </article>
  );
}

/** The courier's failed attempts (NDR) and the shopper's answers to them, oldest first (issue 28 item 6). */
function failedDeliveryLines(events: Array<{ at: string; status: string; activity: string }>) {
  return events.filter((e) => e.status === 'UNDELIVERED' || e.status === 'SHOPPER ANSWERED');
}
