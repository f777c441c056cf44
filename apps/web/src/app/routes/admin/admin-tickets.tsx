import { TICKET_REPLY_DAYS } from '@zariya/shared/constants';
import { AdminTicketsList } from '../../../features/tickets/components/admin-tickets-list';
import { AdminPage } from '../../../components/layout/admin-page';

export function AdminTicketsRoute() {
  return (
    <AdminPage
      title="User tickets"
      about="Support tickets raised by Zariya customers."
      width="3xl"
      lead={<>Newest first. Customers are promised an answer within {TICKET_REPLY_DAYS} days.</>}
    >
      <AdminTicketsList />
    </AdminPage>
  );
}
