// Variants (issue 24, decision 0043): a product's sizes × colours, each combination the owner makes a variant with
// its SKU, its stock (or uncounted) and optionally its own price. The contracts of the variant answers and the
// owner's variant calls; the pure rules are in variant-rules.ts (no zod: the product page uses them), re-exported
// here for the server and the admin pages.
import { z } from 'zod';
import { idSchema } from './input.ts';
import {
  STOCK_MODES,
  type StockMode,
  type StoredVariant,
  type VariantRefusal,
  cellName,
  combinations,
  MAX_GRID_CELLS,
  normalSku,
  validateVariantInput,
} from './variant-rules.ts';

export * from './variant-rules.ts';

/** A variant in the product page's answer (GET /products/:id). */
export const VariantSchema = z.object({
  id: z.number().int(),
  size: z.string(),
  color: z.string(),
  sku: z.string(),
  /** The variant's own count; null when the product is pooled (see the product's `stock`) or uncounted. */
  stock: z.number().int().nullable(),
  /** What it sells for: its own price or the product's. */
  price: z.number(),
  oldPrice: z.number().nullable(),
  available: z.boolean(),
});
export type Variant = z.infer<typeof VariantSchema>;

/** A variant as the owner sees it (GET /admin/products/:id/variants): its own prices, null for the product's. */
export const AdminVariantSchema = VariantSchema.extend({
  new_price: z.number().int().nullable(),
  old_price: z.number().int().nullable(),
  position: z.number().int(),
});
export type AdminVariant = z.infer<typeof AdminVariantSchema>;

export const AdminVariantsSchema = z.object({
  stockMode: z.enum(STOCK_MODES),
  /** The product's stock: the pool when pooled, the sum of the counted variants when split (null: uncounted). */
  stock: z.number().int().nullable(),
  variants: z.array(AdminVariantSchema),
});

/**
 * PUT /admin/products/:id/variants/:variantId (phase 1: SKU and price). A field left out keeps its value; sku ''
 * gives the variant a generated SKU again; a price null goes back to the product's. Numbers are checked by
 * validateVariantInput, so that a negative or fractional price gets its own readable message.
 */
export const VariantUpdateSchema = z.object({
  sku: z.string({ error: 'SKU must be text.' }).max(200, { error: 'SKU is too long.' }).optional(),
  new_price: z.number({ error: 'Price must be a number of rupees.' }).nullable().optional(),
  old_price: z.number({ error: 'MRP must be a number of rupees.' }).nullable().optional(),
});
export type VariantUpdate = z.infer<typeof VariantUpdateSchema>;

// ---- The owner's variant grid (decision 0043, phase 2 step 3) ----

const gridNumber = (label: string) =>
  z
    .number({ error: `${label} must be a number (or left blank).` })
    .nullable()
    .default(null);

/**
 * One cell of the grid: a combination, whether it is made (false: left out — archived, and kept out when sizes or
 * colours are edited later), its SKU ('' for a generated one, left out keeps it), its count (null: uncounted; only
 * read when the grid is split) and its own price and MRP (null: the product's).
 */
export const GridCellSchema = z.object({
  size: z.string({ error: 'Each cell needs its size (text, "" for none).' }).max(200),
  color: z.string({ error: 'Each cell needs its colour (text, "" for none).' }).max(200),
  sku: z.string({ error: 'SKU must be text.' }).max(200, { error: 'SKU is too long.' }).optional(),
  stock: gridNumber('Stock'),
  price: gridNumber('Price'),
  oldPrice: gridNumber('MRP'),
  made: z.boolean({ error: 'Each cell says whether it is made (true or false).' }).default(true),
});
export type GridCell = z.infer<typeof GridCellSchema>;
export type GridCellInput = z.input<typeof GridCellSchema>;

/** PUT /admin/products/:id/variants: the whole grid, and whether the product counts per cell (`split`) or one pool. */
export const VariantGridSchema = z.object({
  mode: z.enum(STOCK_MODES, { error: "Mode must be 'split' or 'pooled'." }),
  cells: z
    .array(GridCellSchema, { error: 'Cells must be a list.' })
    .min(1, { error: 'Send at least one cell.' })
    .max(MAX_GRID_CELLS, { error: `A grid has at most ${MAX_GRID_CELLS} cells.` }),
});
export type VariantGrid = z.infer<typeof VariantGridSchema>;

/** The cells of addproduct's `variants` field: a product added with per-cell counts is split. */
export const GridCellsSchema = z
  .array(GridCellSchema, { error: 'Variants must be a JSON list of cells.' })
  .min(1, { error: 'Variants must list at least one cell.' })
  .max(MAX_GRID_CELLS, { error: `A grid has at most ${MAX_GRID_CELLS} cells.` });

export type GridRefusal = VariantRefusal & { cell: number | null };

/**
 * Why the grid is refused (with the index of the cell at fault, or null for the grid as a whole), or null when it
 * may be written. Each cell is checked by validateVariantInput (its count only when the grid is split); a
 * combination listed twice, one SKU given to two cells, no cell left made, or — while the product is split — a
 * combination left out that still counts pieces (its count, as sent, is not 0) are refused too. `otherSkus(sku,
 * cell)` answers whether a variant other than the cell's own has the SKU.
 */
export function gridRefusal(
  grid: VariantGrid,
  product: { sizes: readonly string[]; colors: readonly string[]; stockMode: StockMode },
  stored: readonly StoredVariant[],
  otherSkus: (sku: string, cell: GridCell) => boolean,
): GridRefusal | null {
  const split = grid.mode === 'split';
  const seen = new Set<string>();
  const skus = new Map<string, number>();
  for (const [index, cell] of grid.cells.entries()) {
    const refusal = validateVariantInput(
      {
        size: cell.size,
        color: cell.color,
        sku: cell.sku,
        stock: split ? cell.stock : undefined,
        newPrice: cell.price,
        oldPrice: cell.oldPrice,
      },
      product,
      (sku) => otherSkus(sku, cell),
    );
    const name = cellName(cell);
    if (refusal) return { ...refusal, message: `${name}: ${refusal.message}`, cell: index };
    const key = JSON.stringify([cell.size, cell.color]);
    if (seen.has(key)) {
      return { code: 'VARIANT_DUPLICATE', message: `${name} is listed twice.`, cell: index };
    }
    seen.add(key);
    const sku = cell.sku === undefined ? '' : normalSku(cell.sku);
    if (sku !== '') {
      if (skus.has(sku)) {
        return {
          code: 'SKU_TAKEN',
          message: `${name}: the SKU "${sku}" is given to two cells.`,
          cell: index,
        };
      }
      skus.set(sku, index);
    }
  }
  const sent = new Map(grid.cells.map((c) => [JSON.stringify([c.size, c.color]), c]));
  const made = combinations(product.sizes, product.colors).filter((key) => {
    const cell = sent.get(JSON.stringify([key.size, key.color]));
    if (cell) return cell.made;
    return stored.some((v) => !v.archived && v.size === key.size && v.color === key.color);
  });
  if (made.length === 0) {
    return {
      code: 'VARIANT_NONE_MADE',
      message: 'Keep at least one size and colour made: a product needs one to be sold.',
      cell: null,
    };
  }
  if (product.stockMode === 'split') {
    for (const [index, cell] of grid.cells.entries()) {
      if (cell.made) continue;
      const current = stored.find((v) => !v.archived && v.size === cell.size && v.color === cell.color);
      const count = split ? (cell.stock ?? current?.stock ?? 0) : (current?.stock ?? 0);
      if (current && count > 0) {
        return {
          code: 'VARIANT_STILL_COUNTED',
          message: `${cellName(cell)} still has ${count} ${count === 1 ? 'piece' : 'pieces'}: set its stock to 0 before leaving it out.`,
          cell: index,
        };
      }
    }
  }
  return null;
}

/**
 * A split product's stock: the sum of its made, counted cells (null when none is counted), as `stockOf` counts it.
 */
export function gridSum(cells: ReadonlyArray<Pick<GridCell, 'stock' | 'made'>>): number | null {
  const counted = cells.filter((c) => c.made && c.stock !== null);
  return counted.length === 0 ? null : counted.reduce((sum, c) => sum + (c.stock ?? 0), 0);
}

/** GET /admin/products/:id/stock-history's query: one variant's moves, and the page before a row id. */
export const StockHistoryQuerySchema = z.object({
  variantId: idSchema('Variant id must be a number.').optional(),
  before: idSchema('before must be a number.').optional(),
});

/** What the stock history answers per row (GET /admin/products/:id/stock-history), newest first. */
export const StockMoveSchema = z.object({
  id: z.number().int(),
  /** null: the product's pool (a pooled product, or the pool replaced when split). */
  variantId: z.number().int().nullable(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  sku: z.string().nullable(),
  delta: z.number().int(),
  before: z.number().int().nullable(),
  after: z.number().int().nullable(),
  reason: z.string(),
  ref: z.string(),
  actor: z.string(),
  at: z.string(),
});
export type StockMoveView = z.infer<typeof StockMoveSchema>;

export const StockHistorySchema = z.object({
  moves: z.array(StockMoveSchema),
  /** Pass as `before` for the next (older) page; null when there is none. */
  next: z.number().int().nullable(),
});
export type StockHistory = z.infer<typeof StockHistorySchema>;

/** The grid's answer: how the product counts, its stock, and its variants on sale. */
export const VariantGridSavedSchema = AdminVariantsSchema.extend({ message: z.string() });

// ---- Photos per colour (decision 0043) ----

/** The most photos one colour may list, and the most colours a map may name (the product's own bound them too). */
const MAX_COLOUR_PHOTOS = 50;
const MAX_PHOTO_COLOURS = 200;

/** PUT /admin/products/:id/color-images: each colour with the paths (among the product's images) it shows. */
export const ColorImagesSchema = z.object({
  colorImages: z
    .record(
      z.string({ error: 'A colour must be text.' }).max(200, { error: 'A colour is too long.' }),
      z
        .array(z.string({ error: 'A photo must be its path (text).' }).max(1000), {
          error: "Each colour's photos must be a list of paths.",
        })
        .max(MAX_COLOUR_PHOTOS, { error: `A colour lists at most ${MAX_COLOUR_PHOTOS} photos.` }),
      { error: 'colorImages must be an object: each colour with its list of photos.' },
    )
    .refine((map) => Object.keys(map).length <= MAX_PHOTO_COLOURS, {
      error: `At most ${MAX_PHOTO_COLOURS} colours.`,
    }),
});
export type ColorImagesInput = z.infer<typeof ColorImagesSchema>;

/** The saved map, as PUT /admin/products/:id/color-images answers it. */
export const ColorImagesSavedSchema = z.object({
  message: z.string(),
  colorImages: z.record(z.string(), z.array(z.string())),
});
