// Background jobs that repeat (holds expiring, payment reconciliation, refunds): each run happens once across
// every server process on the database, by taking a PostgreSQL advisory lock for the run (a process that cannot
// take it skips that turn). A job can be kicked to run soon instead of waiting for its next turn. A run that
// fails is logged and tried again at the next turn; one that keeps failing is logged as an error.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { withLogId, workId } from '../lib/log-context.ts';

type Job = {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  timer?: NodeJS.Timeout;
  failures: number;
};

const lockKey = (name: string) => createHash('sha256').update(`zariya-job:${name}`).digest().readInt32BE(0);

export type Scheduler = ReturnType<typeof createScheduler>;

/** Every open scheduler's jobs waiting (kicked) or running, for the queue-depth gauge (lib/metrics.ts). */
const openSchedulers = new Set<() => Record<string, number>>();

/** Jobs waiting or running, per job name, across this process's schedulers. */
export function queueDepths(): Record<string, number> {
  const depths: Record<string, number> = {};
  for (const depthsOf of openSchedulers)
    for (const [name, n] of Object.entries(depthsOf())) depths[name] = (depths[name] ?? 0) + n;
  return depths;
}

/**
 * `shared`: other processes may use the same database (PostgreSQL), so each run takes the job's advisory lock.
 * The embedded PGlite has one process and one connection: a run there must not hold a transaction open while the
 * job uses the database, so it runs without the lock.
 */
export function createScheduler(db: Db, options: { shared: boolean; log?: FastifyBaseLogger }) {
  const { log } = options;
  const jobs = new Map<string, Job>();
  const running = new Map<string, Promise<void>>();
  const kicked = new Map<string, number>();
  let closed = false;
  const depths = () =>
    Object.fromEntries(
      [...jobs.keys()].map((name) => [name, (kicked.get(name) ?? 0) + (running.has(name) ? 1 : 0)]),
    );
  openSchedulers.add(depths);

  async function runOnce(job: Job) {
    if (!options.shared) {
      await job.run();
      return;
    }
    await db.transaction(async (tx) => {
      const result = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(${lockKey(job.name)}) as got`,
      )) as unknown as {
        rows: Array<{ got: boolean }>;
      };
      if (!result.rows[0]?.got) return;
      await job.run();
    });
  }

  function turn(job: Job): Promise<void> {
    const current = running.get(job.name);
    if (current) return current;
    // Each run has its own id on every log line it writes (lib/log-context.ts).
    const run = withLogId(workId(`job-${job.name}`), () =>
      runOnce(job)
        .then(() => {
          job.failures = 0;
        })
        .catch((err: unknown) => {
          job.failures++;
          const entry = { job: job.name, failures: job.failures, err: { message: (err as Error)?.message } };
          if (job.failures >= 3) log?.error(entry, 'background job keeps failing');
          else log?.warn(entry, 'background job failed; it runs again at its next turn');
        })
        .finally(() => running.delete(job.name)),
    );
    running.set(job.name, run);
    return run;
  }

  return {
    every(name: string, everyMs: number, run: () => Promise<unknown>) {
      const job: Job = { name, everyMs, run, failures: 0 };
      job.timer = setInterval(() => {
        if (!closed) void turn(job);
      }, everyMs);
      job.timer.unref();
      jobs.set(name, job);
    },
    /** Runs the job now (or joins the run under way); resolves when that run has ended. */
    runNow(name: string): Promise<void> {
      const job = jobs.get(name);
      return job && !closed ? turn(job) : Promise.resolve();
    },
    /** Asks for a run soon, without waiting for it. */
    kick(name: string) {
      const job = jobs.get(name);
      if (!job || closed) return;
      kicked.set(name, (kicked.get(name) ?? 0) + 1);
      setImmediate(() => {
        kicked.set(name, (kicked.get(name) ?? 1) - 1);
        void turn(job);
      });
    },
    async close() {
      closed = true;
      openSchedulers.delete(depths);
      for (const job of jobs.values()) clearInterval(job.timer);
      await Promise.allSettled([...running.values()]);
    },
  };
}
