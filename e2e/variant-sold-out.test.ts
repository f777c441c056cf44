// Journey (issue 24, decision 0043 phase 2 step 5): on a kurta whose M is sold out and whose L has 2 pieces left,
// M stays in view but cannot be chosen (its name says "M, sold out"), L says "Only 2 left" and goes into the cart;
// on M she asks to be told when it is back. The product's counts are set by the owner's variant grid
// (PUT /api/admin/products/:id/variants, the vgrid step of phase 2).
import type { CartData } from '@zariya/shared/orders-api';
import type { Product } from '@zariya/shared/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProductAsOwner, adminToken } from './support/admin.ts';
import { DESKTOP, openBrowser, type Session, shootBothWidths } from './support/browser.ts';
import { loginInBrowser, type Shopper, shopperApi, signUpShopper } from './support/shopper.ts';
import { shopUrl } from './support/shop.ts';

/** The owner's variant grid (PUT /api/admin/products/:id/variants), its refusal shown whole. */
async function putGrid(productId: number, grid: object) {
  const res = await fetch(`${shopUrl()}/api/admin/products/${productId}/variants`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify(grid),
  });
  if (!res.ok) throw new Error(`PUT variants: ${res.status} ${await res.text()}`);
}

describe('a sold-out size on the product page', () => {
  let s: Session;
  let shopper: Shopper;
  let kurta: Product;

  beforeAll(async () => {
    kurta = await addProductAsOwner(
      {
        brandname: 'Journey Looms',
        productname: 'Chanderi Straight Kurta',
        category: 'Women Ethnic',
        description: 'A straight Chanderi kurta with a scalloped hem.',
        new_price: '1450',
        old_price: '1990',
        material: 'Chanderi',
        available: 'true',
        stock: '10',
        sizes_0: 'S',
        sizes_1: 'M',
        sizes_2: 'L',
        color_0: 'teal',
      },
      { file: 'kurta.png', background: '#1f6f6a' },
    );
    // The owner's grid: S 6, M sold out, L 2 left.
    await putGrid(kurta.id, {
      mode: 'split',
      cells: [
        { size: 'S', color: kurta.colors[0], stock: 6, price: null, oldPrice: null, made: true, sku: '' },
        { size: 'M', color: kurta.colors[0], stock: 0, price: null, oldPrice: null, made: true, sku: '' },
        { size: 'L', color: kurta.colors[0], stock: 2, price: null, oldPrice: null, made: true, sku: '' },
      ],
    });
    shopper = await signUpShopper(shopUrl(), 'Ritu Sharma');
    s = await openBrowser(DESKTOP);
    await loginInBrowser(s.page, shopper);
  });
  afterAll(async () => s?.close());

  it('M cannot be chosen and says so; L shows "Only 2 left" and goes into the cart', async () => {
    const page = s.page;
    // The drawn page is taken over without errors (a hydration mismatch would be one).
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await page.goto(`/product/${kurta.id}`);
    await page.getByRole('heading', { name: kurta.productname, level: 1 }).waitFor();
    const sizes = page.getByRole('group', { name: /^Size/ });
    const m = sizes.getByRole('radio', { name: 'M, sold out' });
    await expect.poll(() => m.isDisabled()).toBe(true);
    // A tap on the struck-through chip chooses nothing.
    await sizes.getByText('M', { exact: true }).click({ force: true });
    expect(await m.isChecked()).toBe(false);
    await sizes.getByText('L', { exact: true }).click();
    await expect.poll(() => sizes.getByRole('radio', { name: 'L', exact: true }).isChecked()).toBe(true);
    await expect.poll(() => page.getByText('· Only 2 left').count()).toBe(1);
    // The struck-through M can still be asked about.
    await page.getByRole('button', { name: 'Tell me when M is back' }).waitFor();
    await shootBothWidths(page, 'variant-sold-out-size');
    expect(errors).toEqual([]);

    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect.poll(() => page.getByText('Product added to cart!').count()).toBeGreaterThan(0);
    const cart = await shopperApi<CartData>(shopper, '/getCartData', { userId: shopper.userId });
    expect(cart.cart.map((l) => [l.productId, l.size, l.color])).toEqual([[kurta.id, 'L', kurta.colors[0]]]);
  });

  it('on M she asks to be told when it is back', async () => {
    const page = s.page;
    await page.goto(`/product/${kurta.id}`);
    const ask = page.getByRole('button', { name: 'Tell me when M is back' });
    await ask.click();
    await expect
      .poll(() => page.getByRole('button', { name: "We'll tell you: M" }).getAttribute('aria-pressed'))
      .toBe('true');
  });
});
