import { UserPlus } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { AcceptInvitation } from '../../../features/admin-staff/components/accept-invitation';
import { usePageMeta } from '../../../lib/page-meta';

export function AdminInvitationRoute() {
  usePageMeta('Join the Zariya team', 'Accept an invitation to the Zariya admin area.');
  return (
    <div className="mx-auto max-w-md">
      <Card className="p-6 sm:p-8">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-plum-50 text-plum-800 ring-1 ring-plum-100">
          <UserPlus aria-hidden="true" className="size-6" strokeWidth={1.6} />
        </span>
        <h1 className="mt-4 mb-4 text-3xl font-medium">Join the team</h1>
        <AcceptInvitation />
      </Card>
    </div>
  );
}
