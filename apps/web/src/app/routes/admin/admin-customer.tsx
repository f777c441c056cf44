import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
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
      <Link
        to={paths.admin.customers}
        className={buttonClasses({ variant: 'link', className: 'mb-4 text-sm' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Customers
      </Link>
      {customerId ? (
        <CustomerView id={customerId} orderLink={paths.admin.orderDesk} />
      ) : (
        <p className="text-ink-700">No customer with this id.</p>
      )}
    </div>
  );
}
