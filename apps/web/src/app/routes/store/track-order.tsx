import { isDelivered } from '@zariya/shared/order-lifecycle';
import type { ReactNode } from 'react';
import { useParams, Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useTrackedOrder } from '../../../features/orders/api/get-tracked-order';
import { TrackingView } from '../../../features/orders/components/tracking-view';
import { OrderReturns } from '../../../features/returns/components/order-returns';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { useShopperSession } from '../../../lib/session';

/** product rules §2 Order tracking at /trackorder/:orderId ('12' for a single order, 'B-12' for a multi order). */
export function TrackOrderRoute() {
  const { orderId = '' } = useParams();
  const { t } = useT();
  usePageMeta(
    t('Track order {{orderRef}}', { orderRef: orderId }),
    t('Follow your Zariya order from ordered to delivered.'),
  );
  const { token } = useShopperSession();
  const query = useTrackedOrder(orderId, Boolean(token && orderId));

  let body: ReactNode;
  if (!token) {
    body = (
      <Message text={t('Please log in to track your order.')}>
        <Link to={paths.login} className={buttonClasses({ size: 'lg' })}>
          {t('Login/Sign up')}
        </Link>
      </Message>
    );
  } else if (query.isPending) {
    body = (
      <div aria-busy="true" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <span className="sr-only">{t('Loading your order…')}</span>
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    );
  } else if (query.isError) {
    const missing =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403);
    body = (
      <Message
        text={
          missing
            ? t('We could not find this order in your account.')
            : t('We could not load this order just now.')
        }
      >
        {missing ? null : (
          <Button variant="secondary" onClick={() => query.refetch()} loading={query.isFetching}>
            {t('Try again')}
          </Button>
        )}
        <Link to={paths.orders} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          {t('Your orders')}
        </Link>
      </Message>
    );
  } else {
    body = (
      <>
        <TrackingView order={query.data} now={new Date()} />
        {/* Returns and exchanges of this order: their steps, and the request button while it is delivered. */}
        <div className="mt-6 max-w-2xl">
          <OrderReturns orderRef={query.data.orderRef} delivered={isDelivered(query.data)} />
        </div>
      </>
    );
  }

  return (
    <div className="container-shop py-6 sm:py-10">
      <Link to={paths.orders} className={buttonClasses({ variant: 'link', className: 'mb-3 text-sm' })}>
        ← {t('Your orders')}
      </Link>
      <h1 className="mb-5 text-display-sm font-medium sm:mb-7 sm:text-display">{t('Track your order')}</h1>
      {body}
    </div>
  );
}

function Message({ text, children }: { text: string; children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl bg-ivory-50 px-6 py-12 text-center shadow-soft ring-1 ring-ivory-300/60"
    >
      <p className="font-display text-xl text-plum-950">{text}</p>
      <div className="flex flex-col gap-3 sm:flex-row">{children}</div>
    </div>
  );
}
