import { BANNER_FREE_DELIVERY_INR, CUSTOMER_CARE_PHONE, RETURN_WINDOW_DAYS } from '@zariya/shared/constants';
import { formatInr } from '@zariya/shared/pricing';
import { Mail, Phone, RotateCcw, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';

// Phones swipe through the promises one at a time; wider screens show them all in a row.
const itemClasses =
  'inline-flex w-full shrink-0 snap-center items-center justify-center gap-1.5 whitespace-nowrap sm:w-auto';

/** The four shop promises of product rules §1, above the header. */
export function TopBanner() {
  const { t } = useT();
  return (
    <aside aria-label={t('Shop promises')} className="bg-plum-950 text-ivory-100">
      <ul className="container-shop no-scrollbar flex snap-x snap-mandatory items-center gap-x-6 overflow-x-auto py-2 text-xs sm:justify-between lg:justify-center lg:gap-x-10">
        <li className={itemClasses}>
          <Truck aria-hidden="true" className="size-3.5 text-gold-300" />
          {t('Free home delivery on orders of {{amount}} & above', {
            amount: formatInr(BANNER_FREE_DELIVERY_INR),
          })}
        </li>
        <li className={itemClasses}>
          <RotateCcw aria-hidden="true" className="size-3.5 text-gold-300" />
          {t('{{count}}-day no-questions-asked returns', { count: RETURN_WINDOW_DAYS })}
        </li>
        <li className={itemClasses}>
          <Phone aria-hidden="true" className="size-3.5 text-gold-300" />
          {t('Customer care')}{' '}
          <a
            href={`tel:${CUSTOMER_CARE_PHONE.replaceAll(' ', '')}`}
            className="font-medium underline decoration-gold-400/60 underline-offset-2 hover:decoration-gold-300"
          >
            {CUSTOMER_CARE_PHONE}
          </a>
        </li>
        <li className={itemClasses}>
          <Mail aria-hidden="true" className="size-3.5 text-gold-300" />
          <Link
            to={{ pathname: '/', hash: '#newsletter' }}
            className="underline decoration-gold-400/60 underline-offset-2 hover:decoration-gold-300"
          >
            {t('Subscribe to our newsletter for offers')}
          </Link>
        </li>
      </ul>
    </aside>
  );
}
