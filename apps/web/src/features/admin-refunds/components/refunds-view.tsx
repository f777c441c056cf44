import { MESSAGES } from '@zariya/shared/constants';
import { REFUND_STATES, type RefundState } from '@zariya/shared/payment-lifecycle';
import { HandCoins } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyNote } from '../../../components/ui/empty-note';
import { QueryList } from '../../../components/ui/query-list';
import { useRefunds } from '../api/get-refunds';
import { RefundFilter } from './refund-filter';
import { RefundRow } from './refund-row';
import { REFUND_STATE_LABELS } from './refund-status-badge';

/** The owner's Refunds view: money going back, by state (due, in progress, done, failed), newest first. */
export function RefundsView() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status = REFUND_STATES.find((s) => s === asked);
  const query = useRefunds(status);

  const select = (next: RefundState | undefined) => {
    const changed = new URLSearchParams(params);
    if (next) changed.set('status', next);
    else changed.delete('status');
    setParams(changed, { replace: true });
  };

  const refunds = query.data?.refunds ?? [];
  return (
    <div className="space-y-5">
      <RefundFilter totals={query.data?.totals} selected={status} onSelect={select} />
      <p aria-live="polite" className="text-sm text-ink-500">
        {query.data
          ? `${refunds.length} ${refunds.length === 1 ? 'refund' : 'refunds'}${status ? ` ${REFUND_STATE_LABELS[status].toLowerCase()}` : ''}`
          : ''}
      </p>
      <QueryList
        query={query}
        rows={refunds}
        loading={{ label: 'Loading refunds…', count: 3, itemClassName: 'h-24 w-full' }}
        failed={MESSAGES.adminFetchError}
        empty={
          <EmptyNote
            tight
            icon={HandCoins}
            title="No refunds here"
            text={
              status
                ? 'Choose another status above to see other refunds.'
                : 'Refunds appear here when money goes back to a shopper.'
            }
          />
        }
      >
        {(rows) => (
          <ul className="space-y-3">
            {rows.map((refund) => (
              <li key={refund.id}>
                <RefundRow refund={refund} />
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </div>
  );
}
