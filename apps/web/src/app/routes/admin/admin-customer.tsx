import { useParams } from 'react-router';
import { BackLink } from '../../../components/layout/admin-page';
import { paths } from '../../../config/paths';
import { CustomerView } from '../../../features/admin-customers/components/customer-view';
import { usePageMeta } from '../../../lib/page-meta';

/** /admin/customers/:id: one shopper's page for the owner. */
export function AdminCustomerRoute() {
  const { id = '' } = useParams();
  usePageMeta('Customer', 'A shopper of the Zariya shop.');
  const customerId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : 0;
  return (
    <div className="mx-auto max-w-5xl">
      <BackLink to={paths.admin.customers}>Customers</BackLink>
      {customerId ? (
        <CustomerView id={customerId} orderLink={paths.admin.orderDesk} />
      ) : (
        <p className="text-ink-700">No customer with this id.</p>
      )}
    </div>
  );
}
