// The job queue without Redis: the same job definitions run in this process. Repeating jobs run on timers (under
// the advisory lock when other processes share the database); enqueued runs wait in memory, so a run asked for
// just before the process stops is lost: work that must survive a restart keeps its state in the database and is
// picked up by a repeating job (holds, reconciliation, refunds all are). Failed runs are kept in memory.
import {
  backoffDelay,
  type EnqueueOptions,
  errorText,
  FAILED_KEPT,
  type FailedJob,
  type JobDefinition,
  type JobQueue,
  JobRegistry,
  type QueueContext,
} from './queue.ts';

type Pending = { id: string; job: JobDefinition; data: unknown; state: 'waiting' | 'active' | 'delayed' };

export function createInProcessQueue(context: QueueContext): JobQueue {
  const registry = new JobRegistry(context);
  const pending = new Map<string, Pending>();
  const failed = new Map<string, FailedJob & { data: unknown }>();
  const intervals = new Set<NodeJS.Timeout>();
  /** Wake-ups of runs waiting (a delay, a backoff): closing wakes them with false. */
  const sleepers = new Set<(go: boolean) => void>();
  const executions = new Set<Promise<void>>();
  /** The turn of each repeating job under way here: a second turn joins it. */
  const turns = new Map<string, Promise<void>>();
  let sequence = 0;
  let closed = false;

  const pause = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (ms <= 0 || closed) return resolve(!closed);
      const wake = (go: boolean) => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve(go);
      };
      const timer = setTimeout(() => wake(true), ms);
      timer.unref();
      sleepers.add(wake);
    });

  /** Runs `entry` after `delay`, retrying with backoff; after the last attempt it is kept as failed. */
  const execute = async (entry: Pending, delay: number) => {
    if (!(await pause(delay))) return;
    for (let attemptNo = 1; ; attemptNo++) {
      entry.state = 'active';
      try {
        await registry.run(entry.job, entry.data, { attempt: attemptNo });
        return;
      } catch (err) {
        if (attemptNo >= entry.job.attempts) {
          failed.set(entry.id, {
            id: entry.id,
            name: entry.job.name,
            attempts: attemptNo,
            error: errorText(err),
            failedAt: new Date().toISOString(),
            data: entry.data,
          });
          if (failed.size > FAILED_KEPT) failed.delete(failed.keys().next().value as string);
          return;
        }
        entry.state = 'delayed';
        if (!(await pause(backoffDelay(entry.job.backoffMs, attemptNo)))) return;
      }
    }
  };

  const track = (entry: Pending, delay: number) => {
    pending.set(entry.id, entry);
    const run = execute(entry, delay).finally(() => {
      pending.delete(entry.id);
      executions.delete(run);
    });
    executions.add(run);
    return run;
  };

  const add = (job: JobDefinition, data: unknown, options: EnqueueOptions = {}) => {
    const id = options.jobId ?? `${job.name}.${Date.now().toString(36)}.${(sequence++).toString(36)}`;
    if (pending.has(id)) return;
    void track({ id, job, data, state: options.delay ? 'delayed' : 'waiting' }, options.delay ?? 0);
  };

  /** A turn of a repeating job: one at a time here, retried like any run. */
  const turn = (job: JobDefinition) => {
    if (turns.has(job.name) || closed) return;
    const run = track({ id: `${job.name}.every`, job, data: {}, state: 'waiting' }, 0).finally(() =>
      turns.delete(job.name),
    );
    turns.set(job.name, run);
  };

  return {
    kind: 'in-process',
    defineJob: (name, handler, options) => registry.define(name, handler, options),
    enqueue: async (name, data, options) => {
      if (closed) throw new Error('the job queue is closed');
      add(registry.get(name), data, options);
    },
    runNow: async (name) => {
      if (!closed) await registry.runNow(name);
    },
    start: async () => {
      registry.markStarted();
      for (const job of registry.jobs.values()) {
        if (!job.every) continue;
        const timer = setInterval(() => turn(job), job.every);
        timer.unref();
        intervals.add(timer);
      }
    },
    queueDepths: async () => {
      const depths = registry.zeroDepths();
      for (const entry of pending.values()) if (entry.state !== 'delayed') depths[entry.job.name]++;
      return depths;
    },
    jobCounts: async () => {
      const counts = { waiting: 0, active: 0, delayed: 0, failed: failed.size };
      for (const entry of pending.values()) counts[entry.state]++;
      return counts;
    },
    failedJobs: async () => [...failed.values()].reverse().map(({ data: _data, ...job }) => job),
    retryFailed: async (id) => {
      const entry = failed.get(id);
      if (!entry || closed) return false;
      failed.delete(id);
      add(registry.get(entry.name), entry.data, { jobId: id });
      return true;
    },
    close: async () => {
      closed = true;
      for (const timer of intervals) clearInterval(timer);
      intervals.clear();
      for (const wake of [...sleepers]) wake(false);
      // Runs under way finish (their handlers hold database connections); nothing new starts.
      await Promise.allSettled([...executions]);
    },
  };
}
