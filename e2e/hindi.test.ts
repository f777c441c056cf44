// Journey (issue 14 item 6, decision 0033): a visitor switches the shop to हिन्दी in the header; the server then
// draws her pages in Hindi from the first byte (no English first paint) and the browser takes them over without
// a mismatch; the shopper pages read in Hindi with no English left outside catalogue data, and prices keep the
// Indian grouping; she signs in and the choice is saved to her account; in a fresh browser, signing in brings
// Hindi back; switching back to English from a signed-in browser saves English.
import { randomInt } from 'node:crypto';
import { request } from 'node:http';
import type { Product } from '@zariya/shared/product';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProductAsOwner } from './support/admin.ts';
import { DESKTOP, openBrowser, type Session, shootBothWidths } from './support/browser.ts';
import { describeFindings, englishOnPage } from './support/hindi.ts';
import { buyOnePiece, type Shopper, signUpShopper } from './support/shopper.ts';
import { shopUrl } from './support/shop.ts';

const suffix = Date.now().toString(36);
const DEVANAGARI = /[\u0900-\u097F]/;

/** The Set-Cookie a password login answers from a browser that has chosen no language (a new device). */
function cookieAtNewDeviceLogin(shopper: Shopper): Promise<string | undefined> {
  const payload = JSON.stringify({ mobileNumber: shopper.mobile, password: shopper.password });
  return new Promise((resolve, reject) => {
    const req = request(
      `${shopUrl()}/api/login`,
      {
        method: 'POST',
        // An address of its own, as shopper.ts does: the shop's per-address login limit is for strangers.
        localAddress: `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`login answered ${res.statusCode}`));
          else resolve(res.headers['set-cookie']?.join('; '));
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Signs in through the login page's form (found by its fields: its labels change with the language). */
async function signInThroughForm(page: Page, shopper: Shopper) {
  await page.goto('/loginpage');
  const form = page.locator('form').filter({ has: page.locator('input[autocomplete="current-password"]') });
  await form.locator('input[autocomplete="tel-national"]').fill(shopper.mobile);
  await form.locator('input[autocomplete="current-password"]').fill(shopper.password);
  await form.locator('button[type="submit"]').click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
/** The header's Orders link (the account menu links to the orders too, under another name). */
const ordersLink = (page: Page) => page.locator('header a[href="/yourorder"]:has(svg.lucide-package)').last();
const languageCookie = async (session: Session) =>
  (await session.context.cookies()).find((c) => c.name === 'zariya_lang')?.value;

describe('the shop in Hindi', () => {
  let session: Session;
  let problems: string[];
  let lakhPiece: Product;
  let shopper: Shopper;
  let orderId: string;

  beforeAll(async () => {
    // A piece priced over a lakh, to see the Indian digit grouping (₹1,25,000) in Hindi.
    lakhPiece = await addProductAsOwner(
      {
        brandname: 'Kashi Looms',
        productname: `Banarasi Bridal Saree ${suffix}`,
        category: 'Saree',
        description: 'Handwoven silk with real zari.',
        new_price: '125000',
        old_price: '150000',
        material: 'Silk',
        available: 'true',
        stock: '3',
        sizes_0: 'Free Size',
        color_0: 'red',
      },
      { file: 'bridal.png', background: '#8a1c2b' },
    );
    shopper = await signUpShopper(shopUrl(), 'Sunita Yadav');
    orderId = String((await buyOnePiece(shopper)).id);
    session = await openBrowser(DESKTOP);
    problems = [];
    session.page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    session.page.on('pageerror', (e) => problems.push(e.message));
  });
  afterAll(async () => session?.close());

  it('switches to हिन्दी from the header: the header reads in Hindi and the choice is kept in a cookie', async () => {
    const { page } = session;
    await page.goto('/');
    expect(await htmlLang(page)).toBe('en-IN');
    expect(await ordersLink(page).textContent()).toContain('Orders');

    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect.poll(() => htmlLang(page)).toBe('hi');
    await expect.poll(() => ordersLink(page).textContent()).toContain('ऑर्डर');
    expect(await page.getByRole('button', { name: 'English' }).count()).toBe(1);
    expect(await languageCookie(session)).toBe('hi');
  });

  it('reloads: the server draws home in Hindi from the first byte, and the browser takes it over without a mismatch', async () => {
    const { page } = session;
    problems.length = 0;
    const response = await page.reload();
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<html lang="hi">/);
    expect(html).toContain('<script type="application/json" id="zariya-state">');
    expect(html).toContain('>ऑर्डर</span>');
    expect(response?.headers()['cache-control']).toBe('private, no-cache');
    expect(response?.headers().vary?.toLowerCase()).toContain('cookie');
    await page.waitForLoadState('networkidle');
    expect(await htmlLang(page)).toBe('hi');
    expect(await ordersLink(page).textContent()).toContain('ऑर्डर');
    expect(problems).toEqual([]);
    await shootBothWidths(page, 'hindi-home');

    // A browser without the cookie gets English, drawn for everyone.
    const english = await fetch(`${shopUrl()}/`);
    const englishHtml = await english.text();
    expect(englishHtml).toMatch(/<html lang="en-IN">/);
    expect(englishHtml).not.toContain('ऑर्डर');
  });

  it('draws a category page and a product page in Hindi too, and shows prices with Indian grouping', async () => {
    const { page } = session;
    for (const path of ['/saree', `/product/${lakhPiece.id}`]) {
      const res = await fetch(`${shopUrl()}${path}`, { headers: { cookie: 'zariya_lang=hi' } });
      const html = await res.text();
      expect(html, path).toMatch(/<html lang="hi">/);
      expect(html, path).toContain('ऑर्डर');
    }
    problems.length = 0;
    await page.goto(`/product/${lakhPiece.id}`);
    await page.waitForLoadState('networkidle');
    expect(await htmlLang(page)).toBe('hi');
    await expect.poll(() => page.getByText('₹1,25,000').count()).toBeGreaterThan(0);
    expect(await page.getByText('₹1,50,000').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await shootBothWidths(page, 'hindi-product');
  });

  // The Hindi page check: no English outside catalogue data on the shopper's pages.
  const visitorPages: Array<[string, () => string]> = [
    ['home', () => '/'],
    ['a category page', () => '/saree'],
    ['a product page', () => `/product/${lakhPiece.id}`],
    ['the cart', () => '/cart'],
    ['the login page', () => '/loginpage'],
    ['the wishlist', () => '/wishlist'],
  ];
  it.each(visitorPages)('shows %s with no English left', async (where, path) => {
    const { page } = session;
    await page.goto(path());
    await page.waitForLoadState('networkidle');
    expect(await htmlLang(page)).toBe('hi');
    const findings = await englishOnPage(page);
    console.log(describeFindings(`${where} (${path()})`, findings));
    expect(describeFindings(where, findings)).toBe(`${where}: no English`);
  });

  it('redraws in Hindi a page that a cache handed over in English, without a hydration error', async () => {
    const { page } = session;
    // A CDN that ignored `Vary: Cookie` would answer the English copy it keeps for everyone.
    const englishCopy = await (await fetch(`${shopUrl()}/saree`)).text();
    expect(englishCopy).toMatch(/<html lang="en-IN">/);
    await page.route('**/saree', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: englishCopy }),
    );
    try {
      problems.length = 0;
      await page.goto('/saree');
      await expect.poll(() => htmlLang(page)).toBe('hi');
      await expect.poll(() => ordersLink(page).textContent()).toContain('ऑर्डर');
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    } finally {
      await page.unroute('**/saree');
    }
  });

  it('signs in from the Hindi page: the shop stays in Hindi and her account keeps the choice', async () => {
    const { page } = session;
    // Her account was made elsewhere, in English: this browser's choice wins and is saved to it.
    expect(await cookieAtNewDeviceLogin(shopper)).toBeUndefined();
    await signInThroughForm(page, shopper);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(await htmlLang(page)).toBe('hi');
    expect(await languageCookie(session)).toBe('hi');
    expect(await cookieAtNewDeviceLogin(shopper)).toMatch(
      /zariya_lang=hi; Path=\/; Max-Age=\d+; SameSite=Lax/,
    );
  });

  it('shows her order tracking with no English left', async () => {
    const { page } = session;
    await page.goto(`/trackorder/${orderId}`);
    await page.waitForLoadState('networkidle');
    const findings = await englishOnPage(page);
    console.log(describeFindings(`trackorder (/trackorder/${orderId})`, findings));
    expect(describeFindings('trackorder', findings)).toBe('trackorder: no English');
  });

  it('brings Hindi back when she signs in on a fresh browser', async () => {
    const fresh = await openBrowser(DESKTOP);
    try {
      const { page } = fresh;
      await page.goto('/');
      expect(await htmlLang(page)).toBe('en-IN');
      await signInThroughForm(page, shopper);
      await expect.poll(() => htmlLang(page)).toBe('hi');
      await expect.poll(() => ordersLink(page).textContent()).toContain('ऑर्डर');
      expect(await languageCookie(fresh)).toBe('hi');
      // And the server draws her next page in Hindi.
      const response = await page.reload();
      expect(await response?.text()).toMatch(/<html lang="hi">/);

      // Back to English from the header, signed in: saved to her account as well.
      await page.getByRole('button', { name: 'English' }).click();
      await expect.poll(() => htmlLang(page)).toBe('en-IN');
      await expect.poll(() => ordersLink(page).textContent()).toContain('Orders');
      expect(DEVANAGARI.test((await ordersLink(page).textContent()) ?? '')).toBe(false);
      await expect.poll(() => cookieAtNewDeviceLogin(shopper)).toBeUndefined();
    } finally {
      await fresh.close();
    }
  });
});
