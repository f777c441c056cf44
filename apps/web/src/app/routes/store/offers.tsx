import {
  COUPON_CODE,
  FREE_SHIPPING_THRESHOLD_INR,
  SHIPPING_FEE_INR,
  TICKER_FREE_SHIPPING_OVER_INR,
} from '@zariya/shared/constants';
import { formatInr } from '@zariya/shared/pricing';
import { BadgePercent, ShoppingBag, Tag, Truck } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { OfferCouponBox } from '../../../features/cart/components/offer-coupon-box';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';

/** product rules §2 Offers: coupon entry and what PROMO2024 does. */
export function OffersRoute() {
  const { t } = useT();
  usePageMeta(
    t('Offers'),
    t('Use {{code}} for an extra 10% off at Zariya, and free shipping over {{amount}}.', {
      code: COUPON_CODE,
      amount: formatInr(TICKER_FREE_SHIPPING_OVER_INR),
    }),
  );
  const points = [
    {
      icon: Tag,
      title: t('On one piece'),
      text: t(
        'In your cart, type {{code}} in the coupon box under an item: that item is 10% off. Each item takes the coupon once.',
        { code: COUPON_CODE },
      ),
    },
    {
      icon: ShoppingBag,
      title: t('On your whole bag'),
      text: t(
        'With two or more pieces in your cart, apply {{code}} here or in the bag coupon box beside the price details: 10% off the total, once per bag.',
        { code: COUPON_CODE },
      ),
    },
    {
      icon: Truck,
      title: t('Free shipping'),
      text: t(
        'Orders over {{over}} ship free (from {{threshold}} after discounts); below that shipping is {{fee}}.',
        {
          over: formatInr(TICKER_FREE_SHIPPING_OVER_INR),
          threshold: formatInr(FREE_SHIPPING_THRESHOLD_INR),
          fee: formatInr(SHIPPING_FEE_INR),
        },
      ),
    },
  ];
  return (
    <div className="container-shop max-w-3xl py-8 sm:py-12">
      <p className="text-xs font-semibold tracking-[0.22em] text-gold-700 uppercase">{t('Offers')}</p>
      <h1 className="mt-2 text-display-sm font-medium sm:text-display">
        {t('Extra 10% off with {{code}}', { code: COUPON_CODE })}
      </h1>
      <p className="mt-3 text-ink-700">
        {t('Codes are case-sensitive: type')}{' '}
        <strong className="font-semibold text-plum-900">{COUPON_CODE}</strong> {t('exactly as shown.')}
      </p>
      <Card className="mt-6">
        <h2 className="mb-4 flex items-center gap-2 font-sans text-base font-semibold text-ink-900">
          <BadgePercent aria-hidden="true" className="size-5 text-gold-600" />{' '}
          {t('Apply a coupon to your bag')}
        </h2>
        <OfferCouponBox />
      </Card>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {points.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl bg-ivory-50 p-5 ring-1 ring-ivory-300/60">
            <Icon aria-hidden="true" className="size-6 text-plum-700" />
            <h2 className="mt-3 font-sans text-base font-semibold text-ink-900">{title}</h2>
            <p className="mt-1 text-sm text-ink-700">{text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
