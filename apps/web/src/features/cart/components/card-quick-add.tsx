import { AS_PER_IMAGE_COLOUR, choiceError } from '@zariya/shared/checkout';
import { colourLabel, colourToCss } from '@zariya/shared/colours';
import { MESSAGES } from '@zariya/shared/constants';
import type { ProductCard } from '@zariya/shared/product';
import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useTakenOver } from '../../../lib/hydrate-when-near';
import { useShopperSession } from '../../../lib/session';
import { useAddToCart } from '../api/add-to-cart';

const chip =
  'relative inline-flex items-center justify-center border text-2xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-plum-700';

/**
 * Colour swatches, size boxes and 'Add to bag'. With a mouse or keyboard they show over the photo while the
 * card is hovered or holds focus. On touch screens the bag button opens them in a bottom sheet instead, with
 * 44 px swatches and sizes, leaving the photo in view. Sits above the card's stretched link (z-10). The server
 * leaves the panel out (it needs the browser anyway): the panels were a quarter of a listing page's elements.
 * It is added right after the card hydrates, which a drawn page does when the card comes near the screen.
 */
export function CardQuickAdd({ product }: { product: ProductCard }) {
  const { t } = useT();
  const session = useShopperSession();
  const addToCart = useAddToCart();
  const [open, setOpen] = useState(false);
  const takenOver = useTakenOver();
  // A single size or colour needs no choosing.
  const [color, setColor] = useState(product.colors.length === 1 ? product.colors[0] : '');
  const [size, setSize] = useState(product.sizes.length === 1 ? product.sizes[0] : '');

  const add = () => {
    if (!session.token) return void toast.error(MESSAGES.loginToAddToCart);
    const colourMissing = choiceError({ sizes: [], colors: product.colors }, { color });
    if (colourMissing) return void toast.info(colourMissing);
    const sizeMissing = choiceError({ sizes: product.sizes, colors: [] }, { size });
    if (sizeMissing) return void toast.info(sizeMissing);
    if (!product.available) return void toast.error(MESSAGES.outOfStock);
    addToCart.mutate({ productId: product.id, size, color: color || AS_PER_IMAGE_COLOUR });
  };
  const title = t('Quick add {{name}}', { name: product.productname });

  /** `large`: the bottom sheet's 44 px targets; otherwise the small chips over the photo. */
  const choices = (large: boolean) => (
    <>
      {product.colors.length > 0 ? (
        <fieldset className={cn('m-0 flex min-w-0 flex-wrap border-0 p-0', large ? 'gap-2' : 'gap-1.5')}>
          <legend className={large ? 'mb-1 text-sm font-semibold text-ink-900' : 'sr-only'}>
            {t('Colours')}
          </legend>
          {product.colors.map((c) => {
            const css = colourToCss(c);
            const label = colourLabel(c);
            const swatch = cn(
              chip,
              css ? 'rounded-full' : 'rounded-sm px-1.5',
              css ? (large ? 'size-9' : 'size-6') : large ? 'h-9 text-xs' : 'h-6',
              color === c
                ? 'border-plum-800 ring-2 ring-plum-800 ring-offset-1'
                : 'border-ink-900/20 group-hover/swatch:border-plum-700',
            );
            return (
              <button
                key={c}
                type="button"
                aria-pressed={color === c}
                aria-label={t('Colour {{colour}}', { colour: label })}
                title={label}
                translate="no"
                onClick={() => setColor(c)}
                className={cn(
                  'group/swatch focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-plum-700',
                  large ? 'inline-flex min-h-tap min-w-tap items-center justify-center' : 'inline-flex',
                )}
              >
                <span className={swatch} style={css ? { backgroundColor: css } : undefined}>
                  {css ? null : label}
                </span>
              </button>
            );
          })}
        </fieldset>
      ) : null}
      {product.sizes.length > 0 ? (
        <fieldset className={cn('m-0 flex min-w-0 flex-wrap border-0 p-0', large ? 'gap-2' : 'gap-1')}>
          <legend className={large ? 'mb-1 text-sm font-semibold text-ink-900' : 'sr-only'}>
            {t('Sizes')}
          </legend>
          {product.sizes.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={size === s}
              aria-label={t('Size {{size}}', { size: s })}
              onClick={() => setSize(s)}
              className={cn(
                chip,
                large ? 'min-h-tap min-w-tap rounded-md px-3 text-sm' : 'h-7 min-w-7 rounded-sm px-1.5',
                size === s
                  ? 'border-plum-800 bg-plum-800 text-ivory-50'
                  : 'border-ink-300 bg-ivory-50 text-ink-900 hover:border-plum-700',
              )}
            >
              {s}
            </button>
          ))}
        </fieldset>
      ) : null}
      <Button
        size={large ? 'md' : 'sm'}
        className={large ? 'w-full' : 'w-full sm:min-h-9'}
        onClick={add}
        loading={addToCart.isPending}
      >
        {addToCart.isPending ? null : <ShoppingBag aria-hidden="true" className="size-4" />}
        {t('Add to bag')}
      </Button>
    </>
  );

  return (
    <>
      {/* 44 px to tap, a 36 px circle to see, under the wishlist heart. */}
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-label={title}
        onClick={() => setOpen(true)}
        className="absolute top-11 right-0.5 z-10 hidden size-tap items-center justify-center pointer-coarse:inline-flex"
      >
        <span className="inline-flex size-9 items-center justify-center rounded-full bg-ivory-50/90 text-plum-900 shadow-soft">
          <ShoppingBag aria-hidden="true" className="size-4" />
        </span>
      </button>
      {takenOver ? (
        <fieldset
          aria-label={title}
          className={cn(
            'pointer-events-none absolute inset-x-0 bottom-0 z-10 m-0 min-w-0 translate-y-2 space-y-1.5 border-0 bg-ivory-50/95 p-2 opacity-0 backdrop-blur-sm transition duration-200',
            // Mouse and keyboard only: a touch screen uses the sheet, and a tap must not leave this over the photo.
            'pointer-fine:group-focus-within:pointer-events-auto pointer-fine:group-focus-within:translate-y-0 pointer-fine:group-focus-within:opacity-100',
            'pointer-fine:group-hover:pointer-events-auto pointer-fine:group-hover:translate-y-0 pointer-fine:group-hover:opacity-100',
          )}
        >
          {choices(false)}
        </fieldset>
      ) : null}
      {open ? (
        <Dialog open onClose={() => setOpen(false)} title={title} placement="bottom">
          <div className="space-y-4 pb-2">{choices(true)}</div>
        </Dialog>
      ) : null}
    </>
  );
}
