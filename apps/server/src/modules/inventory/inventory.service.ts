// The one way stock moves: checkout holds and takes pieces, the order desk puts them back or takes them again.
// Every move locks the product rows in id order first, so writers of the same products queue, never deadlock.
import { availableStock } from '@zariya/shared/checkout';
import { MESSAGES } from '@zariya/shared/constants';
import { ORDER_MESSAGES } from '@zariya/shared/orders-api';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import { holdsExpired } from '../../lib/metrics.ts';
import * as repo from './inventory.repository.ts';

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

export type Pieces = Map<number, number>;

/** Pieces per product (a bundle may hold one product in two sizes). */
export function piecesOf(items: Array<{ productId: number; quantity: number }>): Pieces {
  const pieces: Pieces = new Map();
  for (const item of items) pieces.set(item.productId, (pieces.get(item.productId) ?? 0) + item.quantity);
  return pieces;
}

const inIdOrder = (pieces: Pieces) => [...pieces].sort(([a], [b]) => a - b);

/**
 * Refuses (409, the cart's out-of-stock message) unless every product has these pieces free of other shoppers'
 * holds. With `tx` the product rows are locked until the transaction ends, so the answer stays true.
 */
export async function assertHoldable(db: Db, userId: number, pieces: Pieces, now: Date, locked: boolean) {
  const ids = [...pieces.keys()];
  const rows = locked
    ? await repo.lockProducts(db, ids)
    : await db.query.products.findMany({ where: (p, { inArray }) => inArray(p.id, ids) });
  const held = await repo.reservedByOthers(db, ids, userId, now);
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    if (!row) throw productNotFound();
    assertInStock(row, availableStock(row.stock, held.get(id) ?? 0), pieces.get(id)!);
  }
}

/**
 * Takes every piece for a paid payment order, or none: false when any product has fewer pieces than this order
 * needs once other payment orders' live holds are set aside (nothing is changed then). The order's own hold,
 * while live, guarantees its pieces; a payment that arrives after its hold lapsed gets what is still free.
 */
export async function takePieces(
  tx: Db,
  pieces: Pieces,
  forPaymentOrder: string,
  now: Date,
): Promise<boolean> {
  const ids = [...pieces.keys()];
  const rows = await repo.lockProducts(tx, ids);
  const held = await repo.heldExcept(tx, ids, forPaymentOrder, now);
  for (const [productId, quantity] of pieces) {
    const row = rows.find((r) => r.id === productId);
    if (!row) return false;
    // Pieces that are not counted are there while the product is on sale.
    if (row.stock === null ? !row.available : row.stock - (held.get(productId) ?? 0) < quantity) return false;
  }
  for (const [productId, quantity] of inIdOrder(pieces)) await repo.takeStock(tx, productId, quantity);
  return true;
}

/** Puts pieces back on the shelf (a cancelled or returned order). */
export async function returnPieces(tx: Db, pieces: Pieces) {
  await repo.lockProducts(tx, [...pieces.keys()]);
  for (const [productId, quantity] of inIdOrder(pieces)) await repo.putBackStock(tx, productId, quantity);
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
  insertHolds,
  releaseHolds,
  releaseShopperHolds,
  unpaidAttempts,
} from './inventory.repository.ts';
