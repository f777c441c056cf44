import { JobsView } from '../../../features/admin-jobs/components/jobs-view';
import { AdminPage } from '../../../components/layout/admin-page';

export function AdminJobsRoute() {
  return (
    <AdminPage
      title="Background jobs"
      about="Work the Zariya shop does on its own."
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
