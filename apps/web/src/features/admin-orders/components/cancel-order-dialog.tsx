import { formatInr } from '@zariya/shared/pricing';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { OptionCard } from '../../../components/ui/option-card';
import type { AdminOrder } from '../api/get-admin-orders';

/** Rupees paid online for the order and not yet refunded; 0 for an order paid on delivery. */
export function refundableAmount(order: AdminOrder): number {
  if (!order.paymentId || order.paymentMethod === 'cod') return 0;
  const refunded = (order.refunds ?? [])
    .filter((r) => r.status !== 'failed')
    .reduce((sum, r) => sum + r.amount, 0);
  return Math.max(0, order.amount + order.codFee - refunded);
}

/**
 * Asks before an order is cancelled and says what follows: its pieces go back to stock, the shopper is told, and
 * what she paid online is refunded (at once, unless the owner unticks it to refund a part later from the desk).
 */
export function CancelOrderDialog({
  order,
  label,
  open,
  onClose,
  onConfirm,
}: {
  order: AdminOrder;
  label: string;
  open: boolean;
  onClose: () => void;
  onConfirm: (refundNow: boolean) => void;
}) {
  const refundable = refundableAmount(order);
  const [refundNow, setRefundNow] = useState(true);
  const amount = formatInr(refundable);
  return (
    <Dialog open={open} onClose={onClose} title={`Cancel ${label}?`}>
      <div className="space-y-3 text-sm text-ink-700">
        <p>
          Cancelling puts its pieces back in stock and e-mails {order.userName || 'the shopper'} that the
          order is cancelled.
        </p>
        {refundable > 0 ? (
          <>
            <p>
              She paid <strong className="text-ink-900">{amount}</strong> online: that is refunded to the
              card, UPI or bank she paid with, usually within 5–7 working days.
            </p>
            <OptionCard
              type="checkbox"
              checked={refundNow}
              onChange={(event) => setRefundNow(event.target.checked)}
              title={`Refund ${amount} to the shopper now`}
            />
            {refundNow ? null : (
              <p className="text-ink-500">
                You can refund all or a part of it later with this order's Refund button.
              </p>
            )}
          </>
        ) : (
          <p>
            {order.paymentId
              ? 'Nothing is left to refund.'
              : 'It is paid on delivery: nothing was paid online, so there is nothing to refund.'}
          </p>
        )}
      </div>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Keep the order
        </Button>
        <Button
          onClick={() => onConfirm(refundable > 0 && refundNow)}
          className="bg-danger-600 hover:bg-danger-600/90"
        >
          <Ban aria-hidden="true" className="size-4" />
          {refundable > 0 && refundNow ? `Cancel and refund ${amount}` : 'Cancel order'}
        </Button>
      </div>
    </Dialog>
  );
}
