// The job queue on Redis (BullMQ): one queue of the shop's jobs under REDIS_PREFIX, a worker in every process.
// A repeating job is a BullMQ job scheduler (upserted by each process at start: the same one, not one each), so
// every turn runs once across the processes; an enqueued run waits in Redis until some process takes it, and a
// process that dies mid-run gives it back (BullMQ's stalled-job check). Failed jobs are kept in Redis.
import { type Job, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import {
  type EnqueueOptions,
  errorText,
  FAILED_KEPT,
  type JobDefinition,
  type JobQueue,
  JobRegistry,
  type QueueContext,
} from './queue.ts';

export const QUEUE_NAME = 'jobs';
const CONCURRENCY = 4;

/** BullMQ ids may not contain ':' (its key separator). */
const safeId = (id: string) => id.replace(/:/g, '_');

export function createBullmqQueue(context: QueueContext, redisUrl: string, redisPrefix: string): JobQueue {
  const registry = new JobRegistry(context);
  const prefix = `${redisPrefix}bull`;
  // Adding a job answers within seconds or fails (a request that enqueues can say so); the worker's connection
  // waits for Redis as long as it takes, as BullMQ requires.
  const producer = new Redis(redisUrl, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    commandTimeout: 3000,
  });
  let warnedAt = 0;
  const warn = (err: Error) => {
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    context.log.warn({ err: { message: err.message } }, 'job queue: Redis unreachable');
  };
  producer.on('error', warn);
  const queue = new Queue(QUEUE_NAME, { connection: producer, prefix });
  queue.on('error', warn);
  let worker: Worker | undefined;
  let workerConnection: Redis | undefined;
  let closed = false;

  const jobOptions = (job: JobDefinition) => ({
    attempts: job.attempts,
    backoff: { type: 'exponential' as const, delay: job.backoffMs },
    removeOnComplete: { count: 100 },
    removeOnFail: { count: FAILED_KEPT },
  });

  /** Upserts each repeating job's schedule; tried again every few seconds until Redis takes them. */
  const putSchedules = async () => {
    for (let wait = 1_000; !closed; wait = Math.min(wait * 2, 30_000)) {
      try {
        for (const job of registry.jobs.values()) {
          if (!job.every) continue;
          await queue.upsertJobScheduler(
            job.name,
            { every: job.every },
            { name: job.name, data: {}, opts: jobOptions(job) },
          );
        }
        return;
      } catch (err) {
        warn(err as Error);
        await new Promise((r) => setTimeout(r, wait).unref());
      }
    }
  };

  const add = async (job: JobDefinition, data: unknown, options: EnqueueOptions = {}) => {
    await queue.add(job.name, data, {
      ...jobOptions(job),
      delay: options.delay,
      // An id given by the caller means "once": kept jobs with that id stop a second add, so it is a
      // deduplication id (until that run has ended) rather than the job's own id.
      deduplication: options.jobId ? { id: safeId(options.jobId) } : undefined,
    });
  };

  return {
    kind: 'bullmq',
    defineJob: (name, handler, options) => registry.define(name, handler, options),
    enqueue: async (name, data, options) => {
      if (closed) throw new Error('the job queue is closed');
      await add(registry.get(name), data, options);
    },
    runNow: async (name) => {
      if (!closed) await registry.runNow(name);
    },
    start: async () => {
      registry.markStarted();
      // Not awaited: a shop whose Redis is down still starts and sells (decision 0016); the schedules are put
      // in place as soon as Redis answers, and the worker connects by itself.
      void putSchedules();
      const connection = new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: null });
      connection.on('error', warn);
      workerConnection = connection;
      worker = new Worker(
        QUEUE_NAME,
        async (bullJob: Job) => {
          const job = registry.jobs.get(bullJob.name);
          if (!job) throw new Error(`no job named ${bullJob.name} in this process`);
          return registry.run(job, bullJob.data, { attempt: bullJob.attemptsMade + 1 });
        },
        { connection, prefix, concurrency: CONCURRENCY },
      );
      worker.on('error', warn);
    },
    queueDepths: async () => {
      const depths = registry.zeroDepths();
      // Bounded: a backlog past this many is reported as this many, which is alarm enough.
      for (const job of await queue.getJobs(['waiting', 'prioritized', 'active'], 0, 999))
        if (job && job.name in depths) depths[job.name]++;
      return depths;
    },
    jobCounts: async () => {
      const c = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
      return {
        waiting: (c.waiting ?? 0) + (c.prioritized ?? 0),
        active: c.active ?? 0,
        delayed: c.delayed ?? 0,
        failed: c.failed ?? 0,
      };
    },
    failedJobs: async () => {
      const jobs = await queue.getFailed(0, FAILED_KEPT - 1);
      return jobs.map((job) => ({
        id: String(job.id),
        name: job.name,
        attempts: job.attemptsMade,
        error: errorText(job.failedReason ?? 'failed'),
        failedAt: new Date(job.finishedOn ?? job.timestamp).toISOString(),
      }));
    },
    retryFailed: async (id) => {
      const job = await queue.getJob(id);
      if (!job || !(await job.isFailed())) return false;
      await job.retry('failed');
      return true;
    },
    close: async () => {
      closed = true;
      // The worker finishes the runs under way first (unless Redis is gone: then nothing can be finished or
      // handed back, and closing must not wait for it); connections given to BullMQ are ours to close.
      const reachable = producer.status === 'ready';
      const bounded = (work: Promise<unknown> | undefined, ms: number) =>
        Promise.race([work?.catch(() => {}), new Promise((r) => setTimeout(r, ms).unref())]);
      await bounded(worker?.close(!reachable), reachable ? 15_000 : 1_000);
      await bounded(queue.close(), reachable ? 5_000 : 1_000);
      workerConnection?.disconnect();
      producer.disconnect();
    },
  };
}
