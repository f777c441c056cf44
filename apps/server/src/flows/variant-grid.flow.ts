// Flow: the owner's variant grid (decision 0043, phase 2 step 3), in one transaction:
//   1. lock the product's row, then its variants; check the grid; write each cell, the product's mode and stock
//      (catalog: applyGrid)
//   2. record the stock moves — the pool before and the sum after when split, the counts before and the pool after
//      when pooled, each count edited — with the owner as actor (inventory: the stock history)
// then, after the commit, the grid as it is now (catalog). `addProductWithGrid`: addproduct's product added with
// per-cell counts — the grid checked before any photo is stored, then the insert, its grid and history together.
import { canonicalColour, type ProductCreate } from '@zariya/shared/catalog';
import {
  type GridCell,
  gridRefusal,
  normalSku,
  type StockMode,
  type VariantGrid,
} from '@zariya/shared/variants';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { badRequest, conflict } from '../errors.ts';
import type { Storage } from '../lib/storage/index.ts';
import { createProduct, type UploadedImage } from '../modules/catalog/catalog.service.ts';
import * as variants from '../modules/catalog/variants.service.ts';
import * as history from '../modules/inventory/stock-history.service.ts';

async function gridStep(tx: Db, productId: number, grid: VariantGrid) {
  const moves = await variants.applyGrid(tx, productId, grid);
  await history.recordStockMoves(
    tx,
    moves.map((m) => ({ ...m, actor: 'admin' })),
  );
}

/** Another writer took an SKU between the grid's check and its write: the unique index is the last word (409). */
function skuRace(err: unknown): unknown {
  if (!isUniqueViolation(err)) return err;
  return conflict(
    'An SKU of this grid was just taken by another variant. Nothing was saved: please try again.',
    'SKU_TAKEN',
  );
}

/** PUT /admin/products/:id/variants. */
export async function saveVariantGrid(db: Db, productId: number, grid: VariantGrid) {
  try {
    await inTransaction(db, (tx) => gridStep(tx, productId, grid));
  } catch (err) {
    throw skuRace(err);
  }
  return variants.gridSaved(db, productId);
}

/** POST /addproduct with `variants`: the product is added split, its counts the cells' (or pooled with its cells). */
export async function addProductWithGrid(
  db: Db,
  storage: Storage,
  input: ProductCreate,
  images: UploadedImage[],
  cells: GridCell[],
  mode: StockMode = 'split',
) {
  // Colours are stored as the product stores them (canonicalColour), so a cell names them the same way.
  const grid: VariantGrid = {
    mode,
    cells: cells.map((c) => ({ ...c, color: canonicalColour(c.color) })),
  };
  const skus = grid.cells.map((c) => normalSku(c.sku ?? '')).filter((s) => s !== '');
  const owners = await variants.skuOwners(db, skus);
  const refusal = gridRefusal(
    grid,
    { sizes: input.sizes, colors: input.colors.map(canonicalColour), stockMode: 'pooled' },
    [],
    (sku) => owners.has(sku),
  );
  if (refusal) throw badRequest(refusal.message, refusal.code);
  try {
    return await createProduct(db, storage, input, images, (tx, productId) => gridStep(tx, productId, grid));
  } catch (err) {
    throw skuRace(err);
  }
}
