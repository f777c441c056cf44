// Journey: the owner enters the shop's GST details (a GSTIN with a typing mistake is refused with its reason), a
// shopper pays for a piece, opens its invoice from Your Orders and downloads the PDF; the owner opens the same
// invoice from the order desk. Screenshots of the invoice page and the GST settings at 390 and 1280 px.
import { readFileSync } from 'node:fs';
import { GSTIN_MESSAGES } from '@zariya/shared/gstin';
import type { SingleOrder } from '@zariya/shared/orders-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdmin } from './support/admin.ts';
import { DESKTOP, openBrowser, type Session, shootBothWidths } from './support/browser.ts';
import { buyOnePiece, loginInBrowser, type Shopper, signUpShopper } from './support/shopper.ts';
import { shopUrl } from './support/shop.ts';

describe('GST invoice', () => {
  let owner: Session;
  let buyer: Session;
  let shopper: Shopper;
  let order: SingleOrder;
  let invoiceNumber = '';

  beforeAll(async () => {
    owner = await openBrowser(DESKTOP);
    buyer = await openBrowser(DESKTOP);
    shopper = await signUpShopper(shopUrl(), `Invoicejourney ${Date.now().toString(36)}`);
  });
  afterAll(async () => {
    await owner?.close();
    await buyer?.close();
  });

  it("the owner saves the shop's GST details; a mistyped GSTIN is refused with its reason", async () => {
    const page = owner.page;
    await openAdmin(page, '/admin');
    await page.getByRole('link', { name: /GST & invoices/ }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'GST & invoices' }).count()).toBe(1);
    await page.getByLabel('Legal name').fill('Zariya Fashions Private Limited');
    await page
      .getByLabel('Registered address')
      .fill('4th Floor, 80 Feet Road, Koramangala, Bengaluru 560034');
    await page.getByLabel('State').selectOption({ label: 'Karnataka (29)' });
    await page.getByLabel('GSTIN').fill('29AAGCB7383J1Z5');
    await page.getByRole('button', { name: 'Save GST details' }).click();
    await expect.poll(() => page.getByText(GSTIN_MESSAGES.checksum).count()).toBe(1);
    await page.getByLabel('GSTIN').fill('29AAGCB7383J1Z4');
    await page.getByRole('button', { name: 'Save GST details' }).click();
    await expect.poll(() => page.getByText('GST details saved.').count()).toBe(1);
    await shootBothWidths(page, 'gst-settings');
  });

  it('the shopper opens the invoice of her paid order and downloads its PDF', async () => {
    order = await buyOnePiece(shopper);
    const page = buyer.page;
    await loginInBrowser(page, shopper, '/yourorder');
    await page.getByRole('link', { name: `Invoice for order ${order.orderRef}` }).click();
    const invoice = page.getByRole('article', { name: /^Tax Invoice / });
    await expect.poll(() => invoice.count(), { timeout: 15_000 }).toBe(1);
    invoiceNumber = ((await invoice.getAttribute('aria-label')) ?? '').replace('Tax Invoice ', '');
    expect(invoiceNumber).toMatch(/^ZR\/\d\d-\d\d\/\d{6}$/);
    expect(await invoice.getByText('GSTIN 29AAGCB7383J1Z4').count()).toBe(1);
    expect(await invoice.getByText('Karnataka (29)').count()).toBeGreaterThan(0);
    await shootBothWidths(page, 'invoice-page');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${invoiceNumber.replaceAll('/', '-')}.pdf`);
    const file = readFileSync((await download.path())!);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.length).toBeGreaterThan(5_000);
  });

  it('the owner opens the same invoice from the order desk', async () => {
    const page = owner.page;
    await page.goto('/allorders');
    await page.getByLabel('Search orders').fill(shopper.email);
    const card = page.getByRole('article', { name: `Order #${order.orderRef}` });
    await expect.poll(() => card.count()).toBe(1);
    await card.getByRole('link', { name: `Invoice for Order #${order.orderRef}` }).click();
    await expect
      .poll(() => page.getByRole('article', { name: `Tax Invoice ${invoiceNumber}` }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
  });
});
