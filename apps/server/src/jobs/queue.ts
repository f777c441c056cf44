// The shop's background work behind one small interface (decision 0030): a module defines a job once
// (`defineJob`), and asks for a run (`enqueue`). With REDIS_URL the jobs run in BullMQ (jobs/bullmq.ts): each
// job once across every process, kept in Redis until done; without Redis the same definitions run in this
// process (jobs/in-process.ts), repeating ones under a PostgreSQL advisory lock so that several processes on one
// database still run each turn once. Either way a failed run is retried with exponential backoff, and one that
// keeps failing is kept with its last error for the owner (GET /api/admin/jobs) to see and retry.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { withLogId, workId } from '../lib/log-context.ts';
import { withJobLock } from './lock.ts';

export type JobHandler<T = unknown> = (data: T) => Promise<unknown>;

export type JobOptions = {
  /** Repeats every so many milliseconds (one run across all processes). */
  every?: number;
  /** Runs before the job is kept as failed (the first one included). */
  attempts?: number;
  /** Wait before the first retry; each later retry waits twice as long as the one before. */
  backoffMs?: number;
};

export type EnqueueOptions = {
  /** Not before this many milliseconds. */
  delay?: number;
  /** A run with this id already waiting is not added again. */
  jobId?: string;
};

export type FailedJob = { id: string; name: string; attempts: number; error: string; failedAt: string };

export type JobDefinition = {
  name: string;
  handler: JobHandler<never>;
  every?: number;
  attempts: number;
  backoffMs: number;
};

export type JobQueue = {
  readonly kind: 'bullmq' | 'in-process';
  defineJob: <T>(name: string, handler: JobHandler<T>, options?: JobOptions) => void;
  /** Asks for a run; rejects when the queue cannot take it (Redis unreachable), so a caller can say so. */
  enqueue: <T>(name: string, data: T, options?: EnqueueOptions) => Promise<void>;
  /** Runs a job once here and now and waits for it (the owner's desk, tests); a failure is logged, not thrown. */
  runNow: (name: string) => Promise<void>;
  /** Starts the timers or workers; every job must be defined by then. */
  start: () => Promise<void>;
  /** Runs due or under way (waiting + active) per job name, every defined job listed: the Prometheus gauge. */
  queueDepths: () => Promise<Record<string, number>>;
  /** Jobs by state: waiting (due), active, delayed (later, the next turn, or backing off), failed (kept). */
  jobCounts: () => Promise<Record<'waiting' | 'active' | 'delayed' | 'failed', number>>;
  failedJobs: () => Promise<FailedJob[]>;
  /** Runs a failed job again; false when there is no such failed job. */
  retryFailed: (id: string) => Promise<boolean>;
  close: () => Promise<void>;
};

export const DEFAULT_ATTEMPTS = 5;
export const DEFAULT_BACKOFF_MS = 5_000;
/** Failed jobs kept for the owner; older ones are dropped. */
export const FAILED_KEPT = 200;

export type QueueContext = {
  db: Db;
  /** Other processes may share the database (PostgreSQL): repeating jobs take an advisory lock per run. */
  shared: boolean;
  log: FastifyBaseLogger;
};

/** The job registry both backends share. */
export class JobRegistry {
  readonly jobs = new Map<string, JobDefinition>();
  private started = false;
  /** Runs of each job under way in this process. */
  private readonly inflight = new Map<string, Set<Promise<unknown>>>();

  constructor(private readonly context: QueueContext) {}

  define<T>(name: string, handler: JobHandler<T>, options: JobOptions = {}) {
    if (this.started) throw new Error(`job ${name} defined after the queue started`);
    if (this.jobs.has(name)) throw new Error(`job ${name} defined twice`);
    this.jobs.set(name, {
      name,
      handler: handler as JobHandler<never>,
      every: options.every,
      attempts: Math.max(1, options.attempts ?? DEFAULT_ATTEMPTS),
      backoffMs: options.backoffMs ?? DEFAULT_BACKOFF_MS,
    });
  }

  get(name: string): JobDefinition {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    return job;
  }

  /** Every defined job at 0: a gauge shows each job, not only the busy ones. */
  zeroDepths(): Record<string, number> {
    return Object.fromEntries([...this.jobs.keys()].map((name) => [name, 0]));
  }

  markStarted() {
    this.started = true;
  }

  /**
   * One run of a job's handler (attempt `attempt`), with an id of its own on every log line it writes
   * (lib/log-context.ts); a repeating job runs under its lock when the database is shared. A failure is logged
   * (with that id) and thrown.
   */
  run(
    job: JobDefinition,
    data: unknown,
    options: { attempt?: number; wait?: boolean } = {},
  ): Promise<unknown> {
    const call = () => job.handler(data as never);
    const run = withLogId(workId(`job-${job.name}`), async () => {
      try {
        return await (job.every && this.context.shared
          ? withJobLock(this.context.db, job.name, call, { wait: options.wait })
          : call());
      } catch (err) {
        this.logFailure(job, options.attempt ?? 1, err);
        throw err;
      }
    });
    let set = this.inflight.get(job.name);
    if (!set) {
      set = new Set();
      this.inflight.set(job.name, set);
    }
    set.add(run);
    const done = () => set.delete(run);
    run.then(done, done);
    return run;
  }

  /**
   * Runs the job here after any run of it already under way here or (waiting for its lock) in another process;
   * a failure is logged, not thrown.
   */
  async runNow(name: string) {
    const job = this.get(name);
    await Promise.allSettled([...(this.inflight.get(name) ?? [])]);
    await this.run(job, {}, { wait: true }).catch(() => {});
  }

  logFailure(job: JobDefinition, attempt: number, err: unknown) {
    const entry = { job: job.name, attempt, attempts: job.attempts, err: { message: errorText(err) } };
    if (attempt >= job.attempts) this.context.log.error(entry, 'background job keeps failing');
    else this.context.log.warn(entry, 'background job failed; it is tried again');
  }
}

export const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/** Wait before retry number `retry` (1 = the first retry). */
export const backoffDelay = (backoffMs: number, retry: number) => backoffMs * 2 ** (retry - 1);
