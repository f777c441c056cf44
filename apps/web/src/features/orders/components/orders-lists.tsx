import { MESSAGES } from '@zariya/shared/constants';
import type { BundleOrder, SingleOrder } from '@zariya/shared/orders-api';
import { PackageOpen, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SkeletonList } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useShopperSession } from '../../../lib/session';
import { useUserBundleOrders } from '../api/get-user-bundle-orders';
import { useUserOrders } from '../api/get-user-orders';
import { OrderCard, orderCardItems } from './order-card';

type ListQuery<T> = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data?: T[];
  refetch: () => unknown;
};

function ListState<T>({
  query,
  empty,
  children,
}: {
  query: ListQuery<T>;
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useT();
  if (query.isPending) {
    return <SkeletonList label={t('Loading your orders…')} count={2} itemClassName="h-40" />;
  }
  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl bg-ivory-50 px-6 py-8 text-center ring-1 ring-ivory-300/70"
      >
        <p className="text-ink-700">{t(MESSAGES.ordersOrTicketsError)}</p>
        <Button variant="secondary" onClick={() => query.refetch()} loading={query.isFetching}>
          <RotateCcw aria-hidden="true" className="size-4" /> {t('Try again')}
        </Button>
      </div>
    );
  }
  const rows = query.data ?? [];
  if (rows.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl bg-ivory-50 px-6 py-10 text-center ring-1 ring-ivory-300/70">
        <PackageOpen aria-hidden="true" className="size-10 text-plum-300" strokeWidth={1.5} />
        <p className="text-ink-700">{empty}</p>
        <Link to={paths.home} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          {t('Start shopping')}
        </Link>
      </div>
    );
  }
  return <ul className="space-y-4">{children(rows)}</ul>;
}

/** A shopper's orders of one kind, each as an OrderCard; `title` names an order (its product, or its count). */
function OrderCardsList<T extends SingleOrder | BundleOrder>({
  query,
  empty,
  title,
  actions,
}: {
  query: ListQuery<T>;
  empty: string;
  title: (order: T) => string;
  actions?: (order: T) => ReactNode;
}) {
  return (
    <ListState query={query} empty={empty}>
      {(orders) =>
        orders.map((order) => (
          <li key={order.id}>
            <OrderCard
              orderRef={order.orderRef}
              title={title(order)}
              date={order.date}
              status={order.status}
              paymentMethod={order.paymentMethod}
              paymentId={order.paymentId}
              fulfilment={order.fulfilment}
              statusChangeDate={order.statusChangeDate}
              deliveryAddress={order.deliveryAddress}
              promisedBy={order.promisedBy}
              total={(order.kind === 'single' ? order.price : order.totalAmount) + order.codFee}
              payOnDelivery={order.paymentMethod === 'cod' && order.fulfilment !== 'delivered'}
              refunds={order.refunds}
              items={orderCardItems(order)}
              actions={actions?.(order)}
            />
          </li>
        ))
      }
    </ListState>
  );
}

/** 'Your Single Orders': one product each. `actions` adds buttons per order (Rate & Review). */
export function SingleOrdersList({ actions }: { actions?: (order: SingleOrder) => ReactNode }) {
  const { t } = useT();
  const { token, userId } = useShopperSession();
  const query = useUserOrders(token ? userId : null);
  return (
    <OrderCardsList
      query={query}
      empty={t('You have no single orders yet.')}
      title={(order) => order.productName}
      actions={actions}
    />
  );
}

/** 'Your Multi Orders': paid checkouts of the whole cart. */
export function BundleOrdersList({ actions }: { actions?: (order: BundleOrder) => ReactNode }) {
  const { t } = useT();
  const { token, userId } = useShopperSession();
  const query = useUserBundleOrders(token ? userId : null);
  return (
    <OrderCardsList
      query={query}
      empty={t('You have no multi-item orders yet.')}
      title={(order) =>
        order.products.length === 1
          ? t('{{count}} item', { count: 1 })
          : t('{{count}} items', { count: order.products.length })
      }
      actions={actions}
    />
  );
}
