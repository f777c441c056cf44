import { Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n';
import { CategoryNav } from './category-nav';
import { headerActionClasses } from './header-action';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';

export type HeaderProps = {
  /** The search form (feature `search`). */
  search: ReactNode;
  /** The account link (feature `auth`). */
  account: ReactNode;
  /** The cart link with its badge (feature `cart`). */
  cart: ReactNode;
  /** The wishlist link with its count (feature `wishlist`). */
  wishlist?: ReactNode;
};

/** Shopper header: logo, search, account, orders, cart, then the category nav. Features fill the slots. */
export function Header({ search, account, cart, wishlist }: HeaderProps) {
  const { t } = useT();
  return (
    <header className="sticky top-0 z-40 border-b border-ivory-300/70 bg-ivory-50/95 backdrop-blur supports-[backdrop-filter]:bg-ivory-50/85">
      <div className="container-shop flex flex-wrap items-center gap-x-4 gap-y-2 py-2 lg:flex-nowrap lg:gap-x-8 lg:py-3">
        <Logo className="order-1" />
        <div className="order-3 w-full lg:order-2 lg:mx-auto lg:w-auto lg:max-w-2xl lg:flex-1">{search}</div>
        <nav aria-label={t('Account')} className="order-2 ml-auto lg:order-3 lg:ml-0">
          <ul className="flex items-center gap-0.5 sm:gap-1">
            <li>
              <LanguageSwitch />
            </li>
            <li>{account}</li>
            <li>
              <NavLink to={paths.orders} className={headerActionClasses}>
                <Package aria-hidden="true" className="size-5" strokeWidth={1.75} />
                <span className="sr-only sm:not-sr-only">{t('Orders')}</span>
              </NavLink>
            </li>
            {wishlist ? <li>{wishlist}</li> : null}
            <li>{cart}</li>
          </ul>
        </nav>
      </div>
      <CategoryNav />
    </header>
  );
}
