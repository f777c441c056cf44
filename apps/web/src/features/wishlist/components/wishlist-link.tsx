import { Heart } from 'lucide-react';
import { NavLink } from 'react-router';
import { headerActionClasses } from '../../../components/layout/header-action';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useWishlistIds } from '../api/get-wishlist';
import { useMergeVisitorWishlist } from '../api/merge-wishlist';

/** The header's wishlist link with its count; it also carries a visitor's hearts into her account at login. */
export function WishlistLink() {
  const { t } = useT();
  useMergeVisitorWishlist();
  const { ids } = useWishlistIds();
  const count = ids.size;
  return (
    <NavLink to={paths.wishlist} className={headerActionClasses}>
      <span className="relative">
        <Heart aria-hidden="true" className="size-5" strokeWidth={1.75} />
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-2 -right-2.5 flex min-w-4.5 items-center justify-center rounded-full bg-plum-700 px-1 text-2xs leading-4.5 font-bold text-ivory-50 ring-2 ring-ivory-50"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
      <span className="sr-only sm:not-sr-only">{t('Wishlist')}</span>
      {count > 0 ? (
        <span className="sr-only">
          {' '}
          {count === 1 ? t('({{count}} item)', { count }) : t('({{count}} items)', { count })}
        </span>
      ) : null}
    </NavLink>
  );
}
