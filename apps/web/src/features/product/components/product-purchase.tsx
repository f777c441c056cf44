import { AS_PER_IMAGE_COLOUR, choiceError } from '@zariya/shared/checkout';
import { MESSAGES } from '@zariya/shared/constants';
import type { Product, ProductCard } from '@zariya/shared/product';
import {
  askLabel,
  type Choice,
  type ChoiceState,
  soldOutVariants,
  variantLabel,
} from '@zariya/shared/variant-choice';
import { ShoppingBag, Zap } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import type { BuyNowState } from '../../../lib/buy-now-state';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useShopperSession } from '../../../lib/session';
import { ChoicePicker } from './choice-picker';
import { StockStatus } from './stock-status';

/** The cart's add operation, handed down by the route (a feature does not reach into another). */
export type AddToCart = {
  add: (choice: { productId: number; size: string; color: string }) => void;
  pending: boolean;
};

/** What the route puts by the size picker (the size guide); `select` picks a size in the picker. */
export type SizeGuideSlot = (product: ProductCard, select: (size: string) => void) => ReactNode;

/** A sold-out variant the shopper may ask about, named beside her picks ('M'; '' for a product without options). */
export type SoldOutAsk = { id: number; label: string };

/** "Tell me when it's back" for the sold-out variants among the picks (feature `wishlist`, given by the route). */
export type StockAlertSlot = (productId: number, soldOut: SoldOutAsk[]) => ReactNode;

/** The picks a product page starts with: an option with one value needs no choosing. */
export function initialChoice(product: ProductCard): Choice {
  const colours = product.colors.length > 0 ? product.colors : [AS_PER_IMAGE_COLOUR];
  return {
    color: colours.length === 1 ? colours[0] : '',
    size: product.sizes.length === 1 ? product.sizes[0] : '',
  };
}

/**
 * Size and colour pickers, stock, Add to Cart and Buy Now with the checks and messages of product rules §5. On a phone,
 * while these buttons are out of view (and the footer is not in view), the same two sit in a bar along the
 * bottom of the screen.
 */
export function ProductPurchase({
  product,
  addToCart,
  sizeGuide,
  stockAlert,
  choice,
  onChoice,
  state,
}: {
  product: ProductCard | Product;
  addToCart: AddToCart;
  sizeGuide?: SizeGuideSlot;
  stockAlert?: StockAlertSlot;
  /** The picks, kept by the page (the price and the photos follow them too). */
  choice: Choice;
  onChoice: (choice: Choice) => void;
  /** What the picks mean (shared `variantChoice`). */
  state: ChoiceState;
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const session = useShopperSession();
  const colours = product.colors.length > 0 ? product.colors : [AS_PER_IMAGE_COLOUR];
  const { size, color } = choice;
  const setColor = (next: string) => onChoice({ ...choice, color: next });
  const setSize = (next: string) => onChoice({ ...choice, size: next });
  // The chosen size and colour cannot be bought: the buttons say so and wait for another choice.
  const variantSoldOut = state.variant !== null && state.soldOut;
  const soldOut =
    'variants' in product
      ? soldOutVariants(product, choice).map((v) => ({ id: v.id, label: askLabel(v, choice) }))
      : [];
  const pickers = useRef<HTMLDivElement>(null);
  const buttons = useRef<HTMLDivElement>(null);
  const [barShown, setBarShown] = useState(false);

  useEffect(() => {
    const own = buttons.current;
    if (!own) return;
    const footer = document.querySelector('footer');
    const inView = new Map<Element, boolean>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) inView.set(entry.target, entry.isIntersecting);
      setBarShown(!inView.get(own) && !(footer && inView.get(footer)));
    });
    observer.observe(own);
    if (footer) observer.observe(footer);
    return () => observer.disconnect();
  }, []);

  /** The first problem, shown as the spec's toast; true when the purchase may go on. */
  const ready = (loginMessage: string) => {
    if (!session.token || !session.userId) {
      toast.error(loginMessage);
      return false;
    }
    // Nothing of it left: no size or colour could be chosen, so say that first.
    if (!product.available || (product.stock !== null && product.stock <= 0)) {
      toast.error(MESSAGES.outOfStock);
      return false;
    }
    const missing = choiceError({ sizes: product.sizes, colors: product.colors }, { size, color });
    if (missing) {
      toast.info(missing);
      // From the bottom bar, the pickers may be far up the page.
      pickers.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return false;
    }
    if (state.soldOut) {
      toast.error(MESSAGES.outOfStock);
      return false;
    }
    return true;
  };

  const onAdd = () => {
    if (ready(MESSAGES.loginToAddToCart)) addToCart.add({ productId: product.id, size, color });
  };
  const onBuy = () => {
    if (!ready(MESSAGES.loginToBuy)) return;
    const state: BuyNowState = { mode: 'single', productId: product.id, size, color, quantity: 1 };
    navigate(paths.buyNow, { state });
  };

  const soldOutNote = variantSoldOut
    ? state.variant && variantLabel(state.variant)
      ? t('{{choice}} is sold out. Please choose another size or colour.', {
          choice: variantLabel(state.variant),
        })
      : t('Sorry, this product is out of stock.')
    : null;
  const noteId = `sold-out-${product.id}`;
  const actions = (buttonSize: 'lg' | 'md') => (
    <>
      <Button
        variant="secondary"
        size={buttonSize}
        onClick={onAdd}
        loading={addToCart.pending}
        disabled={variantSoldOut}
        aria-describedby={variantSoldOut ? noteId : undefined}
      >
        {addToCart.pending ? null : <ShoppingBag aria-hidden="true" className="size-5" />}
        {t('Add to Cart')}
      </Button>
      <Button
        size={buttonSize}
        onClick={onBuy}
        disabled={variantSoldOut}
        aria-describedby={variantSoldOut ? noteId : undefined}
      >
        <Zap aria-hidden="true" className="size-5" />
        {t('Buy Now')}
      </Button>
    </>
  );

  return (
    <div className="space-y-5">
      <StockStatus soldOut={state.soldOut} left={state.left} />
      <div ref={pickers} className="space-y-5">
        <ChoicePicker
          legend={t('Colour')}
          kind="colour"
          options={colours}
          value={color}
          onChange={setColor}
          available={state.colors}
        />
        {product.sizes.length > 0 ? (
          <div>
            <ChoicePicker
              legend={t('Size')}
              kind="size"
              options={product.sizes}
              value={size}
              onChange={setSize}
              available={state.sizes}
            />
            {sizeGuide?.(product, setSize)}
          </div>
        ) : null}
        {soldOut.length > 0 && stockAlert ? stockAlert(product.id, soldOut) : null}
      </div>
      <div className="space-y-2">
        {soldOutNote ? (
          <p id={noteId} role="status" className="text-sm font-medium text-danger-600">
            {soldOutNote}
          </p>
        ) : null}
        <div ref={buttons} className="grid grid-cols-2 gap-3 sm:max-w-md">
          {actions('lg')}
        </div>
      </div>
      <section
        aria-label={t('Buy this piece')}
        className={cn(
          'fixed inset-x-0 bottom-0 z-30 grid grid-cols-2 gap-2 border-t border-ivory-300/70 bg-ivory-50/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-lift backdrop-blur lg:hidden',
          !barShown && 'hidden',
        )}
      >
        {actions('md')}
      </section>
    </div>
  );
}
