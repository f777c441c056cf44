// Journey (issue 24, decision 0043): the owner opens a product with three photos and two colours, chooses on the
// edit page which photos show for one colour and saves; the product's answer (what its page reads) gives that
// colour those photos, in the product's order.
import type { Product } from '@zariya/shared/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProductAsOwner, chanderiKurta, openAdmin, savedProduct } from './support/admin.ts';
import { DESKTOP, openBrowser, overflowX, PHONE, type Session, shootBothWidths } from './support/browser.ts';

describe('photos per colour', () => {
  let s: Session;
  let product: Product;
  const name = `Chanderi Kurta ${Date.now().toString(36)}`;

  beforeAll(async () => {
    product = await addProductAsOwner(
      chanderiKurta(name, {
        old_price: '2500',
        material: 'Cotton',
        stock: '6',
        color_0: 'Indigo',
        color_1: 'Maroon',
      }),
      [
        { file: 'indigo-front.png', background: '#2c3e8c' },
        { file: 'maroon-front.png', background: '#800000' },
        { file: 'indigo-back.png', background: '#1f2d6b' },
      ],
    );
    s = await openBrowser(DESKTOP);
    await openAdmin(s.page, `/admin-products?q=${encodeURIComponent(name)}`);
  });
  afterAll(async () => s?.close());

  it('chooses the photos of a colour, saves, and the product answers them', async () => {
    const page = s.page;
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: /^Edit / }).click();
    await page.waitForURL('**/edit-product');

    await page.getByRole('button', { name: 'Indigo: photo 3' }).click();
    await page.getByRole('button', { name: 'Indigo: photo 1' }).click();
    await page.getByRole('button', { name: 'Maroon: photo 2' }).click();
    await page.getByRole('button', { name: /Save photos per colour/ }).click();
    await page.getByText('Photos per colour saved.').waitFor();
    const answer = await savedProduct(product.id);
    expect(answer.colorImages).toEqual({
      Indigo: [product.images[0], product.images[2]],
      Maroon: [product.images[1]],
    });
    expect(await page.getByRole('button', { name: 'Indigo: photo 1' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await page.setViewportSize(PHONE);
    await expect.poll(() => overflowX(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize(DESKTOP);
    await shootBothWidths(page, 'colour-photos', {
      afterResize: async () => {
        await page.getByRole('heading', { name: 'Photos per colour' }).scrollIntoViewIfNeeded();
      },
    });
  });
});
