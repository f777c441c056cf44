import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { formatInr } from '@zariya/shared/pricing';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';

/**
 * SPEC §2 Payment: 'Payment successful. Payment ID: ...', then where to follow the order. A pay-on-delivery order
 * (no payment id) says what to hand the courier instead.
 */
export function PaymentSuccess({
  paymentId,
  orderRef,
  cashToPay,
}: {
  paymentId: string | null;
  orderRef: string;
  cashToPay?: number;
}) {
  const { t } = useT();
  return (
    <div
      role="status"
      className="flex flex-col items-center rounded-2xl bg-ivory-50 px-6 py-10 text-center shadow-soft ring-1 ring-ivory-300/60"
    >
      <CircleCheck aria-hidden="true" className="size-14 text-success-600" strokeWidth={1.5} />
      <h2 className="mt-3 text-display-sm font-medium">{t('Thank you for your order')}</h2>
      {paymentId ? (
        <p className="mt-2 text-ink-700">
          {t('Payment successful. Payment ID:')}{' '}
          <span translate="no" className="font-mono text-sm break-all">
            {paymentId}
          </span>
        </p>
      ) : (
        <p className="mt-2 text-ink-700">
          {t('Order {{orderRef}} is placed. Please keep {{amount}} ready to pay on delivery.', {
            orderRef,
            amount: formatInr(cashToPay ?? 0),
          })}
        </p>
      )}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
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
