import { formatInr } from '@zariya/shared/pricing';
import { ColourChip } from '../../../components/ui/colour-chip';
import { ProductThumb } from '../../../components/ui/product-thumb';
import { useT } from '../../../lib/i18n';
import { BrandName } from '../../../components/ui/brand-name';

export type CheckoutItem = {
  key: string;
  image: string;
  brandname: string;
  productname: string;
  size: string;
  color: string;
  quantity: number;
  /** Rupees for this line after its coupon. */
  lineTotal: number;
  couponApplied: boolean;
};

/** What is being bought, as the payment page lists it. */
export function CheckoutItems({ items }: { items: CheckoutItem[] }) {
  const { t } = useT();
  return (
    <ul className="divide-y divide-ivory-300/70">
      {items.map((item) => (
        <li key={item.key} className="flex gap-3 py-3 first:pt-0 last:pb-0">
          <ProductThumb path={item.image} alt={item.productname} className="w-16 sm:w-20" />
          <div className="min-w-0 flex-1">
            <BrandName brand={item.brandname} />
            <p translate="no" className="text-sm font-medium text-ink-900">
              {item.productname}
            </p>
            <p className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-ink-700">
              {item.size ? <span>{t('Size {{size}}', { size: item.size })}</span> : null}
              {item.color ? <ColourChip color={item.color} /> : null}
              <span>{t('Qty {{count}}', { count: item.quantity })}</span>
              {item.couponApplied ? (
                <span className="font-medium text-success-600">{t('Coupon applied')}</span>
              ) : null}
            </p>
          </div>
          <p className="text-sm font-semibold tabular-nums">{formatInr(item.lineTotal)}</p>
        </li>
      ))}
    </ul>
  );
}
