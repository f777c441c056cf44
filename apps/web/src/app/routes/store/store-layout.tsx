import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../../../components/layout/footer';
import { GlobalProgress } from '../../../components/layout/global-progress';
import { Header } from '../../../components/layout/header';
import { TopBanner } from '../../../components/layout/top-banner';
import { ToastsFollowPage } from '../../../components/ui/toaster';
import { UserArea } from '../../../features/auth/components/user-area';
import { CartLink } from '../../../features/cart/components/cart-link';
import { useMergeVisitorViews } from '../../../features/catalog/api/recently-viewed';
import { SearchBox } from '../../../features/search/components/search-box';
import { WishlistLink } from '../../../features/wishlist/components/wishlist-link';
import { replayEarlyTaps } from '../../../lib/early-taps';
import { endHydration, HydrateWhenNear } from '../../../lib/hydrate-when-near';
import { useT } from '../../../lib/i18n';

/**
 * Marks <html data-hydrated> once the page on screen responds: for a page the server drew, that is when the
 * browser has taken it over (its code loaded and hydrated). Browser journeys wait for it before acting. The
 * buttons tapped before then are tapped again now.
 */
function PageReady() {
  useEffect(() => {
    endHydration();
    document.documentElement.dataset.hydrated = '';
    // Taps made while the page came alive (public/early-taps.js), acted on now, after this commit.
    const timer = setTimeout(replayEarlyTaps, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

/** Shopper pages: banner, header (composed from the search, auth and cart features), page, footer. */
export function StoreLayout() {
  const { t } = useT();
  // A visitor's recently viewed products join her account as soon as she signs in, on whatever page.
  useMergeVisitorViews();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-plum-900 px-4 py-2 text-ivory-50 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('Skip to content')}
      </a>
      <GlobalProgress />
      <TopBanner />
      <Header search={<SearchBox />} account={<UserArea />} wishlist={<WishlistLink />} cart={<CartLink />} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {/* A lazy page holds a screen's height while its code loads, so the footer does not jump (CLS). */}
        <Suspense fallback={<div aria-hidden="true" className="min-h-dvh" />}>
          <Outlet />
          <PageReady />
        </Suspense>
      </main>
      {/* Below every page's first screen: a drawn page hydrates it when scrolled near (lib/hydrate-when-near). */}
      <HydrateWhenNear>
        <Footer />
      </HydrateWhenNear>
      <ScrollRestoration />
      <ToastsFollowPage />
    </div>
  );
}
