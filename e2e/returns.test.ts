// Journey (issue 14 item 4): a shopper's prepaid order is delivered; on Your Orders she asks to return it (a
// reason, a note, a photo); the owner approves it on Returns, marks it picked up and received, and refunds it;
// the shopper's order card shows each step and the refund. Screenshots of the request form at 390 and 1280 px.
import { formatInr } from '@zariya/shared/pricing';
import type { SingleOrder } from '@zariya/shared/orders-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, openAdmin } from './support/admin.ts';
import { DESKTOP, openBrowser, type Session, shootBothWidths } from './support/browser.ts';
import { buyOnePiece, loginInBrowser, type Shopper, signUpShopper } from './support/shopper.ts';
import { shopUrl } from './support/shop.ts';

// A 1×1 PNG: the server checks the bytes, not the name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A demo piece bought with Buy Now through the test provider, then shipped and delivered by the owner. */
async function deliveredOrder(shopper: Shopper, minSizes = 1): Promise<SingleOrder> {
  const order = await buyOnePiece(shopper, minSizes);
  const ref = order.orderRef;
  await adminApi('POST', `/api/admin/orders/${ref}/fulfilment`, {
    to: 'shipped',
    via: 'manual',
    courier: 'Delhivery',
    awb: 'DL20261124',
  });
  await adminApi('POST', `/api/admin/orders/${ref}/fulfilment`, { to: 'delivered' });
  return order;
}

describe('returning a delivered order', () => {
  let shopper: Shopper;
  let order: SingleOrder;
  let s: Session;
  const card = () => s.page.getByRole('article', { name: new RegExp(`order ${order.orderRef}$`) });

  beforeAll(async () => {
    shopper = await signUpShopper(shopUrl(), `Returnjourney ${Date.now().toString(36)}`);
    order = await deliveredOrder(shopper);
    s = await openBrowser(DESKTOP);
  });
  afterAll(async () => s?.close());

  it('the shopper asks to return it with a reason, a note and a photo', async () => {
    const page = s.page;
    await loginInBrowser(page, shopper, '/yourorder');
    await card().waitFor();
    await card().getByRole('button', { name: 'Return or exchange' }).click();
    const dialog = page.getByRole('dialog', { name: `Return or exchange · order #${order.orderRef}` });
    await dialog.getByLabel('Reason').waitFor();
    await dialog.getByLabel('Reason').selectOption({ label: 'Size does not fit' });
    await dialog.getByLabel('Note (optional)').fill('A little tight at the shoulders.');

    // Without a photo the form says so and sends nothing.
    await dialog.getByRole('button', { name: 'Request return' }).click();
    await expect.poll(() => dialog.getByText('Add a photo of the item.').count()).toBe(1);

    // A labelled picker, not the browser's bare "Choose File"; it names the photo once chosen (issue 32, item 18).
    expect(await dialog.getByText('Choose a photo', { exact: true }).isVisible()).toBe(true);
    await dialog
      .getByLabel('Photo of the item')
      .setInputFiles({ name: 'kurta.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByText('kurta.png', { exact: true }).waitFor();
    expect(await dialog.getByText('Change photo', { exact: true }).isVisible()).toBe(true);
    await shootBothWidths(page, 'return-request');
    await dialog.getByRole('button', { name: 'Request return' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => card().getByText('Return · Requested').count()).toBe(1);
  });

  it('the owner approves, marks picked up and received, and refunds it on Returns', async () => {
    const owner = await openBrowser(DESKTOP);
    try {
      const page = owner.page;
      await openAdmin(page, '/admin');
      await page.getByRole('link', { name: 'Returns', exact: true }).click();
      await page.waitForURL('**/admin/returns');
      await page.getByRole('button', { name: 'Requested', exact: true }).click();
      const row = page.getByRole('article').filter({ hasText: `order #${order.orderRef}` });
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.getByText('A little tight at the shoulders.', { exact: false }).count()).toBe(1);
      // The photo is private: fetched with the owner's token, drawn from its bytes.
      const photo = row.getByRole('img', { name: /^What the shopper sent with return/ });
      await expect
        .poll(() =>
          photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0).catch(() => false),
        )
        .toBe(true);
      await shootBothWidths(page, 'admin-returns');
      await row.getByRole('button', { name: /^Approve/ }).click();
      await page.getByRole('button', { name: 'All', exact: true }).click();
      for (const [button, state] of [
        [/^Mark picked up/, 'Picked up'],
        [/^Mark received/, 'Received'],
        [/^Refund/, 'Refunded'],
      ] as const) {
        await row.getByRole('button', { name: button }).click();
        await expect.poll(() => row.getByText(state, { exact: true }).count()).toBe(1);
      }
      // No step is left (the photo stays openable).
      expect(await row.getByRole('button', { name: /^(?!Open the photo)/ }).count()).toBe(0);
    } finally {
      await owner.close();
    }
  });

  it('the shopper sees each step and the refund on her order', async () => {
    const page = s.page;
    await page.reload();
    await card().waitFor();
    const steps = card().getByRole('list', { name: 'Return steps' });
    for (const step of ['Requested', 'Approved', 'Picked up', 'Received', 'Refunded'])
      await expect.poll(() => steps.getByText(step, { exact: true }).count()).toBe(1);
    await expect
      .poll(() =>
        card()
          .getByText(`Refund of ${formatInr(order.price)} sent to your original payment method.`)
          .count(),
      )
      .toBe(1);
    await expect
      .poll(() =>
        card()
          .getByText(new RegExp(`^Refund of ${formatInr(order.price)}: refunded on`))
          .count(),
      )
      .toBe(1);
    await shootBothWidths(page, 'your-orders-return-refunded');

    // The tracking page shows the same steps.
    await card()
      .getByRole('link', { name: `Track order ${order.orderRef}` })
      .click();
    await page.waitForURL(`**/trackorder/${order.orderRef}`);
    const tracked = page.getByRole('list', { name: 'Return steps' });
    await expect.poll(() => tracked.getByText('Refunded', { exact: true }).count()).toBe(1);
  });
});

describe('exchanging a delivered order for another size', () => {
  it('the shopper picks a new size; once the owner sends the exchange her card names the new order', async () => {
    const shopper = await signUpShopper(shopUrl(), `Exchangejourney ${Date.now().toString(36)}`);
    const order = await deliveredOrder(shopper, 2);
    const s = await openBrowser(DESKTOP);
    try {
      const page = s.page;
      const card = page.getByRole('article', { name: new RegExp(`order ${order.orderRef}$`) });
      await loginInBrowser(page, shopper, '/yourorder');
      await card.getByRole('button', { name: 'Return or exchange' }).click();
      const dialog = page.getByRole('dialog', { name: `Return or exchange · order #${order.orderRef}` });
      await dialog.getByText('Exchange size or colour').click();
      const newSize = dialog.getByLabel('New size');
      await newSize.waitFor();
      const other = (await newSize.locator('option').allTextContents()).find((t) => !t.startsWith('Keep'))!;
      await newSize.selectOption({ label: other });
      // No reason given: returns and exchanges are "no questions asked" (issue 32, item 21).
      expect(await dialog.getByLabel('Reason (optional)').inputValue()).toBe('');
      await dialog
        .getByLabel('Photo of the item')
        .setInputFiles({ name: 'kurta.png', mimeType: 'image/png', buffer: PNG });
      await dialog.getByRole('button', { name: 'Request exchange' }).click();
      await expect.poll(() => card.getByText('Exchange · Requested').count()).toBe(1);

      const { returns } = await adminApi<{ returns: Array<{ id: number; orderRef: string }> }>(
        'GET',
        '/api/admin/returns?status=requested',
      );
      const mine = returns.find((r) => r.orderRef === order.orderRef)!;
      for (const to of ['approved', 'picked_up', 'received', 'exchanged'])
        await adminApi('POST', `/api/admin/returns/${mine.id}/move`, { to });

      await page.reload();
      await expect.poll(() => card.getByText('Exchange · Exchanged').count()).toBe(1);
      await expect
        .poll(() => card.getByText(/^Your exchange is order #\d+, at no charge\.$/).count())
        .toBe(1);
      expect(await card.getByText(`for ${other}`, { exact: false }).count()).toBe(1);
    } finally {
      await s.close();
    }
  });
});
