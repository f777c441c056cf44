// Makes the database handle available as `app.db` and closes it with the app.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DatabaseHandle['kind'];
  }
}

export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { handle: DatabaseHandle; closeOnExit: boolean }) => {
    app.decorate('db', opts.handle.db);
    app.decorate('dbKind', opts.handle.kind);
    if (opts.closeOnExit) app.addHook('onClose', async () => opts.handle.close());
  },
);
