// The owner's variant grid as she types it (decision 0043, phase 2): one draft per size × colour, numbers kept as
// text until the shared schema reads them; the grid checked by the shared rules (gridRefusal) before it is sent,
// so each refusal shows at its cell.
import {
  type AdminVariant,
  combinations,
  type GridCellInput,
  gridRefusal,
  type StockMode,
  type VariantGrid,
  VariantGridSchema,
  type VariantKey,
} from '@zariya/shared/variants';

export type CellDraft = { made: boolean; stock: string; price: string; oldPrice: string; sku: string };
export type GridDraft = { split: boolean; cells: Record<string, CellDraft> };

export const cellKey = (key: VariantKey) => JSON.stringify([key.size, key.color]);

const EMPTY_CELL: CellDraft = { made: true, stock: '', price: '', oldPrice: '', sku: '' };
const text = (n: number | null) => (n === null ? '' : String(n));

/** The draft of a product's grid: its variants on sale as made cells, the other combinations left out. */
export function gridDraft(
  sizes: readonly string[],
  colors: readonly string[],
  saved?: { stockMode: StockMode; variants: readonly AdminVariant[] },
): GridDraft {
  const cells: Record<string, CellDraft> = {};
  for (const key of combinations(sizes, colors)) {
    if (!saved) {
      cells[cellKey(key)] = { ...EMPTY_CELL };
      continue;
    }
    const v = saved.variants.find((x) => x.size === key.size && x.color === key.color);
    cells[cellKey(key)] = v
      ? {
          made: true,
          stock: text(v.stock),
          price: text(v.new_price),
          oldPrice: text(v.old_price),
          sku: v.sku,
        }
      : { ...EMPTY_CELL, made: false };
  }
  return { split: saved?.stockMode === 'split', cells };
}

/** The draft's cell for a combination (a size or colour added since the draft was made starts empty, made). */
export const draftCell = (draft: GridDraft, key: VariantKey): CellDraft =>
  draft.cells[cellKey(key)] ?? EMPTY_CELL;

const number = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

/** The cells as the API reads them, for the product's current sizes × colours. */
export function gridCells(
  draft: GridDraft,
  sizes: readonly string[],
  colors: readonly string[],
): GridCellInput[] {
  return combinations(sizes, colors).map((key) => {
    const cell = draftCell(draft, key);
    return {
      size: key.size,
      color: key.color,
      sku: cell.sku.trim(),
      stock: draft.split ? number(cell.stock) : null,
      price: number(cell.price),
      oldPrice: number(cell.oldPrice),
      made: cell.made,
    };
  });
}

export type GridCheck =
  | { ok: true; grid: VariantGrid }
  | { ok: false; cellErrors: Record<string, string>; formError?: string };

/**
 * The grid checked as the server checks it (the same shared rules): a refusal of one cell is shown at that cell,
 * one of the whole grid above it. SKUs of other products are the server's to check.
 */
export function checkGrid(
  draft: GridDraft,
  product: { sizes: readonly string[]; colors: readonly string[]; stockMode: StockMode },
  stored: ReadonlyArray<{ size: string; color: string; stock: number | null }> = [],
): GridCheck {
  const cells = gridCells(draft, product.sizes, product.colors);
  const parsed = VariantGridSchema.safeParse({ mode: draft.split ? 'split' : 'pooled', cells });
  if (!parsed.success) {
    const cellErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const index = typeof issue.path[1] === 'number' ? issue.path[1] : -1;
      if (index < 0) return { ok: false, cellErrors, formError: issue.message };
      cellErrors[cellKey(cells[index])] ??= issue.message;
    }
    return { ok: false, cellErrors };
  }
  const refusal = gridRefusal(
    parsed.data,
    product,
    stored.map((v) => ({ ...v, archived: false })),
    () => false,
  );
  if (!refusal) return { ok: true, grid: parsed.data };
  if (refusal.cell === null) return { ok: false, cellErrors: {}, formError: refusal.message };
  return { ok: false, cellErrors: { [cellKey(cells[refusal.cell])]: refusal.message } };
}

/** "Set all" for a colour's column: the stock and/or price typed there, on every made cell of that colour. */
export function setColumn(
  draft: GridDraft,
  sizes: readonly string[],
  color: string,
  values: { stock?: string; price?: string },
): GridDraft {
  const cells = { ...draft.cells };
  for (const key of combinations(sizes, [color])) {
    const cell = draftCell(draft, { size: key.size, color });
    if (!cell.made) continue;
    cells[cellKey({ size: key.size, color })] = {
      ...cell,
      ...(values.stock !== undefined && values.stock.trim() !== '' ? { stock: values.stock.trim() } : {}),
      ...(values.price !== undefined && values.price.trim() !== '' ? { price: values.price.trim() } : {}),
    };
  }
  return { ...draft, cells };
}

/** The sum a split grid gives the product (null: no cell counted), shown beside the toggle. */
export function draftSum(
  draft: GridDraft,
  sizes: readonly string[],
  colors: readonly string[],
): number | null {
  let sum: number | null = null;
  for (const c of gridCells(draft, sizes, colors)) {
    if (!c.made || c.stock === null || c.stock === undefined) continue;
    if (!Number.isInteger(c.stock) || c.stock < 0) continue;
    sum = (sum ?? 0) + c.stock;
  }
  return sum;
}
