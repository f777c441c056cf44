// What shoppers searched (issue 29): counted in memory on the hot path and written in batches (one statement for
// up to 500 texts) every few seconds, when the owner asks for the list, and when the server closes.
import type { SearchMiss } from '@zariya/shared/search-api';
import { and, desc, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { searchLog } from './search.schema.ts';

export const SEARCH_LOG_FLUSH_MS = 5_000;
/**
 * Texts the table keeps: the most asked (then the most recently asked). Shoppers' texts are unbounded (every typo,
 * a bot's random words); the owner reads the most asked ones. About 100 bytes a row: 2 MB with its index.
 */
export const SEARCH_LOG_MAX_TEXTS = 20_000;
/** The table is trimmed once this many texts were written since the last trim, and every hour. */
const PRUNE_AFTER_WRITES = 5_000;
const PRUNE_EVERY_MS = 60 * 60_000;
/** Distinct texts held between writes; past this a new text waits for the next write (counted ones still count). */
const MAX_PENDING = 10_000;
const BATCH = 500;

type Pending = { count: number; results: number; lastSeen: Date };
const pendingByDb = new WeakMap<Db, Map<string, Pending>>();
/** Texts written since the table was last trimmed, per database. */
const writtenByDb = new WeakMap<Db, number>();

/** Counts one search (its normalised text and how many products it found): memory only, no write. */
export function recordSearch(db: Db, text: string, results: number) {
  if (!text) return;
  let pending = pendingByDb.get(db);
  if (!pending) {
    pending = new Map();
    pendingByDb.set(db, pending);
  }
  const seen = pending.get(text);
  if (seen) {
    seen.count++;
    seen.results = results;
    seen.lastSeen = new Date();
  } else if (pending.size < MAX_PENDING) {
    pending.set(text, { count: 1, results, lastSeen: new Date() });
  }
}

/** Writes the counted searches, adding to what is stored. A failed write keeps nothing (counts are a guide). */
export async function flushSearchLog(db: Db) {
  const pending = pendingByDb.get(db);
  if (!pending || pending.size === 0) return;
  pendingByDb.set(db, new Map());
  const rows = [...pending].map(([text, p]) => ({ text, ...p }));
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insert(searchLog)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoUpdate({
        target: searchLog.text,
        set: {
          count: sql`${searchLog.count} + excluded.count`,
          results: sql`excluded.results`,
          lastSeen: sql`greatest(${searchLog.lastSeen}, excluded.last_seen)`,
        },
      });
  }
  const written = (writtenByDb.get(db) ?? 0) + rows.length;
  writtenByDb.set(db, written);
  if (written >= PRUNE_AFTER_WRITES) await pruneSearchLog(db);
}

/**
 * Keeps the `keep` most asked texts (ties: the most recently asked, then A–Z) and deletes the others; answers how
 * many were deleted. Run after every PRUNE_AFTER_WRITES texts written and every hour.
 */
export async function pruneSearchLog(db: Db, keep = SEARCH_LOG_MAX_TEXTS): Promise<number> {
  writtenByDb.set(db, 0);
  const result = (await db.execute(sql`delete from ${searchLog} where ${searchLog.text} in (
      select ${searchLog.text} from ${searchLog}
      order by ${searchLog.count} desc, ${searchLog.lastSeen} desc, ${searchLog.text}
      offset ${keep}
    )`)) as unknown as { rowCount?: number | null; affectedRows?: number };
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}

/** Searches whose last answer had at most `max` products, most asked first. */
export async function searchMisses(db: Db, max: number, limit: number): Promise<SearchMiss[]> {
  await flushSearchLog(db);
  const rows = await db
    .select()
    .from(searchLog)
    .where(and(lte(searchLog.results, max)))
    .orderBy(desc(searchLog.count), desc(searchLog.lastSeen), searchLog.text)
    .limit(limit);
  return rows.map((r) => ({
    text: r.text,
    count: r.count,
    results: r.results,
    lastSeen: r.lastSeen.toISOString(),
  }));
}

/** Writes the counted searches every few seconds and when the server closes. */
export const searchLogPlugin = fp(
  async (app: FastifyInstance) => {
    const flush = () =>
      flushSearchLog(app.db).catch((err: unknown) =>
        app.log.warn({ err: { message: (err as Error)?.message } }, 'search log not written'),
      );
    const timer = setInterval(flush, SEARCH_LOG_FLUSH_MS);
    timer.unref();
    const pruner = setInterval(
      () =>
        pruneSearchLog(app.db).catch((err: unknown) =>
          app.log.warn({ err: { message: (err as Error)?.message } }, 'search log not trimmed'),
        ),
      PRUNE_EVERY_MS,
    );
    pruner.unref();
    // Before the server closes (the shop's own shutdown closes the database among the first onClose hooks), and
    // again on close for what the last requests counted.
    app.addHook('preClose', async () => {
      await flush();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      clearInterval(pruner);
      await flush();
    });
  },
  { name: 'search-log' },
);
