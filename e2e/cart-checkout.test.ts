// Journey: a shopper adds two pieces from their product pages, applies PROMO2024 to one line and to the bag,
// checks the price summary against the shared rules, checks out through the test payment dialog, finds the
// order under Your Multi Orders and on its tracking page; then buys one piece with Buy Now.
import AxeBuilder from '@axe-core/playwright';
import { MESSAGES } from '@zariya/shared/constants';
import { formatDisplayDate } from '@zariya/shared/dates';
import { orderPromiseDate } from '@zariya/shared/delivery-promise';
import { priceCartLines } from '@zariya/shared/cart-pricing';
import { PROMO2024_TERMS } from '@zariya/shared/offers';
import type { CartData } from '@zariya/shared/orders-api';
import { cartSummary, formatInr, pricedCartLine } from '@zariya/shared/pricing';
import type { Product } from '@zariya/shared/product';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProductAsOwner, adminApi } from './support/admin.ts';
import { DESKTOP, openBrowser, PHONE, type Session, shootBothWidths } from './support/browser.ts';
import { loginInBrowser, openProductAndChoose, type Shopper, signUpShopper } from './support/shopper.ts';
import { shopUrl } from './support/shop.ts';

async function shopperApi<T>(shopper: Shopper, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${shopUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
    body: JSON.stringify({ userId: shopper.userId, ...(body as object) }),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

/** Two well-stocked pieces (the cheapest, so the ₹100 shipping fee is likely part of the sums). */
async function pickProducts(count: number, skip: number[] = []): Promise<Product[]> {
  const res = await fetch(`${shopUrl()}/api/products?limit=100&sort=price_asc`);
  const all = (await res.json()) as Product[];
  return all
    .filter((p) => p.available && (p.stock ?? 0) >= 20 && !skip.includes(p.id))
    .sort((a, b) => a.new_price - b.new_price)
    .slice(0, count);
}

/** Opens the product page, picks its first colour and size, and presses `button`. */
async function fromProductPage(page: Page, product: Product, button: 'Add to Cart' | 'Buy Now') {
  await openProductAndChoose(page, product);
  // The page's own button; on a phone the sticky bar repeats it once the page's button scrolls away.
  await page.getByRole('button', { name: button }).first().click();
}

/** A product of this journey's own (so taking it off sale disturbs no other journey), added by the owner. */
async function addOwnProduct(name: string): Promise<Product> {
  return addProductAsOwner(
    {
      brandname: 'Journey Looms',
      productname: name,
      category: 'Accessories',
      description: 'A light Chanderi dupatta.',
      new_price: '450',
      old_price: '600',
      material: 'Chanderi',
      available: 'true',
      stock: '30',
      sizes_0: 'Free Size',
      color_0: 'teal',
    },
    { file: 'dupatta.png', background: '#1f6f6a' },
  );
}

function summaryRow(page: Page, label: string) {
  return page.locator(`dl[aria-label="Price summary"] dt:text-is("${label}") + dd`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const shoot = shootBothWidths;

describe('cart, checkout and orders', () => {
  let s: Session;
  let shopper: Shopper;
  let bag: Product[];
  let bundleRef = '';

  beforeAll(async () => {
    shopper = await signUpShopper(shopUrl(), 'Kavya Nair');
    bag = await pickProducts(2);
    expect(bag).toHaveLength(2);
    s = await openBrowser(DESKTOP);
    await loginInBrowser(s.page, shopper);
  });
  afterAll(async () => s?.close());

  it('asks a logged-out visitor to log in on the cart page', async () => {
    const visitor = await openBrowser(PHONE);
    try {
      await visitor.page.goto('/cart');
      await expect
        .poll(() => visitor.page.getByRole('heading', { name: 'Log in to see your cart' }).count())
        .toBe(1);
      expect(
        await visitor.page.getByRole('link', { name: 'Login/Sign up' }).last().getAttribute('href'),
      ).toBe('/loginpage');
    } finally {
      await visitor.close();
    }
  });

  it('adds two pieces from their product pages; the badge counts them without a reload', async () => {
    const page = s.page;
    for (const [index, product] of bag.entries()) {
      await fromProductPage(page, product, 'Add to Cart');
      await expect.poll(() => page.getByText('Product added to cart!').count()).toBeGreaterThan(0);
      await expect
        .poll(() => page.getByRole('link', { name: new RegExp(`Cart.*\\(${index + 1} items?\\)`) }).count())
        .toBe(1);
    }
    // The same piece again is refused with the spec's message.
    await fromProductPage(page, bag[0], 'Add to Cart');
    await expect.poll(() => page.getByText(MESSAGES.alreadyInCart).count()).toBeGreaterThan(0);
  });

  it('changes a quantity and back: minus is disabled at 1 and the figures follow', async () => {
    const page = s.page;
    await page.goto('/cart');
    const name = bag[1].productname;
    const minus = page.getByRole('button', { name: `Decrease quantity of ${name}` });
    await minus.waitFor();
    expect(await minus.isDisabled()).toBe(true);
    await page.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await expect.poll(() => summaryRow(page, 'Qty').textContent()).toBe('3');
    await expect.poll(() => minus.isDisabled()).toBe(false);
    await minus.click();
    await expect.poll(() => summaryRow(page, 'Qty').textContent()).toBe('2');
    await expect.poll(() => minus.isDisabled()).toBe(true);
  });

  it('deletes a line: it leaves the list and the badge at once', async () => {
    const page = s.page;
    const [extra] = await pickProducts(
      1,
      bag.map((p) => p.id),
    );
    await shopperApi(shopper, '/cart', {
      product: extra.id,
      size: extra.sizes[0] ?? '',
      color: extra.colors[0] ?? '',
    });
    await page.reload();
    await expect.poll(() => summaryRow(page, 'Qty').textContent()).toBe('3');
    await page.getByRole('button', { name: `Delete ${extra.productname} from cart` }).click();
    await expect.poll(() => page.getByText(MESSAGES.removedFromCart).count()).toBeGreaterThan(0);
    await expect.poll(() => summaryRow(page, 'Qty').textContent()).toBe('2');
    // Only the cart's own list: "You may also like" below may rightly offer the piece just removed.
    const lines = page.getByRole('region', { name: 'Items in your cart' });
    expect(await lines.getByRole('link', { name: extra.productname }).count()).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: /Cart.*\(2 items\)/ }).count()).toBe(1);
  });

  it('blocks checkout while a line is out of stock, with the spec message', async () => {
    const page = s.page;
    const piece = await addOwnProduct(`Chanderi Dupatta ${Date.now().toString(36)}`);
    await shopperApi(shopper, '/cart', { product: piece.id, size: 'Free Size', color: 'teal' });
    await adminApi('PUT', `/api/updateproducts/${piece.id}`, { ...piece, available: false });
    await page.reload();
    await expect.poll(() => page.getByText(/Out of stock: please remove it/).count()).toBe(1);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect.poll(() => page.getByText(MESSAGES.cartHasOutOfStock).count()).toBeGreaterThan(1);
    expect(new URL(page.url()).pathname).toBe('/cart');
    await page.getByRole('button', { name: `Delete ${piece.productname} from cart` }).click();
    await expect.poll(() => summaryRow(page, 'Qty').textContent()).toBe('2');
    // The notice beside the price details goes at once (the toast fades on its own).
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: MESSAGES.cartHasOutOfStock }).count())
      .toBe(0);
  });

  it('applies PROMO2024 to one line and to the bag, once each', async () => {
    const page = s.page;
    const lineField = page.getByRole('textbox', { name: `Coupon code for ${bag[0].productname}` });
    const lineForm = page.locator('form').filter({ has: lineField });

    await lineForm.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByText(MESSAGES.enterCoupon).count()).toBeGreaterThan(0);
    await lineField.fill('promo2024');
    await lineForm.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByText(MESSAGES.invalidCoupon).count()).toBeGreaterThan(0);

    await lineField.fill('PROMO2024');
    await lineForm.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByText(MESSAGES.lineCouponApplied).count()).toBeGreaterThan(0);
    await lineForm.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByText(MESSAGES.lineCouponAlreadyApplied).count()).toBeGreaterThan(0);

    const bagField = page.getByRole('textbox', { name: 'Coupon code for the whole bag' });
    await bagField.fill('PROMO2024');
    await page.locator('form').filter({ has: bagField }).getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByText(MESSAGES.bundleCouponApplied).count()).toBeGreaterThan(0);
  });

  it('shows the summary the shared rules compute, equal to the server figures', async () => {
    const page = s.page;
    // MRP is the printed (old) price; the discount on MRP is its own line (issue 32, item 11).
    const expected = cartSummary(
      [
        pricedCartLine({ ...bag[0], quantity: 1, couponApplied: true }),
        pricedCartLine({ ...bag[1], quantity: 1, couponApplied: false }),
      ],
      { bundleCoupon: true },
    );
    const server = await shopperApi<CartData>(shopper, '/getCartData', {});
    expect(server.summary).toMatchObject(expected);
    // The server prices through the offers engine (decision 0050): with PROMO2024 the only offer applied, the
    // engine's figures over the same lines are the shared rules' and the server's.
    expect(server.offers?.applied.map((o) => o.code)).toEqual(['PROMO2024']);
    const engine = priceCartLines(
      server.cart.map((l) => ({ ...l, variantId: l.variantId ?? null, category: l.category ?? '' })),
      {
        bundleCoupon: true,
        offers: [
          { ...PROMO2024_TERMS, id: server.offers!.applied[0].offerId, status: 'active', usedCount: 0 },
        ],
        shopper: { ordersByAccount: 0, ordersByPhone: 0, usesByOffer: {} },
        now: new Date(),
      },
    );
    expect(engine.summary).toEqual(server.summary);
    expect(engine.offers).toEqual(server.offers);

    await expect
      .poll(() => summaryRow(page, 'Total Amount').textContent())
      .toBe(formatInr(expected.totalAmount));
    expect(await summaryRow(page, 'Total MRP').textContent()).toBe(formatInr(expected.totalMrp));
    const mrpOf = (p: Product) => Math.max(p.new_price, p.old_price ?? 0);
    expect(expected.totalMrp).toBe(mrpOf(bag[0]) + mrpOf(bag[1]));
    if (expected.mrpDiscount > 0) {
      expect(await summaryRow(page, 'Discount on MRP').textContent()).toBe(
        `-${formatInr(expected.mrpDiscount)}`,
      );
    }
    expect(await summaryRow(page, 'Qty').textContent()).toBe('2');
    expect(await summaryRow(page, 'Coupon Discount').textContent()).toBe(
      `-${formatInr(expected.couponDiscount)}`,
    );
    expect(await summaryRow(page, 'Platform Fee').textContent()).toBe('Free');
    expect(await summaryRow(page, 'Shipping Fee').textContent()).toBe(
      expected.shippingFee > 0 ? formatInr(expected.shippingFee) : 'Free',
    );
    // A screen reader announces the summary as a list of terms, each with its figure.
    const axe = await new AxeBuilder({ page }).include('dl[aria-label="Price summary"]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await shoot(page, 'cart');
  });

  it('checks out through the test payment dialog', async () => {
    const page = s.page;
    const server = await shopperApi<CartData>(shopper, '/getCartData', {});
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL('**/buynow');
    const pay = page.getByRole('button', { name: `Pay ${formatInr(server.summary.totalAmount)}` });
    await pay.waitFor();
    await expect.poll(() => page.getByText('Deliver to').count()).toBeGreaterThan(0);
    await shoot(page, 'buy-now');

    await pay.click();
    const dialog = page.getByRole('dialog', { name: 'Test payment' });
    await dialog.waitFor();
    expect(await dialog.getByText('Test mode.').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect
      .poll(() => page.getByText(/Payment successful\. Payment ID: \S+/).count())
      .toBeGreaterThan(0);
    const track = page.getByRole('link', { name: 'Track your order' });
    bundleRef = decodeURIComponent((await track.getAttribute('href'))?.split('/').pop() ?? '');
    expect(bundleRef).toMatch(/^B-\d+$/);

    // The cart was emptied by the purchase.
    await expect.poll(() => page.getByRole('link', { name: /Cart.*items?\)/ }).count()).toBe(0);
  });

  it('lists the order under Your Multi Orders and tracks it', async () => {
    const page = s.page;
    await page.goto('/yourorder');
    await page.getByRole('tab', { name: 'Your Multi Orders' }).click();
    const card = page.getByRole('article', { name: new RegExp(`order ${bundleRef}$`) });
    await card.waitFor();
    for (const product of bag) expect(await card.getByText(product.productname).count()).toBe(1);
    const order = (
      await shopperApi<{
        bundleOrders: Array<{ orderRef: string; date: string; promisedBy?: string | null }>;
      }>(shopper, '/getUserBundleOrders', {})
    ).bundleOrders.find((o) => o.orderRef === bundleRef);
    expect(order).toBeDefined();
    // Order date + 7 days, or the date promised for the pincode once the owner has set delivery zones.
    const by = formatDisplayDate(orderPromiseDate(order!));
    expect(await card.getByText(`Will be delivered before ${by}`).count()).toBe(1);
    await shoot(page, 'your-orders');

    await card.getByRole('link', { name: `Track order ${bundleRef}` }).click();
    await page.waitForURL(`**/trackorder/${bundleRef}`);
    const bar = page.getByRole('progressbar', { name: 'Delivery progress' });
    await bar.waitFor();
    expect(await bar.getAttribute('aria-valuenow')).toBe('25');
    for (const step of ['Ordered', 'Packed', 'Shipped', 'Delivered']) {
      expect(await page.getByRole('listitem').filter({ hasText: step }).count()).toBeGreaterThan(0);
    }
    expect(await page.getByText(bag[0].productname).count()).toBeGreaterThan(0);
    await shoot(page, 'track-order');
  });

  it('buys one piece with Buy Now from its product page', async () => {
    const page = s.page;
    const [piece] = await pickProducts(
      1,
      bag.map((p) => p.id),
    );
    await page.setViewportSize(PHONE);
    await fromProductPage(page, piece, 'Buy Now');
    await page.waitForURL('**/buynow');
    const total = cartSummary([{ unitPrice: piece.new_price, quantity: 1, couponApplied: false }], {
      bundleCoupon: false,
    }).totalAmount;
    await page.getByRole('button', { name: `Pay ${formatInr(total)}` }).click();

    // A declined test payment first: nothing is bought and the shopper can try again.
    const dialog = page.getByRole('dialog', { name: 'Test payment' });
    await dialog.getByRole('button', { name: 'Fail' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .filter({ hasText: /Payment failed/ })
          .count(),
      )
      .toBe(1);

    await page.getByRole('button', { name: `Pay ${formatInr(total)}` }).click();
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect
      .poll(() => page.getByText(/Payment successful\. Payment ID: \S+/).count())
      .toBeGreaterThan(0);

    const { allOrders } = await shopperApi<{ allOrders: Array<{ productId: number; price: number }> }>(
      shopper,
      '/getUserOrders',
      {},
    );
    expect(allOrders.filter((o) => o.productId === piece.id)).toEqual([
      expect.objectContaining({ productId: piece.id, price: total }),
    ]);
    await page.goto('/yourorder');
    await page.getByRole('tab', { name: 'Your Single Orders' }).click();
    await expect
      .poll(() => page.getByRole('article', { name: new RegExp(escapeRegExp(piece.productname)) }).count())
      .toBe(1);
  });

  it("says so when Razorpay's checkout.js cannot be loaded", async () => {
    const page = s.page;
    // The shop answers as if Razorpay were configured; the browser cannot reach checkout.razorpay.com.
    await page.route('**/api/createOrder', async (route) => {
      const response = await route.fetch();
      const json = { ...(await response.json()), provider: 'razorpay', keyId: 'rzp_test_e2e' };
      await route.fulfill({ response, json });
    });
    let scriptRequested = false;
    await page.route('https://checkout.razorpay.com/**', (route) => {
      scriptRequested = true;
      return route.abort();
    });
    try {
      const [piece] = await pickProducts(
        1,
        bag.map((p) => p.id),
      );
      await fromProductPage(page, piece, 'Buy Now');
      await page.getByRole('button', { name: /^Pay ₹/ }).click();
      await expect
        .poll(() => page.getByRole('alert').filter({ hasText: MESSAGES.razorpayMissing }).count())
        .toBe(1);
      expect(scriptRequested).toBe(true);
      expect(await page.getByRole('dialog', { name: 'Test payment' }).count()).toBe(0);
    } finally {
      await page.unrouteAll();
    }
  });

  it('explains a missing purchase on /buynow and checks the offers coupon entry', async () => {
    const page = s.page;
    // A new visit (not a reload of the payment page, which keeps its state) with nothing to pay for.
    await page.goto('/offers');
    await page.goto('/buynow');
    await expect.poll(() => page.getByRole('heading', { name: 'Nothing to pay for yet' }).count()).toBe(1);
    await page.goto('/offers');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect.poll(() => page.getByText(MESSAGES.enterCoupon).count()).toBeGreaterThan(0);
  });
});
