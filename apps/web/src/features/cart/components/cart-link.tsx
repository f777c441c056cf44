import { ShoppingBag } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useShopperSession } from '../../../lib/session';
import { useCartCount } from '../api/get-cart-count';
import { headerActionClasses } from '../../../components/layout/header-action';

export function CartLink() {
  const { t } = useT();
  const { userId } = useShopperSession();
  const { data: count = 0 } = useCartCount(userId);
  const shown = userId && count > 0 ? count : 0;

  return (
    <NavLink to={paths.cart} className={headerActionClasses}>
      <span className="relative">
        <ShoppingBag aria-hidden="true" className="size-5" strokeWidth={1.75} />
        {shown > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-2 -right-2.5 flex min-w-4.5 items-center justify-center rounded-full bg-gold-400 px-1 text-2xs leading-4.5 font-bold text-plum-950 ring-2 ring-ivory-50"
          >
            {shown > 99 ? '99+' : shown}
          </span>
        ) : null}
      </span>
      <span className="sr-only sm:not-sr-only">{t('Cart')}</span>
      {shown > 0 ? (
        <span className="sr-only">
          {' '}
          {shown === 1 ? t('({{count}} item)', { count: shown }) : t('({{count}} items)', { count: shown })}
        </span>
      ) : null}
    </NavLink>
  );
}
