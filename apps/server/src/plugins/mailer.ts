// Makes the mailer available as `app.mailer` (tests read its outbox) and closes its transport with the app.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../lib/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailerPlugin = fp(async (app: FastifyInstance) => {
  const mailer = createMailer(app.config, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
});
