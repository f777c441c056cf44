// Journey (issue 14 item 3): a shopper turns on WhatsApp order updates on her account page, places a
// pay-on-delivery order, and both channels carry it: the "is placed" e-mail in the e-mail outbox and the
// order_placed template message to her number in the WhatsApp outbox (DATA_DIR/outbox/whatsapp, since the shop
// under test has no WhatsApp token). Both are sent by background jobs after the order committed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatInr, singlePurchaseTotal } from '@zariya/shared/pricing';
import type { Product } from '@zariya/shared/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail } from '../apps/server/src/test/accounts.ts';
import { addProductAsOwner, adminApi } from './support/admin.ts';
import { openBrowser, type Session, shootBothWidths } from './support/browser.ts';
import { loginInBrowser, type Shopper, signUpShopper, smsCodeFromOutbox } from './support/shopper.ts';
import { shopUrl, shopDataDir } from './support/shop.ts';

const FEE = 49;

type WhatsAppFile = {
  to: string;
  template: { name: string; components: Array<{ parameters: Array<{ text: string }> }> };
};

describe('order updates by e-mail and WhatsApp', () => {
  let session: Session;
  let shopper: Shopper;
  let product: Product;

  beforeAll(async () => {
    await adminApi('PUT', '/api/admin/cod-settings', {
      enabled: true,
      fee: FEE,
      maxOrderValue: 5000,
      refusedPincodes: [],
      maxOpenOrders: 5,
    });
    product = await addProductAsOwner(
      {
        brandname: 'Journey Looms',
        productname: 'Kalamkari Cotton Dupatta',
        category: 'Women Ethnic',
        description: 'Hand-painted Kalamkari on soft cotton.',
        new_price: '640',
        old_price: '900',
        material: 'Cotton',
        available: 'true',
        stock: '8',
        sizes_0: 'Free Size',
        color_0: 'rust',
      },
      { file: 'kalamkari.png', background: '#8a3b1e' },
    );
    shopper = await signUpShopper(shopUrl(), 'Lakshmi Pillai');
    session = await openBrowser();
  });
  afterAll(async () => session?.close());

  const whatsappFiles = (): WhatsAppFile[] => {
    const dir = join(shopDataDir(), 'outbox', 'whatsapp');
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
  };

  it('turns WhatsApp updates on from the account page', async () => {
    const { page } = session;
    await loginInBrowser(page, shopper, '/accountsecurity');
    const section = page.getByRole('region', { name: 'Order updates' });
    await section.getByText('By e-mail, always').waitFor();
    await section.getByText(`To +91${shopper.mobile}`, { exact: false }).waitFor();
    const toggle = section.getByRole('switch', { name: 'Also on WhatsApp' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await section.getByText('You will get order updates on WhatsApp too.').waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await shootBothWidths(page, 'order-updates-settings');
    // Kept on her account: still on after a reload.
    await page.reload();
    await expect
      .poll(() => page.getByRole('switch', { name: 'Also on WhatsApp' }).getAttribute('aria-checked'))
      .toBe('true');
  });

  it('sends the placed e-mail and the WhatsApp template after a pay-on-delivery order', async () => {
    const { page } = session;
    await page.goto(`/product/${product.id}`);
    await page.getByRole('heading', { name: product.productname, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL('**/buynow');
    const cod = page.getByRole('radio', { name: /Pay on delivery/ });
    await expect.poll(() => cod.isEnabled(), { timeout: 10_000 }).toBe(true);
    await cod.check();
    const total = singlePurchaseTotal(product.new_price, 1, false) + FEE;
    await page.getByRole('button', { name: `Place order · pay ${formatInr(total)} on delivery` }).click();
    // The code comes by SMS to her verified mobile (issue 28).
    const codeBox = page.getByLabel('Code from the SMS');
    await codeBox.waitFor();
    await codeBox.fill(await smsCodeFromOutbox(shopDataDir(), shopper.mobile));
    await page.getByRole('button', { name: 'Place order', exact: true }).click();
    const placed = page.getByText(/^Order \d+ is placed\./);
    await placed.waitFor();
    const orderRef = /Order (\d+) is placed/.exec((await placed.textContent()) ?? '')![1];

    const outbox = join(shopDataDir(), 'outbox');
    const placedMail = () =>
      readdirSync(outbox)
        .filter((f) => f.endsWith('.eml'))
        .map((f) => parseMail(readFileSync(join(outbox, f), 'utf8')))
        .find((m) => m.headers.subject === `Your Zariya order ${orderRef} is placed`);
    await expect
      .poll(() => placedMail()?.text, { timeout: 15_000 })
      .toContain(`Total ${formatInr(total)}, to pay in cash on delivery.`);
    expect(placedMail()?.headers.to).toContain(shopper.email);

    const hers = () => whatsappFiles().find((m) => m.to === `91${shopper.mobile}`);
    await expect.poll(hers, { timeout: 15_000 }).toBeDefined();
    const message = hers()!;
    expect(message.template.name).toBe('order_placed');
    expect(message.template.components[0].parameters.map((p) => p.text)).toEqual([
      expect.stringContaining('Lakshmi Pillai'),
      orderRef,
      formatInr(total),
    ]);
  });
});
