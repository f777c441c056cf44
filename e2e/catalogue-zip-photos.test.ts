// Journey (issue 27): the owner imports a CSV with a zip of its photos. She chooses the CSV, whose image column
// names a photo the zip lacks, and the dry run says so at its row; she chooses the zip and the check passes; she
// imports, and then sees the product in the shop with its photo.
import { SHOP_CSV_COLUMNS } from '@zariya/shared/catalogue-csv';
import { toCsv } from '@zariya/shared/csv';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZip } from '../apps/server/src/test/zip.ts';
import { openAdmin } from './support/admin.ts';
import { DESKTOP, openBrowser, type Session, shootBothWidths } from './support/browser.ts';

describe('owner: catalogue import with a zip of photos', () => {
  let s: Session;
  const stamp = Date.now().toString(36).toUpperCase();
  const title = `Zip Photo Saree ${stamp}`;
  const photoName = `saree-${stamp.toLowerCase()}.jpg`;
  const row: Record<string, string> = {
    handle: `zip-photo-saree-${stamp}`.toLowerCase(),
    title,
    brand: 'Kanchi Looms',
    category: 'Saree',
    description: 'Handwoven silk with a zari border.',
    material: 'Silk',
    available: 'TRUE',
    status: 'active',
    stock_mode: 'pooled',
    stock: '5',
    sizes: 'Free Size',
    size: 'Free Size',
    sku: `ZPS-${stamp}`,
    price: '3499',
    mrp: '4999',
    images: `photos/${photoName}`,
  };
  const csv = toCsv([...SHOP_CSV_COLUMNS], [SHOP_CSV_COLUMNS.map((c) => row[c] ?? '')]);

  beforeAll(async () => {
    s = await openBrowser(DESKTOP);
  });
  afterAll(async () => s?.close());

  it('checks the CSV with its zip, imports, and the product shows its photo', async () => {
    const { page } = s;
    const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#8a1c3c' } })
      .jpeg()
      .toBuffer();
    const zip = buildZip([
      { name: 'photos/', data: Buffer.alloc(0), store: true },
      { name: `photos/${photoName}`, data: photo },
      { name: '__MACOSX/photos/._x.jpg', data: Buffer.from('resource fork') },
    ]);

    await openAdmin(page, '/admin');
    await page.getByRole('link', { name: 'Catalogue import & export' }).click();
    await page.getByRole('heading', { name: 'Catalogue import & export', level: 1 }).waitFor();

    // The CSV alone: its photo is a file of the zip not chosen yet.
    await page
      .getByLabel('Choose a CSV file')
      .setInputFiles({ name: 'sarees.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const report = page.getByRole('region', { name: 'Check report' });
    await report.getByText('1 problem to fix before this file can be imported.').waitFor();
    expect((await report.getByRole('row').allInnerTexts())[1].split('\t')).toEqual([
      '2',
      'images',
      `"photos/${photoName}" names a photo file: choose the zip of photos together with the CSV.`,
    ]);

    // With the zip the check passes.
    await page
      .getByLabel('Choose a zip of photos')
      .setInputFiles({ name: 'photos.zip', mimeType: 'application/zip', buffer: zip });
    await page.getByText('No problems found: every row can be imported.').waitFor();
    await page.getByText(/^Photos: photos\.zip \(/).waitFor();
    await shootBothWidths(page, 'import-with-zip-checked');

    await page.getByRole('button', { name: 'Import with the photos' }).click();
    await page.getByText('Imported: 1 created, 0 updated, 0 unchanged. Photos from the zip: 1.').waitFor();
    await shootBothWidths(page, 'import-with-zip-done');

    // In the shop: found by search, its page shows the photo stored from the zip.
    await page.goto(`/search?query=${encodeURIComponent(title)}`);
    await page
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    // The photo stored from the zip, loaded (the gallery may redraw its images, so they are read in one go).
    await page.waitForFunction(
      (alt) =>
        [...document.querySelectorAll('img')].some(
          (img) =>
            img.alt === alt &&
            /\/uploads\/[0-9a-f]{32}(-\d+)?\.webp$/.test(img.currentSrc || img.src) &&
            img.complete &&
            img.naturalWidth > 0,
        ),
      title,
      { timeout: 60_000 },
    );
  });
});
