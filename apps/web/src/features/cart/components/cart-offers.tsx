import { OFFER_MESSAGES } from '@zariya/shared/offer-engine';
import type { CartData } from '@zariya/shared/orders-api';
import { formatInr } from '@zariya/shared/pricing';
import { BadgePercent, Truck } from 'lucide-react';
import { useT } from '../../../lib/i18n';

/**
 * The offers the server's engine applied to the bag (each with what it saved) and the first thing that would
 * unlock more ("Add ₹410 more for free delivery"), as the cart answer gives them (decision 0050).
 */
export function CartOffers({ offers }: { offers: CartData['offers'] }) {
  const { t } = useT();
  if (!offers || (offers.applied.length === 0 && offers.hint === null)) return null;
  return (
    <div className="mt-4 space-y-2 text-sm" data-testid="cart-offers">
      {offers.applied.length > 0 ? (
        <div>
          <p className="font-medium text-ink-700">{t('Offers applied')}</p>
          <ul className="mt-1 space-y-1">
            {offers.applied.map((o) => (
              <li key={o.offerId} className="flex items-start justify-between gap-3">
                <span className="flex items-start gap-1.5 text-ink-900">
                  <BadgePercent aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-600" />
                  {o.name}
                </span>
                <span className="shrink-0 font-medium text-success-600">
                  {t(OFFER_MESSAGES.applied, { amount: formatInr(o.savedPaise / 100) })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {offers.hint ? (
        <p
          className="flex items-start gap-1.5 rounded-md bg-ivory-100 px-3 py-2 text-ink-800"
          data-testid="cart-offer-hint"
        >
          <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-plum-700" />
          {t(offers.hint.template, offers.hint.values)}
        </p>
      ) : null}
    </div>
  );
}
