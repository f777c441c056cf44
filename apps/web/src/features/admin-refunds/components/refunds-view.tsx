import { REFUND_STATES, type RefundState } from '@zariya/shared/payment-lifecycle';
import { HandCoins } from 'lucide-react';
import { AdminRows, ListCount } from '../../../components/ui/admin-rows';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useRefunds } from '../api/get-refunds';
import { RefundFilter } from './refund-filter';
import { RefundRow } from './refund-row';
import { REFUND_STATE_LABELS } from './refund-status-badge';
import { plural } from '../../../lib/plural';

/** The owner's Refunds view: money going back, by state (due, in progress, done, failed), newest first. */
export function RefundsView() {
  const [params, setFilters] = useUrlFilters();
  const asked = params.get('status');
  const status = REFUND_STATES.find((s) => s === asked);
  const query = useRefunds(status);
  const select = (next: RefundState | undefined) => setFilters({ status: next });

  const refunds = query.data?.refunds ?? [];
  return (
    <div className="space-y-5">
      <RefundFilter totals={query.data?.totals} selected={status} onSelect={select} />
      <ListCount>
        {query.data
          ? `${plural(refunds.length, 'refund', 'refunds')}${status ? ` ${REFUND_STATE_LABELS[status].toLowerCase()}` : ''}`
          : ''}
      </ListCount>
      <AdminRows
        query={query}
        rows={refunds}
        loading={{ label: 'Loading refunds…', count: 3, itemClassName: 'h-24 w-full' }}
        empty={{
          icon: HandCoins,
          title: 'No refunds here',
          text: status
            ? 'Choose another status above to see other refunds.'
            : 'Refunds appear here when money goes back to a shopper.',
        }}
        rowKey={(refund) => refund.id}
        listClassName="space-y-3"
      >
        {(refund) => <RefundRow refund={refund} />}
      </AdminRows>
    </div>
  );
}
