// Journey (issue 14, size guide): on a western-wear product page the shopper opens "Size guide" by the size
// picker, reads the table in cm and inches, finds her size from bust, waist and hip and selects it with one
// tap; a size beyond the guide gets a clear answer; an accessory has no link. The owner edits a category's
// table in the admin area, and a bad number is refused with a readable message.
import AxeBuilder from '@axe-core/playwright';
import type { Product } from '@zariya/shared/product';
import type { SizeGuidesAnswer } from '@zariya/shared/size-guide';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProductAsOwner, openAdmin } from './support/admin.ts';
import { DESKTOP, openBrowser, type Session, shootBothWidths } from './support/browser.ts';
import { shopUrl } from './support/shop.ts';

const suffix = Date.now().toString(36);

const ownProduct = (name: string, category: string, sizes: string[]) =>
  addProductAsOwner(
    {
      brandname: 'Fit Studio',
      productname: `${name} ${suffix}`,
      category,
      description: 'A piece to try the size guide on.',
      new_price: '1499',
      old_price: '1999',
      material: 'Cotton',
      available: 'true',
      stock: '20',
      color_0: 'maroon',
      ...Object.fromEntries(sizes.map((s, i) => [`sizes_${i}`, s])),
    },
    { file: 'fit.png', background: '#2f5d7a' },
  );

describe('size guide', () => {
  let session: Session;
  let dress: Product;
  let bangle: Product;

  beforeAll(async () => {
    dress = await ownProduct('Wrap Dress', 'Women Western', ['XS', 'S', 'M', 'L', 'XL']);
    bangle = await ownProduct('Kada Bangle', 'Accessories', ['2.6', '2.8']);
    session = await openBrowser(DESKTOP);
  });
  afterAll(async () => session?.close());

  it('opens the table by the size picker, in cm and inches', async () => {
    const html = await (await fetch(`${shopUrl()}/product/${dress.id}`)).text();
    expect(html).toContain('Size guide');
    const { page } = session;
    await page.goto(`/product/${dress.id}`);
    await page.getByRole('button', { name: 'Size guide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Size guide' });
    await dialog.waitFor();
    const mRow = dialog.getByRole('row', { name: /^M / });
    expect(await mRow.textContent()).toBe('M91769964');
    await dialog.getByRole('button', { name: 'inches' }).click();
    expect(await dialog.getByRole('columnheader', { name: 'Bust (in)' }).count()).toBe(1);
    expect(await mRow.textContent()).toBe('M35.829.93925.2');
    expect(await dialog.getByRole('button', { name: 'inches' }).getAttribute('aria-pressed')).toBe('true');
    const axe = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
  });

  it('finds her size from bust, waist and hip and selects it with one tap', async () => {
    const { page } = session;
    const dialog = page.getByRole('dialog', { name: 'Size guide' });
    // In inches: 35 / 29 / 38.5 → 88.9 / 73.7 / 97.8 cm → M.
    await dialog.getByRole('button', { name: 'Find my size' }).click();
    await dialog.getByText('Please enter your bust.').waitFor();
    await dialog.getByLabel('Bust (in)').fill('35');
    await dialog.getByLabel('Waist (in)').fill('29');
    await dialog.getByLabel('Hip (in)').fill('38.5');
    await dialog.getByRole('button', { name: 'Find my size' }).click();
    await dialog.getByText('Your size is M.').waitFor();
    // The open dialog as the screen shows it (a full-page shot would stretch the backdrop).
    await shootBothWidths(page, 'size-guide', { screenOnly: true });
    await dialog.getByRole('button', { name: 'Select size M' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('group', { name: 'Size: M' }).waitFor();
    expect(await page.getByRole('radio', { name: 'M', exact: true }).isChecked()).toBe(true);
    await shootBothWidths(page, 'product-size-guide-link');
  });

  it('says plainly when no size fits, and catches a figure in the wrong unit', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Size guide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Size guide' });
    // The dialog remembers the unit she chose last time.
    await dialog.getByRole('button', { name: 'cm', exact: true }).click();
    await dialog.getByLabel('Bust (cm)').fill('34');
    await dialog.getByLabel('Waist (cm)').fill('80');
    await dialog.getByLabel('Hip (cm)').fill('130');
    await dialog.getByRole('button', { name: 'Find my size' }).click();
    await dialog.getByText('Bust should be between 50 and 200 cm.').waitFor();
    await dialog.getByLabel('Bust (cm)').fill('96');
    await dialog.getByRole('button', { name: 'Find my size' }).click();
    // The dress is made up to XL, so XL is the largest size it can recommend.
    await dialog
      .getByText(
        'No size in this guide fits: your hip 130 cm (largest 109 cm) is more than our largest size, XL.',
        {
          exact: false,
        },
      )
      .waitFor();
    expect(await dialog.getByRole('button', { name: /^Select size/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('shows no link where the category has no guide', async () => {
    const { page } = session;
    await page.goto(`/product/${bangle.id}`);
    await page.getByRole('group', { name: /^Size/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Size guide' }).count()).toBe(0);
  });

  it('lets the owner edit a category’s table, refusing a bad number', async () => {
    const { page } = session;
    await page.setViewportSize(DESKTOP);
    await openAdmin(page, '/admin');
    await page.getByRole('link', { name: 'Size guides' }).click();
    await page.getByRole('heading', { name: 'Size guides', level: 1 }).waitFor();
    await page.getByLabel('Category').selectOption('Women Western');
    const bustM = page.getByLabel('Bust in cm, M');
    await bustM.fill('-5');
    await page.getByRole('button', { name: 'Save size guide' }).click();
    await page.getByRole('alert').getByText('Bust must be between 40 and 250 cm.').waitFor();
    await bustM.fill('92');
    await page.getByRole('button', { name: 'Save size guide' }).click();
    await page.getByText('Size guide for Women Western saved.').waitFor();
    const guides = (await (await fetch(`${shopUrl()}/api/size-guides`)).json()) as SizeGuidesAnswer;
    const western = guides.guides.find((g) => g.category === 'Women Western');
    expect(western?.rows.find((r) => r.size === 'M')?.bust).toBe(92);
    await shootBothWidths(page, 'admin-size-guides');
  });
});
