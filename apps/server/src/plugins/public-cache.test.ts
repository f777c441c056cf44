// Ready for a CDN: public catalogue pages, their data calls and photos carry Cache-Control with s-maxage and
// stale-while-revalidate and an ETag (304 on If-None-Match); an owner's edit changes the ETag; personal and admin
// answers stay no-store.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpShopper } from '../test/accounts.ts';
import { insertProduct } from '../test/fixtures.ts';
import { adminToken, createTestApp, databaseKinds, type TestApp } from '../test/harness.ts';
import {
  PUBLIC_CACHE_CONTROL,
  PUBLIC_MAX_STALE_SECONDS,
  PUBLIC_S_MAXAGE_SECONDS,
  UPLOADS_CACHE_CONTROL,
} from './public-cache.ts';

const SHELL = `<!doctype html>
<html lang="en-IN"><head><title>Zariya</title><meta name="description" content="Shop." /></head>
<body><div id="root"><!--app--><!--/app--></div></body></html>`;
// A stand-in for the web build's server entry: draws the product's name through the in-process API.
const ENTRY = `
export async function renderPage(path, origin, transport) {
  const url = new URL(path, origin);
  let name = 'listing';
  const product = /^\\/product\\/(\\d+)$/.exec(url.pathname);
  if (product) name = (await (await transport('/api/products/' + product[1], {})).json()).productname;
  return { html: '<main><h1>' + name + '</h1></main>', state: '{}', meta: { title: name, canonicalPath: url.pathname } };
}
`;

describe.each(databaseKinds())('answers a CDN may keep on %s', (kind) => {
  let t: TestApp;
  let webRoot: string;
  let token: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'zariya-web-'));
    mkdirSync(join(webRoot, '.ssr'));
    writeFileSync(join(webRoot, 'index.html'), SHELL);
    writeFileSync(join(webRoot, '.ssr', 'entry-server.js'), ENTRY);
    t = await createTestApp(kind, { WEB_DIST: webRoot });
    token = await adminToken(t.app);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip', ...headers } });

  it('bounds every public answer so that an edit shows within a minute and a half', () => {
    expect(PUBLIC_CACHE_CONTROL).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(PUBLIC_S_MAXAGE_SECONDS).toBeGreaterThanOrEqual(30);
    expect(PUBLIC_MAX_STALE_SECONDS).toBeLessThanOrEqual(90);
  });

  it('marks the catalogue data calls public with a validator, and answers 304 when the client has it', async () => {
    const p = await insertProduct(t.db, { productname: 'Banarasi Silk Saree', category: 'Saree' });
    const urls = [
      '/api/products?limit=5',
      '/api/products?category=Saree&sort=price_asc',
      `/api/products/${p.id}`,
      '/api/products/facets?category=Saree',
      '/api/search?query=banarasi',
      '/api/search/suggest?q=bana',
    ];
    for (const url of urls) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe(PUBLIC_CACHE_CONTROL);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^W\/".+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(etag);
      expect(again.headers['cache-control'], url).toBe(PUBLIC_CACHE_CONTROL);
      const other = await get(url, { 'if-none-match': 'W/"something-else"' });
      expect(other.statusCode, url).toBe(200);
    }
    // The GET search answers what POST /search answers.
    const posted = await t.app.inject({ method: 'POST', url: '/api/search', payload: { query: 'banarasi' } });
    expect((await get('/api/search?query=banarasi', { 'accept-encoding': '' })).json()).toEqual(
      posted.json(),
    );
    // A POST answer is never marked public (no CDN or browser shares it).
    expect(String(posted.headers['cache-control'] ?? '')).not.toContain('public');
  });

  it('changes the ETag of the product, its lists and its page when the owner edits it', async () => {
    const p = await insertProduct(t.db, {
      productname: 'Chanderi Cotton Saree',
      category: 'Saree',
      images: ['/uploads/chanderi.webp'],
    });
    const urls = [`/api/products/${p.id}`, '/api/products?category=Saree', `/product/${p.id}`];
    const before = await Promise.all(
      urls.map((u) => get(u, u.startsWith('/api/products/') ? { 'accept-encoding': '' } : {})),
    );
    for (const res of before) expect(res.statusCode).toBe(200);
    expect(before[2].body).toContain('<h1>Chanderi Cotton Saree</h1>');
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/updateproducts/${p.id}`,
      payload: { ...(before[0].json() as object), productname: 'Chanderi Silk-Cotton Saree' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    for (const [i, url] of urls.entries()) {
      const after = await get(url, { 'if-none-match': String(before[i].headers.etag) });
      expect(after.statusCode, url).toBe(200);
      expect(after.headers.etag, url).not.toBe(before[i].headers.etag);
    }
    expect((await get(`/product/${p.id}`)).body).toContain('<h1>Chanderi Silk-Cotton Saree</h1>');
  });

  it('marks the public pages public with a validator, and other pages no-cache', async () => {
    const p = await insertProduct(t.db, { productname: 'Ikat Dupatta' });
    for (const url of ['/', '/saree', `/product/${p.id}`, '/search?query=ikat']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(PUBLIC_CACHE_CONTROL);
      const etag = String(res.headers.etag);
      expect(etag, url).toMatch(/^W\/".+"$/);
      expect((await get(url, { 'if-none-match': etag })).statusCode, url).toBe(304);
    }
    for (const url of ['/cart', '/orders', '/admin/products', '/login']) {
      const res = await get(url);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('keeps photos a year everywhere, with a validator and 304', async () => {
    const dir = join(t.dataDir, 'uploads');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'a1b2c3.webp'), Buffer.from('RIFF....WEBPVP8 '));
    const first = await get('/api/uploads/a1b2c3.webp');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(UPLOADS_CACHE_CONTROL);
    expect(first.headers['cache-control']).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^(W\/)?".+"$/);
    expect((await get('/api/uploads/a1b2c3.webp', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('never marks a personal or admin answer public: a request with a token gets no-store', async () => {
    const s = await signUpShopper(t.app);
    const p = await insertProduct(t.db);
    for (const url of ['/api/products', `/api/products/${p.id}`, '/api/search?query=saree']) {
      const res = await get(url, s.auth);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers.etag, url).toBeUndefined();
      // Even an If-None-Match does not turn it into a shared 304.
      expect((await get(url, { ...s.auth, 'if-none-match': '*' })).statusCode).toBe(200);
    }
    const desk = await get('/api/getAllOrders', { authorization: `Bearer ${token}` });
    expect(desk.headers['cache-control']).toBe('no-store');
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/getCartData',
      payload: { userId: s.userId },
      headers: s.auth,
    });
    expect(cart.headers['cache-control']).toBe('no-store');
  });
});
