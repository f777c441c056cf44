// Journey: home, category and product pages arrive drawn by the server (decision 0013). Without JavaScript a
// shopper (or a search engine) still sees the products, prices, title and structured data; with it, the
// browser takes the page over without redrawing it or complaining, and the page responds as before.
import { MESSAGES } from '@zariya/shared/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, PHONE } from './support/browser.ts';
import { shopUrl } from './support/shop.ts';

type Card = { id: number; brandname: string; productname: string; new_price: number; sizes: string[] };

const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;

async function newestSarees(): Promise<Card[]> {
  const res = await fetch(`${shopUrl()}/api/products/category`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ category: 'Saree', sort: 'newest', page: 1, limit: 24 }),
  });
  return (await res.json()) as Card[];
}

describe('pages drawn by the server', () => {
  let sarees: Card[];
  let product: Card;

  beforeAll(async () => {
    sarees = await newestSarees();
    product = sarees.find((s) => s.sizes.length > 1) ?? sarees[0];
  });

  it('sends the product page as HTML with its title, canonical link, structured data and data, and no inline code', async () => {
    const res = await fetch(`${shopUrl()}/product/${product.id}`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain(`<title>${product.productname} by ${product.brandname} | Zariya</title>`);
    expect(html).toContain(`<link rel="canonical" href="${shopUrl()}/product/${product.id}" />`);
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('<script type="application/json" id="zariya-state">');
    expect(html).not.toContain('<!--app-->');
    // Every script is a data block or a file: the CSP (script-src 'self') allows no inline code. The
    // early-taps file (decision 0040) is served as it is, outside the hashed assets.
    for (const tag of html.match(/<script\b[^>]*>/g) ?? [])
      expect(tag).toMatch(/type="application\/(ld\+)?json"|src="\/assets\/|src="\/early-taps\.js"/);
  });

  it('sends the opener policy on pages with personal data, not on the public catalogue pages (decision 0014)', async () => {
    const policy = async (path: string) =>
      (await fetch(`${shopUrl()}${path}`)).headers.get('cross-origin-opener-policy');
    for (const path of ['/', '/saree', `/product/${product.id}`, '/search?query=silk'])
      expect(await policy(path), path).toBeNull();
    for (const path of [
      '/cart',
      '/yourorder',
      '/buynow',
      '/admin-password',
      '/loginpage',
      '/deliveryaddress',
    ])
      expect(await policy(path), path).toBe('same-origin-allow-popups');
  });

  it('never serves the server-side build', async () => {
    for (const path of ['/.ssr/entry-server.js', '/.vite/manifest.json'])
      expect((await fetch(`${shopUrl()}${path}`)).status, path).toBe(404);
  });

  it('shows products, prices and the product page to a browser without JavaScript', async () => {
    const s = await openBrowser(PHONE, { javaScriptEnabled: false });
    try {
      await s.page.goto('/saree');
      const list = s.page.getByRole('list', { name: 'Sarees' });
      expect(await list.getByRole('listitem').count()).toBe(Math.min(sarees.length, 24));
      expect(await list.getByRole('link', { name: sarees[0].productname }).count()).toBe(1);

      await s.page.goto(`/product/${product.id}`);
      expect(await s.page.getByRole('heading', { level: 1, name: product.productname }).count()).toBe(1);
      expect(await s.page.getByText(inr(product.new_price)).first().isVisible()).toBe(true);
      expect(await s.page.title()).toBe(`${product.productname} by ${product.brandname} | Zariya`);

      await s.page.goto('/');
      expect(await s.page.getByRole('heading', { name: 'Recently Launched Sarees' }).count()).toBe(1);
    } finally {
      await s.close();
    }
  });

  it('hydrates the parts below the first screen only when needed, and a tap there is still handled', async () => {
    const s = await openBrowser(PHONE);
    // React marks the elements it has taken over with its own properties.
    const hydrated = (locator: ReturnType<typeof s.page.locator>) =>
      locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')));
    const problems: string[] = [];
    s.page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    s.page.on('pageerror', (e) => problems.push(e.message));
    try {
      await s.page.goto('/');
      expect(
        await hydrated(s.page.getByPlaceholder('Search for Price, Products, Brands and More').first()),
      ).toBe(true);
      const number = s.page.getByRole('textbox', { name: /whatsapp/i });
      expect(await hydrated(number)).toBe(false);
      // A rail far down the page is drawn with its first six cards and not yet hydrated.
      const rail = s.page.getByRole('region', { name: 'Recently Launched Western Attires' });
      expect(await rail.getByRole('listitem').count()).toBe(6);
      expect(await hydrated(rail.getByRole('link', { name: 'View all' }))).toBe(false);
      // The first tap in the held-back newsletter box hydrates it and reaches its handler.
      await s.page.getByRole('button', { name: 'Subscribe' }).click();
      await expect
        .poll(() => s.page.getByText('Please enter a valid 10-digit WhatsApp number').count())
        .toBe(1);
      expect(await hydrated(number)).toBe(true);
      // The tap hydrated every held-back part: the rail now has all its cards, and nothing went wrong.
      await expect.poll(() => rail.getByRole('listitem').count()).toBe(15);
      expect(problems).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it("leaves the cards' quick add out of the drawn HTML and adds it once a card is hydrated", async () => {
    const html = await (await fetch(`${shopUrl()}/saree`)).text();
    expect(html).toContain(sarees[0].productname);
    expect(html).not.toContain('Add to bag');
    const s = await openBrowser(PHONE);
    try {
      await s.page.goto('/saree');
      const cards = s.page.getByRole('list', { name: 'Sarees' }).getByRole('listitem');
      const addToBag = (card: ReturnType<typeof cards.first>) =>
        card.getByRole('button', { name: 'Add to bag' }).count();
      // The first cards are hydrated with the page, a card far down only when it comes near the screen.
      await expect.poll(() => addToBag(cards.first())).toBe(1);
      expect(await addToBag(cards.last())).toBe(0);
      await cards.last().scrollIntoViewIfNeeded();
      await expect.poll(() => addToBag(cards.last())).toBe(1);
    } finally {
      await s.close();
    }
  });

  it('is taken over by the browser without errors or a second fetch of its data, and then responds', async () => {
    const s = await openBrowser(PHONE);
    const problems: string[] = [];
    s.page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    s.page.on('pageerror', (e) => problems.push(e.message));
    const productCalls: string[] = [];
    s.page.on('request', (r) => {
      if (r.url().includes(`/api/products/${product.id}`)) productCalls.push(r.url());
    });
    try {
      await s.page.goto(`/product/${product.id}`);
      await s.page.waitForLoadState('networkidle');
      expect(productCalls).toEqual([]);
      // Hydrated: the size picker answers, and Add to Cart tells a logged-out shopper to log in.
      const last = product.sizes[product.sizes.length - 1];
      const size = s.page.getByRole('radio', { name: last, exact: true });
      if (product.sizes.length > 1) {
        // Tapped on its chip, as a shopper does (the radio itself is visually hidden).
        await s.page.getByRole('group', { name: /^Size/ }).getByText(last, { exact: true }).click();
        expect(await size.isChecked()).toBe(true);
      }
      // The first: on a phone the bottom bar repeats the buttons while these are out of view.
      await s.page.getByRole('button', { name: 'Add to Cart' }).first().click();
      await expect.poll(() => s.page.getByText(MESSAGES.loginToAddToCart).count()).toBe(1);

      await s.page.goto('/saree');
      await s.page.waitForLoadState('networkidle');
      await s.page.goto('/');
      await s.page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
