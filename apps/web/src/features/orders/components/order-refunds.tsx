import { formatDisplayDate } from '@zariya/shared/dates';
import { refundLine } from '@zariya/shared/payment-lifecycle';
import type { OrderRefund } from '@zariya/shared/refunds-api';
import { CircleCheck, Undo2 } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** Money going back on an order: "Refund of ₹X initiated", then "Refund of ₹X: refunded on <date>". */
export function OrderRefunds({ refunds, className }: { refunds?: OrderRefund[]; className?: string }) {
  if (!refunds?.length) return null;
  return (
    <ul aria-label="Refunds" className={cn('space-y-1 text-sm', className)}>
      {refunds.map((refund, i) => {
        const done = refund.status === 'processed' && refund.processedAt;
        const Icon = done ? CircleCheck : Undo2;
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's refunds have no id here and keep their order (oldest first)
            key={`${refund.createdAt}-${i}`}
            className={cn(
              'flex items-start gap-1.5 font-medium',
              done ? 'text-success-600' : 'text-plum-800',
            )}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {refundLine(refund, formatDisplayDate)}
          </li>
        );
      })}
    </ul>
  );
}
