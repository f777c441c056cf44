// Journey: the owner turns cash on delivery on; a shopper buys a piece with "Pay on delivery", confirming it with
// the code sent by SMS to her verified mobile (issue 28; a wrong code first places nothing); the owner packs and ships it with a courier and
// AWB from the order desk, where the COD cash to collect shows; the shopper follows it on /trackorder.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COD_MESSAGES } from '@zariya/shared/cod';
import { formatInr, singlePurchaseTotal } from '@zariya/shared/pricing';
import type { Product } from '@zariya/shared/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail } from '../apps/server/src/test/accounts.ts';
import { addProductAsOwner, adminApi, openAdmin } from './support/admin.ts';
import { openBrowser, type Session, shootBothWidths } from './support/browser.ts';
import { loginInBrowser, type Shopper, signUpShopper, smsCodeFromOutbox } from './support/shopper.ts';
import { shopUrl, shopDataDir } from './support/shop.ts';

const FEE = 49;
const AWB = 'DL2026030177';

describe('cash on delivery, shipping and tracking', () => {
  let session: Session;
  let shopper: Shopper;
  let product: Product;
  let orderRef = '';
  const total = () => singlePurchaseTotal(product.new_price, 1, false);

  beforeAll(async () => {
    await adminApi('PUT', '/api/admin/cod-settings', {
      enabled: true,
      fee: FEE,
      maxOrderValue: 5000,
      refusedPincodes: ['110001'],
      maxOpenOrders: 3,
    });
    product = await addProductAsOwner(
      {
        brandname: 'Journey Looms',
        productname: 'Ajrakh Cotton Kurta',
        category: 'Women Ethnic',
        description: 'Hand-block printed Ajrakh cotton.',
        new_price: '850',
        old_price: '1200',
        material: 'Cotton',
        available: 'true',
        stock: '12',
        sizes_0: 'M',
        color_0: 'indigo',
      },
      { file: 'ajrakh.png', background: '#23305e' },
    );
    shopper = await signUpShopper(shopUrl(), 'Kavya Menon');
    session = await openBrowser();
  });
  afterAll(async () => session?.close());

  it('places a pay-on-delivery order only with the code sent to her phone', async () => {
    const { page } = session;
    await loginInBrowser(page, shopper, `/product/${product.id}`);
    await page.getByRole('heading', { name: product.productname, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL('**/buynow');
    const cod = page.getByRole('radio', { name: /Pay on delivery/ });
    await expect.poll(() => cod.isEnabled(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByText(`(+ ${formatInr(FEE)} fee)`).isVisible()).toBe(true);
    await cod.check();
    const place = page.getByRole('button', {
      name: `Place order · pay ${formatInr(total() + FEE)} on delivery`,
    });
    await place.waitFor();
    // The summary names the fee and the same total as the button (issue 32, item 12).
    const row = (label: string) => page.locator(`dl[aria-label="Price summary"] dt:text-is("${label}") + dd`);
    expect(await row('Pay on delivery fee').textContent()).toBe(formatInr(FEE));
    expect(await row('Total Amount').textContent()).toBe(formatInr(total() + FEE));
    await page.getByRole('radio', { name: /Pay online/ }).check();
    await expect.poll(() => row('Pay on delivery fee').count()).toBe(0);
    expect(await row('Total Amount').textContent()).toBe(formatInr(total()));
    await cod.check();
    await place.waitFor();
    await shootBothWidths(page, 'checkout-cod');
    await place.click();

    const codeBox = page.getByLabel('Code from the SMS');
    await codeBox.waitFor();
    await page.getByText(`We sent a 6-digit code by SMS to ••••••${shopper.mobile.slice(-4)}.`).waitFor();
    const code = await smsCodeFromOutbox(shopDataDir(), shopper.mobile);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await codeBox.fill(wrong);
    await page.getByRole('button', { name: 'Place order', exact: true }).click();
    await page.getByText(COD_MESSAGES.codeWrong).waitFor();
    await shootBothWidths(page, 'checkout-cod-code');

    await codeBox.fill(code);
    await page.getByRole('button', { name: 'Place order', exact: true }).click();
    const placed = page.getByText(/^Order \d+ is placed\./);
    await placed.waitFor();
    expect(await placed.textContent()).toContain(`${formatInr(total() + FEE)} ready to pay on delivery`);
    orderRef = /Order (\d+) is placed/.exec((await placed.textContent()) ?? '')![1];
  });

  it('lets the owner pack and ship it with courier and AWB, showing the COD cash to collect', async () => {
    const { page } = session;
    await openAdmin(page, '/allorders?payment=cod');
    const card = page.getByRole('article', { name: `Order #${orderRef}` });
    await card.waitFor();
    await card.getByText('Pay on delivery').waitFor();
    await card.getByRole('button', { name: 'Mark packed' }).click();
    await card.getByText('Packed', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Mark shipped' }).click();
    const dialog = page.getByRole('dialog', { name: `Ship Order #${orderRef}` });
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await dialog.getByText('Please enter the courier.').waitFor();
    await dialog.getByLabel('Courier').fill('Delhivery');
    await dialog.getByLabel('AWB number').fill(AWB);
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await card.getByRole('link', { name: AWB }).waitFor();
    expect(await card.getByRole('link', { name: AWB }).getAttribute('href')).toBe(
      `https://www.delhivery.com/track-v2/package/${AWB}`,
    );
    await card.getByRole('button', { name: 'Delivered, cash collected' }).waitFor();
    const toCollect = page.getByText(/^COD cash to collect:/);
    await expect.poll(async () => toCollect.textContent()).toContain(formatInr(total() + FEE));
    await shootBothWidths(page, 'order-desk-cod');

    // The shipped mail is a background job (notifications module): it arrives shortly after the step.
    const outbox = join(shopDataDir(), 'outbox');
    const shippedMail = () =>
      readdirSync(outbox)
        .filter((f) => f.endsWith('.eml'))
        .map((f) => parseMail(readFileSync(join(outbox, f), 'utf8')))
        .find((m) => m.headers.subject?.includes(`order ${orderRef} has shipped`));
    await expect.poll(() => shippedMail()?.text, { timeout: 10_000 }).toContain(`AWB: ${AWB}`);
  });

  it('shows the shopper the courier, the AWB with its tracking link on /trackorder', async () => {
    const { page } = session;
    await page.goto(`/trackorder/${orderRef}`);
    await page.getByRole('heading', { name: 'Shipped with Delhivery' }).waitFor();
    const link = page.getByRole('link', { name: new RegExp(AWB) });
    expect(await link.getAttribute('href')).toBe(`https://www.delhivery.com/track-v2/package/${AWB}`);
    await page.getByText('To pay on delivery').waitFor();
    expect(
      await page.getByRole('progressbar', { name: 'Delivery progress' }).getAttribute('aria-valuetext'),
    ).toBe('Shipped, 75%');
    await shootBothWidths(page, 'trackorder-shipped');
  });

  it("shows the owner's COD settings as saved", async () => {
    const { page } = session;
    await openAdmin(page, '/admin/cod');
    await page.getByRole('heading', { name: 'Cash on delivery', level: 1 }).waitFor();
    const fee = page.getByLabel('COD fee (₹)');
    await expect.poll(() => fee.inputValue()).toBe(String(FEE));
    expect(await page.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(await page.getByLabel('Pincodes without pay on delivery').inputValue()).toBe('110001');
    await fee.fill('-5');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('The COD fee cannot be negative.').waitFor();
    await shootBothWidths(page, 'admin-cod-settings');
  });
});
