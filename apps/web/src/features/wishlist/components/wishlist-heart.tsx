import type { ProductCard } from '@zariya/shared/product';
import { Heart } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useWishlistIds } from '../api/get-wishlist';
import { useToggleWishlist } from '../api/toggle-wishlist';

/**
 * The heart: a toggle button (aria-pressed). The server draws it unpressed, since it cannot know the shopper;
 * the browser's value (her account's list, or the visitor's stored one) takes over after hydration.
 * `card`: round, laid over a card's photo above its stretched link (z-10); otherwise a labelled button.
 */
export function WishlistHeart({
  product,
  variant = 'card',
}: {
  product: ProductCard;
  variant?: 'card' | 'page';
}) {
  const { t } = useT();
  const { ids } = useWishlistIds();
  const toggle = useToggleWishlist();
  const pressed = ids.has(product.id);
  const label = pressed ? t('Remove from wishlist') : t('Add to wishlist');

  const onClick = () => toggle.mutate({ product, add: !pressed });

  if (variant === 'page') {
    return (
      <button
        type="button"
        aria-pressed={pressed}
        onClick={onClick}
        className={cn(
          'inline-flex min-h-tap items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-700',
          pressed
            ? 'border-plum-300 bg-plum-50 text-plum-700'
            : 'border-ivory-300 bg-ivory-50 text-ink-700 hover:border-plum-300 hover:text-plum-900',
        )}
      >
        <Heart aria-hidden="true" className={cn('size-5', pressed && 'fill-current')} strokeWidth={1.75} />
        {label}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={`${label}: ${product.productname}`}
      title={label}
      onClick={onClick}
      // 44 px to tap, a 36 px circle to see.
      className={cn(
        'absolute top-0.5 right-0.5 z-10 inline-flex size-tap items-center justify-center rounded-full transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-plum-700',
        pressed ? 'text-plum-600' : 'text-plum-900 hover:text-plum-600',
      )}
    >
      <span className="inline-flex size-9 items-center justify-center rounded-full bg-ivory-50/90 shadow-soft">
        <Heart aria-hidden="true" className={cn('size-4.5', pressed && 'fill-current')} strokeWidth={1.75} />
      </span>
    </button>
  );
}
