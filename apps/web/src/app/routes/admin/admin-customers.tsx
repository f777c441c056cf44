import { CustomersView } from '../../../features/admin-customers/components/customers-view';
import { AdminPage } from '../../../components/layout/admin-page';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../lib/page-meta';

/** /admin/customers: the owner's book of shoppers (issue 27 item 4). */
export function AdminCustomersRoute() {
  usePageMeta('Customers', 'The shoppers of the Zariya shop.');
  return (
    <AdminPage
      title="Customers"
      lead="Find a shopper by name, phone or e-mail, or look at a group of them: new, repeat, lapsed, high value, or your own filters."
    >
      <CustomersView customerLink={paths.admin.customer} />
    </AdminPage>
  );
}
