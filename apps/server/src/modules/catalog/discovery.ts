// What to look at next (issue 29 item 4): "Often bought together" (from orders, kept in memory until the catalogue
// changes: every order that lands takes stock and says so), "Recently viewed" (an account's, merged with a
// visitor's at sign-in) and "You may also like" on the cart (bought with the cart's products, then similar ones).
import { DISCOVERY_ROW_SIZE, RECENTLY_VIEWED_MAX } from '@zariya/shared/discovery-rules';
import type { ProductCard } from '@zariya/shared/product';
import { and, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { type CardRow, cardColumns, toCard } from '../../db/product-card.ts';
import { products } from '../../db/schema.ts';
import { boughtWith } from '../../queries/bought-together.query.ts';
import { catalogueGeneration } from './catalog.cache.ts';
import { recentlyViewed } from './recently-viewed.schema.ts';
import { similarProducts } from './similar.ts';

/** The cards of `ids` still in the shop, in the order of `ids`. */
export async function cardsOf(db: Db, ids: number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = (await db
    .select(cardColumns)
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.archivedAt)))) as CardRow[];
  const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Rows kept per product (or per cart), each with the catalogue generation it was read at: any change to the
 * catalogue (every order placed takes stock and publishes one, in every process) makes it read again. Five minutes
 * at most, for an order whose stock is not counted.
 */
type Kept = { generation: number; cards: ProductCard[] };
const kept = new WeakMap<Db, LRUCache<string, Kept>>();
function keptOf(db: Db) {
  let cache = kept.get(db);
  if (!cache) {
    // About 3 KB a row: 2,000 rows are about 6 MB.
    cache = new LRUCache<string, Kept>({ max: 2_000, ttl: 5 * 60_000 });
    kept.set(db, cache);
  }
  return cache;
}

async function keptRow(db: Db, key: string, read: () => Promise<ProductCard[]>): Promise<ProductCard[]> {
  const cache = keptOf(db);
  const generation = catalogueGeneration(db);
  const hit = cache.get(key);
  if (hit && hit.generation === generation) return hit.cards;
  const cards = await read();
  cache.set(key, { generation, cards });
  return cards;
}

/** "Often bought together": products the buyers of `id` also bought, most such buyers first. */
export function boughtTogether(db: Db, id: number): Promise<ProductCard[]> {
  return keptRow(db, `p${id}`, async () => {
    const found = await boughtWith(db, [id], DISCOVERY_ROW_SIZE * 2);
    return (
      await cardsOf(
        db,
        found.map((f) => f.productId),
      )
    ).slice(0, DISCOVERY_ROW_SIZE);
  });
}

/**
 * "You may also like" for a cart: products bought by the buyers of the cart's products, then products similar to
 * them (in the order of the cart), none already in the cart, each once.
 */
export function alsoLike(db: Db, cartIds: number[]): Promise<ProductCard[]> {
  const ids = [...cartIds].sort((a, b) => a - b);
  return keptRow(db, `c${ids.join(',')}`, async () => {
    const inCart = new Set(cartIds);
    const found = await boughtWith(db, cartIds, DISCOVERY_ROW_SIZE * 2);
    const row = await cardsOf(
      db,
      found.map((f) => f.productId),
    );
    const seen = new Set([...inCart, ...row.map((c) => c.id)]);
    for (const id of cartIds) {
      if (row.length >= DISCOVERY_ROW_SIZE) break;
      for (const card of (await similarProducts(db, id)) ?? []) {
        if (seen.has(card.id)) continue;
        seen.add(card.id);
        row.push(card);
      }
    }
    return row.slice(0, DISCOVERY_ROW_SIZE);
  });
}

/** A shopper's recently viewed products, newest first (those the shop removed left out). */
export async function recentlyViewedCards(db: Db, userId: number): Promise<ProductCard[]> {
  const rows = await db
    .select({ productId: recentlyViewed.productId })
    .from(recentlyViewed)
    .where(eq(recentlyViewed.userId, userId))
    .orderBy(desc(recentlyViewed.viewedAt), desc(recentlyViewed.productId))
    .limit(RECENTLY_VIEWED_MAX);
  return cardsOf(
    db,
    rows.map((r) => r.productId),
  );
}

/**
 * Adds views (one now, or a visitor's list at sign-in) to the account's: each product once at its latest view, the
 * newest RECENTLY_VIEWED_MAX kept. Unknown products are left out. Answers the list as it is now.
 */
export async function addRecentlyViewed(
  db: Db,
  userId: number,
  items: Array<{ productId: number; viewedAt: string }>,
): Promise<ProductCard[]> {
  const now = Date.now();
  const latest = new Map<number, Date>();
  for (const item of items) {
    // A clock ahead of the server's does not put a view above later ones.
    const at = new Date(Math.min(Date.parse(item.viewedAt), now));
    const seen = latest.get(item.productId);
    if (!seen || at > seen) latest.set(item.productId, at);
  }
  const known = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...latest.keys()]));
  const values = known.map(({ id }) => ({ userId, productId: id, viewedAt: latest.get(id)! }));
  await db.transaction(async (tx) => {
    if (values.length > 0) {
      await tx
        .insert(recentlyViewed)
        .values(values)
        .onConflictDoUpdate({
          target: [recentlyViewed.userId, recentlyViewed.productId],
          set: { viewedAt: sql`greatest(${recentlyViewed.viewedAt}, excluded.viewed_at)` },
        });
    }
    const keep = tx
      .select({ productId: recentlyViewed.productId })
      .from(recentlyViewed)
      .where(eq(recentlyViewed.userId, userId))
      .orderBy(desc(recentlyViewed.viewedAt), desc(recentlyViewed.productId))
      .limit(RECENTLY_VIEWED_MAX);
    await tx
      .delete(recentlyViewed)
      .where(and(eq(recentlyViewed.userId, userId), notInArray(recentlyViewed.productId, keep)));
  });
  return recentlyViewedCards(db, userId);
}
