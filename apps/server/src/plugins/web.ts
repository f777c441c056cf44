// Serves the built web app (hashed assets cached for a year, SPA fallback for client routes) and uploads.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { type Language, languageFromCookieHeader } from '@zariya/shared/language';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PreparedAnswer, sendPrepared } from '../lib/prepared-answer.ts';
import { contentTypeOf, isValidKey } from '../lib/storage/index.ts';
import { PUBLIC_CACHE_CONTROL, UPLOADS_CACHE_CONTROL } from './public-cache.ts';
import { loadCatalogue, localiseShell, PRIVATE_PAGE_CACHE_CONTROL } from './web-language.ts';
import { createPageRenderer, isDrawnPage, isPublicCataloguePage } from './web-render.ts';
import { createPagePreloads } from './web-preload.ts';

const YEAR = 'public, max-age=31536000, immutable';

const shells = new Map<string, { mtimeMs: number; answer: PreparedAnswer }>();

/**
 * index.html in `language` (plugins/web-language.ts), compressed (on first demand) only once per build and
 * language: read again when the file changes.
 */
async function loadShell(file: string, language: Language): Promise<PreparedAnswer> {
  const { mtimeMs } = await stat(file);
  const key = `${language} ${file}`;
  let shell = shells.get(key);
  if (shell?.mtimeMs !== mtimeMs) {
    const built = await readFile(file, 'utf8');
    // The catalogue is read with the shell: a new build brings both.
    const text = localiseShell(built, language, language === 'en' ? {} : loadCatalogue());
    shell = { mtimeMs, answer: new PreparedAnswer(text, 'text/html; charset=utf-8', 'max') };
    shells.set(key, shell);
  }
  return shell.answer;
}

export const webPlugin = fp(async (app: FastifyInstance, opts: { webRoot: string }) => {
  // Photos, from the shop's storage (lib/storage: its folder or its bucket) at the URLs pages have always used.
  // Only public keys: a dot-led segment (`.private/`, `..`) is no key and answers 404. Photos are written once
  // under random names; browsers and a CDN keep them a year (plugins/public-cache.ts answers the 304s).
  app.get<{ Params: { '*': string } }>(
    '/api/uploads/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const key = `public/${request.params['*']}`;
      const found = isValidKey(key) ? await app.storage.get(key) : null;
      if (!found) return reply.status(404).send({ error: 'No such photo.', code: 'NOT_FOUND' });
      reply
        .header('Content-Type', contentTypeOf(key))
        .header('Cache-Control', UPLOADS_CACHE_CONTROL)
        .header('ETag', found.etag);
      if (found.lastModified) reply.header('Last-Modified', found.lastModified.toUTCString());
      return reply.send(found.body);
    },
  );

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
      // In the language this browser chose (its cookie): the drawn page, the shell and <html lang>.
      const language = languageFromCookieHeader(request.headers.cookie);
      const shell = await loadShell(indexHtml, language);
      const drawn = isDrawnPage(path) ? await drawPage(request.url, shell.text, language) : null;
      // A drawn page carries its data and its photos' preloads (React writes them), and needs its scripts
      // only later (web-render.ts): no Link header. The shell gets its page's code, data and photo hints.
      if (!drawn) {
        const links = await preloads(path, request.url.includes('?'));
        if (links.length > 0) reply.header('Link', links.join(', '));
      }
      // Public catalogue pages hold nothing personal: no opener policy, whose browsing-context-group switch
      // costs the page a fresh renderer process when it is opened from a new tab (decision 0014).
      // They are the same for every shopper (her own state loads after), so a CDN may keep them for a minute
      // (plugins/public-cache.ts adds the ETag); every other page is revalidated each time.
      const publicPage = isPublicCataloguePage(path);
      if (publicPage) reply.raw.removeHeader('Cross-Origin-Opener-Policy');
      // The page differs by the language cookie: a cache keeps one copy per Cookie header, and a page in
      // Hindi is kept by no shared cache at all (decision 0033).
      reply.header('Vary', 'Cookie');
      if (language !== 'en') reply.header('Cache-Control', PRIVATE_PAGE_CACHE_CONTROL);
      else reply.header('Cache-Control', publicPage ? PUBLIC_CACHE_CONTROL : 'no-cache');
      return sendPrepared(request, reply, drawn ?? shell);
    }
    return reply
      .status(404)
      .send({ error: `No such endpoint: ${request.method} ${path}`, code: 'NOT_FOUND' });
  });
});
