import { CUSTOMER_CARE_PHONE, TICKET_REPLY_DAYS } from '@zariya/shared/constants';
import { LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';

/** product rules §2 Cart: how to get help — a ticket answered within 2 days, or the customer-care line. */
export function CartHelpBanner() {
  const { t } = useT();
  return (
    <aside
      aria-label={t('Help with your order')}
      className="flex items-start gap-3 rounded-xl border border-gold-300/60 bg-gold-50 p-4 text-sm text-ink-700"
    >
      <LifeBuoy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
      <p>
        {t('Need help with an order?')}{' '}
        <Link
          to={paths.raiseTicket}
          className="font-medium text-plum-800 underline decoration-gold-500 underline-offset-2"
        >
          {t('Raise a ticket')}
        </Link>{' '}
        {t('and we reply within {{days}} days, or call customer care on', { days: TICKET_REPLY_DAYS })}{' '}
        <a
          href={`tel:${CUSTOMER_CARE_PHONE.replaceAll(' ', '')}`}
          className="font-medium whitespace-nowrap text-plum-800 underline decoration-gold-500 underline-offset-2"
        >
          {CUSTOMER_CARE_PHONE}
        </a>
        .
      </p>
    </aside>
  );
}
