import { useQueryClient } from '@tanstack/react-query';
import { cartKeys } from '../../../features/cart/api/cart-keys';
import { WishlistView } from '../../../features/wishlist/components/wishlist-view';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';

/** /wishlist (issue 14): the wishlist, with "move to cart" refreshing the cart's badge and page. */
export function WishlistRoute() {
  const { t } = useT();
  usePageMeta(t('Your wishlist'), t('The pieces you saved at Zariya, with price drops and restocks marked.'));
  const queryClient = useQueryClient();
  return (
    <div className="container-shop py-6 sm:py-10">
      <h1 className="mb-5 text-display-sm font-medium sm:mb-7 sm:text-display">{t('Your Wishlist')}</h1>
      <WishlistView onMovedToCart={() => void queryClient.invalidateQueries({ queryKey: cartKeys.all })} />
    </div>
  );
}
