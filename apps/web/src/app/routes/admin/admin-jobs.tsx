import { JobsView } from '../../../features/admin-jobs/components/jobs-view';
import { usePageMeta } from '../../../lib/page-meta';
import { AdminPage } from '../../../components/layout/admin-page';

export function AdminJobsRoute() {
  usePageMeta('Background jobs', 'Work the Zariya shop does on its own.');
  return (
    <AdminPage
      title="Background jobs"
      lead={
        <>
          Releasing lapsed stock holds, checking unpaid payments, sending refunds and e-mails happen on their
          own and are tried again when they fail. A job that still fails after its tries is listed here with
          its last error: sort out the reason, then retry it.
        </>
      }
    >
      <JobsView />
    </AdminPage>
  );
}
