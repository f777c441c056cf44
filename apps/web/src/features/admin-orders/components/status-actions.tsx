import { MESSAGES } from '@zariya/shared/constants';
import { normaliseStatus, statusButtons } from '@zariya/shared/order-status';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import type { AdminOrder } from '../api/get-admin-orders';
import { useUpdateOrderStatus } from '../api/update-order-status';

/** The status buttons of SPEC §4: Completed and Pending always, Cancelled and Returned unless current. */
export function StatusActions({ order, label }: { order: AdminOrder; label: string }) {
  const update = useUpdateOrderStatus();
  const current = normaliseStatus(order.status);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of buttons, not a form fieldset
    <div role="group" aria-label={`Set status of ${label}`} className="flex flex-wrap gap-2">
      {statusButtons(order.status).map(({ status, label: text }) => (
        <Button
          key={status}
          size="sm"
          variant={status === current ? 'primary' : 'secondary'}
          aria-pressed={status === current}
          disabled={status === current || update.isPending}
          onClick={() =>
            update.mutate(
              { order, status },
              {
                onSuccess: () => toast.success(`${label} is now ${status}.`),
                onError: () => toast.error(MESSAGES.adminStatusError),
              },
            )
          }
        >
          {text}
        </Button>
      ))}
    </div>
  );
}
