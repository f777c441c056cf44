import { AdminPage } from '../../../components/layout/admin-page';
import { RolesEditor } from '../../../features/admin-staff/components/roles-editor';

export function AdminRolesRoute() {
  return (
    <AdminPage
      title="Roles"
      about="What each role on the Zariya staff may see and change."
      lead="The presets, and roles of your own made from the same permissions."
      width="4xl"
    >
      <RolesEditor />
    </AdminPage>
  );
}
