import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ReturnsView } from '../../../features/admin-returns/components/returns-view';
import { usePageMeta } from '../../../lib/page-meta';

export function AdminReturnsRoute() {
  usePageMeta('Returns', 'Returns and exchanges of Zariya orders.');
  return (
    <div className="mx-auto max-w-5xl">
      <Link
        to={paths.admin.dashboard}
        className={buttonClasses({ variant: 'link', className: 'mb-4 text-sm' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Dashboard
      </Link>
      <h1 className="text-display font-medium">Returns</h1>
      <p className="mt-2 mb-6 text-ink-700">
        Returns and exchanges asked for within 7 days of delivery. Approve or decline with a note, then mark
        the parcel picked up and received (its pieces go back into stock); a return then ends in a refund, an
        exchange in a new order at no charge.
      </p>
      <ReturnsView />
    </div>
  );
}
