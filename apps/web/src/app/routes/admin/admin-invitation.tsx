import { UserPlus } from 'lucide-react';
import { AdminCardPage } from '../../../components/layout/admin-card-page';
import { AcceptInvitation } from '../../../features/admin-staff/components/accept-invitation';
import { usePageMeta } from '../../../lib/page-meta';

export function AdminInvitationRoute() {
  usePageMeta('Join the Zariya team', 'Accept an invitation to the Zariya admin area.');
  return (
    <AdminCardPage icon={UserPlus} title="Join the team">
      <AcceptInvitation />
    </AdminCardPage>
  );
}
