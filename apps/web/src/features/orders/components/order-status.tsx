import type { DeliveryAddress } from '@zariya/shared/accounts';
import { formatDisplayDate } from '@zariya/shared/dates';
import { orderPromiseDate } from '@zariya/shared/delivery-promise';
import { CalendarClock, CircleCheck, CircleX, Undo2 } from 'lucide-react';

export function formatAddress(address: DeliveryAddress): string {
  return [
    address.addressLine1,
    address.addressLine2,
    address.city,
    address.state,
    address.postalCode,
    address.country,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * SPEC §4 Order status: pending (and a paid bundle) 'will be delivered before' the date promised at checkout for
 * the delivery pincode (`promisedBy`), or order date + 7 days for an order without one; completed
 * shows the delivered date and address; returned or cancelled show the date of that change.
 */
export function OrderStatusText({
  status,
  date,
  statusChangeDate,
  deliveryAddress,
  promisedBy,
}: {
  status: string;
  date: string;
  promisedBy?: string | null;
  statusChangeDate: string | null;
  deliveryAddress: DeliveryAddress | null;
}) {
  const s = status.trim().toLowerCase();
  const changed = formatDisplayDate(statusChangeDate ?? date);
  if (s === 'completed') {
    return (
      <div className="text-sm text-success-600">
        <p className="flex items-center gap-1.5 font-medium">
          <CircleCheck aria-hidden="true" className="size-4" /> Delivered on {changed}
        </p>
        {deliveryAddress ? (
          <p className="mt-0.5 pl-5.5 text-ink-700">to {formatAddress(deliveryAddress)}</p>
        ) : null}
      </div>
    );
  }
  if (s === 'cancelled' || s === 'returned') {
    const Icon = s === 'cancelled' ? CircleX : Undo2;
    return (
      <p className="flex items-center gap-1.5 text-sm font-medium text-ink-700">
        <Icon aria-hidden="true" className="size-4" /> {s === 'cancelled' ? 'Cancelled' : 'Returned'} on{' '}
        {changed}
      </p>
    );
  }
  return (
    <p className="flex items-center gap-1.5 text-sm font-medium text-plum-800">
      <CalendarClock aria-hidden="true" className="size-4" /> Will be delivered before{' '}
      {formatDisplayDate(orderPromiseDate({ date, promisedBy }))}
    </p>
  );
}
