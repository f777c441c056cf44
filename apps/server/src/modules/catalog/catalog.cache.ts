// A short-lived in-process cache of facet counts and server-drawn pages, one per database handle (lists and
// searches are not cached: decision 0018). Any product write through this module clears it; writes by other
// processes, and stock or rating changes by other modules, show within CATALOGUE_CACHE_TTL_MS (decision 0011).
import type { Db } from '../../db/client.ts';
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

const caches = new WeakMap<object, AnswerCache>();

export function catalogueCache(db: Db): AnswerCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new AnswerCache();
    caches.set(db, cache);
  }
  return cache;
}

const generations = new WeakMap<object, number>();

/** Grows by one on every catalogueChanged: caches of pages drawn from the catalogue key on it. */
export const catalogueGeneration = (db: Db): number => generations.get(db) ?? 0;

/** Call after any write to products, so this process answers from the database again. */
export function catalogueChanged(db: Db) {
  caches.get(db)?.clear();
  generations.set(db, catalogueGeneration(db) + 1);
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
