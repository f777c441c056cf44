// Journey (issue 32 item 1): the owner saves a price, sees it at once in her list and in the edit form, and a
// stock change saved a moment later keeps that price. An edit made in a second tab from the product as it was
// before is refused with a clear message and the latest is shown, never written over the newer one.
import type { Product } from '@zariya/shared/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProductAsOwner, chanderiKurta, openAdmin, savedProduct } from './support/admin.ts';
import { DESKTOP, openBrowser, type Session, shootBothWidths } from './support/browser.ts';
import { shopUrl } from './support/shop.ts';

describe('an edit that stays', () => {
  let s: Session;
  let product: Product;
  const name = `Mustard Chanderi Kurta ${Date.now().toString(36)}`;

  beforeAll(async () => {
    product = await addProductAsOwner(
      chanderiKurta(name, { old_price: '3000', material: 'Chanderi silk', stock: '4' }),
      { file: 'kurta.png', background: '#d8a31a' },
    );
    s = await openBrowser(DESKTOP);
    await openAdmin(s.page, `/admin-products?q=${encodeURIComponent(name)}`);
  });
  afterAll(async () => s?.close());

  /** Opens the edit page and waits for its own read of the product (it opens the form from the saved product). */
  const openEdit = async () => {
    const row = s.page.getByRole('row', { name: new RegExp(name) });
    await expect.poll(() => row.count()).toBe(1);
    let reads = 0;
    const count = (r: { url: () => string }) => {
      if (r.url().endsWith(`/api/products/${product.id}`)) reads += 1;
    };
    s.page.on('response', count);
    await row.getByRole('button', { name: /^Edit / }).click();
    await s.page.waitForURL('**/edit-product');
    await expect.poll(() => reads).toBe(2);
    s.page.off('response', count);
    return row;
  };
  const save = async () => {
    await s.page.getByRole('button', { name: 'Save Changes' }).click();
    await s.page.waitForURL((url) => url.pathname === '/admin-products');
  };

  it('shows a saved price at once in the list and the form, and keeps it when the stock is saved next', async () => {
    const page = s.page;
    // The list was read (and would have been kept by the browser) before the save.
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('₹1,500');

    await openEdit();
    await page.getByLabel('Offer price (new price)').fill('1200');
    await save();
    // Back to her search, with the new price in it at once.
    expect(new URL(page.url()).searchParams.get('q')).toBe(name);
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('₹1,200');

    await openEdit();
    expect(await page.getByLabel('Offer price (new price)').inputValue()).toBe('1200');
    await page.getByLabel(/^Stock/).fill('9');
    await save();
    expect(await savedProduct(product.id)).toMatchObject({
      new_price: 1200,
      stock: 9,
      material: 'Chanderi silk',
    });

    // After a reload too.
    await page.reload();
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('₹1,200');
  });

  it('refuses an edit from a tab opened before the last save, says why, and shows the latest', async () => {
    const page = s.page;
    await openEdit();
    // Meanwhile the product changes (another tab, or an order): the price goes to 1,100.
    const other = await fetch(`${shopUrl()}/api/updateproducts/${product.id}`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await page.evaluate(() => sessionStorage.getItem('adminToken'))}`,
      },
      body: JSON.stringify({ new_price: 1100 }),
    });
    expect(other.status).toBe(200);

    await page.getByLabel(/^Stock/).fill('3');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This product was changed after you opened it' });
    await expect.poll(() => alert.count()).toBe(1);
    await expect.poll(() => page.getByLabel('Offer price (new price)').inputValue()).toBe('1100');
    expect(await savedProduct(product.id)).toMatchObject({ new_price: 1100, stock: 9 });
    await shootBothWidths(page, 'admin-edit-stale');

    // Made again on the latest, the change is saved.
    await page.getByLabel(/^Stock/).fill('3');
    await save();
    expect(await savedProduct(product.id)).toMatchObject({ new_price: 1100, stock: 3 });
  });
});
