import { GstSettingsView } from '../../../features/gst-settings/components/gst-settings-view';
import { usePageMeta } from '../../../lib/page-meta';
import { AdminPage } from '../../../components/layout/admin-page';

export function AdminGstRoute() {
  usePageMeta('GST & invoices', "The shop's GST details, HSN codes, rates and report.");
  return (
    <AdminPage title={<>GST &amp; invoices</>}>
      <GstSettingsView />
    </AdminPage>
  );
}
