// Makes the mailer available as `app.mailer` (tests read its outbox) and closes its transport with the app.
// `app.sendMailLater` queues a mail that the answer does not wait for (a notice, a receipt): the `mail.send`
// job sends it, retried with backoff while the mail server refuses. A login code is sent in the request
// instead (otp.service.ts): the shopper is told at once when it could not go.
import type { MailMessage } from '../lib/mailer.ts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../lib/mailer.ts';

export const MAIL_JOB = 'mail.send';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Queues the mail; rejects when the queue cannot take it. */
    sendMailLater: (message: MailMessage) => Promise<void>;
  }
}

export const mailerPlugin = fp(
  async (app: FastifyInstance) => {
    const mailer = createMailer(app.config, app.log);
    app.decorate('mailer', mailer);
    // About 16 minutes of retries in all: 30 s, 1, 2, 4 and 8 minutes.
    app.jobs.defineJob<MailMessage>(MAIL_JOB, (message) => mailer.send(message), {
      attempts: 6,
      backoffMs: 30_000,
    });
    app.decorate('sendMailLater', (message: MailMessage) => app.jobs.enqueue(MAIL_JOB, message));
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer', dependencies: ['jobs'] },
);
