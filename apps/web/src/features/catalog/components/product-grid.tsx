import { memo, type ReactNode } from 'react';
import type { ProductCard as ProductCardData } from '@zariya/shared/product';
import { cn } from '../../../lib/cn';
import { HydrateWhenNear } from '../../../lib/hydrate-when-near';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

/** What a route lays over each card (the cart's quick add); a stable function, so the memoised grid holds. */
export type CardActions = (product: ProductCardData) => ReactNode;

const grid = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4';
const sizes = '(min-width: 1280px) 16rem, (min-width: 768px) 30vw, 46vw';

function GridItem({
  product,
  index,
  cardActions,
}: {
  product: ProductCardData;
  index: number;
  cardActions?: CardActions;
}) {
  const card = (
    <ProductCard
      product={product}
      imageSizes={sizes}
      // A phone's first screen shows the first row of two; wider screens show up to four.
      priority={index < 2}
      eager={index < 4}
      actions={cardActions?.(product)}
    />
  );
  // Cards past the first screenful are laid out and painted only when scrolled near, and on a page the
  // server drew, hydrated only then (lib/hydrate-when-near).
  if (index < 4) return <li>{card}</li>;
  return (
    <li className="[contain-intrinsic-size:auto_26rem] [content-visibility:auto]">
      <HydrateWhenNear className="h-full">{card}</HydrateWhenNear>
    </li>
  );
}

/**
 * Memoised: a list that re-renders for something else (the screen's width becoming known, the filter drawer)
 * leaves the cards alone, and cards still held back from hydration (lib/hydrate-when-near) stay so.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  label,
  dimmed,
  cardActions,
}: {
  products: ProductCardData[];
  label: string;
  dimmed?: boolean;
  cardActions?: CardActions;
}) {
  return (
    <ul aria-label={label} className={cn(grid, 'transition-opacity', dimmed && 'opacity-60')}>
      {products.map((product, index) => (
        <GridItem key={product.id} product={product} index={index} cardActions={cardActions} />
      ))}
    </ul>
  );
});

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={grid}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}
