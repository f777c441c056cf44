// Journey (issue 24, decision 0043 phase 2): the owner opens a product, counts its stock per size and colour in
// the variant grid, sets one cell's count and saves; the product's answer (what its page reads) gives that size and
// colour the count, the product's stock is the sum, and the stock history on the edit page says who did it and why.
import type { Product } from '@zariya/shared/product';
import { numberedFields } from '@zariya/shared/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProductAsOwner, chanderiKurta, openAdmin, savedProduct } from './support/admin.ts';
import { DESKTOP, openBrowser, overflowX, PHONE, type Session, shootBothWidths } from './support/browser.ts';

describe('the variant grid', () => {
  let s: Session;
  let product: Product;
  const name = `Block-print Anarkali ${Date.now().toString(36)}`;

  beforeAll(async () => {
    product = await addProductAsOwner(
      chanderiKurta(name, {
        old_price: '3200',
        material: 'Cotton',
        stock: '6',
        ...numberedFields('sizes', ['S', 'M', 'L']),
        ...numberedFields('color', ['Indigo', 'Maroon']),
      }),
      { file: 'anarkali.png', background: '#2c3e8c' },
    );
    s = await openBrowser(DESKTOP);
    await openAdmin(s.page, `/admin-products?q=${encodeURIComponent(name)}`);
  });
  afterAll(async () => s?.close());

  it('sets one cell’s stock, saves, and the product answers that variant’s count', async () => {
    const page = s.page;
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: /^Edit / }).click();
    await page.waitForURL('**/edit-product');

    const grid = page.getByTestId('variant-grid');
    await grid.getByRole('switch', { name: 'Count stock per size and colour' }).click();
    // Every cell gets a count: 0 for the column, then one cell of its own.
    await grid.getByLabel('Stock for all of Indigo').fill('0');
    await grid.getByRole('button', { name: 'Set all of Indigo' }).click();
    await grid.getByLabel('Stock for all of Maroon').fill('2');
    await grid.getByRole('button', { name: 'Set all of Maroon' }).click();
    await grid.getByLabel('M / Indigo: stock').fill('4');
    // A count that is not a number is refused at its cell, before anything is sent.
    await grid.getByLabel('L / Maroon: stock').fill('-1');
    await page.getByRole('button', { name: 'Save variants' }).click();
    await expect
      .poll(() => grid.getByRole('alert').first().textContent())
      .toMatch(/L \/ Maroon: Stock must be a whole number/);
    expect((await savedProduct(product.id)).stockMode).toBe('pooled');

    await grid.getByLabel('L / Maroon: stock').fill('1');
    await page.getByRole('button', { name: 'Save variants' }).click();
    await expect.poll(async () => (await savedProduct(product.id)).stockMode).toBe('split');

    const after = await savedProduct(product.id);
    const cell = (size: string, color: string) =>
      after.variants!.find((v) => v.size === size && v.color === color)!;
    expect(cell('M', 'Indigo')).toMatchObject({ stock: 4, available: true });
    expect(cell('S', 'Indigo')).toMatchObject({ stock: 0, available: false });
    expect(cell('L', 'Maroon')).toMatchObject({ stock: 1 });
    expect(after.stock).toBe(4 + 2 + 2 + 1);

    // The stock history says what happened.
    const history = page.getByRole('table').filter({ hasText: 'Before → after' });
    await expect.poll(() => history.textContent()).toContain('Counted per size and colour');
    expect(await history.textContent()).toContain('Owner');
    // The locked stock field shows the sum.
    await expect.poll(() => page.getByLabel('Stock', { exact: true }).inputValue()).toBe('9');

    await page.setViewportSize(PHONE);
    await expect.poll(() => overflowX(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize(DESKTOP);
    await shootBothWidths(page, 'variant-grid', {
      afterResize: async () => {
        await page.getByRole('heading', { name: 'Variants' }).scrollIntoViewIfNeeded();
      },
    });
  });
});
