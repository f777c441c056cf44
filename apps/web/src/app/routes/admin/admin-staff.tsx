import { AdminPage } from '../../../components/layout/admin-page';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAdminMe } from '../../../features/admin/api/get-admin-me';
import { StaffTeam } from '../../../features/admin-staff/components/staff-team';

export function AdminStaffRoute() {
  const me = useAdminMe();
  return (
    <AdminPage
      title="Staff"
      about="The people who run Zariya with the owner."
      lead="Invite people, give each a role, see where they are signed in, and remove them."
      width="4xl"
    >
      {me.data ? <StaffTeam me={me.data} /> : <Skeleton className="h-64 w-full" />}
    </AdminPage>
  );
}
