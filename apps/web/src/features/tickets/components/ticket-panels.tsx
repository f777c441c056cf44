// The two ticket tabs of /yourorder (product rules §2 Your Orders): Raise Ticket and Your Previous Tickets.
import { MESSAGES } from '@zariya/shared/constants';
import { PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { FetchFailed } from '../../../components/ui/fetch-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { EmptyNote } from '../../../components/ui/empty-note';
import { useT } from '../../../lib/i18n';
import { useShopperSession } from '../../../lib/session';
import { useShopperOrders } from '../api/get-shopper-orders';
import { useUserTickets } from '../api/get-user-tickets';
import { LoginPrompt } from './login-prompt';
import { PreviousTicketsList } from './previous-tickets-list';
import { RaiseTicketForm } from './raise-ticket-form';

function Loading({ label }: { label: string }) {
  return (
    <div className="space-y-3" aria-busy="true">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-28 w-full" />
    </div>
  );
}

function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useT();
  return <FetchFailed message={t(MESSAGES.ordersOrTicketsError)} onRetry={onRetry} retrying={retrying} />;
}

export function RaiseTicketPanel() {
  const { t } = useT();
  const { token, userId } = useShopperSession();
  const orders = useShopperOrders(token ? userId : null);
  if (!token || !userId)
    return <LoginPrompt>{t('Please log in to raise a ticket about an order.')}</LoginPrompt>;
  if (orders.isPending) return <Loading label={t('Loading your orders…')} />;
  if (orders.isError) return <LoadError onRetry={() => orders.refetch()} retrying={orders.isFetching} />;
  if (orders.data.length === 0) {
    return (
      <EmptyNote
        icon={PackageOpen}
        title={t('No orders yet')}
        text={t('Tickets are raised about an order. Once you buy something, you can ask us about it here.')}
      >
        <Link to={paths.home} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          {t('Start shopping')}
        </Link>
      </EmptyNote>
    );
  }
  return (
    <div className="max-w-2xl">
      <RaiseTicketForm userId={userId} orders={orders.data} />
    </div>
  );
}

export function PreviousTicketsPanel() {
  const { t } = useT();
  const { token, userId } = useShopperSession();
  const sessionUser = token ? userId : null;
  const tickets = useUserTickets(sessionUser);
  const orders = useShopperOrders(sessionUser);
  if (!token || !userId) return <LoginPrompt>{t('Please log in to see your tickets.')}</LoginPrompt>;
  if (tickets.isPending) return <Loading label={t('Loading your tickets…')} />;
  if (tickets.isError) return <LoadError onRetry={() => tickets.refetch()} retrying={tickets.isFetching} />;
  // Order names are a nicety: the tickets still show with their order number if orders fail to load.
  return <PreviousTicketsList tickets={tickets.data} orders={orders.data ?? []} />;
}
