// Journey of issue 29 item 4: "Similar" below a product's details, asked for only once the page is drawn and the
// section comes near the screen: other products of the same category.
import type { ProductCard } from '@zariya/shared/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, openBrowser, type Session, shootBothWidths } from './support/browser.ts';
import { shopUrl } from './support/shop.ts';

describe('similar products on the product page', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser(DESKTOP);
  });
  afterAll(async () => s?.close());

  it('shows sarees below a saree, fetched after the page is drawn', async () => {
    const { page } = s;
    const found = (await (await fetch(`${shopUrl()}/api/search?query=kanjeevaram`)).json()) as ProductCard[];
    const saree = found[0];
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/similar')) asked.push(r.url());
    });
    await page.goto(`/product/${saree.id}`);
    // The drawn page has the section's heading only: its products are asked for by the browser, once near.
    const section = page.getByRole('region', { name: 'Similar' });
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => section.getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    expect(asked.length).toBe(1);
    const ids = await section
      .getByRole('listitem')
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((a) => Number((a.getAttribute('href') ?? '').match(/\/product\/(\d+)/)?.[1])),
      );
    expect(ids).not.toContain(saree.id);
    const similar = (await (
      await fetch(`${shopUrl()}/api/products/${saree.id}/similar`)
    ).json()) as ProductCard[];
    expect(similar.every((p) => p.category === saree.category)).toBe(true);
    await shootBothWidths(page, 'product-similar');
  });
});
