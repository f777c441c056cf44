// Wishlist rules (issue 14): hearts per account, a visitor's hearts merged once she logs in (idempotent),
// products the owner removed kept visible as no longer available; "move to cart" is flows/wishlist-to-cart.flow.ts.
import { isInStock, WISHLIST_MAX_ITEMS, WISHLIST_MESSAGES } from '@zariya/shared/wishlist-rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../errors.ts';
import * as repo from './wishlist.repository.ts';

const productNotFound = () => notFound(WISHLIST_MESSAGES.productNotFound, 'PRODUCT_NOT_FOUND');
const noLongerAvailable = () => conflict(WISHLIST_MESSAGES.noLongerAvailable, 'PRODUCT_UNAVAILABLE');
const full = () => conflict(WISHLIST_MESSAGES.full, 'WISHLIST_FULL');

/** One writer per shopper's wishlist at a time, so the limit holds under parallel taps and merges. */
const lockWishlist = (tx: Db, userId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${0x5715}, ${userId})`);

export const wishlistItems = (db: Db, userId: number) => repo.listItems(db, userId);

export const wishlistPreview = (db: Db, ids: number[]) => repo.previewItems(db, ids);

/** Hearts a product; a second heart changes nothing (the price and stock seen first are kept). */
export async function addToWishlist(db: Db, userId: number, productId: number) {
  await inTransaction(db, async (tx) => {
    await lockWishlist(tx, userId);
    const [product] = await repo.findProducts(tx, [productId]);
    if (!product) throw productNotFound();
    if (product.archived) throw noLongerAvailable();
    const held = await repo.heldIds(tx, userId);
    if (held.has(productId)) return;
    if (held.size >= WISHLIST_MAX_ITEMS) throw full();
    await repo.insertItems(tx, userId, [
      { productId, priceWhenAdded: product.newPrice, missedStock: !isInStock(product) },
    ]);
  });
  return { message: WISHLIST_MESSAGES.added, items: await repo.listItems(db, userId) };
}

export async function removeFromWishlist(db: Db, userId: number, productId: number) {
  if (!(await repo.deleteItem(db, userId, productId))) {
    throw notFound(WISHLIST_MESSAGES.notInWishlist, 'NOT_IN_WISHLIST');
  }
  return { message: WISHLIST_MESSAGES.removed, items: await repo.listItems(db, userId) };
}

/**
 * A visitor's hearts join her account after login. Unknown, removed and over-the-limit ids are skipped, not
 * refused: the browser's list may be older than the catalogue. Sending the same list again changes nothing.
 */
export async function mergeWishlist(db: Db, userId: number, productIds: number[]) {
  const ids = [...new Set(productIds)];
  const outcome = await inTransaction(db, async (tx) => {
    await lockWishlist(tx, userId);
    const found = new Map((await repo.findProducts(tx, ids)).map((p) => [p.id, p]));
    const held = await repo.heldIds(tx, userId);
    const merged: number[] = [];
    const skipped: number[] = [];
    const fresh: Array<{ productId: number; priceWhenAdded: number; missedStock: boolean }> = [];
    let room = WISHLIST_MAX_ITEMS - held.size;
    for (const id of ids) {
      const product = found.get(id);
      if (held.has(id)) merged.push(id);
      else if (!product || product.archived || room <= 0) skipped.push(id);
      else {
        room -= 1;
        merged.push(id);
        fresh.push({ productId: id, priceWhenAdded: product.newPrice, missedStock: !isInStock(product) });
      }
    }
    await repo.insertItems(tx, userId, fresh);
    return { merged, skipped, added: fresh.length };
  });
  const message =
    outcome.added === 0
      ? 'Your wishlist is up to date.'
      : `${outcome.added} ${outcome.added === 1 ? 'product' : 'products'} added to your wishlist.`;
  return {
    message,
    merged: outcome.merged,
    skipped: outcome.skipped,
    items: await repo.listItems(db, userId),
  };
}

/**
 * Step of flows/wishlist-to-cart.flow.ts: the shopper's wishlist locked, the product on it and still sold; 404 or
 * 409 otherwise.
 */
export async function lockForMove(tx: Db, userId: number, productId: number) {
  await lockWishlist(tx, userId);
  if (!(await repo.heldIds(tx, userId)).has(productId)) {
    throw notFound(WISHLIST_MESSAGES.notInWishlist, 'NOT_IN_WISHLIST');
  }
  const [product] = await repo.findProducts(tx, [productId]);
  if (!product || product.archived) throw noLongerAvailable();
}

export const removeItem = (tx: Db, userId: number, productId: number) =>
  repo.deleteItem(tx, userId, productId);
