import { COUPON_CODE } from '@zariya/shared/constants';
import { useNavigate } from 'react-router';
import { CartView } from '../../../features/cart/components/cart-view';
import { buyNowStateForCart } from '../../../lib/buy-now-state';
import { PromoTicker } from '../../../features/marketing/components/promo-ticker';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';

/** SPEC §2 Cart. */
export function CartRoute() {
  const { t } = useT();
  usePageMeta(
    t('Your cart'),
    t('Your Zariya shopping cart: review your pieces, apply {{code}} and check out.', { code: COUPON_CODE }),
  );
  const navigate = useNavigate();
  return (
    <>
      <div className="container-shop py-6 sm:py-10">
        <h1 className="mb-5 text-display-sm font-medium sm:mb-7 sm:text-display">{t('Your Cart')}</h1>
        <CartView onProceed={(cart) => navigate(paths.buyNow, { state: buyNowStateForCart(cart) })} />
      </div>
      <PromoTicker />
    </>
  );
}
