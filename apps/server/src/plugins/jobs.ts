// The job queue as `app.jobs` (jobs/queue.ts): BullMQ with REDIS_URL, else in process. Plugins define their jobs
// while the app is built; the queue starts when the app is ready and stops (runs under way finished) on close.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBullmqQueue } from '../jobs/bullmq.ts';
import { createInProcessQueue } from '../jobs/in-process.ts';
import type { JobQueue } from '../jobs/queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const context = { db: app.db, shared: app.dbKind === 'postgres', log: app.log };
    const queue = app.config.redisUrl
      ? createBullmqQueue(context, app.config.redisUrl, app.config.redisPrefix)
      : createInProcessQueue(context);
    app.decorate('jobs', queue);
    app.addHook('onReady', async () => queue.start());
    app.addHook('onClose', async () => queue.close());
  },
  { name: 'jobs' },
);
