// Transactions that meet another writer (a deadlock, or a serialization failure) are run again, a few times with
// a short random wait, instead of answering 500: the conflict is a matter of timing, not of the request.
import type { Db } from './client.ts';
import { sqlState } from './errors.ts';

/** PostgreSQL's deadlock_detected and serialization_failure. */
const RETRYABLE_STATES = new Set(['40P01', '40001']);
const ATTEMPTS = 6;

/** True when the error (or one it wraps, as Drizzle does) is a deadlock or serialization failure. */
export function isRetryableConflict(err: unknown): boolean {
  const state = sqlState(err);
  return state !== undefined && RETRYABLE_STATES.has(state);
}

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * 2 ** attempt));

/** Runs `work`, again when it lost a deadlock or serialization conflict; other errors pass through at once. */
export async function retryingConflicts<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= ATTEMPTS || !isRetryableConflict(err)) throw err;
      await pause(attempt);
    }
  }
}

/** One transaction, retried as a whole when it lost a deadlock or serialization conflict. */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  retryingConflicts(() => db.transaction((tx) => work(tx as unknown as Db)));
