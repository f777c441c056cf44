import { TICKET_REPLY_DAYS } from '@zariya/shared/constants';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { AdminTicketsList } from '../../../features/tickets/components/admin-tickets-list';
import { usePageMeta } from '../../../lib/page-meta';

export function AdminTicketsRoute() {
  usePageMeta('User tickets', 'Support tickets raised by Zariya customers.');
  return (
    <div className="mx-auto max-w-3xl">
      <Link
        to={paths.admin.dashboard}
        className={buttonClasses({ variant: 'link', className: 'mb-4 text-sm' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Dashboard
      </Link>
      <h1 className="text-display font-medium">User tickets</h1>
      <p className="mt-2 mb-6 text-ink-700">
        Newest first. Customers are promised an answer within {TICKET_REPLY_DAYS} days.
      </p>
      <AdminTicketsList />
    </div>
  );
}
