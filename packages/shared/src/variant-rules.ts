// Variants (issue 24, decision 0043): the pure rules of a product's sizes × colours — SKUs, stock, what a shopper may
// choose and what it costs, the owner's grid checks and photos per colour. No zod here: the product page chooses a
// variant with these (variant-choice.ts) and must not load the variant schemas, nor zod, with them; the schemas
// and the contracts of the variant calls are in variants.ts, which re-exports this file. The server's migration
// 0025 SQL spells skuBase and freeSku the same way (a test compares them).
import type { ErrorCode } from './error-codes.ts';

/**
 * How a product counts its pieces. `pooled`: the product's `stock` is one pool every variant sells from (every
 * product the migration carried over, and products added with one stock figure); its variants count nothing.
 * `split`: each variant counts its own pieces (or is uncounted) and the product's `stock` is their sum.
 */
export const STOCK_MODES = ['pooled', 'split'] as const;
export type StockMode = (typeof STOCK_MODES)[number];

/** One combination of options; '' stands for "no size" (or "no colour") on a product that lists none. */
export type VariantKey = { size: string; color: string };

/** A variant as the rules need it; `archived` ones (combinations the owner removed) sell nothing. */
export type VariantFacts = VariantKey & {
  stock: number | null;
  newPrice: number | null;
  oldPrice: number | null;
  archived?: boolean;
};

/** A product as the rules need it. */
export type ProductFacts = {
  stock: number | null;
  stockMode: StockMode;
  available: boolean;
  newPrice: number;
  oldPrice: number | null;
};

const distinct = (values: readonly string[]) => [...new Set(values)];

/**
 * Every combination of the product's sizes and colours, sizes first, in the owner's order; a product without sizes
 * has the one size '' (likewise colours), so every product has at least one combination.
 */
export function combinations(sizes: readonly string[], colors: readonly string[]): VariantKey[] {
  const s = sizes.length === 0 ? [''] : distinct(sizes);
  const c = colors.length === 0 ? [''] : distinct(colors);
  return s.flatMap((size) => c.map((color) => ({ size, color })));
}

/** The longest a size or colour contributes to a generated SKU. */
export const SKU_PART_LENGTH = 24;
/** The longest SKU the owner may type. */
export const MAX_SKU_LENGTH = 64;

/** Letters and digits only (ASCII), at most SKU_PART_LENGTH, upper case: 'Free Size' → 'FREESIZE'. */
const skuPart = (value: string) =>
  value
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, SKU_PART_LENGTH)
    .toUpperCase();

/** The SKU a variant gets when the owner leaves it blank: ZR-<product id>-<SIZE>-<COLOUR>, empty parts left out. */
export function skuBase(productId: number, size: string, color: string): string {
  return ['ZR', String(productId), skuPart(size), skuPart(color)].filter((p) => p !== '').join('-');
}

/** `base` when no variant has it, else the first of base-2, base-3, … that is free. */
export function freeSku(base: string, taken: (sku: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken(candidate)) return candidate;
  }
}

/** The generated SKU of a variant, free among `taken`. */
export const skuFor = (productId: number, key: VariantKey, taken: (sku: string) => boolean): string =>
  freeSku(skuBase(productId, key.size, key.color), taken);

/** An SKU as the owner typed it, as it is stored: trimmed and in upper case (so 'zr-1' and 'ZR-1' are one SKU). */
export const normalSku = (sku: string) => sku.trim().toUpperCase();

const SKU_PATTERN = /^[A-Z0-9][A-Z0-9._/-]*$/;

export type VariantRefusal = { code: ErrorCode; message: string };

/** What the owner may send for one variant (phase 1 edits SKU and price; the grid of phase 2 adds the rest). */
export type VariantInput = {
  size?: string;
  color?: string;
  /** '' asks for a generated SKU. */
  sku?: string;
  stock?: number | null;
  newPrice?: number | null;
  oldPrice?: number | null;
};

const MAX_RUPEES = 10_000_000;
const MAX_STOCK = 1_000_000;

const isPrice = (n: number | null | undefined) =>
  n === null || n === undefined || (Number.isInteger(n) && n > 0 && n <= MAX_RUPEES);

/**
 * Why the owner's input for a variant of `product` is refused, or null when it may be written. `otherSkus` answers
 * whether another variant (of any product) already has an SKU.
 */
export function validateVariantInput(
  input: VariantInput,
  product: { sizes: readonly string[]; colors: readonly string[] },
  otherSkus: (sku: string) => boolean,
): VariantRefusal | null {
  if (input.size !== undefined && !(product.sizes.length === 0 ? [''] : product.sizes).includes(input.size)) {
    return {
      code: 'VARIANT_UNKNOWN_SIZE',
      message: `"${input.size}" is not one of this product's sizes.`,
    };
  }
  if (
    input.color !== undefined &&
    !(product.colors.length === 0 ? [''] : product.colors).includes(input.color)
  ) {
    return {
      code: 'VARIANT_UNKNOWN_COLOR',
      message: `"${input.color}" is not one of this product's colours.`,
    };
  }
  if (input.stock !== undefined && input.stock !== null) {
    if (!Number.isInteger(input.stock) || input.stock < 0 || input.stock > MAX_STOCK) {
      return {
        code: 'VARIANT_BAD_STOCK',
        message: 'Stock must be a whole number of pieces, 0 or more (or left blank when not counted).',
      };
    }
  }
  if (!isPrice(input.newPrice) || !isPrice(input.oldPrice)) {
    return {
      code: 'VARIANT_BAD_PRICE',
      message: `A variant's price must be a whole number of rupees between 1 and 1,00,00,000 (or left blank for the product's price).`,
    };
  }
  if (
    input.newPrice !== null &&
    input.newPrice !== undefined &&
    input.oldPrice !== null &&
    input.oldPrice !== undefined &&
    input.oldPrice < input.newPrice
  ) {
    return { code: 'VARIANT_BAD_PRICE', message: `A variant's MRP must be at least its price.` };
  }
  if (input.sku !== undefined && input.sku.trim() !== '') {
    const sku = normalSku(input.sku);
    if (sku.length > MAX_SKU_LENGTH || !SKU_PATTERN.test(sku)) {
      return {
        code: 'SKU_INVALID',
        message: `An SKU is 1 to ${MAX_SKU_LENGTH} letters, digits, dots, dashes, underscores or slashes, starting with a letter or digit.`,
      };
    }
    if (otherSkus(sku))
      return { code: 'SKU_TAKEN', message: `The SKU "${sku}" is already used by another variant.` };
  }
  return null;
}

const active = (variants: readonly VariantFacts[]) => variants.filter((v) => !v.archived);

/**
 * The product's `stock` as the API answers it: the pool when pooled; when split, the sum of its counted variants
 * (null when none is counted: the product is sold while available, decision 0020).
 */
export function stockOf(
  product: Pick<ProductFacts, 'stock' | 'stockMode'>,
  variants: readonly VariantFacts[],
) {
  if (product.stockMode === 'pooled') return product.stock;
  const counted = active(variants).filter((v) => v.stock !== null);
  return counted.length === 0 ? null : counted.reduce((sum, v) => sum + (v.stock ?? 0), 0);
}

/** A variant's own count as the API answers it: null when pooled (the pool is the product's `stock`). */
export const variantStock = (product: Pick<ProductFacts, 'stockMode'>, variant: VariantFacts) =>
  product.stockMode === 'pooled' ? null : variant.stock;

/** Pieces kept by live holds on one product: [variant id, pieces] (variant id null: an old hold that names none). */
export type LiveHolds = ReadonlyArray<readonly [variantId: number | null, quantity: number]>;

/** A count less pieces held, never below 0; an uncounted stock (null) stays uncounted. */
const less = (stock: number | null, held: number) =>
  stock === null ? null : Math.max(0, Math.floor(stock) - Math.max(0, Math.floor(held)));

/**
 * What shoppers may still buy (issue 24, decision 0057): the counts less the pieces live holds keep, never below 0,
 * counted against the unit that counts them (as checkout does) — a pooled product's pool less every hold on the
 * product, a split product's variant less the holds naming it. Uncounted pools and variants stay uncounted. The
 * variants come back with their counts net (their other fields as they were); `stock` is the product's net pool
 * when pooled, and unchanged when split (`stockOf` of the net variants is the split product's).
 */
export function lessHeld<V extends VariantFacts & { id: number }>(
  product: Pick<ProductFacts, 'stock' | 'stockMode'>,
  variants: readonly V[],
  holds: LiveHolds,
): { stock: number | null; variants: V[] } {
  if (holds.length === 0) return { stock: product.stock, variants: [...variants] };
  if (product.stockMode === 'pooled') {
    const held = holds.reduce((sum, [, quantity]) => sum + quantity, 0);
    return { stock: less(product.stock, held), variants: [...variants] };
  }
  const byVariant = new Map<number, number>();
  for (const [variantId, quantity] of holds) {
    if (variantId !== null) byVariant.set(variantId, (byVariant.get(variantId) ?? 0) + quantity);
  }
  return {
    stock: product.stock,
    variants: variants.map((v) =>
      byVariant.has(v.id) ? { ...v, stock: less(v.stock, byVariant.get(v.id)!) } : v,
    ),
  };
}

/**
 * Whether a shopper may choose the variant: the product is on sale, the variant is not archived, and a piece is
 * there — in the pool when pooled, in the variant when split (an uncounted pool or variant always has one).
 */
export function variantAvailable(
  product: Pick<ProductFacts, 'stock' | 'stockMode' | 'available'>,
  variant: VariantFacts,
): boolean {
  if (!product.available || variant.archived) return false;
  const count = product.stockMode === 'pooled' ? product.stock : variant.stock;
  return count === null || count > 0;
}

function availabilityBy(
  key: 'size' | 'color',
  product: Pick<ProductFacts, 'stock' | 'stockMode' | 'available'>,
  variants: readonly VariantFacts[],
): Map<string, boolean> {
  const result = new Map<string, boolean>();
  for (const v of active(variants)) {
    result.set(v[key], (result.get(v[key]) ?? false) || variantAvailable(product, v));
  }
  return result;
}

/** Each size of the product's (not archived) variants: available when any of its variants is. */
export const sizeAvailability = (
  product: Pick<ProductFacts, 'stock' | 'stockMode' | 'available'>,
  variants: readonly VariantFacts[],
) => availabilityBy('size', product, variants);

/** Each colour of the product's (not archived) variants: available when any of its variants is. */
export const colorAvailability = (
  product: Pick<ProductFacts, 'stock' | 'stockMode' | 'available'>,
  variants: readonly VariantFacts[],
) => availabilityBy('color', product, variants);

/**
 * What the variant sells for: its own price when it has one (with its own MRP, if any), else the product's price
 * and MRP (a variant's own MRP alone overrides the product's).
 */
export function variantPrice(
  product: Pick<ProductFacts, 'newPrice' | 'oldPrice'>,
  variant: Pick<VariantFacts, 'newPrice' | 'oldPrice'>,
): { price: number; oldPrice: number | null } {
  if (variant.newPrice !== null) return { price: variant.newPrice, oldPrice: variant.oldPrice };
  return { price: product.newPrice, oldPrice: variant.oldPrice ?? product.oldPrice };
}

/** The most cells one grid may send (sizes × colours of one product). */
export const MAX_GRID_CELLS = 1000;

/** How a combination is named to the owner: 'M / Red', 'M', 'Red', or 'The product' when it has neither. */
export const cellName = (key: VariantKey) =>
  [key.size, key.color].filter((p) => p !== '').join(' / ') || 'The product';

/** A variant as it is stored now, as the grid's rules read it. */
export type StoredVariant = VariantKey & { stock: number | null; archived: boolean };

/** The combinations that sizes/colours edits would remove while they still count pieces (split products). */
export function countedRemovals(
  stored: readonly StoredVariant[],
  sizes: readonly string[],
  colors: readonly string[],
): StoredVariant[] {
  const kept = new Set(combinations(sizes, colors).map((k) => JSON.stringify([k.size, k.color])));
  return stored.filter(
    (v) => !v.archived && (v.stock ?? 0) > 0 && !kept.has(JSON.stringify([v.size, v.color])),
  );
}

/** The readable refusal for countedRemovals. */
export function countedRemovalMessage(removed: readonly StoredVariant[]): string {
  const [first] = removed;
  const count = first.stock ?? 0;
  return (
    `${cellName(first)} still has ${count} ${count === 1 ? 'piece' : 'pieces'}: set its stock to 0 in the ` +
    'variant grid before removing that size or colour.'
  );
}

/**
 * Why the owner's photos per colour are refused, or null when they may be written: every colour must be one of the
 * product's, every path one of its images, no path twice for one colour, and a colour lists at most the product's
 * number of photos.
 */
export function colorImagesRefusal(
  product: { colors: readonly string[]; images: readonly string[] },
  colorImages: Record<string, readonly string[]>,
): VariantRefusal | null {
  for (const [colour, paths] of Object.entries(colorImages)) {
    if (!product.colors.includes(colour)) {
      return { code: 'VARIANT_UNKNOWN_COLOR', message: `"${colour}" is not one of this product's colours.` };
    }
    if (paths.length > product.images.length) {
      return {
        code: 'INVALID_IMAGE',
        message: `${colour}: at most ${product.images.length} ${product.images.length === 1 ? 'photo' : 'photos'} (the product's own).`,
      };
    }
    const unknown = paths.find((path) => !product.images.includes(path));
    if (unknown !== undefined) {
      return {
        code: 'INVALID_IMAGE',
        message: `${colour}: "${unknown}" is not one of this product's photos.`,
      };
    }
    if (new Set(paths).size !== paths.length) {
      return { code: 'INVALID_IMAGE', message: `${colour}: a photo is listed twice.` };
    }
  }
  return null;
}

/**
 * The map kept when the product's colours or images change: colours it no longer lists and paths no longer among
 * its images are dropped, and so is a colour left with none (it shows all the product's photos).
 */
export function keptColorImages(
  colorImages: Record<string, readonly string[]> | null | undefined,
  product: { colors: readonly string[]; images: readonly string[] },
): Record<string, string[]> {
  const kept: Record<string, string[]> = {};
  for (const [colour, paths] of Object.entries(colorImages ?? {})) {
    if (!product.colors.includes(colour) || !Array.isArray(paths)) continue;
    const still = paths.filter((path) => product.images.includes(path));
    if (still.length > 0) kept[colour] = still;
  }
  return kept;
}
