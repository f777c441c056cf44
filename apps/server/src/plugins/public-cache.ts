// Answers a CDN (and the browser) may keep: the public catalogue's data calls get `Cache-Control: public` with
// bounds that let an owner's edit show everywhere within PUBLIC_MAX_STALE_SECONDS (decision 0024), and every
// public GET answer gets an ETag and a 304 when the client already holds it. Nothing personal is ever marked
// public: a request that carries a bearer token is left to plugins/no-store.ts, and so is every other route.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Fresh for a browser (it then asks the CDN, usually for a 304). */
export const PUBLIC_MAX_AGE_SECONDS = 30;
/** Fresh for a CDN: a festival's browsing is answered there, not by the processes. */
export const PUBLIC_S_MAXAGE_SECONDS = 60;
/** Served stale for this long while the CDN (or browser) fetches the new one behind it. */
export const PUBLIC_STALE_SECONDS = 30;
/** The longest an owner's edit can take to show anywhere: a CDN copy made just before it, served stale. */
export const PUBLIC_MAX_STALE_SECONDS = PUBLIC_S_MAXAGE_SECONDS + PUBLIC_STALE_SECONDS;

export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}, s-maxage=${PUBLIC_S_MAXAGE_SECONDS}, stale-while-revalidate=${PUBLIC_STALE_SECONDS}`;

/** Uploaded photos never change under their random names: a year everywhere (a new photo is a new name). */
export const UPLOADS_CACHE_CONTROL =
  'public, max-age=31536000, s-maxage=31536000, stale-while-revalidate=86400, immutable';

/** The public catalogue's data calls (GET only: a CDN keeps no POST answer). */
export const PUBLIC_DATA_ROUTES = new Set([
  '/api/products',
  '/api/products/:id',
  '/api/products/facets',
  '/api/search',
  '/api/search/suggest',
]);

/** A validator of the bytes sent (each encoding has its own, as Vary: Accept-Encoding keeps them apart). */
export const weakEtag = (body: string | Buffer) =>
  `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** If-None-Match holds `etag` (weak comparison, as RFC 9110 asks for GET). */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

export const publicCachePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || request.headers.authorization !== undefined) return payload;
    if (PUBLIC_DATA_ROUTES.has(request.routeOptions.url ?? ''))
      reply.header('Cache-Control', PUBLIC_CACHE_CONTROL);
    // Pages and files set their own policy (plugins/web.ts); only public ones get a validator here.
    const policy = String(reply.getHeader('cache-control') ?? '');
    if (!policy.startsWith('public')) return payload;
    let etag = reply.getHeader('etag') as string | undefined;
    if (!etag && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      etag = weakEtag(payload);
      reply.header('ETag', etag);
    }
    // Files (@fastify/static) answer their own conditional requests; a stream is left alone.
    if (!etag || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    if (!notModified(request, etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-encoding');
    reply.removeHeader('content-length');
    reply.removeHeader('content-type');
    return null;
  });
});
