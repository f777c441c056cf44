// Each product's list card as JSON text, kept per product and checked against the row's version (its
// PostgreSQL xmin, which every committed insert or update of the row changes) on every request. A list page
// asks the database only for the ids and versions of its rows (catalog.repository.ts, pageQuery); cards whose
// version still matches are reused, the others are read again in one query. So an answer is as fresh as the
// database whoever wrote it (admin, orders taking stock, reviews, another process, a script), and no whole
// answer is cached (decision 0018). Category lists come from the catalogue engine once it has loaded
// (catalog.engine.ts, decision 0034); these cards serve searches and lists while it cannot.
import type { Db } from '../../db/client.ts';

/** About 10 MB of text for 20,000 cards; beyond this the least recently stored go first. */
export const MAX_CARDS = 50_000;

export type CardText = { version: string; json: string };

export class CardCache {
  private readonly cards = new Map<number, CardText>();

  constructor(private readonly max = MAX_CARDS) {}

  /** The card's JSON when it was stored for this version of the row. */
  get(id: number, version: string): string | undefined {
    const card = this.cards.get(id);
    return card && card.version === version ? card.json : undefined;
  }

  set(id: number, version: string, json: string) {
    this.cards.delete(id);
    this.cards.set(id, { version, json });
    if (this.cards.size > this.max) {
      const oldest = this.cards.keys().next().value;
      if (oldest !== undefined) this.cards.delete(oldest);
    }
  }

  get size() {
    return this.cards.size;
  }
}

const caches = new WeakMap<object, CardCache>();

export function cardCache(db: Db): CardCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new CardCache();
    caches.set(db, cache);
  }
  return cache;
}
