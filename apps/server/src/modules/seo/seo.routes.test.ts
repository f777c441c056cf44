import { CATEGORY_PAGES } from '@zariya/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/fixtures.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';

describe.each(databaseKinds())('sitemap and robots on %s', (kind) => {
  let t: TestApp;
  const ids: number[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind);
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
      'http://shop.zariya.in/',
      ...CATEGORY_PAGES.map((c) => `http://shop.zariya.in${c.path}`),
      ...ids.map((id) => `http://shop.zariya.in/product/${id}`),
    ]);
    expect(locs).toContain('http://shop.zariya.in/saree');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(res.body).toContain('<lastmod>2026-');
  });

  it('follows the host the request came to, and ignores a malformed one', async () => {
    const local = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'localhost:3000' },
    });
    expect(local.body).toContain('<loc>http://localhost:3000/</loc>');
    const bad = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil"><x>' } });
    expect(bad.body).not.toContain('evil');
    expect(bad.body).toContain('<loc>http://localhost/</loc>');
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
    expect(lines).toContain('Sitemap: http://shop.zariya.in/sitemap.xml');
  });
});
