import { formatDisplayDate } from '@zariya/shared/dates';
import { formatInr } from '@zariya/shared/pricing';
import { trackingProgress } from '@zariya/shared/tracking';
import { Card } from '../../../components/ui/card';
import { useLocale, useT } from '../../../lib/i18n';
import type { TrackedOrder } from '../api/get-tracked-order';
import { ShopperOrderBadge } from '../../../components/ui/order-status-badge';
import { OrderItemRow, orderMoneyOf } from './order-card';
import { OrderRefunds } from './order-refunds';
import { formatAddress } from '../../../lib/format-address';
import { OrderStatusText } from './order-status';
import { ShipmentPanel } from './shipment-panel';
import { TrackingSteps } from './tracking-steps';

/** product rules §2 Order tracking: the order's details and its four-step progress. */
export function TrackingView({ order, now }: { order: TrackedOrder; now: Date }) {
  const { t } = useT();
  const locale = useLocale();
  const progress = trackingProgress({
    orderDate: order.date,
    status: order.status,
    now,
    fulfilment: order.fulfilment,
    promisedBy: order.promisedBy,
  });
  const status = order.status.trim().toLowerCase();
  const stopped =
    status === 'cancelled'
      ? t('This order was cancelled.')
      : status === 'returned'
        ? t('This order was returned.')
        : undefined;
  const goods = order.kind === 'single' ? order.price : order.totalAmount;
  const money = orderMoneyOf(order);
  const cod = order.paymentMethod === 'cod';
  const total = cod ? goods + order.codFee : goods;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-display text-xl font-medium">
            {t('Order #{{orderRef}}', { orderRef: order.orderRef })}
          </h2>
          <ShopperOrderBadge order={order} />
        </div>
        <p className="mt-1 text-sm text-ink-700">
          {t('Placed on {{date}}', { date: formatDisplayDate(order.date, locale) })}
        </p>
        <div className="mt-6">
          <TrackingSteps progress={progress} stopped={stopped} />
        </div>
        <div className="mt-6 rounded-lg bg-ivory-200/60 p-3">
          {status === 'completed' || stopped ? (
            <OrderStatusText
              status={order.status}
              date={order.date}
              statusChangeDate={order.statusChangeDate}
              deliveryAddress={order.deliveryAddress}
            />
          ) : (
            <p className="text-sm font-medium text-plum-800">
              {t('Expected delivery by {{date}}', {
                date: formatDisplayDate(progress.expectedDelivery, locale),
              })}
            </p>
          )}
          <OrderRefunds refunds={order.refunds} className="mt-2" />
        </div>
        {order.shipment ? <ShipmentPanel shipment={order.shipment} /> : null}
      </Card>
      <Card>
        <h2 className="font-display text-lg font-medium">{t('Details')}</h2>
        <ul className="mt-3 divide-y divide-ivory-300/60">
          {money.items.map((item) => (
            <OrderItemRow key={item.key} item={item} compact />
          ))}
        </ul>
        <dl className="mt-3 space-y-2 border-t border-ivory-300/70 pt-3 text-sm">
          {money.discount > 0 || money.delivery > 0 ? (
            <>
              <div className="flex justify-between gap-4">
                <dt className="text-ink-700">{t('Items')}</dt>
                <dd className="tabular-nums">{formatInr(money.gross)}</dd>
              </div>
              {money.discount > 0 ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-ink-700">{t('Offers')}</dt>
                  <dd className="text-success-600 tabular-nums">-{formatInr(money.discount)}</dd>
                </div>
              ) : null}
              {money.delivery > 0 ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-ink-700">{t('Delivery')}</dt>
                  <dd className="tabular-nums">{formatInr(money.delivery)}</dd>
                </div>
              ) : null}
            </>
          ) : null}
          <div className="flex justify-between gap-4">
            <dt className="text-ink-700">
              {cod
                ? order.fulfilment === 'delivered'
                  ? t('Paid on delivery')
                  : t('To pay on delivery')
                : t('Amount paid')}
            </dt>
            <dd className="font-semibold tabular-nums">{formatInr(total)}</dd>
          </div>
          {cod && order.codFee > 0 ? (
            <p className="text-xs text-ink-500">
              {t('Includes the pay-on-delivery fee of {{fee}}.', { fee: formatInr(order.codFee) })}
            </p>
          ) : null}
          {order.deliveryAddress ? (
            <div>
              <dt className="text-ink-700">{t('Delivering to')}</dt>
              <dd translate="no" className="mt-0.5 text-ink-900">
                {order.userName}, {formatAddress(order.deliveryAddress)}
              </dd>
            </div>
          ) : null}
          {order.paymentId ? (
            <div className="flex justify-between gap-4">
              <dt className="text-ink-700">{t('Payment ID')}</dt>
              <dd translate="no" className="truncate font-mono text-xs">
                {order.paymentId}
              </dd>
            </div>
          ) : null}
        </dl>
      </Card>
    </div>
  );
}
