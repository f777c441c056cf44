// Journey: the owner makes "₹300 off above ₹2,999" as an automatic offer, sees it listed beside PROMO2024 (the
// offer the shop starts with), reads how it combines, and pauses it; then "buy 2 sarees, get 1 free".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdmin } from './support/admin.ts';
import { openBrowser, type Session, shootBothWidths } from './support/browser.ts';

describe('owner: offers', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => session?.close());

  it('creates a ₹300 off above ₹2,999 offer, sees it listed, and pauses it', async () => {
    const { page } = session;
    await openAdmin(page, '/admin');
    await page.getByRole('link', { name: 'Offers' }).click();
    await page.getByRole('heading', { name: 'Offers', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'PROMO2024: extra 10% off' }).waitFor();

    await page.getByRole('link', { name: 'New offer' }).click();
    await page.getByRole('heading', { name: 'New offer', level: 1 }).waitFor();
    // A bad offer is refused in words before anything is sent.
    await page.getByRole('button', { name: 'Create offer' }).click();
    await page.getByText('Give the offer a name.').waitFor();

    await page.getByLabel('Name').fill('₹300 off above ₹2,999');
    await page.getByLabel('Kind').selectOption('flat');
    await page.getByLabel('Rupees off (₹)').fill('300');
    await page.getByLabel('Minimum cart value (₹)').fill('2999');
    expect(await page.getByTestId('combination-sentence').textContent()).toMatch(
      /^This automatic offer combines/,
    );
    await page.getByRole('switch', { name: 'Combines with other offers' }).click();
    expect(await page.getByTestId('combination-sentence').textContent()).toMatch(
      /^This automatic offer does not combine/,
    );
    await page.getByRole('switch', { name: 'Combines with other offers' }).click();
    await shootBothWidths(page, 'admin-offer-editor');
    await page.getByRole('button', { name: 'Create offer' }).click();

    await page.getByRole('heading', { name: 'Offers', level: 1 }).waitFor();
    const row = page.getByRole('listitem').filter({ hasText: '₹300 off above ₹2,999' });
    await row.getByText('₹300 off from ₹2,999').waitFor();
    await row.getByText('Live', { exact: true }).waitFor();
    await row.getByText('Automatic', { exact: true }).waitFor();
    await shootBothWidths(page, 'admin-offers');

    await row.getByRole('button', { name: 'Pause ₹300 off above ₹2,999' }).click();
    await row.getByText('Paused', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Resume ₹300 off above ₹2,999' }).waitFor();

    await row.getByRole('link', { name: '₹300 off above ₹2,999' }).click();
    await page.getByRole('heading', { name: 'Offer', level: 1 }).waitFor();
    await page.getByText('Orders that used it').waitFor();
    expect(await page.getByLabel('Rupees off (₹)').inputValue()).toBe('300');
    await shootBothWidths(page, 'admin-offer-report');
  });

  it('creates "buy 2 sarees, get 1 free" for the Saree category', async () => {
    const { page } = session;
    await openAdmin(page, '/admin/offers/new');
    await page.getByRole('heading', { name: 'New offer', level: 1 }).waitFor();
    await page.getByLabel('Name').fill('Buy 2 sarees, get 1 free');
    await page.getByLabel('Kind').selectOption('buy-x-get-y');
    await page.getByLabel('Buy (pieces)').fill('2');
    await page.getByLabel('Get (pieces)').fill('1');
    await page.getByLabel('Applies to').selectOption('categories');
    await page.getByRole('checkbox', { name: 'Saree' }).check();
    await shootBothWidths(page, 'admin-offer-editor-buy-x-get-y');
    await page.getByRole('button', { name: 'Create offer' }).click();
    await page.getByRole('heading', { name: 'Offers', level: 1 }).waitFor();
    const row = page.getByRole('listitem').filter({ hasText: 'Buy 2 sarees, get 1 free' });
    await row.getByText('Buy 2, get 1 free on Saree').waitFor();
    await row.getByText('Live', { exact: true }).waitFor();
  });
});
