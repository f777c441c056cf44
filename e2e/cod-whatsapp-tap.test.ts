// Journey (issue 28 item 4, decision 0053): a pay-on-delivery order confirmed with one tap in WhatsApp. The shopper
// asks for the code at checkout; it goes by WhatsApp (the Cloud API stand-in) with a "Confirm order" button. While
// the page waits for the code, Meta's signed webhook brings her tap; the page notices and shows the placed order.
// The shop runs in this process (the real app, the built web app), with WhatsApp and its webhook configured.
import { formatInr, singlePurchaseTotal } from '@zariya/shared/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpShopper } from '../apps/server/src/test/accounts.ts';
import { insertProduct } from '../apps/server/src/test/fixtures.ts';
import { adminToken, type TestApp } from '../apps/server/src/test/harness.ts';
import { hubSignature, startWhatsAppStandIn, tapWebhook } from '../apps/server/src/test/whatsapp-stand-in.ts';
import { closeInTurn, startOwnShop } from './support/own-shop.ts';
import { openBrowser, type Session, shootBothWidths } from './support/browser.ts';
import { loginInBrowser } from './support/shopper.ts';

const APP_SECRET = 'e2e-app-secret-0053';
const FEE = 49;

describe('a COD order confirmed with one tap in WhatsApp', () => {
  let t: TestApp;
  let session: Session;
  let standIn: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
  let base = '';
  let shopper: Awaited<ReturnType<typeof signUpShopper>>;
  let product: Awaited<ReturnType<typeof insertProduct>>;

  beforeAll(async () => {
    standIn = await startWhatsAppStandIn({ token: 'EAAG-e2e', phoneNumberId: '106540352242922' });
    ({ t, base } = await startOwnShop({
      ...standIn.env,
      WHATSAPP_CODE_TEMPLATE: 'login_code',
      WHATSAPP_COD_TEMPLATE: 'cod_confirm',
      WHATSAPP_VERIFY_TOKEN: 'e2e-verify-token-0053',
      WHATSAPP_APP_SECRET: APP_SECRET,
    }));
    const admin = { authorization: `Bearer ${await adminToken(t.app)}` };
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/cod-settings',
      payload: { enabled: true, fee: FEE, maxOrderValue: 5000, refusedPincodes: [], maxOpenOrders: 3 },
      headers: admin,
    });
    expect(settings.statusCode).toBe(200);
    // Her sign-up code by SMS (the outbox); her COD code then goes by WhatsApp, the shop's live phone way.
    shopper = await signUpShopper(t.app, { fullname: 'Revathi Nair', channel: 'sms' });
    product = await insertProduct(t.db, {
      productname: 'Kanchipuram Silk Saree',
      newPrice: 1800,
      stock: 3,
      colors: ['Gold'],
      sizes: ['Free Size'],
    });
    session = await openBrowser();
  }, 120_000);
  afterAll(() => closeInTurn(session, t, standIn));

  it('waits for the code, and goes on to the placed order when her tap arrives through the webhook', async () => {
    const { page } = session;
    const total = singlePurchaseTotal(1800, 1, false) + FEE;
    await loginInBrowser(page, shopper, `${base}/product/${product.id}`);
    await page.getByRole('heading', { name: 'Kanchipuram Silk Saree', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL('**/buynow');
    const cod = page.getByRole('radio', { name: /Pay on delivery/ });
    await expect.poll(() => cod.isEnabled(), { timeout: 10_000 }).toBe(true);
    await cod.check();
    await page.getByRole('button', { name: `Place order · pay ${formatInr(total)} on delivery` }).click();

    await page.getByLabel('Code from WhatsApp').waitFor();
    await page
      .getByText(`We sent a 6-digit code on WhatsApp to ••••••${shopper.contact.slice(-4)}.`)
      .waitFor();
    await page
      .getByText('Or tap “Confirm order” in the WhatsApp message: this page goes on by itself.')
      .waitFor();
    await shootBothWidths(page, 'checkout-cod-whatsapp-tap');

    // What went to her WhatsApp: the code, and the button with its single-use payload.
    const button = standIn.sent.filter(
      (m) =>
        m.body.to === `91${shopper.contact}` && (m.body.template as { name: string }).name === 'cod_confirm',
    );
    expect(button).toHaveLength(1);
    const payload = (
      (
        button[0].body.template as {
          components: Array<{ type: string; parameters: Array<{ payload?: string }> }>;
        }
      ).components.find((c) => c.type === 'button')!.parameters[0].payload ?? ''
    ).toString();
    expect(payload).toMatch(/^cod:/);

    // She taps "Confirm order": Meta posts the signed webhook.
    standIn.customerWrote(`91${shopper.contact}`);
    const raw = JSON.stringify(tapWebhook({ from: `91${shopper.contact}`, payload }));
    const hook = await fetch(`${base}/api/whatsapp/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(raw, APP_SECRET) },
      body: raw,
    });
    expect(hook.status).toBe(200);

    // The waiting page notices and shows the placed order, without her typing the code.
    const placed = page.getByText(/^Order \d+ is placed\./);
    await placed.waitFor({ timeout: 15_000 });
    expect(await placed.textContent()).toContain(`${formatInr(total)} ready to pay on delivery`);
    await shootBothWidths(page, 'checkout-cod-whatsapp-tap-placed');
    const orderRef = /Order (\d+) is placed/.exec((await placed.textContent()) ?? '')![1];
    // Her WhatsApp answer names the same order.
    await expect
      .poll(() =>
        standIn.sent.some(
          (m) =>
            m.body.to === `91${shopper.contact}` &&
            m.body.type === 'text' &&
            (m.body.text as { body: string }).body.includes(`order ${orderRef} is placed`),
        ),
      )
      .toBe(true);
  });
});
