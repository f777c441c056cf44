import { formatDisplayDate, orderDeliveryDate } from '@zariya/shared/dates';
import { CalendarClock } from 'lucide-react';
import { useDeliveryCheck } from '../api/check-delivery';

/**
 * Checkout's promise for the delivery address: the zone's date for its pincode (the date the order will keep),
 * or that the pincode is not served; without an answer, the SPEC's order date + 7 days.
 */
export function DeliveryPromise({ pincode }: { pincode: string | null }) {
  const check = useDeliveryCheck(pincode);
  const answer = check.data;
  if (answer && !answer.served) {
    return (
      <p role="alert" className="rounded-md bg-danger-50 px-3.5 py-2.5 text-sm font-medium text-danger-600">
        {answer.message}
      </p>
    );
  }
  const date = answer?.promisedBy ?? orderDeliveryDate(new Date());
  return (
    <p className="flex items-center gap-2 rounded-md bg-ivory-200/60 px-3.5 py-2.5 text-sm text-ink-700">
      <CalendarClock aria-hidden="true" className="size-4 text-plum-700" />
      <span>
        Delivery by <strong className="font-semibold text-ink-900">{formatDisplayDate(date)}</strong>
        {answer ? ` to ${answer.pincode}` : null}
      </span>
    </p>
  );
}
