import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { OrdersDesk } from '../../../features/admin-orders/components/orders-desk';
import { RefundOrderButton } from '../../../features/admin-refunds/components/refund-order-button';
import { usePageMeta } from '../../../lib/page-meta';

export function AdminOrdersRoute() {
  usePageMeta('All orders', 'Single and bundle orders of the Zariya shop.');
  return (
    <div className="mx-auto max-w-5xl">
      <Link
        to={paths.admin.dashboard}
        className={buttonClasses({ variant: 'link', className: 'mb-4 text-sm' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Dashboard
      </Link>
      <h1 className="text-display font-medium">All orders</h1>
      <p className="mt-2 mb-6 text-ink-700">Newest first. Set each order's status as it moves along.</p>
      <OrdersDesk actions={(order, label) => <RefundOrderButton order={order} label={label} />} />
    </div>
  );
}
