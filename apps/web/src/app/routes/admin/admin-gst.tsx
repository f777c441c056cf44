import { GstSettingsView } from '../../../features/gst-settings/components/gst-settings-view';
import { AdminPage } from '../../../components/layout/admin-page';

export function AdminGstRoute() {
  return (
    <AdminPage title="GST & invoices" about="The shop's GST details, HSN codes, rates and report.">
      <GstSettingsView />
    </AdminPage>
  );
}
