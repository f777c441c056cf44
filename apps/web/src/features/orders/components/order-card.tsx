import { formatDisplayDate } from '@zariya/shared/dates';
import { orderMoney } from '@zariya/shared/line-shares';
import { formatInr, fromPaise, toPaise } from '@zariya/shared/pricing';
import type { BundleOrder, SingleOrder } from '@zariya/shared/orders-api';
import type { OrderRefund } from '@zariya/shared/refunds-api';
import { FileText, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { ColourChip } from '../../../components/ui/colour-chip';
import { ProductThumb } from '../../../components/ui/product-thumb';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useLocale, useT } from '../../../lib/i18n';
import { ShopperOrderBadge } from '../../../components/ui/order-status-badge';
import { OrderRefunds } from './order-refunds';
import { OrderStatusText } from './order-status';

/** One part of a line's discount: the offer's name (else its code; null: the page says "Discount") and rupees. */
export type OrderItemDiscount = { key: string; label: string | null; amount: number };

export type OrderCardItem = {
  key: string;
  image: string;
  productName: string;
  size: string;
  color: string;
  quantity: number;
  /** Rupees for this item after its discounts (line total). */
  amount: number;
  /** Rupees for this item before its discounts. */
  gross: number;
  /** The offers that discounted it, each with its rupees (issue 25). */
  discounts: OrderItemDiscount[];
};

type Line = { discountPaise: number; discounts: SingleOrder['discounts'] };

const partsOf = (line: Line, extraPaise: number): OrderItemDiscount[] => [
  ...line.discounts
    .filter((d) => d.paise > 0)
    .map((d, i) => ({
      key: `${d.offerId ?? d.code ?? ''}-${i}`,
      label: d.name ?? d.code,
      amount: fromPaise(d.paise),
    })),
  ...(extraPaise > 0 ? [{ key: 'extra', label: null, amount: fromPaise(extraPaise) }] : []),
];

/**
 * The products of a shopper's order as the card and the tracking page list them, each before and after its
 * discounts, and the order's money: the items before discounts, their discounts, delivery (the rest of what was
 * paid) and the total paid for the goods (shared orderMoney: the rows add up).
 */
export function orderMoneyOf(order: SingleOrder | BundleOrder) {
  const lines: Array<Line & Omit<OrderCardItem, 'amount' | 'gross' | 'discounts'> & { grossPaise: number }> =
    order.kind === 'single'
      ? [
          {
            ...order,
            key: String(order.id),
            grossPaise: toPaise(order.price) - toPaise(order.shippingFee ?? 0) + (order.discountPaise ?? 0),
          },
        ]
      : order.products.map((p, i) => ({
          ...p,
          key: `${p.productId}-${i}`,
          grossPaise: toPaise(p.price) * p.quantity,
        }));
  const money = orderMoney(
    lines.map((l) => ({ grossPaise: l.grossPaise, discountPaise: l.discountPaise ?? 0 })),
    toPaise(order.kind === 'single' ? order.price : order.totalAmount),
  );
  const items: OrderCardItem[] = lines.map((l, i) => ({
    key: l.key,
    image: l.image,
    productName: l.productName,
    size: l.size,
    color: l.color,
    quantity: l.quantity,
    amount: fromPaise(money.lines[i].netPaise),
    gross: fromPaise(l.grossPaise),
    discounts: partsOf(
      { discountPaise: l.discountPaise ?? 0, discounts: l.discounts ?? [] },
      money.lines[i].extraPaise,
    ),
  }));
  return {
    items,
    gross: fromPaise(money.grossPaise),
    discount: fromPaise(money.discountPaise),
    delivery: fromPaise(money.chargesPaise),
    total: fromPaise(money.totalPaise),
  };
}

/** The products of a shopper's order as the card and the tracking page list them. */
export const orderCardItems = (order: SingleOrder | BundleOrder): OrderCardItem[] =>
  orderMoneyOf(order).items;

/** One item of an order: photo, name, size, colour, quantity and amount. `compact`: the tracking page's side card. */
export function OrderItemRow({ item, compact }: { item: OrderCardItem; compact?: boolean }) {
  const { t } = useT();
  // The tracking page's card has no headings of its own under 'Details'.
  const Name = compact ? 'p' : 'h3';
  return (
    <li className={cn('flex gap-3 py-3', compact && 'first:pt-0')}>
      <ProductThumb path={item.image} alt={item.productName} className={compact ? 'w-14' : 'w-16 sm:w-20'} />
      <div className={cn('min-w-0 flex-1', compact && 'text-sm')}>
        <Name
          translate="no"
          className={compact ? 'font-medium text-ink-900' : 'font-sans text-sm font-medium text-ink-900'}
        >
          {item.productName}
        </Name>
        <p
          className={cn('flex flex-wrap gap-x-3 text-xs text-ink-700', compact ? 'mt-0.5' : 'mt-1 gap-y-0.5')}
        >
          {item.size ? <span>{t('Size {{size}}', { size: item.size })}</span> : null}
          {item.color ? <ColourChip color={item.color} /> : null}
          <span>{t('Qty {{count}}', { count: item.quantity })}</span>
        </p>
        {item.discounts.length > 0 ? (
          <ul aria-label={t('Offers on this item')} className="mt-1 space-y-0.5 text-xs">
            {item.discounts.map((d) => (
              <li key={d.key} className="flex flex-wrap gap-x-1.5">
                <span className="text-ink-700">{d.label ?? t('Discount')}</span>
                <span className="font-medium text-success-600 tabular-nums">-{formatInr(d.amount)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="text-right">
        {item.discounts.length > 0 ? (
          <p className="text-xs text-ink-500 line-through tabular-nums">
            <span className="sr-only">{t('Before offers')} </span>
            {formatInr(item.gross)}
          </p>
        ) : null}
        <p className={cn('text-sm tabular-nums', !compact && 'font-medium')}>{formatInr(item.amount)}</p>
      </div>
    </li>
  );
}

function CardLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClasses({ variant: 'secondary', size: 'sm' })} aria-label={label}>
      {children}
    </Link>
  );
}

export type OrderCardProps = {
  orderRef: string;
  title: string;
  date: string;
  status: string;
  /** How it was paid: a paid order reads 'Paid', not 'Pending'. */
  paymentMethod?: 'online' | 'cod';
  paymentId?: string | null;
  fulfilment?: string;
  statusChangeDate: string | null;
  deliveryAddress: Parameters<typeof OrderStatusText>[0]['deliveryAddress'];
  /** The delivery date promised at checkout for the pincode; absent or null: order date + 7 days. */
  promisedBy?: string | null;
  items: OrderCardItem[];
  /** Rupees paid for the whole order, shipping included. */
  total: number;
  /** A pay-on-delivery order not yet paid: the amount is still to pay. */
  payOnDelivery?: boolean;
  /** Money going back on this order. */
  refunds?: OrderRefund[];
  /** Extra actions beside Track (Rate & Review for delivered orders). */
  actions?: ReactNode;
};

/** One order of /yourorder: photos, names, size, colour, quantity, amount, status text and a Track link. */
export function OrderCard(props: OrderCardProps) {
  const { t } = useT();
  const locale = useLocale();
  return (
    <article
      aria-label={t('{{title}}, order {{orderRef}}', { title: props.title, orderRef: props.orderRef })}
      className="rounded-xl bg-ivory-50 shadow-soft ring-1 ring-ivory-300/60"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-ivory-300/70 px-4 py-3 text-sm">
        <p className="text-ink-700">
          {t('Order')} <span className="font-semibold text-ink-900">#{props.orderRef}</span>
          <span aria-hidden="true"> · </span>
          <span className="whitespace-nowrap">{formatDisplayDate(props.date, locale)}</span>
        </p>
        <ShopperOrderBadge order={props} />
      </header>
      <ul className="divide-y divide-ivory-300/60 px-4">
        {props.items.map((item) => (
          <OrderItemRow key={item.key} item={item} />
        ))}
      </ul>
      <footer className="flex flex-col gap-3 border-t border-ivory-300/70 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <OrderStatusText
            status={props.status}
            date={props.date}
            statusChangeDate={props.statusChangeDate}
            deliveryAddress={props.deliveryAddress}
            promisedBy={props.promisedBy}
          />
          <p className="text-sm text-ink-700">
            {props.payOnDelivery ? t('To pay on delivery') : t('Amount paid')}{' '}
            <span className="font-semibold text-ink-900 tabular-nums">{formatInr(props.total)}</span>
          </p>
          <OrderRefunds refunds={props.refunds} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {props.actions}
          <CardLink
            to={paths.trackOrder(props.orderRef)}
            label={t('Track order {{orderRef}}', { orderRef: props.orderRef })}
          >
            <Truck aria-hidden="true" className="size-4" /> {t('Track')}
          </CardLink>
          <CardLink
            to={paths.invoice(props.orderRef)}
            label={t('Invoice for order {{orderRef}}', { orderRef: props.orderRef })}
          >
            <FileText aria-hidden="true" className="size-4" /> {t('Invoice')}
          </CardLink>
        </div>
      </footer>
    </article>
  );
}
