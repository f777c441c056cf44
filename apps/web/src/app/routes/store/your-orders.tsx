import { isDelivered } from '@zariya/shared/order-lifecycle';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../../components/ui/tabs';
import { GoToTopButton } from '../../../features/orders/components/go-to-top-button';
import { BundleOrdersList, SingleOrdersList } from '../../../features/orders/components/orders-lists';
import { OrdersLoggedOut } from '../../../features/orders/components/orders-logged-out';
import { OrderReturns } from '../../../features/returns/components/order-returns';
import { RateReviewButton } from '../../../features/reviews/components/rate-review-button';
import { PreviousTicketsPanel, RaiseTicketPanel } from '../../../features/tickets/components/ticket-panels';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { useShopperSession } from '../../../lib/session';

const TAB_IDS = ['raise', 'single', 'multi', 'tickets'] as const;

/** product rules §2 Your Orders: Raise Ticket, Your Single Orders, Your Multi Orders, Your Previous Tickets. */
export function YourOrdersRoute() {
  const { t } = useT();
  usePageMeta(t('Your orders'), t('Your Zariya orders, deliveries and support tickets.'));
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = TAB_IDS.find((id) => id === asked) ?? 'single';
  const { token, userId } = useShopperSession();

  const items = [
    { id: 'raise', label: t('Raise Ticket'), content: <RaiseTicketPanel /> },
    {
      id: 'single',
      label: t('Your Single Orders'),
      content: (
        <SingleOrdersList
          actions={(order) => (
            <>
              {order.status === 'completed' ? (
                <RateReviewButton
                  order={{
                    kind: 'single',
                    id: order.id,
                    status: order.status,
                    items: [{ productId: order.productId, productName: order.productName }],
                  }}
                />
              ) : null}
              <OrderReturns orderRef={order.orderRef} delivered={isDelivered(order)} />
            </>
          )}
        />
      ),
    },
    {
      id: 'multi',
      label: t('Your Multi Orders'),
      content: (
        <BundleOrdersList
          actions={(order) => (
            <>
              {order.status === 'completed' ? (
                <RateReviewButton
                  order={{
                    kind: 'bundle',
                    id: order.id,
                    status: order.status,
                    items: order.products.map((p) => ({
                      productId: p.productId,
                      productName: p.productName,
                    })),
                  }}
                />
              ) : null}
              <OrderReturns orderRef={order.orderRef} delivered={isDelivered(order)} />
            </>
          )}
        />
      ),
    },
    { id: 'tickets', label: t('Your Previous Tickets'), content: <PreviousTicketsPanel /> },
  ];

  const heading = (
    <h1 className="mb-5 text-display-sm font-medium sm:mb-7 sm:text-display">{t('Your Orders')}</h1>
  );
  // Orders are asked for only with a session: without one a visitor is asked to log in, not shown placeholders.
  if (!token || !userId) {
    return (
      <div className="container-shop py-6 sm:py-10">
        {heading}
        <OrdersLoggedOut />
      </div>
    );
  }

  return (
    <div className="container-shop py-6 sm:py-10">
      {heading}
      <Tabs
        label={t('Your orders and tickets')}
        items={items}
        value={tab}
        onValueChange={(id) =>
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              next.set('tab', id);
              return next;
            },
            { replace: true },
          )
        }
      />
      <GoToTopButton />
    </div>
  );
}
