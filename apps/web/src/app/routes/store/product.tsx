import { SimilarProducts } from '../../../features/catalog/components/similar-products';
import { BoughtTogether, RecentlyViewed } from '../../../features/catalog/components/discovery-rows';
import type { Product, ProductCard } from '@zariya/shared/product';
import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { useAddToCart } from '../../../features/cart/api/add-to-cart';
import { LoadError } from '../../../features/catalog/components/load-error';
import { CheckDelivery } from '../../../features/delivery-check/components/check-delivery';
import { useProduct } from '../../../features/product/api/get-product';
import { ProductDetail } from '../../../features/product/components/product-detail';
import { ProductDetailSkeleton } from '../../../features/product/components/product-detail-skeleton';
import { ProductNotFound } from '../../../features/product/components/product-not-found';
import type { SizeGuideSlot, StockAlertSlot } from '../../../features/product/components/product-purchase';
import { guideFor, useSizeGuides } from '../../../features/size-guide/api/get-size-guides';
import { SizeGuideLink } from '../../../features/size-guide/components/size-guide-link';
import { WishlistHeart } from '../../../features/wishlist/components/wishlist-heart';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';

/** "Tell me when it's back": its code is fetched only by a page with a sold-out size or colour in view. */
const StockAlertAsks = lazy(() =>
  import('../../../features/wishlist/components/stock-alert-asks').then((m) => ({
    default: m.StockAlertAsks,
  })),
);

/** A card passes its product (a ProductCard) so that the page is drawn at once while the whole one loads. */
type ProductState = { product?: ProductCard; productId?: number } | null;

function productIdFrom(param: string | undefined, state: ProductState): number | null {
  const id = param !== undefined ? Number(param) : (state?.product?.id ?? state?.productId);
  return Number.isInteger(id) && (id as number) > 0 ? (id as number) : null;
}

/** /product/:id (permalink) and /product with { product } or { productId } in navigation state. */
export function ProductRoute() {
  const params = useParams();
  const state = useLocation().state as ProductState;
  const id = productIdFrom(params.id, state);
  if (id === null) return <NotFound />;
  return <ProductById key={id} id={id} shown={state?.product?.id === id ? state.product : undefined} />;
}

function NotFound() {
  const { t } = useT();
  usePageMeta(t('Product not found'));
  return <ProductNotFound />;
}

function ProductById({ id, shown }: { id: number; shown?: ProductCard }) {
  const { t } = useT();
  const query = useProduct(id);
  // Asked here, beside the product, so that a drawn page fetches both in its first round (decision 0013).
  const guides = useSizeGuides().data;
  const adding = useAddToCart();
  const addToCart = { add: adding.mutate, pending: adding.isPending };
  const product = query.data;
  const sizeGuide: SizeGuideSlot = (shown, select) => {
    const guide = guideFor(guides, shown.category, shown.sizes);
    return guide ? <SizeGuideLink guide={guide} sizes={shown.sizes} onSelect={select} /> : null;
  };
  const stockAlert: StockAlertSlot = (productId, soldOut) => (
    <Suspense fallback={null}>
      <StockAlertAsks productId={productId} soldOut={soldOut} />
    </Suspense>
  );
  const title = product ?? shown;
  usePageMeta(
    title ? t('{{name}} by {{brand}}', { name: title.productname, brand: title.brandname }) : t('Product'),
    product ? describe(t, product) : undefined,
    `/product/${id}`,
  );
  const deliveryCheck = <CheckDelivery />;
  if (product)
    return (
      <>
        <ProductDetail
          product={product}
          addToCart={addToCart}
          deliveryCheck={deliveryCheck}
          wishlist={<WishlistHeart product={product} variant="page" />}
          sizeGuide={sizeGuide}
          stockAlert={stockAlert}
        />
        <SimilarProducts productId={product.id} />
        <BoughtTogether productId={product.id} />
        <RecentlyViewed productId={product.id} />
      </>
    );
  if (query.isPending)
    return shown ? (
      <ProductDetail
        product={shown}
        addToCart={addToCart}
        deliveryCheck={deliveryCheck}
        wishlist={<WishlistHeart product={shown} variant="page" />}
        sizeGuide={sizeGuide}
      />
    ) : (
      <ProductDetailSkeleton />
    );
  if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400))
    return <ProductNotFound />;
  return (
    <div className="container-shop py-10">
      <LoadError onRetry={() => query.refetch()} retrying={query.isFetching} />
    </div>
  );
}

function describe(t: ReturnType<typeof useT>['t'], product: Product): string {
  const text = `${t('{{name}} by {{brand}} for {{price}}.', {
    name: product.productname,
    brand: product.brandname,
    price: `₹${product.new_price.toLocaleString('en-IN')}`,
  })} ${product.description ?? ''}`;
  return text.length > 158 ? `${text.slice(0, 155).trimEnd()}…` : text;
}
