// Journey (issue 25, decision 0050 "Wiring (as built)"): the owner makes an automatic offer on a piece of this
// journey's own; a shopper with that piece in her bag sees the offer applied in the cart with what it saves, the
// hint that would unlock free delivery, and the summary the server charges; the product page names the offer.
import type { CartData } from '@zariya/shared/orders-api';
import { formatInr } from '@zariya/shared/pricing';
import type { Product } from '@zariya/shared/product';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProductAsOwner, adminApi } from './support/admin.ts';
import { DESKTOP, openBrowser, type Session, shootBothWidths } from './support/browser.ts';
import { loginInBrowser, type Shopper, shopperApi, signUpShopper } from './support/shopper.ts';
import { shopUrl } from './support/shop.ts';

const summaryRow = (page: Page, label: string) =>
  page.locator(`dl[aria-label="Price summary"] dt:text-is("${label}") + dd`);

describe('offers in the cart', () => {
  let s: Session;
  let shopper: Shopper;
  let product: Product;

  beforeAll(async () => {
    // Few pieces, so journeys that pick well-stocked cheap pieces never take this one (its offer stays here).
    product = await addProductAsOwner(
      {
        brandname: 'Offer Looms',
        productname: 'Offer Journey Stole',
        category: 'Accessories',
        description: 'A light cotton stole.',
        new_price: '450',
        old_price: '600',
        material: 'Cotton',
        available: 'true',
        stock: '5',
        sizes_0: 'Free Size',
        color_0: 'teal',
      },
      { file: 'stole.png', background: '#2b6f8a' },
    );
    await adminApi('POST', '/api/admin/offers', {
      name: 'Stole week: ₹50 off',
      kind: 'flat',
      amountInr: 50,
      scope: { kind: 'products', productIds: [product.id] },
    });
    shopper = await signUpShopper(shopUrl(), 'Ritu Sharma');
    await shopperApi(shopper, '/cart', {
      userId: shopper.userId,
      product: product.id,
      size: 'Free Size',
      color: 'teal',
    });
    s = await openBrowser(DESKTOP);
    await loginInBrowser(s.page, shopper);
  });
  afterAll(async () => s?.close());

  it('shows the automatic offer applied, the unlock hint and the server’s figures', async () => {
    const page = s.page;
    await page.goto('/cart');
    const offers = page.getByTestId('cart-offers');
    await offers.waitFor();
    expect(await offers.getByText('Offers applied').count()).toBe(1);
    expect(await offers.getByText('Stole week: ₹50 off').count()).toBe(1);
    expect(await offers.getByText('You save ₹50').count()).toBe(1);
    // ₹450 − ₹50 = ₹400 of goods: ₹600 more for free delivery.
    expect(await page.getByTestId('cart-offer-hint').textContent()).toBe('Add ₹600 more for free delivery');
    const server = await shopperApi<CartData>(shopper, '/getCartData', { userId: shopper.userId });
    expect(server.summary).toMatchObject({ couponDiscount: 50, shippingFee: 100 });
    await expect
      .poll(() => summaryRow(page, 'Total Amount').textContent())
      .toBe(formatInr(server.summary.totalAmount));
    expect(await summaryRow(page, 'Coupon Discount').textContent()).toBe(`-${formatInr(50)}`);
    await shootBothWidths(page, 'cart-offers');
  });

  it('names the offer on the product page once the page is up', async () => {
    const page = s.page;
    await page.goto(`/product/${product.id}`);
    await expect.poll(() => page.getByTestId('best-offer').textContent()).toContain('Stole week: ₹50 off');
  });
});
