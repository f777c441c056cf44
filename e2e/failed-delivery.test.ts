// Journey (issue 28 item 6): a COD parcel booked at Shiprocket (the local stand-in) could not be delivered; the
// courier's UNDELIVERED scan reaches the webhook and the shopper is asked, with a signed link. She opens the link,
// sees the three choices, is refused a bad address, then picks a day; Shiprocket's NDR action receives it and the
// page thanks her. A tampered link is refused. The shop runs in this process (the real app, the built web app).
import { reattemptDates } from '@zariya/shared/failed-delivery';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lastMailTo, signUpShopper } from '../apps/server/src/test/accounts.ts';
import { insertProduct } from '../apps/server/src/test/fixtures.ts';
import { adminToken, type TestApp } from '../apps/server/src/test/harness.ts';
import { insertSingleOrder } from '../apps/server/src/test/orders-fixtures.ts';
import { startShiprocketStandIn } from '../apps/server/src/test/shiprocket-stand-in.ts';
import { closeInTurn, startOwnShop } from './support/own-shop.ts';
import { openBrowser, type Session, shootBothWidths } from './support/browser.ts';

const WEBHOOK_TOKEN = 'wh-e2e-ndr';

describe('answering a failed delivery', () => {
  let t: TestApp;
  let session: Session;
  let standIn: Awaited<ReturnType<typeof startShiprocketStandIn>>;
  let base = '';
  let link = '';
  let orderId = 0;
  let adminSession = '';

  beforeAll(async () => {
    standIn = await startShiprocketStandIn({ email: 'api@zariya.shop', password: 'Shiprocket-e2e-pass' });
    ({ t, base } = await startOwnShop({
      ...standIn.env,
      SHIPROCKET_PICKUP_PINCODE: '400053',
      SHIPROCKET_PICKUP_LOCATION: 'Andheri Studio',
      SHIPROCKET_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    }));
    const shopper = await signUpShopper(t.app, { fullname: 'Lakshmi Pillai' });
    const p = await insertProduct(t.db, { productname: 'Ikat Cotton Saree', newPrice: 2100, stock: 2 });
    const order = await insertSingleOrder(t.db, shopper.userId, p.id, {
      paymentMethod: 'cod',
      codFee: 49,
      paymentId: null,
    });
    orderId = order.id;
    adminSession = await adminToken(t.app);
    const admin = { authorization: `Bearer ${adminSession}` };
    const shipped = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/fulfilment`,
      payload: { to: 'shipped', via: 'shiprocket' },
      headers: admin,
    });
    const awb = shipped.json().shipment.awb;
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/courier/tracking-webhook',
      headers: { 'x-api-key': WEBHOOK_TOKEN },
      payload: {
        awb,
        current_status: 'UNDELIVERED',
        current_status_id: 21,
        current_timestamp: '2026-03-04 13:10:00',
        scans: [
          {
            date: '2026-03-04 13:10:00',
            activity: 'Consignee not available',
            location: 'Bengaluru',
            'sr-status-label': 'UNDELIVERED',
          },
        ],
      },
    });
    expect(hook.json()).toEqual({ status: 'stored' });
    await vi.waitFor(
      () =>
        expect(lastMailTo(t.app.mailer.outboxDir!, shopper.email, 'We could not deliver').text).toContain(
          '/delivery/',
        ),
      { timeout: 15_000, interval: 100 },
    );
    link = /Choose here within 3 days: (\S+)/.exec(
      lastMailTo(t.app.mailer.outboxDir!, shopper.email, 'We could not deliver').text,
    )![1];
    session = await openBrowser();
  }, 120_000);
  afterAll(() => closeInTurn(session, t, standIn));

  it('refuses a tampered link', async () => {
    const { page } = session;
    await page.goto(`${link}x`);
    await page.getByRole('alert').getByText('This link is not valid.').waitFor();
  });

  it('shows the three choices, refuses another pincode, and sends her day to the courier', async () => {
    const { page } = session;
    expect(link.startsWith(`${base}/delivery/`)).toBe(true);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Delivery not completed' }).waitFor();
    await page.getByText(`The courier could not deliver your order ${orderId}.`).waitFor();
    await page.getByText('Reason given: Consignee not available').waitFor();
    for (const name of ['Try again on a day I choose', 'Correct the address', 'Cancel the order'])
      await page.getByRole('radio', { name: new RegExp(`^${name}`) }).waitFor();
    await shootBothWidths(page, 'failed-delivery-choices');

    await page.getByRole('radio', { name: /^Correct the address/ }).check();
    await page.getByRole('textbox', { name: 'Pincode' }).fill('700016');
    await page.getByRole('button', { name: 'Send to the courier' }).click();
    await page
      .getByRole('alert')
      .getByText(/pincode 560001/)
      .waitFor();
    expect(standIn.ndrActions).toHaveLength(0);
    await shootBothWidths(page, 'failed-delivery-address-refused');

    await page.getByRole('radio', { name: /^Try again on a day I choose/ }).check();
    const day = reattemptDates(new Date())[0];
    await page.locator(`input[name="date"][value="${day}"]`).check({ force: true });
    await page.getByRole('button', { name: 'Send to the courier' }).click();
    await page.getByRole('status').getByText('Thank you. We have told the courier.').waitFor();
    expect(standIn.ndrActions).toMatchObject([{ body: { action: 're-attempt', deferred_date: day } }]);
    await shootBothWidths(page, 'failed-delivery-answered');
  });

  it('shows the owner the failed attempt and the answer on the order desk', async () => {
    const { page } = session;
    await page.goto(`${base}/admin-password`);
    await page.evaluate((token) => sessionStorage.setItem('adminToken', token), adminSession);
    await page.goto(`${base}/allorders?q=${orderId}`);
    const lines = page.getByRole('list', { name: /^Failed deliveries of / });
    await lines.getByText('Delivery failed: Consignee not available').waitFor();
    await lines.getByText(/Shopper asked to try again on \d{4}-\d{2}-\d{2}\./).waitFor();
    await shootBothWidths(page, 'failed-delivery-order-desk');
  });
});
