// The job queue's two backends, through the one interface: in process (always) and BullMQ (with REDIS_URL), on
// PGlite and, with TEST_DATABASE_URL, PostgreSQL (where repeating jobs run under an advisory lock).
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { clearRedisPrefix, databaseKinds, openTestDatabase } from '../test/harness.ts';
import { createBullmqQueue } from './bullmq.ts';
import { createInProcessQueue } from './in-process.ts';
import { backoffDelay, type JobQueue } from './queue.ts';

const log = pino({ level: 'silent' });
const backends = process.env.REDIS_URL ? (['in-process', 'bullmq'] as const) : (['in-process'] as const);

const until = async (check: () => Promise<boolean> | boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

it('waits twice as long before each retry', () => {
  expect([1, 2, 3, 4].map((n) => backoffDelay(100, n))).toEqual([100, 200, 400, 800]);
});

describe.each(databaseKinds())('job queue on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => handle?.close());

  describe.each(backends)('%s', (backend) => {
    const queues: JobQueue[] = [];
    const prefixes: string[] = [];
    const makeQueue = (prefix = `zariya-test-q-${randomUUID()}:`) => {
      const context = { db: handle.db, shared: kind === 'postgres', log };
      const queue =
        backend === 'bullmq'
          ? createBullmqQueue(context, process.env.REDIS_URL!, prefix)
          : createInProcessQueue(context);
      queues.push(queue);
      prefixes.push(prefix);
      return queue;
    };
    afterEach(async () => {
      await Promise.all(queues.splice(0).map((q) => q.close()));
      await Promise.all(prefixes.splice(0).map((p) => clearRedisPrefix(p)));
    });

    it('runs an enqueued job with its data, after its delay', async () => {
      const queue = makeQueue();
      const seen: Array<{ data: unknown; at: number }> = [];
      queue.defineJob<{ n: number }>('test.note', async (data) => {
        seen.push({ data, at: Date.now() });
      });
      await queue.start();
      const asked = Date.now();
      await queue.enqueue('test.note', { n: 1 }, { delay: 300 });
      await until(() => seen.length === 1);
      expect(seen[0].data).toEqual({ n: 1 });
      expect(seen[0].at - asked).toBeGreaterThanOrEqual(250);
      expect(await queue.jobCounts()).toEqual({ waiting: 0, active: 0, delayed: 0, failed: 0 });
      expect(await queue.queueDepths()).toEqual({ 'test.note': 0 });
    });

    it('retries a failing job with backoff, keeps it as failed with its last error, and retries it on asking', async () => {
      const queue = makeQueue();
      let calls = 0;
      let healthy = false;
      queue.defineJob(
        'test.flaky',
        async () => {
          calls++;
          if (!healthy) throw new Error(`mail server said no (${calls})`);
        },
        { attempts: 3, backoffMs: 50 },
      );
      await queue.start();
      await queue.enqueue('test.flaky', { to: 'someone' });
      await until(async () => (await queue.failedJobs()).length === 1);
      expect(calls).toBe(3);
      const [failed] = await queue.failedJobs();
      expect(failed).toMatchObject({ name: 'test.flaky', attempts: 3, error: 'mail server said no (3)' });
      expect((await queue.jobCounts()).failed).toBe(1);

      healthy = true;
      expect(await queue.retryFailed(failed.id)).toBe(true);
      await until(async () => (await queue.failedJobs()).length === 0 && calls === 4);
      expect(await queue.retryFailed(failed.id)).toBe(false);
      expect(await queue.retryFailed('no-such-job')).toBe(false);
    });

    it('adds a run with the same id once while it waits', async () => {
      const queue = makeQueue();
      let calls = 0;
      queue.defineJob('test.once', async () => {
        calls++;
      });
      await queue.start();
      await Promise.all(
        [1, 2, 3].map(() => queue.enqueue('test.once', {}, { jobId: 'test.once.soon', delay: 200 })),
      );
      await until(() => calls >= 1);
      await new Promise((r) => setTimeout(r, 400));
      expect(calls).toBe(1);
    });

    it('runs a repeating job on its own, once per turn across two processes on one database', async () => {
      const prefix = `zariya-test-q-${randomUUID()}:`;
      let runs = 0;
      let concurrent = 0;
      let maxConcurrent = 0;
      const job = async () => {
        runs++;
        concurrent++;
        maxConcurrent = Math.max(maxConcurrent, concurrent);
        await new Promise((r) => setTimeout(r, 100));
        concurrent--;
      };
      const one = makeQueue(prefix);
      const two = makeQueue(prefix);
      one.defineJob('test.every', job, { every: 300 });
      two.defineJob('test.every', job, { every: 300 });
      await Promise.all([one.start(), two.start()]);
      await new Promise((r) => setTimeout(r, 1_700));
      // About five turns; never two runs at once (BullMQ: one scheduler; in process: the advisory lock on
      // PostgreSQL; on PGlite the two queues stand for one process each and may overlap, as PGlite has one).
      expect(runs).toBeGreaterThanOrEqual(2);
      if (backend === 'bullmq' || kind === 'postgres') {
        expect(maxConcurrent).toBe(1);
        expect(runs).toBeLessThanOrEqual(7);
      }
    });

    it('runNow runs a job here and waits for it; a failure is logged, not thrown', async () => {
      const queue = makeQueue();
      let done = 0;
      queue.defineJob(
        'test.now',
        async () => {
          await new Promise((r) => setTimeout(r, 50));
          done++;
        },
        { every: 60_000 },
      );
      queue.defineJob(
        'test.broken',
        async () => {
          throw new Error('broken');
        },
        { every: 60_000 },
      );
      await queue.start();
      await queue.runNow('test.now');
      expect(done).toBe(1);
      await expect(queue.runNow('test.broken')).resolves.toBeUndefined();
    });

    it('refuses a job defined after start and a name it does not know', async () => {
      const queue = makeQueue();
      await queue.start();
      expect(() => queue.defineJob('test.late', async () => {})).toThrow(/after the queue started/);
      await expect(queue.enqueue('test.unknown', {})).rejects.toThrow(/no job named/);
    });
  });
});
