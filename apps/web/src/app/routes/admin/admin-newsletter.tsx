import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { SubscribersTable } from '../../../features/newsletter/components/subscribers-table';
import { usePageMeta } from '../../../lib/page-meta';

export function AdminNewsletterRoute() {
  usePageMeta('Newsletter subscribers', 'WhatsApp newsletter subscribers of Zariya.');
  return (
    <div className="mx-auto max-w-3xl">
      <Link
        to={paths.admin.dashboard}
        className={buttonClasses({ variant: 'link', className: 'mb-4 text-sm' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Dashboard
      </Link>
      <h1 className="text-display font-medium">Newsletter subscribers</h1>
      <p className="mt-2 mb-6 text-ink-700">
        Newest first. Switch a number on once you have added it to the WhatsApp offers group.
      </p>
      <SubscribersTable />
    </div>
  );
}
