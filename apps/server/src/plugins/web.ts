// Serves the built web app (hashed assets cached for a year, SPA fallback for client routes) and uploads.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const YEAR = 'public, max-age=31536000, immutable';

export const webPlugin = fp(async (app: FastifyInstance, opts: { webRoot: string; uploadsDir: string }) => {
  mkdirSync(opts.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/api/uploads/',
    decorateReply: false,
    index: false,
    setHeaders: (reply) => reply.header('Cache-Control', YEAR),
  });

  const indexHtml = join(opts.webRoot, 'index.html');
  const hasWeb = existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webRoot,
      prefix: '/',
      index: false,
      wildcard: false,
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', path.includes('/assets/') ? YEAR : 'no-cache');
      },
    });
  } else {
    app.log.warn(`web app not built (${indexHtml} missing): run 'npm run build'`);
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api');
    // Client routes get the app shell; a missing file with an extension stays a 404.
    if (isPage && hasWeb && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', opts.webRoot);
    }
    return reply
      .status(404)
      .send({ error: `No such endpoint: ${request.method} ${path}`, code: 'NOT_FOUND' });
  });
});
