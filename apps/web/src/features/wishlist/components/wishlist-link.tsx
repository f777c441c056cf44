import { Heart } from 'lucide-react';
import { HeaderCountLink } from '../../../components/layout/header-count-link';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useWishlistIds } from '../api/get-wishlist';
import { useMergeVisitorWishlist } from '../api/merge-wishlist';

/** The header's wishlist link with its count; it also carries a visitor's hearts into her account at login. */
export function WishlistLink() {
  const { t } = useT();
  useMergeVisitorWishlist();
  const { ids } = useWishlistIds();
  return (
    <HeaderCountLink
      to={paths.wishlist}
      icon={Heart}
      label={t('Wishlist')}
      count={ids.size}
      badgeClassName="bg-plum-700 text-ivory-50"
    />
  );
}
