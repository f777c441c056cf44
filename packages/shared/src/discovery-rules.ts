// What to look at next (issue 29 item 4): the rules of "Recently viewed", without zod (the web's first load).

/** Products a row ("Often bought together", "Recently viewed", "You may also like") shows at most. */
export const DISCOVERY_ROW_SIZE = 8;
/** Products kept as recently viewed, on the device and on the account. */
export const RECENTLY_VIEWED_MAX = 20;

/** One product she opened, and when (ISO time). */
export type Viewed = { productId: number; viewedAt: string };

/**
 * A recently viewed list after viewing `viewed`: the newest first, each product once (its latest view), at most
 * RECENTLY_VIEWED_MAX. The browser keeps a visitor's list by it; the server keeps an account's the same way.
 */
export function addViewed(list: readonly Viewed[], viewed: Viewed): Viewed[] {
  return mergeViewed([viewed], list);
}

/** Two lists as one: each product once at its latest view, newest first, at most RECENTLY_VIEWED_MAX. */
export function mergeViewed(a: readonly Viewed[], b: readonly Viewed[]): Viewed[] {
  const latest = new Map<number, Viewed>();
  for (const v of [...a, ...b]) {
    const seen = latest.get(v.productId);
    if (!seen || Date.parse(v.viewedAt) > Date.parse(seen.viewedAt)) latest.set(v.productId, v);
  }
  return [...latest.values()]
    .sort((x, y) => Date.parse(y.viewedAt) - Date.parse(x.viewedAt) || x.productId - y.productId)
    .slice(0, RECENTLY_VIEWED_MAX);
}
