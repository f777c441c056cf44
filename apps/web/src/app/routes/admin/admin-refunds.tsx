import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { RefundsView } from '../../../features/admin-refunds/components/refunds-view';
import { usePageMeta } from '../../../lib/page-meta';

export function AdminRefundsRoute() {
  usePageMeta('Refunds', 'Money going back to Zariya shoppers.');
  return (
    <div className="mx-auto max-w-5xl">
      <Link
        to={paths.admin.dashboard}
        className={buttonClasses({ variant: 'link', className: 'mb-4 text-sm' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Dashboard
      </Link>
      <h1 className="text-display font-medium">Refunds</h1>
      <p className="mt-2 mb-6 text-ink-700">
        Newest first. Refunds are sent on their own; retry a failed one once the reason is sorted. To refund a
        cancelled or returned order, use Refund on{' '}
        <Link to={paths.admin.allOrders} className={buttonClasses({ variant: 'link' })}>
          All orders
        </Link>
        .
      </p>
      <RefundsView />
    </div>
  );
}
