import type { AdminOrderStatus } from '@zariya/shared/admin-orders-api';
import { MESSAGES } from '@zariya/shared/constants';
import { normaliseStatus, statusButtons } from '@zariya/shared/order-status';
import { formatInr } from '@zariya/shared/pricing';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { ADMIN_ORDERS_KEY, type AdminOrder } from '../api/get-admin-orders';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { CancelOrderDialog, refundableAmount } from './cancel-order-dialog';

/** The route's refund of a cancelled order (the refunds feature's call), in full. */
export type RefundCancelled = (order: AdminOrder) => Promise<unknown>;

/**
 * The status buttons of product rules §4: Completed and Pending always, Cancelled and Returned unless current. Cancelled asks
 * first and says what follows (stock back, the shopper told, the refund), then cancels and refunds.
 */
export function StatusActions({
  order,
  label,
  refund,
}: {
  order: AdminOrder;
  label: string;
  refund?: RefundCancelled;
}) {
  const update = useUpdateOrderStatus();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const current = normaliseStatus(order.status);

  const setStatus = (status: AdminOrderStatus, refundNow = false) => {
    const amount = refundableAmount(order);
    update.mutate(
      { order, status },
      {
        onSuccess: async () => {
          toast.success(`${label} is now ${status}.`);
          if (!refundNow || !refund) return;
          try {
            await refund(order);
            toast.success(`${formatInr(amount)} is being refunded to the shopper.`);
          } catch (error) {
            toast.error(errorMessage(error, 'Could not record the refund.'), {
              description: "Use this order's Refund button to try again.",
            });
          } finally {
            await queryClient.invalidateQueries({ queryKey: [...ADMIN_ORDERS_KEY, order.orderType] });
          }
        },
        onError: () => toast.error(MESSAGES.adminStatusError),
      },
    );
  };

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
          onClick={() => (status === 'cancelled' ? setConfirming(true) : setStatus(status))}
        >
          {text}
        </Button>
      ))}
      <CancelOrderDialog
        order={order}
        label={label}
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={(refundNow) => {
          setConfirming(false);
          setStatus('cancelled', refundNow && refund !== undefined);
        }}
      />
    </div>
  );
}
