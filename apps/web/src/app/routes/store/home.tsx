import { HOME_SECTION_SIZE, SHOP_NAME } from '@zariya/shared/constants';
import { ProductRail, type ProductRailProps } from '../../../features/catalog/components/product-rail';
import { useCategoryCovers } from '../../../features/catalog/hooks/use-category-covers';
import { AboutShop } from '../../../features/marketing/components/about-shop';
import { CategoryCircles } from '../../../features/marketing/components/category-circles';
import { ExclusiveOffers } from '../../../features/marketing/components/exclusive-offers';
import { HeroCarousel } from '../../../features/marketing/components/hero-carousel';
import { PromoTicker } from '../../../features/marketing/components/promo-ticker';
import { ShopByPrice } from '../../../features/marketing/components/shop-by-price';
import { TrustBadges } from '../../../features/marketing/components/trust-badges';
import { NewsletterBox } from '../../../features/newsletter/components/newsletter-box';
import { WishlistHeart } from '../../../features/wishlist/components/wishlist-heart';
import { HydrateWhenNear } from '../../../lib/hydrate-when-near';
import type { ProductCard } from '@zariya/shared/product';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';

const heart = (product: ProductCard) => <WishlistHeart product={product} />;

// The first two match the rails below exactly, so they cost no extra request.
const HERO_COVERS = [
  { category: 'Saree', sort: 'newest', limit: HOME_SECTION_SIZE },
  { category: 'Women Western', sort: 'newest', limit: HOME_SECTION_SIZE },
  { category: 'Regional Attires', sort: 'rating', limit: 1 },
  { category: 'Salwar & Suits', sort: 'rating', limit: 1 },
  { category: 'Women Ethnic', sort: 'rating', limit: 1 },
] as const;

/** A section below the first screen: laid out when scrolled near (styles.css) and hydrated when near. */
function BelowFold({ children }: { children: ReactNode }) {
  return <HydrateWhenNear className="below-fold">{children}</HydrateWhenNear>;
}

/** A rail of a category's newest products, each card with its wishlist heart, below the first screen. */
function NewestRail(props: Omit<ProductRailProps, 'cardActions'>) {
  return (
    <BelowFold>
      <ProductRail {...props} cardActions={heart} />
    </BelowFold>
  );
}

export function HomeRoute() {
  const { t } = useT();
  usePageMeta(null);
  const covers = useCategoryCovers(HERO_COVERS);
  // The two rails of a category's newest products (product rules §2 Home).
  const newest = {
    sarees: {
      title: t('Recently Launched Sarees'),
      subtitle: t('Fresh off the loom: our newest drapes.'),
      category: 'Saree',
      viewAllTo: '/saree',
    },
    western: {
      title: t('Recently Launched Western Attires'),
      subtitle: t('New dresses, tops and co-ords for every day.'),
      category: 'Women Western',
      viewAllTo: '/womenwestern',
    },
  } as const;
  return (
    <>
      <h1 className="sr-only">
        {t('{{shop}}: sarees, ethnic and western wear for women', { shop: SHOP_NAME })}
      </h1>
      <HeroCarousel images={covers} />
      <PromoTicker />
      <CategoryCircles />
      {/*
        Sections below the first screen are laid out only when scrolled near (styles.css, below-fold), and
        a drawn page hydrates each one only when it comes near the screen or the shopper first taps.
      */}
      <NewestRail {...newest.sarees} />
      <BelowFold>
        <ShopByPrice />
      </BelowFold>
      <NewestRail {...newest.western} />
      <BelowFold>
        <ExclusiveOffers />
      </BelowFold>
      <BelowFold>
        <TrustBadges />
      </BelowFold>
      <BelowFold>
        <NewsletterBox />
      </BelowFold>
      <BelowFold>
        <AboutShop />
      </BelowFold>
    </>
  );
}
