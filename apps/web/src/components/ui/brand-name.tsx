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
