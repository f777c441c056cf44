import { AdminPage } from '../../../components/layout/admin-page';
import { CatalogueCsvView } from '../../../features/admin-catalogue-csv/components/catalogue-csv-view';
import { usePageMeta } from '../../../lib/page-meta';

/** /admin/catalogue-csv: the catalogue as CSV, and a file checked before it is imported (issue 27). */
export function AdminCatalogueCsvRoute() {
  usePageMeta('Catalogue import & export', 'The Zariya catalogue as CSV.');
  return (
    <AdminPage
      title="Catalogue import & export"
      width="4xl"
      lead="Move the catalogue in and out as a spreadsheet: the shop's own columns, or Shopify's product CSV."
    >
      <CatalogueCsvView />
    </AdminPage>
  );
}
