// Server-drawn pages through the real app: drawn on PUBLIC_URL whatever the Host, kept by page and data
// (unknown query strings ignored), and held within a byte budget. The web build is replaced by a small
// entry-server.js that keeps the contract of @zariya/shared/first-render and reads the product through the
// same in-process API the real one uses.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_CACHE_TTL_MS } from '../modules/catalog/catalog.cache.ts';
import { insertProduct } from '../test/fixtures.ts';
import { adminToken, createTestApp, databaseKinds, type TestApp } from '../test/harness.ts';
import { DRAWN_PAGES_MAX_BYTES, drawnPageCache, drawnPageKey } from './web-render.ts';

const SHELL = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>Zariya</title>
    <meta name="description" content="Shop." />
  </head>
  <body>
    <div id="root"><!--app--><!--/app--></div>
  </body>
</html>`;

// Draws the product's name (from the API) and the origin and path it was given; `pad` makes a page big.
const ENTRY = `
export const drawn = [];
globalThis.__zariyaDrawn = drawn;
export async function renderPage(path, origin, transport) {
  drawn.push(path);
  const url = new URL(path, origin);
  let name = 'listing';
  const product = /^\\/product\\/(\\d+)$/.exec(url.pathname);
  if (product) name = (await (await transport('/api/products/' + product[1], {})).json()).productname;
  const pad = 'x'.repeat(Number(url.searchParams.get('brand')?.startsWith('big') ? 300000 : 0));
  const jsonLd = JSON.stringify({ '@type': 'Product', url: origin + url.pathname });
  return {
    html: '<main data-origin="' + origin + '"><h1>' + name + '</h1>' + pad + '<script type="application/ld+json">' + jsonLd + '</script></main>',
    state: JSON.stringify({ origin, queries: [] }),
    meta: { title: name, canonicalPath: url.pathname },
  };
}
`;

const drawnPaths = () => (globalThis as { __zariyaDrawn?: string[] }).__zariyaDrawn ?? [];

describe('the key of a drawn page', () => {
  it('keeps the path and the listing parameters the page reads, and drops everything else', () => {
    expect(drawnPageKey('/')).toBe('/');
    expect(drawnPageKey('/?utm_source=x')).toBe('/');
    expect(drawnPageKey('/product/7?ref=abc&x=1')).toBe('/product/7');
    expect(drawnPageKey('/saree?zz=1&sort=price_asc&brand=B&brand=A&brand=B&fbclid=q&page=2')).toBe(
      '/saree?brand=B&brand=A&sort=price_asc&page=2',
    );
    expect(drawnPageKey(`/saree?brand=${'y'.repeat(500)}&color=`)).toBe('/saree');
  });
});

describe.each(databaseKinds())('server-drawn pages on %s', (kind) => {
  let t: TestApp;
  let webRoot: string;
  let productId: number;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'zariya-web-'));
    mkdirSync(join(webRoot, '.ssr'));
    writeFileSync(join(webRoot, 'index.html'), SHELL);
    writeFileSync(join(webRoot, '.ssr', 'entry-server.js'), ENTRY);
    t = await createTestApp(kind, { WEB_DIST: webRoot, PUBLIC_URL: 'https://zariya.shop' });
    productId = (await insertProduct(t.db, { productname: 'Kanchipuram Silk' })).id;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('draws canonical links and structured data on PUBLIC_URL, never on the Host header', async () => {
    const res = await page(`/product/${productId}`, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Kanchipuram Silk</h1>');
    expect(res.body).toContain(`<link rel="canonical" href="https://zariya.shop/product/${productId}" />`);
    expect(res.body).toContain(`"url":"https://zariya.shop/product/${productId}"`);
    expect(res.body).toContain('data-origin="https://zariya.shop"');
    expect(res.body).not.toContain('evil');
  });

  it('draws a page once for any number of unknown query strings, and memory does not grow', async () => {
    const cache = drawnPageCache(t.app)!;
    await page('/saree');
    const before = { drawn: drawnPaths().length, entries: cache.size, bytes: cache.calculatedSize };
    const started = Date.now();
    for (let i = 0; i < 600; i++) {
      const noise = `${Math.random().toString(36).slice(2)}=${Math.random().toString(36).repeat(8)}`;
      const res = await page(`/saree?${noise}&utm_campaign=${i}`);
      expect(res.statusCode).toBe(200);
    }
    // Drawn again at most once per catalogue-cache lifetime (a slow machine may cross one), never per query.
    const lifetimes = Math.ceil((Date.now() - started) / CATALOGUE_CACHE_TTL_MS);
    expect(drawnPaths().length - before.drawn).toBeLessThanOrEqual(lifetimes);
    // (An earlier test's page may have run out its time meanwhile and gone.)
    expect(cache.size).toBeLessThanOrEqual(before.entries);
    expect(cache.calculatedSize).toBeLessThanOrEqual(before.bytes);
    // The page is drawn for its own path, without the noise.
    expect(drawnPaths().every((p) => !p.includes('utm'))).toBe(true);
  });

  it('keeps pages apart by the listing parameters they show', async () => {
    const count = drawnPaths().length;
    await page('/saree?sort=price_asc');
    await page('/saree?sort=price_asc&gclid=1');
    await page('/saree?sort=price_desc');
    expect(drawnPaths().slice(count)).toEqual(['/saree?sort=price_asc', '/saree?sort=price_desc']);
  });

  it('draws the page again when the product changes', async () => {
    const owner = await adminToken(t.app);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/updateproducts/${productId}`,
      headers: { authorization: `Bearer ${owner}` },
      payload: { brandname: 'Zariya', productname: 'Banarasi Silk', new_price: 4999, material: 'Silk' },
    });
    expect(edit.statusCode).toBe(200);
    const res = await page(`/product/${productId}`);
    expect(res.body).toContain('<h1>Banarasi Silk</h1>');
  });

  it('lets a drawn page go once its time is up, without waiting to be asked for it again', async () => {
    const cache = drawnPageCache(t.app)!;
    await page('/saree?brand=big-once');
    expect([...cache.keys()].filter((key) => key.includes('big-once'))).toHaveLength(1);
    await new Promise((r) => setTimeout(r, CATALOGUE_CACHE_TTL_MS + 500));
    // Every page drawn before is past its time: none is held, stale or not.
    expect(cache.size).toBe(0);
    expect(cache.calculatedSize).toBe(0);
  });

  it('holds the drawn pages within their byte budget', async () => {
    const cache = drawnPageCache(t.app)!;
    // About 750 kB each in memory: 60 of them are twice the budget.
    for (let i = 0; i < 60; i++) expect((await page(`/saree?brand=big-${i}`)).statusCode).toBe(200);
    expect(cache.calculatedSize).toBeLessThanOrEqual(DRAWN_PAGES_MAX_BYTES);
    expect(cache.size).toBeLessThan(60);
    expect(cache.size).toBeGreaterThan(10);
  });
});
