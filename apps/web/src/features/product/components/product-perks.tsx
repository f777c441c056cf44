import { COUPON_CODE, FREE_SHIPPING_THRESHOLD_INR, RETURN_WINDOW_DAYS } from '@zariya/shared/constants';
import { formatDisplayDate, productPageDeliveryDate } from '@zariya/shared/dates';
import { formatInr } from '@zariya/shared/pricing';
import { BadgeCheck, CreditCard, RotateCcw, Tag, Truck } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * 'Get it by' (today + 5 days), the offers box and the feature badges of the product page. `delivery` takes the
 * place of the 'Get it by' line: the route hands in the pincode delivery check, which shows that line itself.
 */
export function ProductPerks({ delivery }: { delivery?: ReactNode }) {
  const getItBy = formatDisplayDate(productPageDeliveryDate(new Date()));
  const badges = [
    { icon: RotateCcw, text: `${RETURN_WINDOW_DAYS}-day returns` },
    { icon: Truck, text: `Free delivery over ${formatInr(FREE_SHIPPING_THRESHOLD_INR)}` },
    { icon: CreditCard, text: 'Secure card & UPI payments' },
    { icon: BadgeCheck, text: 'Quality checked' },
  ];
  return (
    <div className="space-y-4">
      {delivery ?? (
        <p className="flex items-center gap-2 text-sm text-ink-700">
          <Truck aria-hidden="true" className="size-5 text-plum-700" />
          <span>
            Get it by <strong className="font-semibold text-ink-900">{getItBy}</strong>
          </span>
        </p>
      )}
      <section
        aria-labelledby="offers-heading"
        className="rounded-xl border border-dashed border-gold-500/60 bg-gold-50 p-4"
      >
        <h2
          id="offers-heading"
          className="flex items-center gap-2 font-sans text-sm font-semibold text-plum-950"
        >
          <Tag aria-hidden="true" className="size-4 text-gold-700" />
          Offers for you
        </h2>
        <ul className="mt-2 space-y-1.5 text-sm text-ink-700">
          <li>
            Use code <strong className="font-semibold tracking-wide text-plum-900">{COUPON_CODE}</strong> in
            the cart for an extra 10% off.
          </li>
          <li>Free shipping on orders over {formatInr(FREE_SHIPPING_THRESHOLD_INR)}.</li>
        </ul>
      </section>
      <ul aria-label="Why shop with us" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {badges.map(({ icon: Icon, text }) => (
          <li
            key={text}
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
