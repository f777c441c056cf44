import { AS_PER_IMAGE_COLOUR, choiceError } from '@zariya/shared/checkout';
import { colourLabel, colourToCss } from '@zariya/shared/colours';
import { MESSAGES } from '@zariya/shared/constants';
import type { ProductCard } from '@zariya/shared/product';
import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useTakenOver } from '../../../lib/hydrate-when-near';
import { useShopperSession } from '../../../lib/session';
import { useAddToCart } from '../api/add-to-cart';

const chip =
  'relative inline-flex items-center justify-center border text-2xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-plum-700';

/**
 * Colour swatches, size boxes and 'Add to bag' over the photo. Shown while the card is hovered or holds focus;
 * on touch screens the bag button opens it. Sits above the card's stretched link (z-10). The server leaves
 * the panel out (it needs the browser anyway): the panels were a quarter of a listing page's elements. It
 * is added right after the card hydrates, which a drawn page does when the card comes near the screen.
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

  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-label={open ? t('Close quick add') : t('Quick add {{name}}', { name: product.productname })}
        onClick={() => setOpen((o) => !o)}
        className="absolute top-13 right-2 z-10 hidden size-9 items-center justify-center rounded-full bg-ivory-50/90 text-plum-900 shadow-soft pointer-coarse:inline-flex"
      >
        <ShoppingBag aria-hidden="true" className="size-4" />
      </button>
      {takenOver ? (
        <fieldset
          aria-label={t('Quick add {{name}}', { name: product.productname })}
          className={cn(
            'absolute inset-x-0 bottom-0 z-10 m-0 min-w-0 space-y-1.5 border-0 bg-ivory-50/95 p-2 backdrop-blur-sm transition duration-200',
            'translate-y-2 opacity-0 group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:translate-y-0 group-hover:opacity-100',
            open
              ? 'translate-y-0 opacity-100'
              : 'pointer-events-none group-focus-within:pointer-events-auto group-hover:pointer-events-auto',
          )}
        >
          {product.colors.length > 0 ? (
            <fieldset className="m-0 flex min-w-0 flex-wrap gap-1.5 border-0 p-0">
              <legend className="sr-only">{t('Colours')}</legend>
              {product.colors.map((c) => {
                const css = colourToCss(c);
                const label = colourLabel(c);
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
                      chip,
                      css ? 'size-6 rounded-full' : 'h-6 rounded-sm px-1.5',
                      color === c
                        ? 'border-plum-800 ring-2 ring-plum-800 ring-offset-1'
                        : 'border-ink-900/20 hover:border-plum-700',
                    )}
                    style={css ? { backgroundColor: css } : undefined}
                  >
                    {css ? null : label}
                  </button>
                );
              })}
            </fieldset>
          ) : null}
          {product.sizes.length > 0 ? (
            <fieldset className="m-0 flex min-w-0 flex-wrap gap-1 border-0 p-0">
              <legend className="sr-only">{t('Sizes')}</legend>
              {product.sizes.map((s) => (
                <button
                  key={s}
                  type="button"
                  aria-pressed={size === s}
                  aria-label={t('Size {{size}}', { size: s })}
                  onClick={() => setSize(s)}
                  className={cn(
                    chip,
                    'h-7 min-w-7 rounded-sm px-1.5',
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
          <Button size="sm" className="w-full sm:min-h-9" onClick={add} loading={addToCart.isPending}>
            {addToCart.isPending ? null : <ShoppingBag aria-hidden="true" className="size-4" />}
            {t('Add to bag')}
          </Button>
        </fieldset>
      ) : null}
    </>
  );
}
