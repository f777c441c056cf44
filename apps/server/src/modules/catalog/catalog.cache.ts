// A short-lived in-process cache of facet counts and server-drawn pages, one per database handle (lists and
// searches are not cached: decision 0018; category lists come from the catalogue engine, decision 0034). Any product or stock write through catalogueChanged clears it in
// this process at once and in the shop's other processes within a second (lib/invalidation.ts, decision 0030);
// other writes (ratings, a script) show within CATALOGUE_CACHE_TTL_MS (decision 0011).
import type { Db } from '../../db/client.ts';
import { invalidationBus } from '../../lib/invalidation.ts';
import { countCache } from '../../lib/metrics.ts';

export const CATALOGUE_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

type Entry<T> = { expires: number; value: Promise<T> };

export class AnswerCache {
  private entries = new Map<string, Entry<unknown>>();

  constructor(
    private readonly ttlMs = CATALOGUE_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The answer for `key`, computed at most once per TTL; concurrent requests for the same key share
   * one computation. A failed computation is not kept.
   */
  answer<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      countCache('catalogue_answer', 1, 0);
      return hit.value as Promise<T>;
    }
    countCache('catalogue_answer', 0, 1);
    if (hit) this.entries.delete(key);
    const value = compute();
    const entry = { expires: now + this.ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size > MAX_ENTRIES) {
      // Oldest first (Map keeps insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}

/** The invalidation topic of everything drawn from the catalogue. */
export const CATALOGUE_TOPIC = 'catalogue';

const caches = new WeakMap<object, AnswerCache>();
const generations = new WeakMap<object, number>();

/** Subscribes this database's catalogue caches to its invalidation bus, once. */
function subscribed(db: Db): Db {
  if (!generations.has(db)) {
    generations.set(db, 0);
    invalidationBus(db).subscribe(CATALOGUE_TOPIC, () => {
      caches.get(db)?.clear();
      generations.set(db, (generations.get(db) ?? 0) + 1);
    });
  }
  return db;
}

export function catalogueCache(db: Db): AnswerCache {
  let cache = caches.get(subscribed(db));
  if (!cache) {
    cache = new AnswerCache();
    caches.set(db, cache);
  }
  return cache;
}

/** Grows by one on every catalogue change (in any process): caches of pages drawn from the catalogue key on it. */
export const catalogueGeneration = (db: Db): number => generations.get(subscribed(db)) ?? 0;

/**
 * Call after any committed write to products or stock: this process answers from the database again at once,
 * the others as soon as the invalidation reaches them.
 */
export function catalogueChanged(db: Db) {
  invalidationBus(subscribed(db)).publish(CATALOGUE_TOPIC);
}

/**
 * The same key for the same (validated) request: keys sorted, filter lists sorted, the search text
 * trimmed, spaces collapsed and in lower case (search ignores case; filter values do not).
 */
export function cacheKey(route: string, request: Record<string, unknown>): string {
  const normal = (key: string, value: unknown): unknown => {
    if (Array.isArray(value)) return [...value].sort();
    if (key === 'query' && typeof value === 'string') return value.trim().replace(/\s+/g, ' ').toLowerCase();
    return value;
  };
  const entries = Object.keys(request)
    .filter((k) => request[k] !== undefined)
    .sort()
    .map((k) => [k, normal(k, request[k])]);
  return `${route} ${JSON.stringify(entries)}`;
}
