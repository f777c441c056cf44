// The owner's view of background jobs: depths, a job that kept failing with its last error, its retry; admin only.
// On PGlite and PostgreSQL; BullMQ when REDIS_URL is set, else the in-process queue.
import { describe, expect, it } from 'vitest';
import { adminToken, createTestApp, databaseKinds } from '../../test/harness.ts';

describe.each(databaseKinds())('owner jobs API on %s', (kind) => {
  it('lists a job that keeps failing with its last error, and runs it again on asking', async () => {
    let healthy = false;
    let runs = 0;
    const t = await createTestApp(
      kind,
      {},
      {
        beforeReady: (app) =>
          app.jobs.defineJob(
            'test.notice',
            async () => {
              runs++;
              if (!healthy) throw new Error('SMTP 421 try again later');
            },
            { attempts: 2, backoffMs: 20 },
          ),
      },
    );
    try {
      const owner = await adminToken(t.app);
      const auth = { authorization: `Bearer ${owner}` };
      for (const headers of [{}, { authorization: 'Bearer not-an-admin-token-at-all-really' }]) {
        const res = await t.app.inject({ url: '/api/admin/jobs', headers });
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('ADMIN_REQUIRED');
        const retry = await t.app.inject({ method: 'POST', url: '/api/admin/jobs/failed/x/retry', headers });
        expect(retry.statusCode).toBe(401);
      }

      const empty = (await t.app.inject({ url: '/api/admin/jobs', headers: auth })).json();
      expect(empty).toMatchObject({ queue: process.env.REDIS_URL ? 'bullmq' : 'in-process', failed: [] });
      // BullMQ keeps the next turn of each repeating job as a delayed job.
      expect(Object.keys(empty.depths).sort()).toEqual(['active', 'delayed', 'failed', 'waiting']);
      expect(empty.depths.failed).toBe(0);

      await t.app.jobs.enqueue('test.notice', { to: 'owner' });
      let overview = empty;
      for (let i = 0; i < 200 && overview.failed.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 25));
        overview = (await t.app.inject({ url: '/api/admin/jobs', headers: auth })).json();
      }
      expect(overview.failed).toHaveLength(1);
      expect(overview.failed[0]).toMatchObject({
        name: 'test.notice',
        attempts: 2,
        error: 'SMTP 421 try again later',
      });
      expect(overview.depths.failed).toBe(1);
      expect(runs).toBe(2);

      // Bad ids: a readable 400 or 404, nothing retried.
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/admin/jobs/failed/%20%3B/retry',
        headers: auth,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: 'That failed job is no longer kept.' });
      const gone = await t.app.inject({
        method: 'POST',
        url: '/api/admin/jobs/failed/nope/retry',
        headers: auth,
      });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ error: 'That failed job is no longer kept.', code: 'JOB_NOT_FOUND' });
      expect(runs).toBe(2);

      healthy = true;
      const id = encodeURIComponent(overview.failed[0].id);
      const retried = await t.app.inject({
        method: 'POST',
        url: `/api/admin/jobs/failed/${id}/retry`,
        headers: auth,
      });
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toEqual({ message: 'The job will run again shortly.' });
      for (let i = 0; i < 200 && (runs < 3 || overview.failed.length > 0); i++) {
        await new Promise((r) => setTimeout(r, 25));
        overview = (await t.app.inject({ url: '/api/admin/jobs', headers: auth })).json();
      }
      expect(runs).toBe(3);
      expect(overview.failed).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('defines the money jobs and the mail job, and a queued mail is sent', async () => {
    const t = await createTestApp(kind);
    try {
      await t.app.sendMailLater({
        to: 'shopper@example.in',
        subject: 'Your order has shipped',
        text: 'On its way.',
        html: '<p>On its way.</p>',
      });
      const { readdirSync } = await import('node:fs');
      // The mails only: the SMS and WhatsApp outboxes are folders beside them.
      const mails = () => readdirSync(t.app.mailer.outboxDir!).filter((f) => f.endsWith('.eml'));
      for (let i = 0; i < 200 && mails().length === 0; i++) await new Promise((r) => setTimeout(r, 25));
      expect(mails()).toHaveLength(1);
      for (const name of ['holds.expire', 'payments.reconcile', 'refunds.send'] as const)
        await expect(t.app.payments.runJob(name)).resolves.toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
