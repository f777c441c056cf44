import { AdminPage } from '../../../components/layout/admin-page';
import { CatalogueCsvView } from '../../../features/admin-catalogue-csv/components/catalogue-csv-view';

/** /admin/catalogue-csv: the catalogue as CSV, and a file checked before it is imported (issue 27). */
export function AdminCatalogueCsvRoute() {
  return (
    <AdminPage
      title="Catalogue import & export"
      about="The Zariya catalogue as CSV."
      width="4xl"
      lead="Move the catalogue in and out as a spreadsheet: the shop's own columns, or Shopify's product CSV."
    >
      <CatalogueCsvView />
    </AdminPage>
  );
}
