import { AdminPage } from '../../../components/layout/admin-page';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAdminMe } from '../../../features/admin/api/get-admin-me';
import { StaffTeam } from '../../../features/admin-staff/components/staff-team';
import { usePageMeta } from '../../../lib/page-meta';

export function AdminStaffRoute() {
  usePageMeta('Staff', 'The people who run Zariya with the owner.');
  const me = useAdminMe();
  return (
    <AdminPage
      title="Staff"
      lead="Invite people, give each a role, see where they are signed in, and remove them."
      width="4xl"
    >
      {me.data ? <StaffTeam me={me.data} /> : <Skeleton className="h-64 w-full" />}
    </AdminPage>
  );
}
