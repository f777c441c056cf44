import { COUPON_CODE, FREE_SHIPPING_THRESHOLD_INR, RETURN_WINDOW_DAYS } from '@zariya/shared/constants';
import { productPageDeliveryDate } from '@zariya/shared/dates';
import { formatInr } from '@zariya/shared/pricing';
import { BadgeCheck, CreditCard, RotateCcw, Tag, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { GetItBy } from '../../../components/ui/get-it-by';
import { PanelSection } from '../../../components/ui/panel-section';
import { useT } from '../../../lib/i18n';
import { useDisplayDate } from '../../../lib/i18n';
import { BestOffer } from './best-offer';

/**
 * 'Get it by' (today + 5 days), the offers box and the feature badges of the product page. `delivery` takes the
 * place of the 'Get it by' line: the route hands in the pincode delivery check, which shows that line itself.
 */
export function ProductPerks({ delivery, productId }: { delivery?: ReactNode; productId?: number }) {
  const { t } = useT();
  const getItBy = useDisplayDate()(productPageDeliveryDate(new Date()));
  const badges = [
    { key: 'returns', icon: RotateCcw, text: t('{{days}}-day returns', { days: RETURN_WINDOW_DAYS }) },
    {
      key: 'delivery',
      icon: Truck,
      text: t('Free delivery over {{amount}}', { amount: formatInr(FREE_SHIPPING_THRESHOLD_INR) }),
    },
    { key: 'payments', icon: CreditCard, text: t('Secure card & UPI payments') },
    { key: 'quality', icon: BadgeCheck, text: t('Quality checked') },
  ];
  return (
    <div className="space-y-4">
      {delivery ?? <GetItBy date={getItBy} className="text-sm text-ink-700" />}
      <PanelSection id="offers-heading" icon={Tag} tone="offer" title={t('Offers for you')}>
        <ul className="mt-2 space-y-1.5 text-sm text-ink-700">
          <li>
            <Trans
              t={t}
              i18nKey="Use code <strong>{{code}}</strong> in the cart for an extra 10% off."
              values={{ code: COUPON_CODE }}
              components={{ strong: <strong className="font-semibold tracking-wide text-plum-900" /> }}
            />
          </li>
          <li>
            {t('Free shipping on orders over {{amount}}.', {
              amount: formatInr(FREE_SHIPPING_THRESHOLD_INR),
            })}
          </li>
          {productId !== undefined ? <BestOffer productId={productId} /> : null}
        </ul>
      </PanelSection>
      <ul aria-label={t('Why shop with us')} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {badges.map(({ key, icon: Icon, text }) => (
          <li
            key={key}
            className="flex flex-col items-center gap-1.5 rounded-lg bg-ivory-50 px-2 py-3 text-center text-xs font-medium text-ink-700 ring-1 ring-ivory-300/70"
          >
            <Icon aria-hidden="true" className="size-5 text-plum-700" strokeWidth={1.75} />
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
