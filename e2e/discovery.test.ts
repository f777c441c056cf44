// Journeys of issue 29 item 4: "Recently viewed" (a visitor's kept in her browser, joined to her account when she
// signs in) and "Often bought together" on the product page, "You may also like" below the cart. Each row is asked
// for by the browser only when it comes near the screen.
import type { ProductCard } from '@zariya/shared/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, openBrowser, type Session, shootBothWidths } from './support/browser.ts';
import { loginInBrowser, type Shopper, shopperApi, signUpShopper } from './support/shopper.ts';
import { shopUrl } from './support/shop.ts';

async function find(query: string): Promise<ProductCard[]> {
  return (await (
    await fetch(`${shopUrl()}/api/search?query=${encodeURIComponent(query)}`)
  ).json()) as ProductCard[];
}

describe('what to look at next', () => {
  let s: Session;
  let shopper: Shopper;
  beforeAll(async () => {
    s = await openBrowser(DESKTOP);
    shopper = await signUpShopper(shopUrl());
  });
  afterAll(async () => s?.close());

  it('"Recently viewed" shows a visitor the products she opened, and joins her account when she signs in', async () => {
    const { page } = s;
    const [saree] = await find('kanjeevaram');
    const [kurta] = await find('kurta');
    const [dupatta] = await find('dupatta');
    await page.goto(`/product/${saree.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(`/product/${kurta.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(`/product/${dupatta.id}`);
    const recent = page.getByRole('region', { name: 'Recently viewed' });
    await recent.scrollIntoViewIfNeeded();
    await expect.poll(() => recent.getByRole('listitem').count(), { timeout: 15_000 }).toBe(2);
    // Newest first, and not the product on screen.
    await expect
      .poll(() => recent.getByRole('link').first().getAttribute('href'))
      .toContain(`/product/${kurta.id}`);
    expect(await recent.getByRole('link', { name: new RegExp(dupatta.productname) }).count()).toBe(0);
    await shootBothWidths(page, 'product-recently-viewed');

    // Signing in: the browser's list joins her account and leaves the browser.
    await loginInBrowser(page, shopper, `/product/${saree.id}`);
    await expect
      .poll(
        async () => {
          const res = await fetch(`${shopUrl()}/api/recently-viewed`, {
            headers: { authorization: `Bearer ${shopper.token}` },
          });
          return ((await res.json()) as ProductCard[]).map((p) => p.id);
        },
        { timeout: 15_000 },
      )
      .toEqual(expect.arrayContaining([saree.id, kurta.id, dupatta.id]));
    await expect.poll(() => page.evaluate(() => localStorage.getItem('recentlyViewed'))).toBeNull();
    // Her account's list shows on the next product page.
    await page.goto(`/product/${kurta.id}`);
    const mine = page.getByRole('region', { name: 'Recently viewed' });
    await mine.scrollIntoViewIfNeeded();
    await expect.poll(() => mine.getByRole('listitem').count(), { timeout: 15_000 }).toBe(2);
  });

  it('"You may also like" below the cart: other products, asked for when near the screen', async () => {
    const { page } = s;
    const [saree] = await find('banarasi');
    await shopperApi(shopper, '/cart', {
      userId: shopper.userId,
      product: saree.id,
      size: saree.sizes[0] ?? '',
      color: saree.colors[0] ?? '',
    });
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/also-like')) asked.push(r.url());
    });
    await page.goto('/cart');
    await page.getByRole('link', { name: saree.productname }).first().waitFor();
    const row = page.getByRole('region', { name: 'You may also like' });
    await row.scrollIntoViewIfNeeded();
    await expect.poll(() => row.getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    expect(asked.length).toBe(1);
    expect(await row.getByRole('link', { name: new RegExp(saree.productname) }).count()).toBe(0);
    await shootBothWidths(page, 'cart-also-like');
  });
});
