import { describe, expect, it } from 'vitest';
import { isDrawnPage, isPublicCataloguePage, pageHtml } from './web-render.ts';

const SHELL = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>Zariya | Sarees</title>
    <meta
      name="description"
      content="Shop sarees."
    />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-1.js">
  </head>
  <body>
    <div id="root"><!--app-->
      <header>static header</header>
    <!--/app--></div>
    <noscript>Zariya needs JavaScript.</noscript>
  </body>
</html>`;

const page = {
  html: '<main><h1>Silk &amp; Zari</h1></main>',
  state: '{"origin":"https://shop.in","queries":[]}',
  meta: { title: 'Silk "Zari" <Saree> | Zariya', description: 'A & B', canonicalPath: '/product/7' },
};

describe('server-drawn pages', () => {
  it('draws home, the six category pages and product pages, nothing else', () => {
    for (const path of ['/', '/saree', '/womenwestern', '/salwarsuits', '/product/7', '/product/123456789'])
      expect(isDrawnPage(path), path).toBe(true);
    for (const path of [
      '/product',
      '/product/0',
      '/product/abc',
      '/product/1234567890',
      '/cart',
      '/search',
      '/addproduct',
    ])
      expect(isDrawnPage(path), path).toBe(false);
  });

  it('counts the drawn pages and search results as public catalogue pages, and no account, cart or admin page', () => {
    for (const path of ['/', '/saree', '/product/7', '/search'])
      expect(isPublicCataloguePage(path), path).toBe(true);
    for (const path of [
      '/cart',
      '/buynow',
      '/yourorder',
      '/loginpage',
      '/deliveryaddress',
      '/admin',
      '/allorders',
    ])
      expect(isPublicCataloguePage(path), path).toBe(false);
  });

  it('puts the drawn page into #root, its data after it, and its title, description and canonical link into the head', () => {
    const html = pageHtml(SHELL, page, 'https://shop.in') as string;
    expect(html).toContain(
      '<div id="root"><main><h1>Silk &amp; Zari</h1></main></div>\n    <script type="application/json" id="zariya-state">{"origin":"https://shop.in","queries":[]}</script>\n    <noscript>',
    );
    expect(html).not.toContain('static header');
    expect(html).toContain('<title>Silk &quot;Zari&quot; &lt;Saree&gt; | Zariya</title>');
    expect(html).toContain('content="A &amp; B"');
    expect(html).toContain('<link rel="canonical" href="https://shop.in/product/7" />');
    // The page shows without its code: the code no longer goes before photos and fonts.
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
  });

  it('keeps the shell title without meta, and refuses a shell without the app markers', () => {
    const html = pageHtml(SHELL, { ...page, meta: {} }, 'https://shop.in') as string;
    expect(html).toContain('<title>Zariya | Sarees</title>');
    expect(html).not.toContain('rel="canonical"');
    expect(pageHtml(SHELL.replace('<!--app-->', ''), page, 'https://shop.in')).toBeNull();
  });
});
