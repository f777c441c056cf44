// One run of a repeating job at a time across every process on a PostgreSQL database: the run takes the job's
// transaction-scoped advisory lock; a process that cannot take it skips that run (another is doing it), unless
// asked to wait (a run the owner or a test asked for, which must not end before the work is done).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

const lockKey = (name: string) => createHash('sha256').update(`zariya-job:${name}`).digest().readInt32BE(0);

export async function withJobLock(
  db: Db,
  name: string,
  run: () => Promise<unknown>,
  options: { wait?: boolean } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    if (options.wait) {
      await tx.execute(sql`select pg_advisory_xact_lock(${lockKey(name)})`);
    } else {
      const result = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(${lockKey(name)}) as got`,
      )) as unknown as { rows: Array<{ got: boolean }> };
      if (!result.rows[0]?.got) return;
    }
    await run();
  });
}
