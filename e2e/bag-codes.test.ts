// Journey (issue 25, bag codes): the owner makes a first-order coupon in the admin offers page, on a piece of this
// journey's own; a new shopper types it in her cart, sees the discount and what the server charges, and pays her
// first order with it; on her second order the same code is refused with its sentence, and nothing is taken off.
import type { CartData } from '@zariya/shared/orders-api';
import { formatInr } from '@zariya/shared/pricing';
import type { Product } from '@zariya/shared/product';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProductAsOwner, openAdmin } from './support/admin.ts';
import { DESKTOP, openBrowser, type Session, shootBothWidths } from './support/browser.ts';
import { loginInBrowser, type Shopper, shopperApi, signUpShopper } from './support/shopper.ts';
import { shopUrl } from './support/shop.ts';

const summaryRow = (page: Page, label: string) =>
  page.locator(`dl[aria-label="Price summary"] dt:text-is("${label}") + dd`);
const CODE = `WELCOME${String(Date.now()).slice(-6)}`;

describe('a first-order code typed in the cart', () => {
  let owner: Session;
  let s: Session;
  let shopper: Shopper;
  let product: Product;
  const addToBag = () =>
    shopperApi<CartData>(shopper, '/cart', {
      userId: shopper.userId,
      product: product.id,
      size: 'Free Size',
      color: 'indigo',
    });
  /** The product in her bag, the cart open and the code typed in its coupon field and applied; gives the field. */
  const applyInCart = async () => {
    await addToBag();
    await s.page.goto('/cart');
    const field = s.page.getByRole('textbox', { name: `Coupon code for ${product.productname}` });
    await field.fill(CODE);
    await s.page.getByRole('button', { name: 'Apply', exact: true }).click();
    return field;
  };

  beforeAll(async () => {
    product = await addProductAsOwner(
      {
        brandname: 'Welcome Looms',
        productname: 'Welcome Journey Dupatta',
        category: 'Accessories',
        description: 'A soft chanderi dupatta.',
        new_price: '1500',
        old_price: '1800',
        material: 'Chanderi',
        available: 'true',
        stock: '6',
        sizes_0: 'Free Size',
        color_0: 'indigo',
      },
      { file: 'dupatta.png', background: '#3b3f8f' },
    );
    owner = await openBrowser(DESKTOP);
    shopper = await signUpShopper(shopUrl(), 'Kavya Nair');
    s = await openBrowser(DESKTOP);
    await loginInBrowser(s.page, shopper);
  });
  afterAll(async () => {
    await owner?.close();
    await s?.close();
  });

  it('the owner makes a first-order coupon in the offers page', async () => {
    const page = owner.page;
    await openAdmin(page, '/admin/offers/new');
    await page.getByRole('heading', { name: 'New offer', level: 1 }).waitFor();
    await page.getByLabel('Name').fill('Welcome: ₹200 off your first order');
    await page.getByLabel('Code (leave empty for an automatic offer)').fill(CODE);
    await page.getByLabel('Kind').selectOption('flat');
    await page.getByLabel('Rupees off (₹)').fill('200');
    await page.getByLabel('Applies to').selectOption('products');
    await page.getByLabel('Product ids').fill(String(product.id));
    await page.getByRole('switch', { name: /First order only/ }).click();
    await page.getByRole('button', { name: 'Create offer' }).click();
    await page.getByRole('heading', { name: 'Offers', level: 1 }).waitFor();
    const row = page.getByRole('listitem').filter({ hasText: 'Welcome: ₹200 off your first order' });
    await row.getByText('Live', { exact: true }).waitFor();
    expect(await row.getByText(CODE).count()).toBeGreaterThan(0);
  });

  it('a new shopper applies it on her first order, sees the discount and pays the server’s total', async () => {
    const page = s.page;
    await applyInCart();
    const held = page.getByTestId('bag-code');
    await held.getByText(`Code ${CODE} applied.`).waitFor();
    await page.getByTestId('cart-offers').getByText('You save ₹200').waitFor();
    const server = await shopperApi<CartData>(shopper, '/getCartData', { userId: shopper.userId });
    expect(server.couponCode).toBe(CODE);
    expect(server.summary).toMatchObject({ couponDiscount: 200, totalAmount: 1300 });
    await expect.poll(() => summaryRow(page, 'Total Amount').textContent()).toBe(formatInr(1300));
    expect(await summaryRow(page, 'Coupon Discount').textContent()).toBe(`-${formatInr(200)}`);
    await shootBothWidths(page, 'cart-bag-code');

    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL('**/buynow');
    const pay = page.getByRole('button', { name: `Pay ${formatInr(1300)}` });
    await pay.waitFor();
    await pay.click();
    const dialog = page.getByRole('dialog', { name: 'Test payment' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect
      .poll(() => page.getByText(/Payment successful\. Payment ID: \S+/).count())
      .toBeGreaterThan(0);
    // Bought: the cart lost the line and the code.
    const after = await shopperApi<CartData>(shopper, '/getCartData', { userId: shopper.userId });
    expect(after.cart).toEqual([]);
    expect(after.couponCode).toBeNull();
  });

  it('on her second order the code is refused with its sentence, and nothing is taken off', async () => {
    const page = s.page;
    const field = await applyInCart();
    await page.getByRole('alert').getByText('This offer is for your first order only.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('bag-code').count()).toBe(0);
    await expect.poll(() => summaryRow(page, 'Total Amount').textContent()).toBe(formatInr(1500));
    await shootBothWidths(page, 'cart-bag-code-refused');
  });
});
