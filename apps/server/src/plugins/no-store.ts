// `Cache-Control: no-store` on every personal or admin answer, so that no browser, proxy or shared cache
// keeps a shopper's orders, address or token, or the owner's desk: every API answer to a request that
// carries a bearer token (shopper or admin, whether or not it was accepted), and the answers of the calls
// that hand out or end a session.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Calls made without a token whose answers are personal all the same (tokens, codes, account details). */
export const SESSION_ROUTES = new Set([
  '/api/Signup',
  '/api/login',
  '/api/logout',
  '/api/requestOtp',
  '/api/verifyOtp',
  '/api/admin/login',
  '/api/admin/logout',
  '/api/admin/session',
]);

export const noStorePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (request.headers.authorization !== undefined || SESSION_ROUTES.has(request.routeOptions.url ?? '')) {
      reply.header('Cache-Control', 'no-store');
    }
  });
});
