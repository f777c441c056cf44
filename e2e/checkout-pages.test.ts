// Journey: the cart, checkout, orders and support pages as a shopper on a phone finds them (issue 32): a visitor's
// Orders page asks her to sign in; the log-in toast links to the login page, shows once however often she taps,
// stays clear of the page's top and does not follow her to the next page; the footer's "Raise a ticket" opens the
// ticket form; a reload of /buynow keeps the checkout; the confirmation opens at its top with the order number,
// the promised date and what was bought.
import { MESSAGES } from '@zariya/shared/constants';
import type { Product } from '@zariya/shared/product';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, PHONE, type Session, shootBothWidths } from './support/browser.ts';
import {
  buyOnePiece,
  loginInBrowser,
  openProductAndChoose,
  type Shopper,
  signUpShopper,
} from './support/shopper.ts';
import { shopUrl } from './support/shop.ts';

/** A well-stocked piece with an MRP above its price, so the confirmation and the summary have something to show. */
async function pickPiece(): Promise<Product> {
  const res = await fetch(`${shopUrl()}/api/products?limit=100&sort=price_asc`);
  const piece = ((await res.json()) as Product[]).find(
    (p) => p.available && (p.stock ?? 0) >= 20 && p.new_price >= 1000 && (p.old_price ?? 0) > p.new_price,
  );
  if (!piece) throw new Error('no demo product to buy');
  return piece;
}

const toasts = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

describe('cart, checkout, orders and support pages on a phone', () => {
  let visitor: Session;
  let shopperSession: Session;
  let shopper: Shopper;
  let piece: Product;

  beforeAll(async () => {
    piece = await pickPiece();
    shopper = await signUpShopper(shopUrl(), 'Lakshmi Rao');
    await buyOnePiece(shopper);
    visitor = await openBrowser(PHONE);
    shopperSession = await openBrowser(PHONE);
  });
  afterAll(async () => {
    await visitor?.close();
    await shopperSession?.close();
  });

  it("asks a signed-out visitor to sign in from the header's Orders icon, at once", async () => {
    const page = visitor.page;
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL('**/yourorder');
    const started = Date.now();
    const heading = page.getByRole('heading', { name: 'Log in to see your orders' });
    await heading.waitFor({ timeout: 3_000 });
    expect(Date.now() - started).toBeLessThan(3_000);
    const login = page.getByRole('main').getByRole('link', { name: 'Login/Sign up' });
    expect(await login.getAttribute('href')).toBe('/loginpage');
    // No grey placeholders waiting for orders that never come.
    expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
    await shootBothWidths(page, 'orders-visitor');
  });

  it('gives "Please log in to add items to your cart." a way to log in, once, clear of the page top', async () => {
    const page = visitor.page;
    await page.setViewportSize(PHONE);
    await openProductAndChoose(page, piece);
    const add = page.getByRole('button', { name: 'Add to Cart' }).first();
    await add.click();
    await add.click();
    await add.click();
    const toast = toasts(page, MESSAGES.loginToAddToCart);
    await toast.first().waitFor();
    await page.waitForTimeout(500);
    expect(await toast.count()).toBe(1);
    // On a phone it rises from the bottom: the header and the page's first lines stay in view.
    const box = (await toast.boundingBox())!;
    expect(box.y).toBeGreaterThan(PHONE.height / 2);
    const close = toast.getByRole('button', { name: 'Close notification' });
    const closeBox = (await close.boundingBox())!;
    expect(closeBox.width).toBeGreaterThanOrEqual(44);
    expect(closeBox.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({
      path: `${process.env.SHOTS_DIR ?? 'test-results/screenshots/'}toast-login-390.png`,
    });

    const login = toast.getByRole('link', { name: 'Log in' });
    expect(await login.getAttribute('href')).toBe('/loginpage');
    await login.click();
    await page.waitForURL('**/loginpage');
  });

  it('leaves a toast behind when the shopper moves to another page', async () => {
    const page = visitor.page;
    await openProductAndChoose(page, piece);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await toasts(page, MESSAGES.loginToAddToCart).first().waitFor();
    await page.waitForTimeout(1_200);
    await page.getByRole('link', { name: /^Cart/ }).first().click();
    await page.waitForURL('**/cart');
    await expect.poll(() => toasts(page, MESSAGES.loginToAddToCart).count()).toBe(0);
  });

  it('opens the ticket form from the footer\'s "Raise a ticket"', async () => {
    const page = shopperSession.page;
    await loginInBrowser(page, shopper, '/');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Raise a ticket' });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await page.waitForURL('**/yourorder?tab=raise');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Raise Ticket' }).getAttribute('aria-selected'))
      .toBe('true');
    await page.getByRole('combobox', { name: /Problem type/ }).waitFor();
    expect(await page.getByRole('textbox', { name: /Subject/ }).count()).toBe(1);
    await shootBothWidths(page, 'orders-raise-ticket');
  });

  it('keeps the checkout across a reload of /buynow, then confirms the order at the top', async () => {
    const page = shopperSession.page;
    await page.setViewportSize(PHONE);
    await openProductAndChoose(page, piece);
    await page.getByRole('button', { name: 'Buy Now' }).first().click();
    await page.waitForURL('**/buynow');
    const pay = page.getByRole('button', { name: /^Pay ₹/ });
    await pay.waitFor();
    // The history entry loses its state, as when a phone restores a tab: the tab's own copy brings it back.
    await page.evaluate(() => window.history.replaceState(null, ''));
    await page.reload();
    await pay.waitFor({ timeout: 10_000 });
    expect(await page.getByText(piece.productname).count()).toBeGreaterThan(0);
    await shootBothWidths(page, 'buy-now');

    await page.setViewportSize(PHONE);
    await pay.scrollIntoViewIfNeeded();
    await pay.click();
    const dialog = page.getByRole('dialog', { name: 'Test payment' });
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    const thanks = page.getByRole('heading', { name: 'Thank you for your order' });
    await thanks.waitFor();
    // In view without scrolling: the page was at its foot, by the Pay button.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const box = (await thanks.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(PHONE.height);
    await expect.poll(() => page.getByText(/^Order number \d+$/).count()).toBe(1);
    await expect.poll(() => page.getByText(/^Arriving by /).count()).toBe(1);
    expect(await page.getByRole('main').getByText(piece.productname, { exact: true }).count()).toBe(1);
    expect(await page.getByText(/Payment successful\. Payment ID: \S+/).count()).toBeGreaterThan(0);
    await shootBothWidths(page, 'order-confirmation');

    // A reload shows the confirmation again, never the Pay button for what is already bought.
    await page.reload();
    await thanks.waitFor();
    expect(await page.getByRole('button', { name: /^Pay ₹/ }).count()).toBe(0);
  });
});
