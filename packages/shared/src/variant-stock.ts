// Every movement of stock is a variant's (issue 24, decision 0043 phase 2): which variant a shopper's size and
// colour name, and which count a variant's pieces come from — the product's pool when pooled, the variant's own
// when split. Pure rules, used by the server's one stock function (modules/inventory) and by the pages.
import { AS_PER_IMAGE_COLOUR, choiceError } from './checkout.ts';
import type { ErrorCode } from './error-codes.ts';
import type { StockMode } from './variant-rules.ts';

/** The shopper's messages (English; the Hindi is in the web's locale catalogue). */
export const VARIANT_STOCK_MESSAGES = {
  unknownSize: 'This size is not made for this product. Please choose one of its sizes.',
  unknownColor: 'This colour is not made for this product. Please choose one of its colours.',
  notMade: 'This size is not made in this colour. Please choose another size or colour.',
} as const;

export type ChoiceRefusal = { code: ErrorCode; message: string };

/** A variant as the choice needs it. */
export type ChoosableVariant = {
  id: number;
  size: string;
  color: string;
  stock: number | null;
  archivedAt?: Date | string | null;
};

export type ChoiceProduct = {
  sizes: readonly string[];
  colors: readonly string[];
  stock: number | null;
  stockMode: StockMode | string;
  available: boolean;
};

const trimmed = (value: string | null | undefined) => (value ?? '').trim();
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * A size or colour the product does not list (typed, not missing): 400 VARIANT_UNKNOWN_SIZE / _COLOR. A product
 * that lists no sizes (or colours) ignores whatever is sent for them, as before variants; 'As per the image' is
 * every product's colour (product rules §5).
 */
export function unknownChoice(
  product: Pick<ChoiceProduct, 'sizes' | 'colors'>,
  choice: { size?: string | null; color?: string | null },
): ChoiceRefusal | null {
  const size = trimmed(choice.size);
  const color = trimmed(choice.color);
  if (product.sizes.length > 0 && size !== '' && !product.sizes.some((s) => same(s, size)))
    return { code: 'VARIANT_UNKNOWN_SIZE', message: VARIANT_STOCK_MESSAGES.unknownSize };
  if (
    product.colors.length > 0 &&
    color !== '' &&
    !same(color, AS_PER_IMAGE_COLOUR) &&
    !product.colors.some((c) => same(c, color))
  )
    return { code: 'VARIANT_UNKNOWN_COLOR', message: VARIANT_STOCK_MESSAGES.unknownColor };
  return null;
}

/** Whether a piece of the variant is there: the pool's when pooled, its own when split (uncounted: always). */
export function variantHasPiece(
  product: Pick<ChoiceProduct, 'stock' | 'stockMode'>,
  variant: ChoosableVariant,
) {
  const count = product.stockMode === 'split' ? variant.stock : product.stock;
  return count === null || count > 0;
}

/**
 * The variant a shopper's (size, colour) names, or why none: an unknown size or colour (VARIANT_UNKNOWN_*), a
 * missing one (CHOICE_REQUIRED with the spec's message), or a combination the owner does not make. Sizes and
 * colours match whatever their case; 'As per the image' takes the size's first variant that has a piece (else its
 * first). Archived variants (removed combinations) are never chosen.
 */
export function variantChoice<V extends ChoosableVariant>(
  product: ChoiceProduct,
  variants: readonly V[],
  choice: { size?: string | null; color?: string | null },
): { variant: V } | { refusal: ChoiceRefusal } {
  const unknown = unknownChoice(product, choice);
  if (unknown) return { refusal: unknown };
  const missing = choiceError(product, choice);
  if (missing) return { refusal: { code: 'CHOICE_REQUIRED', message: missing } };
  const size = product.sizes.length === 0 ? '' : trimmed(choice.size);
  const color = product.colors.length === 0 ? '' : trimmed(choice.color);
  const onSale = variants.filter((v) => !v.archivedAt && same(v.size, size));
  const asImage = product.colors.length > 0 && same(color, AS_PER_IMAGE_COLOUR);
  const variant = asImage
    ? (onSale.find((v) => variantHasPiece(product, v)) ?? onSale[0])
    : onSale.find((v) => same(v.color, color));
  if (!variant)
    return { refusal: { code: 'VARIANT_UNKNOWN_COLOR', message: VARIANT_STOCK_MESSAGES.notMade } };
  return { variant };
}

/**
 * Which count a piece comes from: the product's pool (pooled) or the variant's own (split). Holds are counted
 * against the same unit, so a hold of M never keeps an L from a buyer of a split product.
 */
export type StockUnit =
  | { kind: 'pool'; productId: number }
  | { kind: 'variant'; productId: number; variantId: number };

export function stockUnit(
  product: { id: number; stockMode: StockMode | string },
  variantId: number | null,
): StockUnit {
  return product.stockMode === 'split' && variantId !== null
    ? { kind: 'variant', productId: product.id, variantId }
    : { kind: 'pool', productId: product.id };
}

export const unitKey = (unit: StockUnit) =>
  unit.kind === 'pool' ? `p${unit.productId}` : `v${unit.variantId}`;
