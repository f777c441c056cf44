import { formatInr } from '@zariya/shared/pricing';
import { CircleCheck, Truck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDisplayDate, useT } from '../../../lib/i18n';
import { type CheckoutItem, CheckoutItems } from './checkout-items';

export type PaymentSuccessProps = {
  paymentId: string | null;
  orderRef: string;
  /** Pay on delivery: the cash to hand the courier. */
  cashToPay?: number;
  /** What was bought, as the payment page listed it. */
  items?: CheckoutItem[];
  /** The date promised for the order; undefined while it is being read. */
  promisedBy?: Date | string;
};

/**
 * The order confirmation: the thank-you, the order number, the promised date and what was bought come first
 * (scrolled into view on arrival: on a phone the Pay button sat far below), then product rules §2's 'Payment successful.
 * Payment ID: ...' or, for pay on delivery, the cash to keep ready.
 */
export function PaymentSuccess({ paymentId, orderRef, cashToPay, items, promisedBy }: PaymentSuccessProps) {
  const { t } = useT();
  const formatDisplayDate = useDisplayDate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="rounded-2xl bg-ivory-50 px-5 py-8 shadow-soft ring-1 ring-ivory-300/60 sm:px-8 sm:py-10">
      <div role="status" className="flex flex-col items-center text-center">
        <CircleCheck aria-hidden="true" className="size-12 text-success-600" strokeWidth={1.5} />
        <h2 ref={heading} tabIndex={-1} className="mt-3 text-display-sm font-medium outline-none">
          {t('Thank you for your order')}
        </h2>
        <p className="mt-2 text-lg text-ink-900">
          {t('Order number')}{' '}
          <strong translate="no" className="font-semibold">
            {orderRef}
          </strong>
        </p>
        {promisedBy ? (
          <p className="mt-2 flex items-center gap-2 text-ink-700">
            <Truck aria-hidden="true" className="size-5 shrink-0 text-plum-700" />
            <span>{t('Arriving by {{date}}', { date: formatDisplayDate(promisedBy) })}</span>
          </p>
        ) : null}
      </div>
      {items && items.length > 0 ? (
        <section aria-labelledby="receipt-items" className="mx-auto mt-6 max-w-xl">
          <h3 id="receipt-items" className="mb-3 font-sans text-sm font-semibold text-ink-900">
            {items.length === 1 ? t('Your item') : t('Your {{count}} items', { count: items.length })}
          </h3>
          <CheckoutItems items={items} />
        </section>
      ) : null}
      <div className="mx-auto mt-6 max-w-xl border-t border-dashed border-ivory-300 pt-4 text-center text-sm text-ink-700">
        {paymentId ? (
          <p>
            {t('Payment successful. Payment ID:')}{' '}
            <span translate="no" className="font-mono text-xs break-all">
              {paymentId}
            </span>
          </p>
        ) : (
          <p>
            {t('Order {{orderRef}} is placed. Please keep {{amount}} ready to pay on delivery.', {
              orderRef,
              amount: formatInr(cashToPay ?? 0),
            })}
          </p>
        )}
      </div>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.trackOrder(orderRef)} className={buttonClasses({ size: 'lg' })}>
          {t('Track your order')}
        </Link>
        <Link
          to={`${paths.orders}?tab=${orderRef.startsWith('B-') ? 'multi' : 'single'}`}
          className={buttonClasses({ variant: 'secondary', size: 'lg' })}
        >
          {t('Your orders')}
        </Link>
      </div>
    </div>
  );
}
