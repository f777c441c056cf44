import { sql } from 'drizzle-orm';
import { shippedMigrations } from '../../db/client.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: z.object({ error: z.string(), code: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: app.dbKind };
      } catch (err) {
        app.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ error: 'The database is not reachable.', code: 'DB_UNAVAILABLE' });
      }
    },
  );

  // Ready to take traffic: the database answers and holds every migration this build ships (a process started
  // next to an older schema, or while another one migrates, is not ready).
  const shipped = shippedMigrations();
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ready'), database: z.string(), migrations: z.number().int() }),
          503: z.object({ error: z.string(), code: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        const result = (await app.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )) as unknown as { rows: Array<{ n: number }> };
        const applied = Number(result.rows[0]?.n ?? 0);
        if (applied < shipped)
          return reply.status(503).send({
            error: `The database has ${applied} of ${shipped} migrations; the shop is not ready yet.`,
            code: 'MIGRATIONS_PENDING',
          });
        return { status: 'ready' as const, database: app.dbKind, migrations: applied };
      } catch {
        return reply.status(503).send({ error: 'The database is not reachable.', code: 'DB_UNAVAILABLE' });
      }
    },
  );
};
