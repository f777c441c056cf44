// The one way stock moves (decision 0043 phase 2: every movement of stock is a variant's): checkout holds and
// takes pieces, the order desk, the courier's RTO and returns put them back or take them again. A piece names its
// variant; the product's `stock_mode` says which count it comes from:
//   pooled → the product's pool, exactly as before variants;
//   split  → the variant's own count, and `products.stock` set to the sum of the counted variants in the same
//            transaction.
// Every move locks the product rows in id order first, then the variant rows in id order, so two writers of the same
// products queue, never deadlock; counts move by guarded UPDATEs that never go below 0. Holds are counted against
// the same unit (the pool, or the variant). Each move of a counted stock is written to the stock history
// (variant_stock_moves) in the same transaction.
import { availableStock } from '@zariya/shared/checkout';
import { MESSAGES } from '@zariya/shared/constants';
import { ORDER_MESSAGES } from '@zariya/shared/orders-api';
import { type StockUnit, stockUnit, unitKey, variantChoice } from '@zariya/shared/variant-stock';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { holdsExpired } from '../../lib/metrics.ts';
import type { Held } from '../../queries/stock-held.query.ts';
import * as repo from './inventory.repository.ts';
import { recordStockMoves, type StockMove, type StockMoveReason } from './stock-history.repository.ts';

export const outOfStock = () => conflict(MESSAGES.outOfStock, 'OUT_OF_STOCK');
export const productNotFound = () => notFound(MESSAGES.productNotFound, 'PRODUCT_NOT_FOUND');

/**
 * Refuses a quantity beyond the pieces left (or a product that is off sale / sold out). `stockLeft` null: the shop
 * does not count this product's pieces, so only its availability decides.
 */
export function assertInStock(product: { available: boolean }, stockLeft: number | null, quantity: number) {
  if (!product.available || (stockLeft !== null && stockLeft < 1)) throw outOfStock();
  if (stockLeft !== null && quantity > stockLeft)
    throw conflict(ORDER_MESSAGES.quantityTooHigh(stockLeft), 'NOT_ENOUGH_STOCK');
}

/**
 * Pieces of one variant. `variantId` null: a line older than variants that matched none (or a stored purchase from
 * before them) — its variant is found by size and colour when it moves.
 */
export type Piece = {
  productId: number;
  variantId: number | null;
  quantity: number;
  size?: string;
  color?: string;
};
export type Pieces = Piece[];

/** The pieces of order lines, cart lines or purchase items (a bundle may hold one product in two sizes). */
export function piecesOf(
  items: ReadonlyArray<{
    productId: number;
    variantId?: number | null;
    quantity: number;
    size?: string;
    color?: string;
  }>,
): Pieces {
  return items.map((i) => ({
    productId: i.productId,
    variantId: i.variantId ?? null,
    quantity: i.quantity,
    size: i.size,
    color: i.color,
  }));
}

/** Why stock moves, for the stock history: the reason, what caused it (an order or return ref), and who. */
export type Why = { reason: StockMoveReason; ref: string; actor: string };

type ProductRow = Awaited<ReturnType<typeof repo.lockProducts>>[number];
type VariantRow = Awaited<ReturnType<typeof repo.variantRows>>[number];

/** One unit's pieces: the product's pool or a split product's variant, with its rows as they are (locked). */
type Counted = { unit: StockUnit; product: ProductRow; variant: VariantRow | null; quantity: number };

/** The variant an old line names by its size and colour (one on sale first), else the product's first. */
async function variantByChoice(db: Db, piece: Piece): Promise<number | null> {
  const variants = await repo.variantsOf(db, piece.productId);
  const size = (piece.size ?? '').toLowerCase();
  const color = (piece.color ?? '').toLowerCase();
  const match = variants.find((v) => v.size.toLowerCase() === size && v.color.toLowerCase() === color);
  return (match ?? variants[0])?.id ?? null;
}

/**
 * The pieces grouped by the unit that counts them, with their product rows and (split) variant rows: products
 * first in id order, then variants in id order, locked until the transaction ends when `lock`. Undefined when a
 * product is gone.
 */
async function countedUnits(db: Db, pieces: Pieces, lock: boolean): Promise<Counted[] | undefined> {
  const rows = await repo.productRows(
    db,
    pieces.map((p) => p.productId),
    lock,
  );
  const productOf = new Map(rows.map((r) => [r.id, r]));
  if (pieces.some((p) => !productOf.has(p.productId))) return undefined;
  const named: Array<Piece & { variantId: number | null }> = [];
  for (const piece of pieces) {
    const split = productOf.get(piece.productId)!.stockMode === 'split';
    named.push(
      split && piece.variantId === null ? { ...piece, variantId: await variantByChoice(db, piece) } : piece,
    );
  }
  const splitVariantIds = named
    .filter((p) => productOf.get(p.productId)!.stockMode === 'split' && p.variantId !== null)
    .map((p) => p.variantId!);
  const variants = new Map((await repo.variantRows(db, splitVariantIds, lock)).map((v) => [v.id, v]));
  const units = new Map<string, Counted>();
  for (const piece of named) {
    const product = productOf.get(piece.productId)!;
    const unit = stockUnit(product, piece.variantId);
    const variant = unit.kind === 'variant' ? variants.get(unit.variantId) : undefined;
    // The server names every variant from the product's own rows: another product's is a fault, never a move.
    if (unit.kind === 'variant' && variant?.productId !== product.id)
      throw new Error(`variant ${unit.variantId} is not one of product ${product.id}'s`);
    const key = unitKey(unit);
    const known = units.get(key);
    if (known) known.quantity += piece.quantity;
    else units.set(key, { unit, product, variant: variant ?? null, quantity: piece.quantity });
  }
  return [...units.values()].sort(
    (a, b) => a.product.id - b.product.id || (a.variant?.id ?? 0) - (b.variant?.id ?? 0),
  );
}

/** The unit's own count and whether it is on sale: the pool (pooled) or the variant (split). */
function countOf(c: Counted): { stock: number | null; available: boolean } {
  if (c.unit.kind === 'pool') return { stock: c.product.stock, available: c.product.available };
  return { stock: c.variant!.stock, available: c.product.available && c.variant!.archivedAt === null };
}

/** Whether the unit has its pieces once `held` (others' live holds) are set aside. */
function hasPieces(c: Counted, held: Held): boolean {
  if (c.unit.kind === 'pool') {
    // Pieces that are not counted are there while the product is on sale (as before variants).
    return c.product.stock === null ? c.product.available : c.product.stock - held.of(c.unit) >= c.quantity;
  }
  const { stock, available } = countOf(c);
  if (!available) return false;
  return stock === null || stock - held.of(c.unit) >= c.quantity;
}

/** Moves one unit's count by `delta` (negative: taken), the product's total with it; answers the history row. */
async function moveUnit(tx: Db, c: Counted, delta: number, why: Why): Promise<StockMove | null> {
  if (c.unit.kind === 'pool') {
    const after =
      delta < 0
        ? await repo.takeStock(tx, c.product.id, -delta)
        : await repo.putBackStock(tx, c.product.id, delta);
    // Checked under the lock: a refused take here means the rows changed under it, which the locks forbid.
    if (!after) throw new Error(`product ${c.product.id} lost its pieces while locked`);
    if (after.stock === null) return null;
    return {
      productId: c.product.id,
      variantId: null,
      delta,
      before: after.stock - delta,
      after: after.stock,
      ...why,
    };
  }
  const after = await repo.moveVariantStock(tx, c.unit.variantId, delta);
  if (!after) throw new Error(`variant ${c.unit.variantId} lost its pieces while locked`);
  await repo.syncSplitStock(tx, c.product.id, delta < 0 ? 'take' : 'give');
  if (after.stock === null) return null;
  return {
    productId: c.product.id,
    variantId: c.unit.variantId,
    delta,
    before: after.stock - delta,
    after: after.stock,
    ...why,
  };
}

/**
 * Refuses (409, the cart's out-of-stock message) unless every unit has these pieces free of other shoppers' holds.
 * With `locked` the product and variant rows are locked until the transaction ends, so the answer stays true.
 */
export async function assertHoldable(db: Db, userId: number, pieces: Pieces, now: Date, locked: boolean) {
  const units = await countedUnits(db, pieces, locked);
  if (!units) throw productNotFound();
  const held = await repo.reservedByOthers(
    db,
    units.map((u) => u.product.id),
    userId,
    now,
  );
  for (const c of units) {
    const { stock, available } = countOf(c);
    assertInStock({ available }, availableStock(stock, held.of(c.unit)), c.quantity);
  }
}

/** Pieces checked and locked for taking (claimPieces), taken by takeClaimed in the same transaction. */
export type Claim = { units: Counted[] };

/**
 * Locks the rows and checks every unit has the pieces once other payment orders' live holds are set aside (the
 * order's own hold, while live, guarantees its pieces; a payment that arrives after its hold lapsed gets what is
 * still free); null when any has fewer (nothing changed). The rows stay locked, so takeClaimed cannot fail.
 */
export async function claimPieces(
  tx: Db,
  pieces: Pieces,
  forPaymentOrder: string,
  now: Date,
): Promise<Claim | null> {
  const units = await countedUnits(tx, pieces, true);
  if (!units) return null;
  const held = await repo.heldExcept(
    tx,
    units.map((u) => u.product.id),
    forPaymentOrder,
    now,
  );
  return units.every((c) => hasPieces(c, held)) ? { units } : null;
}

/** Takes claimed pieces and writes their history (the order's ref is known by now). */
export async function takeClaimed(tx: Db, claim: Claim, why: Why) {
  const moves: StockMove[] = [];
  for (const c of claim.units) {
    const move = await moveUnit(tx, c, -c.quantity, why);
    if (move) moves.push(move);
  }
  await recordStockMoves(tx, moves);
}

/** Takes every piece or none: false (nothing changed) when any unit has fewer than needed (claimPieces). */
export async function takePieces(
  tx: Db,
  pieces: Pieces,
  forPaymentOrder: string,
  now: Date,
  why: Why,
): Promise<boolean> {
  const claim = await claimPieces(tx, pieces, forPaymentOrder, now);
  if (!claim) return false;
  await takeClaimed(tx, claim, why);
  return true;
}

/** Puts pieces back on the shelf, each on its own variant (a cancelled, returned or RTO order). */
export async function returnPieces(tx: Db, pieces: Pieces, why: Why) {
  const units = await countedUnits(tx, pieces, true);
  if (!units) return;
  const moves: StockMove[] = [];
  for (const c of units) {
    const move = await moveUnit(tx, c, c.quantity, why);
    if (move) moves.push(move);
  }
  await recordStockMoves(tx, moves);
}

/** The holds of a payment order, one per variant (a hold names the piece it keeps). */
export async function insertHolds(tx: Db, paymentOrderId: string, pieces: Pieces, expiresAt: Date) {
  const byVariant = new Map<string, { productId: number; variantId: number | null; quantity: number }>();
  for (const p of pieces) {
    const variantId = p.variantId ?? (await variantByChoice(tx, p));
    const key = `${p.productId}:${variantId}`;
    const known = byVariant.get(key);
    if (known) known.quantity += p.quantity;
    else byVariant.set(key, { productId: p.productId, variantId, quantity: p.quantity });
  }
  await repo.insertHolds(tx, paymentOrderId, [...byVariant.values()], expiresAt);
}

/**
 * The variant a shopper's size and colour name on this product (add to cart, Buy Now): 400 VARIANT_UNKNOWN_SIZE
 * or _COLOR for one the product does not list, CHOICE_REQUIRED (the spec's message) for a missing one.
 */
export async function chooseVariant(
  db: Db,
  product: {
    id: number;
    sizes: string[];
    colors: string[];
    stock: number | null;
    stockMode: string;
    available: boolean;
  },
  choice: { size?: string | null; color?: string | null },
) {
  const chosen = variantChoice(product, await repo.variantsOf(db, product.id), choice);
  if ('refusal' in chosen) throw badRequest(chosen.refusal.message, chosen.refusal.code);
  return chosen.variant;
}

/** The expiry job: lapsed holds are released; answers how many. */
export async function releaseExpiredHolds(db: Db, now: Date): Promise<number> {
  const freed = await repo.releaseExpiredHolds(db, now);
  if (freed > 0) holdsExpired.inc(freed);
  return freed;
}

export {
  heldUnits,
  reservedByOthers,
  releaseHolds,
  releaseShopperHolds,
  unpaidAttempts,
} from './inventory.repository.ts';
