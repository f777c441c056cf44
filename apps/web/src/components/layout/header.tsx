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

/**
 * Shopper header: logo, search, account, orders, cart, then the category nav. Features fill the slots. On a
 * phone only the logo row and search stay on screen (about 100 px of 844); the category chips scroll away
 * with the page. On a desktop the whole header, chips included, stays.
 */
export function Header({ search, account, cart, wishlist }: HeaderProps) {
  const { t } = useT();
  return (
    // `contents` on a phone: the sticky <header> then sticks for the whole page, not just inside this wrapper.
    <div className="contents lg:sticky lg:top-0 lg:z-40 lg:block lg:border-b lg:border-ivory-300/70 lg:bg-ivory-50/95 lg:backdrop-blur lg:supports-[backdrop-filter]:bg-ivory-50/85">
      <header className="sticky top-0 z-40 border-b border-ivory-300/70 bg-ivory-50/95 backdrop-blur supports-[backdrop-filter]:bg-ivory-50/85 lg:static lg:border-b-0 lg:bg-transparent lg:backdrop-blur-none lg:supports-[backdrop-filter]:bg-transparent">
        <div className="container-shop flex flex-wrap items-center gap-x-1 gap-y-0.5 pt-0.5 pb-1.5 sm:gap-x-4 lg:flex-nowrap lg:gap-x-8 lg:py-3">
          {/* A size smaller on a phone: the logo and five actions share one row. */}
          <Logo className="order-1 max-sm:[&_span]:text-[1.3rem]" />
          <div className="order-3 w-full lg:order-2 lg:mx-auto lg:w-auto lg:max-w-2xl lg:flex-1">
            {search}
          </div>
          <nav aria-label={t('Account')} className="order-2 ml-auto lg:order-3 lg:ml-0">
            <ul className="flex items-center sm:gap-1">
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
      </header>
      <CategoryNav />
    </div>
  );
}
