import { formatDisplayDate } from '@zariya/shared/dates';
import { formatInr } from '@zariya/shared/pricing';
import type { RefundView } from '@zariya/shared/refunds-api';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useRetryRefund } from '../api/retry-refund';
import { RefundStatusBadge } from './refund-status-badge';

/** One refund: its order, amount, why, where it stands and since when; a failed one can be sent again. */
export function RefundRow({ refund }: { refund: RefundView }) {
  const retry = useRetryRefund();
  const when =
    refund.status === 'processed' && refund.processedAt
      ? `Refunded ${formatDisplayDate(refund.processedAt)}`
      : `Recorded ${formatDisplayDate(refund.createdAt)}`;
  const title = refund.orderRef ? `Order #${refund.orderRef}` : 'Payment without an order';
  return (
    <article
      aria-label={`Refund of ${formatInr(refund.amount)}, ${title}`}
      className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 rounded-xl bg-ivory-50 p-4 shadow-soft ring-1 ring-ivory-300/70 md:grid-cols-[minmax(0,1.3fr)_7rem_8rem_minmax(0,1fr)_6.5rem]"
    >
      <div className="min-w-0">
        {refund.orderRef ? (
          <Link
            to={paths.admin.orderDesk(refund.orderRef)}
            className="font-display text-lg font-medium text-plum-900 underline decoration-gold-500 decoration-1 underline-offset-4 hover:decoration-2"
          >
            {title}
          </Link>
        ) : (
          <p className="font-display text-lg font-medium text-ink-900">{title}</p>
        )}
        <p className="text-sm text-ink-700">{refund.reasonLabel}</p>
        <p className="truncate font-mono text-xs text-ink-500" title={refund.paymentId}>
          {refund.paymentId}
        </p>
      </div>
      <p className="text-right text-lg font-semibold tabular-nums md:text-left">{formatInr(refund.amount)}</p>
      <div>
        <RefundStatusBadge status={refund.status} />
      </div>
      <p className="text-right text-sm text-ink-700 md:text-left">{when}</p>
      {refund.status === 'failed' ? (
        <div className="col-span-2 flex justify-end md:col-span-1">
          <Button
            size="sm"
            variant="secondary"
            loading={retry.isPending}
            aria-label={`Retry refund of ${formatInr(refund.amount)} for ${title}`}
            onClick={() =>
              retry.mutate(refund.id, {
                onSuccess: (answer) => toast.success(answer.message),
                onError: (error) => toast.error(errorMessage(error, 'Could not send the refund again.')),
              })
            }
          >
            {retry.isPending ? null : <RotateCcw aria-hidden="true" className="size-4" />}
            Retry
          </Button>
        </div>
      ) : (
        // Keeps the desktop columns in line; a phone has no empty row.
        <div aria-hidden="true" className="hidden md:block" />
      )}
      {refund.lastError && refund.status !== 'processed' ? (
        <p className="col-span-full flex items-start gap-2 rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-600">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {refund.attempts > 1 ? `After ${refund.attempts} tries: ` : ''}
            {refund.lastError}
          </span>
        </p>
      ) : null}
    </article>
  );
}
