import { ReturnsView } from '../../../features/admin-returns/components/returns-view';
import { usePageMeta } from '../../../lib/page-meta';
import { AdminPage } from '../../../components/layout/admin-page';

export function AdminReturnsRoute() {
  usePageMeta('Returns', 'Returns and exchanges of Zariya orders.');
  return (
    <AdminPage
      title="Returns"
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
