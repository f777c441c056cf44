import type { ProductCard as ProductCardData } from '@zariya/shared/product';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Price } from '../../../components/ui/price';
import { Stars } from '../../../components/ui/stars';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { ProductImage } from './product-image';
import { BrandAndName } from '../../../components/ui/brand-name';

export type ProductCardProps = {
  product: ProductCardData;
  /** `sizes` for the responsive image, matching where the card is laid out. */
  imageSizes?: string;
  /** Fetch the photo first (the cards a phone shows in its first screen). */
  priority?: boolean;
  /** Load the photo at once, after the priority ones (the rest of the first screen on wider screens). */
  eager?: boolean;
  /** Controls laid over the photo (the listing's quick add); they must sit above the stretched link. */
  actions?: ReactNode;
  className?: string;
};

/**
 * Brand, name, stars, prices and discount; the whole card opens /product/:id with the product in state.
 * The name link is stretched over the card, so `actions` must sit above it (z-10).
 */
export function ProductCard({
  product,
  imageSizes = '(min-width: 1280px) 18rem, (min-width: 768px) 30vw, 46vw',
  priority,
  eager,
  actions,
  className,
}: ProductCardProps) {
  const { t } = useT();
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-lg bg-ivory-50 shadow-card ring-1 ring-ivory-300/60 transition-shadow duration-300 hover:shadow-lift',
        'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-plum-700',
        className,
      )}
    >
      <div className="relative aspect-[4/5] overflow-hidden bg-ivory-200">
        <ProductImage
          path={product.image}
          alt={product.productname}
          sizes={imageSizes}
          priority={priority}
          eager={eager}
          className="size-full transition-transform duration-500 ease-out-soft group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
        />
        {!product.available ? (
          <Badge tone="muted" className="absolute top-2 left-2">
            {t('Out of stock')}
          </Badge>
        ) : null}
        {actions}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-3.5">
        <BrandAndName brand={product.brandname} className="line-clamp-2 min-h-10 text-pretty">
          <Link
            to={paths.product(product.id)}
            state={{ product }}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {product.productname}
          </Link>
        </BrandAndName>
        <Stars average={product.averageRating} count={product.ratingCount} />
        <Price newPrice={product.new_price} oldPrice={product.old_price} className="mt-auto pt-1" />
      </div>
    </article>
  );
}
