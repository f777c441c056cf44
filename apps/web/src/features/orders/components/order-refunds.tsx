import { formatDisplayDate } from '@zariya/shared/dates';
import { formatInr } from '@zariya/shared/pricing';
import type { OrderRefund } from '@zariya/shared/refunds-api';
import { CircleCheck, Undo2 } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useLocale, useT } from '../../../lib/i18n';

/**
 * Money going back on an order: "Refund of ₹X initiated", then "Refund of ₹X: refunded on <date>" (the texts of
 * refundLine in @zariya/shared/payment-lifecycle, here in the shopper's language).
 */
export function OrderRefunds({ refunds, className }: { refunds?: OrderRefund[]; className?: string }) {
  const { t } = useT();
  const locale = useLocale();
  if (!refunds?.length) return null;
  return (
    <ul aria-label={t('Refunds')} className={cn('space-y-1 text-sm', className)}>
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
            {done
              ? t('Refund of {{amount}}: refunded on {{date}}', {
                  amount: formatInr(refund.amount),
                  date: formatDisplayDate(refund.processedAt!, locale),
                })
              : t('Refund of {{amount}} initiated', { amount: formatInr(refund.amount) })}
          </li>
        );
      })}
    </ul>
  );
}
