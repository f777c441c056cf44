// Journey: the owner sets the delivery zones; a shopper's address form fills city and state from the pincode and
// names an unknown one; the product page's "Check delivery" answers the date for a pincode, a pincode not served
// and an unknown one, and remembers the last pincode for the next visit.
import { formatDisplayDate } from '@zariya/shared/dates';
import { promisedDeliveryDate } from '@zariya/shared/delivery-promise';
import { DEFAULT_COD_SETTINGS } from '@zariya/shared/cod';
import { PINCODE_MESSAGES } from '@zariya/shared/pincode-api';
import type { Product, ProductCard } from '@zariya/shared/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, openAdmin } from './support/admin.ts';
import { DESKTOP, openBrowser, type Session, shootBothWidths } from './support/browser.ts';
import { loginInBrowser, openProductAndChoose, signUpShopper } from './support/shopper.ts';
import { shopUrl } from './support/shop.ts';

describe('pincode delivery promise', () => {
  let s: Session;
  let product: ProductCard;
  beforeAll(async () => {
    s = await openBrowser(DESKTOP);
    // Pay on delivery as a new shop has it (off): a COD journey before this one on the same shop may have turned it on.
    await adminApi('PUT', '/api/admin/cod-settings', DEFAULT_COD_SETTINGS);
    const res = await fetch(`${shopUrl()}/api/products?limit=1`);
    [product] = (await res.json()) as ProductCard[];
  });
  afterAll(async () => s?.close());

  it('lets the owner set the shop pincode, the days per zone and a pincode not served', async () => {
    const { page } = s;
    await openAdmin(page, '/admin');
    await page.getByRole('link', { name: 'Delivery', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Delivery settings' }).count()).toBe(1);
    const origin = page.getByRole('textbox', { name: 'Ships from pincode' });
    await origin.fill('999999');
    await page.getByRole('button', { name: 'Save delivery settings' }).click();
    await expect.poll(() => page.getByText(PINCODE_MESSAGES.unknownOrigin('999999')).count()).toBe(1);

    await origin.fill('560001');
    await page.getByRole('spinbutton', { name: 'Metro to metro' }).fill('4');
    await page.getByRole('spinbutton', { name: 'Rest of India' }).fill('6');
    await page.getByRole('textbox', { name: 'Pincodes not served' }).fill('744301, 744302');
    await page.getByRole('button', { name: 'Save delivery settings' }).click();
    await expect.poll(() => page.getByText(PINCODE_MESSAGES.settingsSaved).count()).toBe(1);
    await expect.poll(() => page.getByText('Bengaluru, Karnataka').count()).toBe(1);
    await shootBothWidths(page, 'pincode-admin-delivery-settings');

    const saved = await adminApi<{ originPincode: string; unservedPincodes: string[] }>(
      'GET',
      '/api/admin/delivery-settings',
    );
    expect(saved).toMatchObject({ originPincode: '560001', unservedPincodes: ['744301', '744302'] });
  });

  it('fills city and state from the pincode in the address form and names an unknown pincode', async () => {
    const { page } = s;
    const shopper = await signUpShopper(shopUrl(), 'Pincode Shopper');
    await loginInBrowser(page, shopper, '/deliveryaddress');
    await page.getByRole('button', { name: 'Update' }).click();
    const pincode = page.getByRole('textbox', { name: 'Pincode' });
    const city = page.getByRole('textbox', { name: 'City' });
    const state = page.getByRole('textbox', { name: 'State' });

    await pincode.fill('999999');
    await expect.poll(() => page.getByText(PINCODE_MESSAGES.unknown('999999')).count()).toBe(1);

    await pincode.fill('700016');
    await expect.poll(() => city.inputValue()).toBe('Kolkata');
    expect(await state.inputValue()).toBe('West Bengal');
    expect(await page.getByText(PINCODE_MESSAGES.unknown('999999')).count()).toBe(0);
    await shootBothWidths(page, 'pincode-address-autofill');

    // The city may be named another way; the state must be the pincode's.
    await city.fill('Calcutta');
    await state.fill('Bihar');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByText(PINCODE_MESSAGES.stateMismatch('700016', 'West Bengal')).count())
      .toBe(1);
    await state.fill('West Bengal');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Delivery address updated successfully').count()).toBe(1);
    await expect.poll(() => page.getByText('Calcutta, West Bengal 700016, India').count()).toBe(1);
  });

  it('answers "Check delivery" on the product page and remembers the pincode', async () => {
    const { page } = s;
    await page.goto(`/product/${product.id}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Check delivery' }).count()).toBe(1);
    // Without a pincode, the spec's today + 5 days.
    await expect.poll(() => page.getByText(/Get it by/).count()).toBe(1);
    await page.evaluate(() => localStorage.removeItem('zariya.deliveryPincode'));

    const box = page.getByRole('textbox', { name: 'Delivery pincode' });
    const check = page.getByRole('button', { name: 'Check', exact: true });

    await box.fill('12345');
    await check.click();
    await expect.poll(() => page.getByText(PINCODE_MESSAGES.malformed).count()).toBe(1);

    await box.fill('999999');
    await check.click();
    await expect.poll(() => page.getByText(PINCODE_MESSAGES.unknown('999999')).count()).toBe(1);

    await box.fill('744301');
    await check.click();
    await expect.poll(() => page.getByText(PINCODE_MESSAGES.notServed('744301')).count()).toBe(1);

    // Mumbai from a Bengaluru shop: metro to metro, 4 working days.
    await box.fill('400001');
    const before = new Date();
    await check.click();
    await expect.poll(() => page.getByText('at Mumbai, Maharashtra 400001').count()).toBe(1);
    const dates = [before, new Date()].map((d) => formatDisplayDate(promisedDeliveryDate(d, 4)));
    const shown = await page.getByText(/Get it by/).textContent();
    expect(dates.some((d) => shown?.includes(d))).toBe(true);
    expect(await page.getByText('Cash on delivery not available here').count()).toBe(1);
    await shootBothWidths(page, 'pincode-product-delivery-check');

    // Next visit: the last pincode is filled in and answered at once.
    await page.reload();
    await expect
      .poll(() => page.getByText('at Mumbai, Maharashtra 400001').count(), { timeout: 15_000 })
      .toBe(1);
    expect(await box.inputValue()).toBe('400001');
  });
  it('promises the zone date at checkout and keeps it on the order', async () => {
    const { page } = s;
    // The shopper's address is now in Kolkata (700016): metro to metro from a Bengaluru shop, 4 working days.
    const res = await fetch(`${shopUrl()}/api/products?limit=100&sort=price_asc`);
    const piece = ((await res.json()) as Product[]).find((p) => p.available && (p.stock ?? 0) >= 20)!;
    await openProductAndChoose(page, piece);
    const before = new Date();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL('**/buynow');
    await expect.poll(() => page.getByText(/to 700016$/).count(), { timeout: 15_000 }).toBe(1);
    const dates = [before, new Date()].map((d) => formatDisplayDate(promisedDeliveryDate(d, 4)));
    const promised = await page.getByText(/^Delivery by/).textContent();
    expect(dates.some((d) => promised?.includes(d))).toBe(true);
    await shootBothWidths(page, 'pincode-checkout-promise');

    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page
      .getByRole('dialog', { name: 'Test payment' })
      .getByRole('button', { name: 'Pay', exact: true })
      .click();
    await expect
      .poll(() => page.getByText(/Payment successful/).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);

    await page.goto('/yourorder');
    await page.getByRole('tab', { name: 'Your Single Orders' }).click();
    const card = page.getByRole('article', {
      name: new RegExp(piece.productname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    });
    await card.waitFor();
    const shownDate = dates.find((d) => promised?.includes(d))!;
    expect(await card.getByText(`Will be delivered before ${shownDate}`).count()).toBe(1);
  });
});
