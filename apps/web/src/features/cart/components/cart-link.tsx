import { ShoppingBag } from 'lucide-react';
import { HeaderCountLink } from '../../../components/layout/header-count-link';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useShopperSession } from '../../../lib/session';
import { useCartCount } from '../api/get-cart-count';

export function CartLink() {
  const { t } = useT();
  const { userId } = useShopperSession();
  const { data: count = 0 } = useCartCount(userId);
  return (
    <HeaderCountLink
      to={paths.cart}
      icon={ShoppingBag}
      label={t('Cart')}
      count={userId && count > 0 ? count : 0}
      badgeClassName="bg-gold-400 text-plum-950"
    />
  );
}
