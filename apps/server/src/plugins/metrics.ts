// Prometheus metrics (lib/metrics.ts) at GET /metrics, and the request counters and latency of every answer by
// route pattern. /metrics answers a scraper on this machine, or anyone with `Authorization: Bearer
// <METRICS_TOKEN>`; a request forwarded by a proxy is local only when TRUST_PROXY vouches for the chain and the
// client at its end is this machine (a proxy on the same host must not make the world 'local').
import { timingSafeEqual } from 'node:crypto';
import { createHash } from 'node:crypto';
import { and, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { stockReservations } from '../db/schema.ts';
import {
  httpDuration,
  httpErrors,
  httpRequests,
  registry,
  setActiveHoldsSource,
  setQueueDepthsSource,
} from '../lib/metrics.ts';
import { metricsText } from '../lib/metrics-cluster.ts';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** True when the request comes from this machine, by its socket and, behind a trusted proxy, its client. */
export function isLocalRequest(request: FastifyRequest, trustProxy: unknown): boolean {
  if (!LOOPBACK.test(request.socket?.remoteAddress ?? '')) return false;
  const forwarded = FORWARDING_HEADERS.some((h) => request.headers[h] !== undefined);
  // Forwarded but no proxy trusted: the real client is unknown, so it is not taken for this machine.
  if (forwarded && !trustProxy) return false;
  return LOOPBACK.test(request.ip);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The route's pattern ('/api/products/:id'), or what kind of answer it was when no route matched. */
function routeLabel(request: FastifyRequest, status: number): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  // The not-found handler answers both the web app's pages (the shell or a drawn page) and unknown paths.
  return status === 404 ? '(unmatched)' : '(page)';
}

const errorCodes = new WeakMap<FastifyRequest, string>();

export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const token = app.config.metricsToken;
  setActiveHoldsSource(async () => {
    const [row] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(stockReservations)
      .where(and(isNull(stockReservations.releasedAt), gt(stockReservations.expiresAt, new Date())));
    return Number(row?.n ?? 0);
  });
  // Jobs due or running per job name (jobs/queue.ts: BullMQ's shared counts, or this process's).
  setQueueDepthsSource(() => app.jobs.queueDepths());
  app.addHook('onClose', async () => {
    setActiveHoldsSource(undefined);
    setQueueDepthsSource(undefined);
  });

  // The error's code, read from the `{ error, code }` body (bounded: codes are constants in the code).
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && typeof payload === 'string' && payload.length < 4096) {
      const code = /"code":"([A-Z0-9_]{1,40})"/.exec(payload)?.[1];
      if (code) errorCodes.set(request, code);
    }
  });

  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const route = routeLabel(request, status);
    const method = request.method;
    httpRequests.inc({ method, route, status: String(status) });
    httpDuration.observe({ method, route }, reply.elapsedTime / 1000);
    if (status >= 400)
      httpErrors.inc({ route, class: `${Math.floor(status / 100)}xx`, code: errorCodes.get(request) ?? '-' });
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const auth = request.headers.authorization;
    const bearer = auth?.startsWith('Bearer ') ? auth.slice(7) : undefined;
    const tokenOk =
      token !== undefined && bearer !== undefined && timingSafeEqual(digest(bearer), digest(token));
    if (!tokenOk && !isLocalRequest(request, app.config.trustProxy)) {
      if (bearer === undefined)
        return reply
          .status(401)
          .header('WWW-Authenticate', 'Bearer')
          .send({ error: 'Metrics need the METRICS_TOKEN bearer token.', code: 'UNAUTHORIZED' });
      return reply.status(403).send({ error: 'This metrics token is not valid.', code: 'FORBIDDEN' });
    }
    return reply.type(registry.contentType).send(await metricsText());
  });
});
