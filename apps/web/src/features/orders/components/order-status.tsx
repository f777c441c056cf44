import type { DeliveryAddress } from '@zariya/shared/accounts';
import { formatDisplayDate } from '@zariya/shared/dates';
import { orderPromiseDate } from '@zariya/shared/delivery-promise';
import { CalendarClock, CircleCheck, CircleX, Undo2 } from 'lucide-react';
import { formatAddress } from '../../../lib/format-address';
import { useLocale, useT } from '../../../lib/i18n';

const ADDRESS_SLOT = '\u0000';

/**
 * product rules §4 Order status: pending (and a paid bundle) 'will be delivered before' the date promised at checkout for
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
  const { t } = useT();
  const locale = useLocale();
  const s = status.trim().toLowerCase();
  const changed = formatDisplayDate(statusChangeDate ?? date, locale);
  if (s === 'completed') {
    return (
      <div className="text-sm text-success-600">
        <p className="flex items-center gap-1.5 font-medium">
          <CircleCheck aria-hidden="true" className="size-4" />{' '}
          {t('Delivered on {{date}}', { date: changed })}
        </p>
        {deliveryAddress ? <DeliveredTo address={formatAddress(deliveryAddress)} /> : null}
      </div>
    );
  }
  if (s === 'cancelled' || s === 'returned') {
    const Icon = s === 'cancelled' ? CircleX : Undo2;
    return (
      <p className="flex items-center gap-1.5 text-sm font-medium text-ink-700">
        <Icon aria-hidden="true" className="size-4" />{' '}
        {s === 'cancelled'
          ? t('Cancelled on {{date}}', { date: changed })
          : t('Returned on {{date}}', { date: changed })}
      </p>
    );
  }
  return (
    <p className="flex items-center gap-1.5 text-sm font-medium text-plum-800">
      <CalendarClock aria-hidden="true" className="size-4" />{' '}
      {t('Will be delivered before {{date}}', {
        date: formatDisplayDate(orderPromiseDate({ date, promisedBy }), locale),
      })}
    </p>
  );
}

/** "to <address>": the shopper's address stays as she wrote it, wherever the language puts it. */
function DeliveredTo({ address }: { address: string }) {
  const { t } = useT();
  const [before, after = ''] = t('to {{address}}', { address: ADDRESS_SLOT }).split(ADDRESS_SLOT);
  return (
    <p className="mt-0.5 pl-5.5 text-ink-700">
      {before}
      <span translate="no">{address}</span>
      {after}
    </p>
  );
}
