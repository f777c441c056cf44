// Serves the built web app (hashed assets cached for a year, SPA fallback for client routes) and uploads.
import { existsSync, mkdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendPrepared } from '../lib/prepared-answer.ts';
import { requestOrigin } from '../lib/request-origin.ts';
import { createPageRenderer, isDrawnPage } from './web-render.ts';
import { createPagePreloads } from './web-preload.ts';

const YEAR = 'public, max-age=31536000, immutable';

type Shell = { mtimeMs: number; raw: Buffer; text: string; br: Buffer; gzip: Buffer };
const shells = new Map<string, Shell>();

/** index.html as is, in brotli and in gzip; compressed again only when the file changes (a new build). */
async function loadShell(file: string): Promise<Shell> {
  const { mtimeMs } = await stat(file);
  let shell = shells.get(file);
  if (shell?.mtimeMs !== mtimeMs) {
    const raw = await readFile(file);
    shell = {
      mtimeMs,
      raw,
      text: raw.toString('utf8'),
      br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(raw, { level: 9 }),
    };
    shells.set(file, shell);
  }
  return shell;
}

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
      // The build writes .br and .gz next to scripts and styles (apps/web/vite.config.ts): sent as they are.
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', path.includes('/assets/') ? YEAR : 'no-cache');
      },
    });
  } else {
    app.log.warn(`web app not built (${indexHtml} missing): run 'npm run build'`);
  }

  const preloads = createPagePreloads(app, opts.webRoot);
  const drawPage = createPageRenderer(app, opts.webRoot);

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api');
    // Client routes get the app shell; a missing file with an extension stays a 404.
    if (isPage && hasWeb && !/\.[a-z0-9]+$/i.test(path)) {
      // The shell carries the inlined stylesheet (about 95 kB), so it is sent compressed: @fastify/compress
      // does not reach this handler.
      const shell = await loadShell(indexHtml);
      const drawn = isDrawnPage(path)
        ? await drawPage(request.url, requestOrigin(request), shell.text)
        : null;
      if (drawn) {
        // The drawn page shows without scripts and carries its data: only its photos are preloaded, so the
        // largest one does not share the connection with code that is needed only later (web-render.ts).
        const links = (await preloads(path, request.url.includes('?'))).filter((l) => l.includes('as=image'));
        if (links.length > 0) reply.header('Link', links.join(', '));
        return sendPrepared(request, reply.header('Cache-Control', 'no-cache'), drawn);
      }
      const links = await preloads(path, request.url.includes('?'));
      if (links.length > 0) reply.header('Link', links.join(', '));
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
      reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8');
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.send(encoding ? shell[encoding] : shell.raw);
    }
    return reply
      .status(404)
      .send({ error: `No such endpoint: ${request.method} ${path}`, code: 'NOT_FOUND' });
  });
});
