// Security headers (helmet) on every answer: the policy is built once at start, and each request only
// copies its headers. (@fastify/helmet builds a new helmet middleware, parsing the whole policy again,
// on every request: about 5 % of a cached catalogue answer's time; decision 0012.)
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, () => done());
  });
});
