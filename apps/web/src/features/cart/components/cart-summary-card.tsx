import { COUPON_CODE, MESSAGES } from '@zariya/shared/constants';
import type { CartData } from '@zariya/shared/orders-api';
import { ShieldCheck } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';
import { BagCode } from './bag-code';
import { CartOffers } from './cart-offers';
import { CouponForm } from './coupon-form';
import { PriceSummary } from './price-summary';

/**
 * The price summary, the bag's code (with Remove) or the bundle coupon, and the main button: 'Buy Now' for one line,
 * 'Checkout' for several.
 */
export function CartSummaryCard({ cart, onProceed }: { cart: CartData; onProceed: () => void }) {
  const { t } = useT();
  const single = cart.cart.length === 1;
  const bundleApplied = cart.summary.bundleCouponApplied;

  const proceed = () => {
    if (!cart.canCheckout) {
      toast.error(MESSAGES.cartHasOutOfStock);
      return;
    }
    onProceed();
  };

  return (
    <Card className="lg:sticky lg:top-32">
      <h2 className="font-display text-xl font-medium">{t('Price details')}</h2>
      <BagCode cart={cart} />
      {!single && !cart.couponCode ? (
        <div className="mt-4">
          <p className="mb-1.5 text-sm font-medium text-ink-700">{t('Coupon for the whole bag')}</p>
          <CouponForm
            label={t('Coupon code for the whole bag')}
            applied={bundleApplied}
            alreadyAppliedMessage={MESSAGES.bundleCouponAlreadyApplied}
            appliedText={t('{{code}} applied: 10% off your bag', { code: COUPON_CODE })}
          />
        </div>
      ) : null}
      <CartOffers offers={cart.offers} />
      <PriceSummary summary={cart.summary} className="mt-4" />
      {!cart.canCheckout ? (
        <p role="alert" className="mt-3 rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-600">
          {t(MESSAGES.cartHasOutOfStock)}
        </p>
      ) : null}
      <Button size="lg" className="mt-5 w-full" onClick={proceed}>
        {single ? t('Buy Now') : t('Checkout')}
      </Button>
      <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-ink-500">
        <ShieldCheck aria-hidden="true" className="size-4 text-success-600" /> {t('Safe and secure payments')}
      </p>
    </Card>
  );
}
