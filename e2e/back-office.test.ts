// Journey (issue 27): the owner finds a shopper by her phone number, written as she would say it, opens her page
// and leaves a note; then exports the catalogue in Shopify's layout, checks a file with bad rows (every problem by
// row and column) and checks her own export (no problem).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdmin } from './support/admin.ts';
import { openBrowser, type Session, shootBothWidths } from './support/browser.ts';
import { type Shopper, signUpShopper } from './support/shopper.ts';
import { shopUrl } from './support/shop.ts';

describe('owner: back office', () => {
  let session: Session;
  let shopper: Shopper;
  beforeAll(async () => {
    session = await openBrowser();
    shopper = await signUpShopper(shopUrl(), 'Lakshmi Nair');
  });
  afterAll(async () => session?.close());

  it('finds a shopper by phone and opens her page', async () => {
    const { page } = session;
    await openAdmin(page, '/admin');
    await page.getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();
    const spoken = `+91 ${shopper.mobile.slice(0, 5)} ${shopper.mobile.slice(5)}`;
    await page.getByRole('searchbox', { name: 'Search customers' }).fill(spoken);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('1 customer', { exact: true }).waitFor();
    const list = page.getByRole('list', { name: 'Customers' });
    expect(await list.getByRole('link').count()).toBe(1);
    await shootBothWidths(page, 'customers-list');
    await list.getByRole('link', { name: new RegExp(shopper.username) }).click();
    await page.getByRole('heading', { name: shopper.username, level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/admin\/customers\/\d+$/);
    await page.getByText('No orders yet.').waitFor();

    await page.getByRole('textbox', { name: 'Add a note' }).fill('Prefers a call before delivery.');
    await page.getByRole('button', { name: 'Save note' }).click();
    await page.getByRole('region', { name: 'Notes' }).getByText('Prefers a call before delivery.').waitFor();
    await shootBothWidths(page, 'customer-page');
  });

  it('exports the catalogue and checks files before importing', async () => {
    const { page } = session;
    await openAdmin(page, '/admin');
    await page.getByRole('link', { name: 'Catalogue import & export' }).click();
    await page.getByRole('heading', { name: 'Catalogue import & export', level: 1 }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV (Shopify layout)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^zariya-catalogue-shopify-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = readFileSync(await download.path(), 'utf8');
    expect(exported.split('\r\n')[0]).toMatch(
      /^Handle,Title,Body \(HTML\),Vendor,Product Category,Type,Tags/,
    );
    expect(exported.split('\r\n').length).toBeGreaterThan(10);

    const bad = [
      'Handle,Title,Vendor,Type,Option1 Name,Option1 Value,Variant SKU,Variant Price',
      'silk-kurta,Silk Kurta,Zariya,Women Ethnic,Size,M,SK-M,1999',
      'silk-kurta,,,,,L,SK-M,19.99',
      'lehenga,Lehenga,Zariya,Lehengas,Size,Free Size,LH-1,15999',
    ].join('\n');
    const input = page.getByLabel('Choose a CSV file');
    await input.setInputFiles({ name: 'new-products.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    const report = page.getByRole('region', { name: 'Check report' });
    await report.getByText('3 problems to fix before this file can be imported').waitFor();
    const rows = await report.getByRole('row').allInnerTexts();
    expect(rows.slice(1).map((r) => r.split('\t').slice(0, 2).join(' '))).toEqual([
      '3 Variant SKU',
      '3 Variant Price',
      '4 Type',
    ]);
    await shootBothWidths(page, 'import-report');

    await input.setInputFiles({ name: 'export.csv', mimeType: 'text/csv', buffer: Buffer.from(exported) });
    await report.getByText('No problems found: every row can be imported.').waitFor();
  });
});
