// The shopper's choice of size and colour on the product page (issue 24, decision 0043 phase 2 step 5): which
// sizes and colours may still be chosen, the variant chosen, what it costs, how many are left and whether it is
// sold out. Pure, so the page and its tests read the same rule; the server's answer (each variant's `available`,
// price and count) is the truth it works from.
import { AS_PER_IMAGE_COLOUR } from './checkout.ts';
import {
  colorAvailability,
  type ProductFacts,
  type StockMode,
  sizeAvailability,
  type VariantFacts,
  variantPrice,
} from './variant-rules.ts';
import type { Variant } from './variants.ts';

/** "Only N left" is shown when a counted stock is this many pieces or fewer (and more than none). */
export const FEW_LEFT = 5;

/** The count to show as "Only N left", or null when there is nothing to say (uncounted, plenty, or none left). */
export const fewLeft = (stock: number | null): number | null =>
  stock !== null && stock > 0 && stock <= FEW_LEFT ? stock : null;

/** What the product page knows of a product; a list card has no `variants` (the whole product has). */
export type ChoosableProduct = {
  available: boolean;
  stock: number | null;
  stockMode?: StockMode;
  new_price: number;
  old_price: number | null;
  sizes: readonly string[];
  colors: readonly string[];
  variants?: readonly Variant[];
};

/** The shopper's picks as the page holds them: '' not chosen yet; 'As per the image' for a product without colours. */
export type Choice = { size: string; color: string };

export type ChoiceState = {
  /** Each size of the product: false when sold out (in the chosen colour, when one is chosen). */
  sizes: Map<string, boolean>;
  /** Each colour of the product: false when sold out (in the chosen size, when one is chosen). */
  colors: Map<string, boolean>;
  /** The variant the picks name, once every option the product has is picked; null before. */
  variant: Variant | null;
  price: number;
  oldPrice: number | null;
  /** Pieces left of the chosen variant (a pooled product's pool), or of the product before a choice; null: uncounted. */
  left: number | null;
  /** The chosen variant (or, with nothing chosen yet, the whole product) cannot be bought. */
  soldOut: boolean;
};

/** A picked colour as the variants spell it: '' on a product without colours ('As per the image'). */
const variantColour = (product: Pick<ChoosableProduct, 'colors'>, color: string) =>
  product.colors.length === 0 || color === AS_PER_IMAGE_COLOUR ? '' : color;
const variantSize = (product: Pick<ChoosableProduct, 'sizes'>, size: string) =>
  product.sizes.length === 0 ? '' : size;

/** An answered variant as the shared rules read it; one the server called unavailable sells nothing. */
function factsOf(product: ChoosableProduct, v: Variant): VariantFacts {
  const pooled = (product.stockMode ?? 'pooled') === 'pooled';
  return {
    size: v.size,
    color: v.color,
    stock: pooled ? null : v.stock,
    newPrice: v.price,
    oldPrice: v.oldPrice,
    archived: !v.available,
  };
}

function productFacts(product: ChoosableProduct): Pick<ProductFacts, 'stock' | 'stockMode' | 'available'> {
  return { stock: product.stock, stockMode: product.stockMode ?? 'pooled', available: product.available };
}

/**
 * The page's state for the shopper's picks. Choosing a colour leaves the sizes sold out in that colour unchoosable,
 * and choosing a size the colours sold out in that size (`sizeAvailability`, `colorAvailability`). Without
 * variants (a list card while the whole product loads) every option follows the product.
 */
export function variantChoice(product: ChoosableProduct, choice: Choice): ChoiceState {
  const whole = product.available && (product.stock === null || product.stock > 0);
  const colours = product.colors.length > 0 ? product.colors : [AS_PER_IMAGE_COLOUR];
  if (!product.variants || product.variants.length === 0) {
    return {
      sizes: new Map(product.sizes.map((s) => [s, whole])),
      colors: new Map(colours.map((c) => [c, whole])),
      variant: null,
      price: product.new_price,
      oldPrice: product.old_price,
      left: product.stock,
      soldOut: !whole,
    };
  }
  const facts = productFacts(product);
  const size = choice.size === '' ? null : variantSize(product, choice.size);
  const color = choice.color === '' ? null : variantColour(product, choice.color);
  const all = product.variants.map((v) => ({ v, f: factsOf(product, v) }));
  const inColour = all.filter(({ v }) => color === null || v.color === color).map(({ f }) => f);
  const inSize = all.filter(({ v }) => size === null || v.size === size).map(({ f }) => f);
  const sizeMap = sizeAvailability(facts, inColour);
  const colourMap = colorAvailability(facts, inSize);
  const sizes = new Map(product.sizes.map((s) => [s, sizeMap.get(s) ?? false]));
  const colors = new Map(
    colours.map((c) => [c, colourMap.get(variantColour(product, c)) ?? false] as [string, boolean]),
  );
  const pickedSize = product.sizes.length === 0 ? '' : size;
  const pickedColour = product.colors.length === 0 ? '' : color;
  const variant =
    pickedSize === null || pickedColour === null
      ? null
      : (product.variants.find((v) => v.size === pickedSize && v.color === pickedColour) ?? null);
  if (!variant) {
    return {
      sizes,
      colors,
      variant: null,
      price: product.new_price,
      oldPrice: product.old_price,
      left: product.stock,
      soldOut: !whole,
    };
  }
  const pooled = facts.stockMode === 'pooled';
  return {
    sizes,
    colors,
    variant,
    ...variantPrice(
      { newPrice: product.new_price, oldPrice: product.old_price },
      { newPrice: variant.price, oldPrice: variant.oldPrice },
    ),
    left: pooled ? product.stock : variant.stock,
    soldOut: !variant.available,
  };
}

/**
 * Sold-out variants the shopper may ask to hear about, given her picks: with a colour picked (or the product's only
 * colour), that colour's sold-out sizes — whichever size she picked, so the sizes struck through are there to ask
 * about; with only a size picked, that size's sold-out colours; with neither, every sold-out variant.
 */
export function soldOutVariants(product: ChoosableProduct, choice: Choice): Variant[] {
  if (!product.variants) return [];
  const size = choice.size === '' ? null : variantSize(product, choice.size);
  const color = choice.color === '' ? null : variantColour(product, choice.color);
  return product.variants.filter(
    (v) => !v.available && (color !== null ? v.color === color : size === null || v.size === size),
  );
}

/** How a variant is named to the shopper: 'M · Red', 'M', 'Red' (the parts the product has). */
export const variantLabel = (v: Pick<Variant, 'size' | 'color'>) =>
  [v.size, v.color].filter((p) => p !== '').join(' · ');

/**
 * How a sold-out variant is named beside the picks: by its size when a colour is picked (the colour is said
 * already), by its colour when only a size is, else by both.
 */
export function askLabel(v: Pick<Variant, 'size' | 'color'>, choice: Choice): string {
  if (choice.color !== '' && v.size !== '') return v.size;
  if (choice.color === '' && choice.size !== '' && v.color !== '') return v.color;
  return variantLabel(v);
}
