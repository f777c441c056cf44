import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { AdminPage } from '../../../components/layout/admin-page';
import { paths } from '../../../config/paths';
import { RefundsView } from '../../../features/admin-refunds/components/refunds-view';

export function AdminRefundsRoute() {
  return (
    <AdminPage
      title="Refunds"
      about="Money going back to Zariya shoppers."
      lead={
        <>
          Newest first. Refunds are sent on their own; retry a failed one once the reason is sorted. To refund
          a cancelled or returned order, use Refund on{' '}
          <Link to={paths.admin.allOrders} className={buttonClasses({ variant: 'link' })}>
            All orders
          </Link>
          .
        </>
      }
    >
      <RefundsView />
    </AdminPage>
  );
}
