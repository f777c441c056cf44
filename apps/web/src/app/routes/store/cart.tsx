import { COUPON_CODE } from '@zariya/shared/constants';
import { useNavigate } from 'react-router';
import { CartView } from '../../../features/cart/components/cart-view';
import { useCartData } from '../../../features/cart/api/get-cart-data';
import { AlsoLike } from '../../../features/catalog/components/discovery-rows';
import { useShopperSession } from '../../../lib/session';
import { buyNowStateForCart } from '../../../lib/buy-now-state';
import { PromoTicker } from '../../../features/marketing/components/promo-ticker';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';

/** "You may also like" below the cart (issue 29 item 4), for the products in it; nothing while it is empty. */
function CartAlsoLike() {
  const { token, userId } = useShopperSession();
  const cart = useCartData(token ? userId : null);
  return <AlsoLike productIds={cart.data?.cart.map((line) => line.productId) ?? []} />;
}

/** product rules §2 Cart. */
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
      <CartAlsoLike />
      <PromoTicker />
    </>
  );
}
