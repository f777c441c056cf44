import { ReturnsView } from '../../../features/admin-returns/components/returns-view';
import { AdminPage } from '../../../components/layout/admin-page';

export function AdminReturnsRoute() {
  return (
    <AdminPage
      title="Returns"
      about="Returns and exchanges of Zariya orders."
      lead={
        <>
          Returns and exchanges asked for within 7 days of delivery. Approve or decline with a note, then mark
          the parcel picked up and received (its pieces go back into stock); a return then ends in a refund,
          an exchange in a new order at no charge.
        </>
      }
    >
      <ReturnsView />
    </AdminPage>
  );
}
