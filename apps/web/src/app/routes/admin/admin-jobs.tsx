import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { JobsView } from '../../../features/admin-jobs/components/jobs-view';
import { usePageMeta } from '../../../lib/page-meta';

export function AdminJobsRoute() {
  usePageMeta('Background jobs', 'Work the Zariya shop does on its own.');
  return (
    <div className="mx-auto max-w-5xl">
      <Link
        to={paths.admin.dashboard}
        className={buttonClasses({ variant: 'link', className: 'mb-4 text-sm' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Dashboard
      </Link>
      <h1 className="text-display font-medium">Background jobs</h1>
      <p className="mt-2 mb-6 text-ink-700">
        Releasing lapsed stock holds, checking unpaid payments, sending refunds and e-mails happen on their
        own and are tried again when they fail. A job that still fails after its tries is listed here with its
        last error: sort out the reason, then retry it.
      </p>
      <JobsView />
    </div>
  );
}
