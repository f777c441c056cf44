// The owner's variant calls (decision 0043, phase 1): the list of a product's variants, and one variant's SKU and
// price. Counts per variant (split stock) come with phase 2's grid and stock moves.
import {
  type AdminVariant,
  combinations,
  type GridCell,
  gridRefusal,
  normalSku,
  skuFor,
  stockOf,
  type VariantGrid,
  type VariantUpdate,
  validateVariantInput,
} from '@zariya/shared/variants';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { catalogueChanged } from './catalog.cache.ts';
import {
  activeVariants,
  type ProductRow,
  toVariants,
  type VariantRow,
  variantFacts,
} from './catalog.repository.ts';
import {
  addVariant,
  lockProductAndVariants,
  productWithVariants,
  setProductStock,
  skusLike,
  skusOfPrefix,
  skuTaken,
  updateVariant,
  type VariantChange,
  variantIdsBySku,
  variantOf,
  type VariantWrite,
  writeVariant,
} from './variants.repository.ts';

const productNotFound = () => notFound('Product not found.', 'PRODUCT_NOT_FOUND');
const variantNotFound = () => notFound('This product has no such size and colour.', 'VARIANT_NOT_FOUND');
const skuConflict = (sku: string) =>
  conflict(`The SKU "${sku}" is already used by another variant.`, 'SKU_TAKEN');

function toAdminVariant(product: ProductRow, variant: VariantRow): AdminVariant {
  const [shown] = toVariants(product, [variant]);
  return { ...shown, new_price: variant.newPrice, old_price: variant.oldPrice, position: variant.position };
}

/** GET /admin/products/:id/variants: how the product counts its pieces and its variants on sale. */
export async function listVariants(db: Db, productId: number) {
  const found = await productWithVariants(db, productId);
  if (!found) throw productNotFound();
  return {
    stockMode: found.product.stockMode,
    stock: stockOf(found.product, found.variants.map(variantFacts)),
    variants: found.variants.map((v) => toAdminVariant(found.product, v)),
  };
}

/** Throws the 404 of a product that is not there, or of a variant (archived ones too) that is not its own. */
export async function assertVariantOf(db: Db, productId: number, variantId: number | undefined) {
  if (!(await productWithVariants(db, productId))) throw productNotFound();
  if (variantId !== undefined && !(await variantOf(db, productId, variantId))) throw variantNotFound();
}

/** Which variant (of any product) has each SKU, as stored (upper case): addproduct's grid checked before upload. */
export const skuOwners = (db: Db, skus: string[]) => variantIdsBySku(db, skus.map(normalSku));

/** A change of a counted stock made by the grid, for the stock history (the flow records it). */
export type GridMove = {
  productId: number;
  variantId: number | null;
  delta: number;
  before: number | null;
  after: number | null;
  reason: 'split' | 'pool' | 'edit';
};

const keyOf = (k: { size: string; color: string }) => JSON.stringify([k.size, k.color]);

/**
 * The owner's variant grid (decision 0043, phase 2), inside the caller's transaction: the product's row locked, then
 * its variants; the grid checked (gridRefusal: 400 with a readable sentence, nothing written); then each cell
 * written — made ones restored if left out before, given their SKU, price and (split) count; left-out ones archived
 * and marked left out, so that later size or colour edits keep them out — and the product's mode and stock set:
 * split → the sum of the counted cells; pooled → the pool is the sum, the variants count nothing. Answers the
 * stock moves for the history: splitting records the pool before and the sum after (and each cell's count);
 * pooling each count before and the pool after; counts edited on a split product, before and after.
 */
export async function applyGrid(tx: Db, productId: number, grid: VariantGrid): Promise<GridMove[]> {
  const locked = await lockProductAndVariants(tx, productId);
  if (!locked) throw productNotFound();
  const { product, variants } = locked;
  const rowOf = (key: string) => {
    const rows = variants.filter((v) => keyOf(v) === key);
    return (
      rows.find((v) => !v.archivedAt) ??
      rows.sort((a, b) => (b.archivedAt?.getTime() ?? 0) - (a.archivedAt?.getTime() ?? 0) || b.id - a.id)[0]
    );
  };
  const sent = grid.cells.map((c) => (c.sku === undefined ? '' : normalSku(c.sku))).filter((s) => s !== '');
  const owners = await variantIdsBySku(tx, sent);
  const refusal = gridRefusal(
    grid,
    product,
    variants.map((v) => ({ size: v.size, color: v.color, stock: v.stock, archived: v.archivedAt !== null })),
    (sku, cell: GridCell) => {
      const owner = owners.get(sku);
      return owner !== undefined && owner !== rowOf(keyOf(cell))?.id;
    },
  );
  if (refusal) throw badRequest(refusal.message, refusal.code);

  const split = grid.mode === 'split';
  const wasSplit = product.stockMode === 'split';
  const taken = await skusOfPrefix(tx, `ZR-${product.id}`);
  for (const [sku, id] of owners) taken.set(sku, id);
  const positions = new Map(combinations(product.sizes, product.colors).map((k, i) => [keyOf(k), i + 1]));
  const moves: GridMove[] = [];
  const move = (
    variantId: number | null,
    before: number | null,
    after: number | null,
    reason: GridMove['reason'],
  ) =>
    moves.push({
      productId,
      variantId,
      before,
      after,
      reason,
      delta: reason === 'edit' ? (after ?? 0) - (before ?? 0) : 0,
    });

  for (const cell of grid.cells) {
    const row = rowOf(keyOf(cell));
    const generate = () => {
      const sku = skuFor(product.id, cell, (s) => {
        const id = taken.get(s);
        return id !== undefined && id !== row?.id;
      });
      return sku;
    };
    let sku: string | undefined;
    if (cell.sku !== undefined) sku = normalSku(cell.sku) || generate();
    /** A variant the product did not have, for this cell (`values` adds its state). */
    const addCell = async (values: VariantWrite) => {
      const created = await addVariant(tx, {
        productId,
        size: cell.size,
        color: cell.color,
        sku: sku ?? generate(),
        position: positions.get(keyOf(cell)) ?? 0,
        ...values,
      });
      taken.set(created.sku, created.id);
      return created;
    };
    if (!cell.made) {
      if (!row) {
        // Never made: a row archived and left out, so that a later edit of the lists does not make it.
        await addCell({ archivedAt: new Date(), leftOut: true });
        continue;
      }
      const values: VariantWrite = { leftOut: true, archivedAt: row.archivedAt ?? new Date() };
      if (split && wasSplit && !row.archivedAt && cell.stock !== null && cell.stock !== row.stock) {
        values.stock = cell.stock;
        move(row.id, row.stock, cell.stock, 'edit');
      }
      await writeVariant(tx, row.id, values);
      continue;
    }
    const values: VariantWrite = {
      newPrice: cell.price,
      oldPrice: cell.oldPrice,
      leftOut: false,
      archivedAt: null,
      stock: split ? cell.stock : null,
    };
    if (sku !== undefined) values.sku = sku;
    if (!row) {
      const created = await addCell(values);
      if (split) move(created.id, null, cell.stock, wasSplit ? 'edit' : 'split');
      continue;
    }
    if (values.sku !== undefined) taken.set(values.sku, row.id);
    await writeVariant(tx, row.id, values);
    if (split && wasSplit) {
      const before = row.archivedAt ? (row.stock ?? 0) : row.stock;
      if (before !== cell.stock) move(row.id, before, cell.stock, 'edit');
    } else if (split && cell.stock !== null) {
      move(row.id, null, cell.stock, 'split');
    }
  }

  const stored = variants.filter((v) => !v.archivedAt);
  if (split) {
    const now = await activeVariants(tx, productId);
    const sum = stockOf({ stockMode: 'split', stock: null }, now.map(variantFacts));
    await setProductStock(tx, productId, { stockMode: 'split', stock: sum });
    if (!wasSplit) {
      moves.unshift({
        productId,
        variantId: null,
        before: product.stock,
        after: sum,
        delta: (sum ?? 0) - (product.stock ?? 0),
        reason: 'split',
      });
    }
  } else if (wasSplit) {
    const pool = stockOf(product, stored.map(variantFacts));
    await setProductStock(tx, productId, { stockMode: 'pooled', stock: pool });
    for (const v of stored) if (v.stock !== null) move(v.id, v.stock, null, 'pool');
    moves.unshift({ productId, variantId: null, before: null, after: pool, delta: 0, reason: 'pool' });
  }
  return moves;
}

/** The grid's answer after its transaction: the product's mode, stock and variants on sale. */
export async function gridSaved(db: Db, productId: number) {
  catalogueChanged(db);
  return { message: 'Variants saved.', ...(await listVariants(db, productId)) };
}

/**
 * PUT /admin/products/:id/variants/:variantId: a new SKU ('' for a generated one) and the variant's own price and
 * MRP (null for the product's). Bad input is a 400 and a taken SKU a 409, with nothing written.
 */
export async function editVariant(db: Db, productId: number, variantId: number, input: VariantUpdate) {
  let wanted: string | undefined;
  let saved: Awaited<ReturnType<typeof updateVariant>>;
  try {
    saved = await updateVariant(db, productId, variantId, async (product, variant, tx) => {
      const sku = input.sku === undefined ? undefined : normalSku(input.sku);
      const taken = sku ? await skuTaken(tx, sku, variant.id) : false;
      const refusal = validateVariantInput(
        { sku, newPrice: input.new_price, oldPrice: input.old_price },
        product,
        () => taken,
      );
      if (refusal) {
        throw refusal.code === 'SKU_TAKEN'
          ? conflict(refusal.message, refusal.code)
          : badRequest(refusal.message, refusal.code);
      }
      const change: VariantChange = {};
      if (sku === '') {
        const others = await skusLike(tx, `ZR-${product.id}`, variant.id);
        change.sku = skuFor(product.id, variant, (s) => others.has(s));
      } else if (sku !== undefined) {
        change.sku = sku;
      }
      wanted = change.sku;
      if (input.new_price !== undefined) change.newPrice = input.new_price;
      if (input.old_price !== undefined) change.oldPrice = input.old_price;
      return change;
    });
  } catch (err) {
    // Another variant took the SKU between the check and the write.
    if (isUniqueViolation(err)) throw skuConflict(wanted ?? '');
    throw err;
  }
  if (!saved) {
    if (!(await productWithVariants(db, productId))) throw productNotFound();
    throw variantNotFound();
  }
  catalogueChanged(db);
  return toAdminVariant(saved.product, saved.variant);
}
