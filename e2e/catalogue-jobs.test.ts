// Journey (issue 27): the owner imports a small file (checked first, then imported as a job with a progress bar)
// and sees the report; then she finds the two new products on her list, ticks both, raises their prices by 10 %
// in one bulk edit, confirms once, and sees the new prices.
import { SHOP_CSV_COLUMNS } from '@zariya/shared/catalogue-csv';
import { toCsv } from '@zariya/shared/csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdmin } from './support/admin.ts';
import { DESKTOP, openBrowser, type Session, shootBothWidths } from './support/browser.ts';

describe('owner: catalogue import and bulk edits', () => {
  let s: Session;
  const stamp = Date.now().toString(36).toUpperCase();
  const row = (n: number, price: number) => ({
    handle: `bulk-kurta-${stamp}-${n}`.toLowerCase(),
    title: `Bulk Kurta ${stamp} ${n}`,
    brand: 'Rangriti',
    category: 'Women Ethnic',
    description: 'Soft cotton, block printed.',
    material: 'Cotton',
    available: 'TRUE',
    status: 'active',
    stock_mode: 'pooled',
    stock: '6',
    sizes: 'M',
    size: 'M',
    sku: `BK-${stamp}-${n}`,
    price: String(price),
    mrp: '2999',
  });

  beforeAll(async () => {
    s = await openBrowser(DESKTOP);
  });
  afterAll(async () => s?.close());

  it('imports a checked file and shows the report', async () => {
    const { page } = s;
    await openAdmin(page, '/admin');
    await page.getByRole('link', { name: 'Catalogue import & export' }).click();
    await page.getByRole('heading', { name: 'Catalogue import & export', level: 1 }).waitFor();
    const rows: Record<string, string>[] = [row(1, 1499), row(2, 999)];
    const csv = toCsv(
      [...SHOP_CSV_COLUMNS],
      rows.map((r) => SHOP_CSV_COLUMNS.map((c) => r[c] ?? '')),
    );
    await page
      .getByLabel('Choose a CSV file')
      .setInputFiles({ name: 'two-kurtas.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('No problems found: every row can be imported.').waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Imported: 2 created, 0 updated, 0 unchanged.').waitFor();
    expect(
      await page.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow'),
    ).toBe('100');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the report (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^zariya-import-\d+-report\.csv$/);
    await shootBothWidths(page, 'import-done');
  });

  it('raises the prices of two ticked products by 10 %', async () => {
    const { page } = s;
    await page.goto(`/admin-products?q=${encodeURIComponent(`Bulk Kurta ${stamp}`)}`);
    await page.getByText(/^2 products for/).waitFor();
    await page.getByRole('checkbox', { name: `Select Bulk Kurta ${stamp} 1` }).check();
    await page.getByRole('checkbox', { name: `Select Bulk Kurta ${stamp} 2` }).check();
    const bar = page.getByRole('region', { name: 'Bulk edit' });
    await bar.getByText('2 products selected').waitFor();
    await bar.getByLabel('Action').selectOption('percent');
    await bar.getByLabel('Percent (e.g. 10 or -5)').fill('10');
    await shootBothWidths(page, 'bulk-edit-bar');
    await bar.getByRole('button', { name: 'Apply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change 2 products?' });
    await dialog.getByText(/Raise the price of 2 products by 10\s%/).waitFor();
    await shootBothWidths(page, 'bulk-edit-confirm', { screenOnly: true });
    await dialog.getByRole('button', { name: 'Yes, change all 2' }).click();
    await page.getByText('Done: 2 changed.').waitFor();
    // 1499 → 1648.9 → ₹1,649; 999 → 1098.9 → ₹1,099.
    const table = page.getByRole('table');
    await table.getByText('₹1,649').waitFor();
    await table.getByText('₹1,099').waitFor();
  });

  it('lowers by ₹100 every product matching a search in a category ("all matching this filter")', async () => {
    const { page } = s;
    await page.goto(`/admin-products?q=${encodeURIComponent(`Bulk Kurta ${stamp}`)}`);
    await page.getByLabel('Category').selectOption('Women Ethnic');
    await page.getByText(/^2 products for .* in Women Ethnic$/).waitFor();
    await page.getByRole('checkbox', { name: `Select Bulk Kurta ${stamp} 1` }).check();
    await page.getByRole('button', { name: 'Select all 2 matching this filter' }).click();
    await page.getByText('All 2 products matching this filter are selected.').waitFor();
    const bar = page.getByRole('region', { name: 'Bulk edit' });
    await bar.getByLabel('Action').selectOption('amount');
    await bar.getByLabel('Rupees (e.g. 100 or -50)').fill('-100');
    await bar.getByRole('button', { name: 'Apply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change 2 products?' });
    await dialog.getByText(/Lower the price of 2 products by ₹100/).waitFor();
    await dialog.getByRole('button', { name: 'Yes, change all 2' }).click();
    await page.getByText('Done: 2 changed.').waitFor();
    const table = page.getByRole('table');
    await table.getByText('₹1,549').waitFor();
    await table.getByText('₹999').waitFor();
  });
});
