// Journey (issue 14, wishlist): a visitor hearts a card and a product page (the server draws the heart
// unpressed), sees them on /wishlist, logs in and finds them joined to her account; the owner lowers one price
// and restocks another, which the wishlist marks; she moves one to her cart, and a product the owner removed
// shows as no longer available until she removes it; the empty state ends the journey.
import AxeBuilder from '@axe-core/playwright';
import type { Product, ProductCard } from '@zariya/shared/product';
import type { WishlistAnswer } from '@zariya/shared/wishlist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProductAsOwner, adminApi } from './support/admin.ts';
import { DESKTOP, openBrowser, PHONE, type Session, shootBothWidths } from './support/browser.ts';
import { loginInBrowser, type Shopper, signUpShopper } from './support/shopper.ts';
import { shopUrl } from './support/shop.ts';

const suffix = Date.now().toString(36);

async function ownProduct(name: string, fields: Record<string, string> = {}): Promise<Product> {
  return addProductAsOwner(
    {
      brandname: 'Wishlist Weaves',
      productname: `${name} ${suffix}`,
      category: 'Women Western',
      description: 'A breezy cotton piece.',
      new_price: '1999',
      old_price: '2999',
      material: 'Cotton',
      available: 'true',
      stock: '20',
      sizes_0: 'S',
      sizes_1: 'M',
      sizes_2: 'L',
      color_0: 'teal',
      ...fields,
    },
    { file: 'piece.png', background: '#7a2f55' },
  );
}

async function shopperCall<T>(shopper: Shopper, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${shopUrl()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

const ownerEdit = (p: Product, change: Record<string, unknown>) =>
  adminApi('PUT', `/api/updateproducts/${p.id}`, {
    brandname: p.brandname,
    productname: p.productname,
    new_price: p.new_price,
    old_price: p.old_price,
    material: p.material,
    stock: p.stock,
    ...change,
  });

describe('wishlist', () => {
  let session: Session;
  let kurta: Product;
  let dress: Product;
  let skirt: Product;

  beforeAll(async () => {
    kurta = await ownProduct('Indigo Kurta Top');
    dress = await ownProduct('Mulmul Midi Dress', { stock: '0', available: 'false' });
    skirt = await ownProduct('Tiered Skirt');
    session = await openBrowser(DESKTOP);
  });
  afterAll(async () => session?.close());

  it('draws every heart unpressed on the server, then a visitor hearts a card and a product page', async () => {
    const html = await (await fetch(`${shopUrl()}/womenwestern?sort=newest`)).text();
    expect(html).toContain(`aria-label="Add to wishlist: ${skirt.productname}"`);
    expect(html).not.toContain('aria-pressed="true"');

    const { page } = session;
    await page.goto('/womenwestern?sort=newest');
    const heart = page.getByRole('button', { name: `Add to wishlist: ${kurta.productname}` });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    const pressed = page.getByRole('button', { name: `Remove from wishlist: ${kurta.productname}` });
    await expect.poll(() => pressed.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByRole('link', { name: 'Wishlist (1 item)' }).count()).toBe(1);
    // The first screen of the listing with one heart pressed, at both widths.
    await shootBothWidths(page, 'wishlist-hearts', {
      screenOnly: true,
      afterResize: () => pressed.scrollIntoViewIfNeeded(),
    });

    await page.goto(`/product/${dress.id}`);
    await page.getByRole('heading', { name: dress.productname, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add to wishlist', exact: true }).click();
    await expect
      .poll(() =>
        page.getByRole('button', { name: 'Remove from wishlist', exact: true }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    await page.goto(`/product/${skirt.id}`);
    await page.getByRole('button', { name: 'Add to wishlist', exact: true }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Wishlist (3 items)' }).count()).toBe(1);

    // The heart survives a reload: it is read from this browser after hydration.
    await page.reload();
    await expect
      .poll(() => page.getByRole('button', { name: 'Remove from wishlist', exact: true }).count())
      .toBe(1);

    await page.getByRole('link', { name: /^Wishlist/ }).click();
    await page.getByRole('heading', { name: 'Your Wishlist' }).waitFor();
    await page.getByText('Your wishlist is kept in this browser.').waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(3);
    expect(
      await page.getByRole('article', { name: dress.productname }).getByText('Out of stock').count(),
    ).toBe(1);
  });

  let shopper: Shopper;

  it('joins the visitor’s hearts to her account when she logs in (once)', async () => {
    const { page } = session;
    shopper = await signUpShopper(shopUrl(), 'Kavya Menon');
    await loginInBrowser(page, shopper, '/wishlist');
    await expect
      .poll(async () => (await shopperCall<WishlistAnswer>(shopper, 'GET', '/wishlist')).items.length)
      .toBe(3);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull();
    await expect.poll(() => page.getByText('Your wishlist is kept in this browser.').count()).toBe(0);
    await expect.poll(() => page.getByRole('article').count()).toBe(3);
    // The same list merged again (another tab, a retry) changes nothing.
    const again = await shopperCall<{ merged: number[] }>(shopper, 'POST', '/wishlist/merge', {
      productIds: [kurta.id, dress.id, skirt.id],
    });
    expect(again.merged.sort()).toEqual([kurta.id, dress.id, skirt.id].sort());
    expect((await shopperCall<WishlistAnswer>(shopper, 'GET', '/wishlist')).items).toHaveLength(3);
  });

  it('marks a lower price and a restock, at phone and desktop width', async () => {
    const { page } = session;
    await ownerEdit(kurta, { new_price: 1499 });
    await ownerEdit(dress, { stock: 12, available: true });
    await page.reload();
    const kurtaItem = page.getByRole('article', { name: kurta.productname });
    await kurtaItem.getByText('Price dropped by ₹500').waitFor();
    await page.getByRole('article', { name: dress.productname }).getByText('Back in stock').waitFor();
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await page.setViewportSize(PHONE);
    await shootBothWidths(page, 'wishlist');
  });

  it('moves a piece to the cart once a size is chosen', async () => {
    const { page } = session;
    const item = page.getByRole('article', { name: kurta.productname });
    await item.getByRole('button', { name: 'Move to cart' }).click();
    await page.getByText('Please select a size.').waitFor();
    await item.getByRole('combobox', { name: 'Size' }).selectOption('M');
    await item.getByRole('button', { name: 'Move to cart' }).click();
    await page.getByText('Moved to your cart.').waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(2);
    await expect.poll(() => page.getByRole('link', { name: /^Cart \(1 item\)/ }).count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: 'Wishlist (2 items)' }).count()).toBe(1);
  });

  it('shows a product the owner removed as no longer available, and removes it; then the empty state', async () => {
    const { page } = session;
    // Someone's cart names the skirt, so the owner's delete archives it instead of erasing it.
    const other = await signUpShopper(shopUrl(), 'Rhea Das');
    await shopperCall(other, 'POST', '/cart', {
      userId: other.userId,
      product: skirt.id,
      size: 'S',
      color: 'teal',
    });
    await adminApi('DELETE', `/api/products/${skirt.id}`);
    await page.reload();
    const gone = page.getByRole('article', { name: skirt.productname });
    await gone.getByText('No longer available').waitFor();
    expect(await gone.getByRole('button', { name: 'Move to cart' }).count()).toBe(0);
    await gone.getByRole('button', { name: `Remove ${skirt.productname}` }).click();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await page
      .getByRole('article', { name: dress.productname })
      .getByRole('button', { name: `Remove ${dress.productname}` })
      .click();
    await page.getByRole('heading', { name: 'Your wishlist is empty' }).waitFor();
    await shootBothWidths(page, 'wishlist-empty');
    // A card of the product she un-hearted shows the heart unpressed again.
    const cards = (await (
      await fetch(`${shopUrl()}/api/products?category=Women%20Western&limit=48&sort=newest`)
    ).json()) as ProductCard[];
    expect(cards.some((c) => c.id === skirt.id)).toBe(false);
  });
});
