// /sitemap.xml and /robots.txt for search engines, with absolute URLs on PUBLIC_URL (never the Host header,
// which anyone can set and these answers are cached publicly for an hour).
import { CATEGORY_PAGES } from '@zariya/shared/constants';
import type { FastifyPluginAsync } from 'fastify';
import { listedProductIds } from '../../queries/sitemap-products.query.ts';

// Private or admin screens (product rules §2) that have nothing for a search engine.
const PRIVATE_PATHS = [
  '/admin',
  '/addproduct',
  '/allproduct',
  '/allorders',
  '/usertickets',
  '/newsletter',
  '/edit-product',
  '/cart',
  '/buynow',
  '/yourorder',
  '/trackorder',
  '/deliveryaddress',
  '/accountsecurity',
  '/cart-reminders',
  '/loginpage',
];

const xmlEscape = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);

export const seoRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
      'Disallow: /api',
      // Product pages are drawn from these reads and show these images; crawlers need them to see the page.
      'Allow: /api/uploads/',
      'Allow: /api/products',
      '',
      `Sitemap: ${app.config.publicUrl}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const base = app.config.publicUrl;
    const products = await listedProductIds(app.db);
    const url = (path: string, extra = '') => `  <url><loc>${xmlEscape(base + path)}</loc>${extra}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      url('/', '<changefreq>daily</changefreq>'),
      ...CATEGORY_PAGES.map((c) => url(c.path, '<changefreq>daily</changefreq>')),
      ...products.map((p) =>
        url(`/product/${p.id}`, `<lastmod>${p.createdAt.toISOString().slice(0, 10)}</lastmod>`),
      ),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(body);
  });
};
