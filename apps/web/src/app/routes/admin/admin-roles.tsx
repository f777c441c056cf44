import { AdminPage } from '../../../components/layout/admin-page';
import { RolesEditor } from '../../../features/admin-staff/components/roles-editor';
import { usePageMeta } from '../../../lib/page-meta';

export function AdminRolesRoute() {
  usePageMeta('Roles', 'What each role on the Zariya staff may see and change.');
  return (
    <AdminPage
      title="Roles"
      lead="The presets, and roles of your own made from the same permissions."
      width="4xl"
    >
      <RolesEditor />
    </AdminPage>
  );
}
