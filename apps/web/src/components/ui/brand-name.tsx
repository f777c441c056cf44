import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The brand above a product's name, in small gold capitals (catalogue data, never translated). */
export function BrandName({
  brand,
  large,
}: {
  brand: string /** The product page's header. */;
  large?: boolean;
}) {
  return (
    <p
      translate="no"
      className={cn(
        'font-semibold text-gold-700 uppercase',
        large ? 'text-xs tracking-[0.16em]' : 'truncate text-2xs tracking-[0.14em]',
      )}
    >
      {brand}
    </p>
  );
}

/**
 * A product's brand and its name under it, a heading (`as`, h3 unless the list's items are h2) in the catalogue's
 * type: both as the owner wrote them, never translated. `children` is the name, or its link to the product.
 */
export function BrandAndName({
  brand,
  as: Heading = 'h3',
  className,
  children,
}: {
  brand: string;
  as?: 'h2' | 'h3';
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <BrandName brand={brand} />
      <Heading
        translate="no"
        className={cn('font-sans text-sm leading-5 font-medium text-ink-900', className)}
      >
        {children}
      </Heading>
    </>
  );
}
