import { orderDeliveryDate } from '@zariya/shared/dates';
import { CalendarClock } from 'lucide-react';
import { Trans } from 'react-i18next';
import { useT } from '../../../lib/i18n';
import { useDeliveryCheck } from '../api/check-delivery';
import { useDisplayDate } from '../../../lib/i18n';

/**
 * Checkout's promise for the delivery address: the zone's date for its pincode (the date the order will keep),
 * or that the pincode is not served; without an answer, the spec's order date + 7 days.
 */
export function DeliveryPromise({ pincode }: { pincode: string | null }) {
  const { t } = useT();
  const formatDisplayDate = useDisplayDate();
  const check = useDeliveryCheck(pincode);
  const answer = check.data;
  if (answer && !answer.served) {
    return (
      <p role="alert" className="rounded-md bg-danger-50 px-3.5 py-2.5 text-sm font-medium text-danger-600">
        {/* The server's message is PINCODE_MESSAGES.notServed. */}
        {t('Sorry, we do not deliver to {{pin}} yet.', { pin: answer.pincode })}
      </p>
    );
  }
  const date = answer?.promisedBy ?? orderDeliveryDate(new Date());
  return (
    <p className="flex items-center gap-2 rounded-md bg-ivory-200/60 px-3.5 py-2.5 text-sm text-ink-700">
      <CalendarClock aria-hidden="true" className="size-4 text-plum-700" />
      <span>
        <Trans
          t={t}
          i18nKey={
            answer
              ? 'Delivery by <strong>{{date}}</strong> to {{pincode}}'
              : 'Delivery by <strong>{{date}}</strong>'
          }
          values={{ date: formatDisplayDate(date), pincode: answer?.pincode }}
          components={{ strong: <strong className="font-semibold text-ink-900" /> }}
        />
      </span>
    </p>
  );
}
