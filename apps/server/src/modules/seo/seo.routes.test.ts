import { CATEGORY_PAGES } from '@zariya/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';

describe.each(databaseKinds())('sitemap and robots on %s', (kind) => {
  let t: TestApp;
  const ids: number[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'https://shop.zariya.in/' });
    for (let i = 0; i < 3; i++)
      ids.push((await insertProduct(t.db, { productname: `Saree & Stole ${i}` })).id);
  });
  afterAll(async () => t?.close());

  it('lists the home page, the six categories and every product with absolute URLs', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'shop.zariya.in' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://shop.zariya.in/',
      ...CATEGORY_PAGES.map((c) => `https://shop.zariya.in${c.path}`),
      ...ids.map((id) => `https://shop.zariya.in/product/${id}`),
    ]);
    expect(locs).toContain('https://shop.zariya.in/saree');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(res.body).toContain('<lastmod>2026-');
  });

  it('uses PUBLIC_URL only, whatever Host or X-Forwarded-Host the request carries', async () => {
    for (const url of ['/sitemap.xml', '/robots.txt']) {
      for (const headers of [
        { host: 'evil.example' },
        { host: 'evil"><x>' },
        { host: 'localhost:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      ]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toMatch(/evil|localhost/);
        expect(res.body).toContain('https://shop.zariya.in/');
      }
    }
  });

  it('answers robots.txt: everything allowed but admin, private pages and the API, with the sitemap', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'shop.zariya.in' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api');
    expect(lines).toContain('Disallow: /cart');
    expect(lines).toContain('Sitemap: https://shop.zariya.in/sitemap.xml');
  });
});
