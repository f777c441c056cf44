import { CATEGORY_PAGES } from '@zariya/shared/constants';
import type { Product, ProductCard } from '@zariya/shared/product';
import { imagesOf } from '@zariya/shared/product-images';
import { variantChoice } from '@zariya/shared/variant-choice';
import { type ReactNode, useState } from 'react';
import { BrandName } from '../../../components/ui/brand-name';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { Price } from '../../../components/ui/price';
import { Skeleton } from '../../../components/ui/skeleton';
import { Stars } from '../../../components/ui/stars';
import { categoryPath } from '../../../config/paths';
import { HydrateWhenNear } from '../../../lib/hydrate-when-near';
import { useT } from '../../../lib/i18n';
import { ProductGallery } from './product-gallery';
import { ProductInfoSections } from './product-info-sections';
import { ProductJsonLd } from './product-json-ld';
import { ProductPerks } from './product-perks';
import {
  type AddToCart,
  initialChoice,
  ProductPurchase,
  type SizeGuideSlot,
  type StockAlertSlot,
} from './product-purchase';
import { ProductReviews } from './product-reviews';

/**
 * The product page body (product rules §2 Product page). Given a list card (what a card passes in navigation
 * state), it draws what the card knows and holds places for the description, specifications and reviews
 * until the whole product arrives.
 */
export function ProductDetail({
  product,
  addToCart,
  deliveryCheck,
  wishlist,
  sizeGuide,
  stockAlert,
}: {
  product: Product | ProductCard;
  addToCart: AddToCart;
  /** The pincode delivery check, handed in by the route (another feature). */
  deliveryCheck?: ReactNode;
  /** The wishlist heart (feature `wishlist`), given by the route. */
  wishlist?: ReactNode;
  sizeGuide?: SizeGuideSlot;
  /** "Tell me when it's back" (feature `wishlist`), given by the route. */
  stockAlert?: StockAlertSlot;
}) {
  const { t } = useT();
  // The shopper's size and colour: the price, the stock line and the photos follow them.
  const [choice, setChoice] = useState(() => initialChoice(product));
  const state = variantChoice(product, choice);
  const colourPhotos = 'colorImages' in product ? product.colorImages?.[choice.color] : undefined;
  const photos = colourPhotos && colourPhotos.length > 0 ? colourPhotos : imagesOf(product);
  // CATEGORY_PAGES' labels and the category names are in the Hindi catalogue.
  const categoryLabel = t(
    CATEGORY_PAGES.find((p) => p.category === product.category)?.label ?? product.category,
  );
  const ratingCount = product.ratingCount;
  const whole = 'specifications' in product ? product : null;
  return (
    <article className="container-shop pt-4 pb-10 sm:pt-6" aria-busy={whole ? undefined : true}>
      {whole ? <ProductJsonLd product={whole} /> : null}
      <Breadcrumbs
        className="-mt-3 mb-1 text-sm text-ink-500 sm:-mt-2 sm:mb-2"
        between={[{ to: categoryPath(product.category), label: categoryLabel }]}
        current={product.productname}
        asData
      />
      {/* minmax(0, …): eight thumbnails must scroll in their strip, never widen the page past the phone. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-12">
        <div className="min-w-0 lg:sticky lg:top-36 lg:self-start">
          {/* A colour with photos of its own shows them, from the first. */}
          <ProductGallery
            key={colourPhotos?.length ? `${product.id}-${choice.color}` : product.id}
            images={photos}
            name={product.productname}
          />
        </div>
        <div className="min-w-0 space-y-6">
          <header>
            <BrandName brand={product.brandname} large />
            <h1 translate="no" className="mt-1 text-display-sm font-medium sm:text-4xl">
              {product.productname}
            </h1>
            <div className="mt-2 flex items-center gap-2">
              <Stars average={product.averageRating} count={ratingCount} size="md" />
              {ratingCount === 0 ? <span className="text-sm text-ink-500">{t('No ratings yet')}</span> : null}
            </div>
            <Price newPrice={state.price} oldPrice={state.oldPrice} size="lg" className="mt-3" />
            <p className="text-xs text-ink-500">{t('Inclusive of all taxes')}</p>
            {wishlist ? <div className="mt-3">{wishlist}</div> : null}
          </header>
          <ProductPurchase
            key={product.id}
            product={product}
            addToCart={addToCart}
            sizeGuide={sizeGuide}
            stockAlert={stockAlert}
            choice={choice}
            onChoice={setChoice}
            state={state}
          />
          <ProductPerks delivery={deliveryCheck} productId={product.id} />
          {whole ? (
            <>
              {whole.description ? (
                <p translate="no" className="text-pretty text-ink-700">
                  {whole.description}
                </p>
              ) : null}
              {/* Below a phone's first screen, like the reviews: hydrated when scrolled near. */}
              <HydrateWhenNear>
                <ProductInfoSections product={whole} />
              </HydrateWhenNear>
            </>
          ) : (
            <div className="space-y-3">
              <p className="sr-only">{t('Loading product details…')}</p>
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-40 w-full" />
            </div>
          )}
        </div>
      </div>
      {whole ? (
        <HydrateWhenNear>
          <ProductReviews
            reviews={whole.feedback ?? []}
            average={whole.averageRating}
            ratingCount={ratingCount}
          />
        </HydrateWhenNear>
      ) : null}
    </article>
  );
}
