// The owner's view of background jobs (decision 0030): queue depths, the jobs that kept failing with their last
// error, and a retry. The queue itself is `app.jobs` (plugins/jobs.ts).
import {
  FailedJobParamsSchema,
  JOB_MESSAGES,
  JobRetryAnswerSchema,
  JobsOverviewSchema,
} from '@zariya/shared/jobs-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.ts';
import { adminPermission } from '../../lib/route-group.ts';

const tags = ['admin', 'jobs'];

export const jobsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireAdmin };
  adminPermission(app, 'settings');

  app.get(
    '/admin/jobs',
    {
      ...admin,
      schema: {
        tags,
        description: 'Background jobs: how many wait by state, and the failed ones with their last error.',
        response: { 200: JobsOverviewSchema },
      },
    },
    async () => {
      const [depths, failed] = await Promise.all([app.jobs.jobCounts(), app.jobs.failedJobs()]);
      return { queue: app.jobs.kind, depths, failed };
    },
  );

  app.post(
    '/admin/jobs/failed/:id/retry',
    {
      ...admin,
      schema: {
        tags,
        description: 'Runs a failed job again (with its attempts counted afresh).',
        params: FailedJobParamsSchema,
        response: { 200: JobRetryAnswerSchema },
      },
    },
    async (request) => {
      if (!(await app.jobs.retryFailed(request.params.id)))
        throw notFound(JOB_MESSAGES.notFound, 'JOB_NOT_FOUND');
      return { message: JOB_MESSAGES.retried };
    },
  );
};
