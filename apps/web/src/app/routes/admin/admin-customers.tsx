import { CustomersView } from '../../../features/admin-customers/components/customers-view';
import { AdminPage } from '../../../components/layout/admin-page';
import { paths } from '../../../config/paths';

/** /admin/customers: the owner's book of shoppers (issue 27 item 4). */
export function AdminCustomersRoute() {
  return (
    <AdminPage
      title="Customers"
      about="The shoppers of the Zariya shop."
      lead="Find a shopper by name, phone or e-mail, or look at a group of them: new, repeat, lapsed, high value, or your own filters."
    >
      <CustomersView customerLink={paths.admin.customer} />
    </AdminPage>
  );
}
