import { useQuery } from '@tanstack/react-query';
import { COUPON_CODE } from '@zariya/shared/constants';
import { OFFER_MESSAGES } from '@zariya/shared/offer-engine';
import { formatInr } from '@zariya/shared/pricing';
import { api } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';

/**
 * The best of the owner's offers that would apply to this product (GET /api/offers/product/:id, decision 0050),
 * asked for after the page has shown itself and left out while it comes: one line in the offers box. PROMO2024 is
 * the box's own first line already.
 */
export function BestOffer({ productId }: { productId: number }) {
  const { t } = useT();
  const offers = useQuery({
    queryKey: ['product-offers', productId],
    queryFn: ({ signal }) => api.get(`/offers/product/${productId}`, { signal }),
    staleTime: 60_000,
    retry: false,
  });
  const best = offers.data?.offers.find((o) => o.code !== COUPON_CODE);
  if (!best) return null;
  return (
    <li data-testid="best-offer">
      <span className="font-semibold text-plum-900">{best.name}</span>
      {best.code ? <> ({best.code})</> : null}
      {best.savingInr > 0 ? (
        <span className="text-success-600">
          {' '}
          · {t(OFFER_MESSAGES.applied, { amount: formatInr(best.savingInr) })}
        </span>
      ) : null}
    </li>
  );
}
