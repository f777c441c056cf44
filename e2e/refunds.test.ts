// Journey: a shopper pays for a piece; the owner cancels the order on the order desk and refunds it from there,
// first a part, then the rest (a refund larger than what is left is refused); she finds both under Refunds as
// done, and the shopper's order says "Refund of ₹…: refunded on …" on Your Orders and on its tracking page.
import { formatDisplayDate } from '@zariya/shared/dates';
import type { SingleOrder } from '@zariya/shared/orders-api';
import { PAYMENT_MESSAGES } from '@zariya/shared/payment-lifecycle';
import { formatInr } from '@zariya/shared/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdmin } from './support/admin.ts';
import { DESKTOP, openBrowser, type Session, shootBothWidths } from './support/browser.ts';
import { buyOnePiece, loginInBrowser, type Shopper, signUpShopper } from './support/shopper.ts';
import { shopUrl } from './support/shop.ts';

const PART = 250;

async function shopperCall<T>(shopper: Shopper, method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(`${shopUrl()}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${shopper.token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const shoot = shootBothWidths;

describe('refunding a cancelled order', () => {
  let owner: Session;
  let shopper: Shopper;
  let order: SingleOrder;
  const label = () => `Order #${order.orderRef}`;

  beforeAll(async () => {
    shopper = await signUpShopper(shopUrl(), `Refundjourney ${Date.now().toString(36)}`);
    order = await buyOnePiece(shopper);
    owner = await openBrowser(DESKTOP);
    await openAdmin(owner.page, '/allorders');
  });
  afterAll(async () => owner?.close());

  it('offers no Refund while the order is pending, and one once the owner cancels it', async () => {
    const page = owner.page;
    await page.getByLabel('Search orders').fill(shopper.email);
    const card = page.getByRole('article', { name: label() });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.getByRole('button', { name: 'Refund' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Cancelled' }).click();
    // The confirmation offers the whole refund at once; this journey refunds in parts from the desk instead.
    const confirm = page.getByRole('dialog', { name: `Cancel ${label()}?` });
    await confirm.getByRole('checkbox', { name: /^Refund .* to the shopper now$/ }).uncheck();
    await confirm.getByRole('button', { name: 'Cancel order' }).click();
    await expect.poll(() => page.getByText(`${label()} is now cancelled.`).count()).toBe(1);
    await expect.poll(() => card.getByRole('button', { name: 'Refund' }).count()).toBe(1);
  });

  it('refunds a part, refuses more than what is left, then refunds the rest', async () => {
    const page = owner.page;
    const card = page.getByRole('article', { name: label() });
    const dialog = page.getByRole('dialog', { name: `Refund ${label()}` });

    await card.getByRole('button', { name: 'Refund' }).click();
    await dialog.getByRole('radio', { name: 'A part of it' }).check();
    await dialog.getByLabel('Amount to refund').fill(String(PART));
    await shoot(page, 'desk-refund-dialog');
    await dialog.getByRole('button', { name: 'Record refund' }).click();
    await expect.poll(() => page.getByText(PAYMENT_MESSAGES.refundRecorded).count()).toBe(1);
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // More than the ₹… still left: the server's reason, and the dialog stays open to correct it.
    await card.getByRole('button', { name: 'Refund' }).click();
    await dialog.getByRole('radio', { name: 'A part of it' }).check();
    await dialog.getByLabel('Amount to refund').fill(String(order.price));
    await dialog.getByRole('button', { name: 'Record refund' }).click();
    await expect.poll(() => page.getByText(PAYMENT_MESSAGES.refundTooLarge).count()).toBe(1);
    expect(await dialog.isVisible()).toBe(true);

    // The rest: the full amount is the default.
    await dialog.getByRole('radio', { name: 'Everything not refunded yet' }).check();
    await dialog.getByRole('button', { name: 'Record refund' }).click();
    await expect
      .poll(() => page.getByText(`${formatInr(order.price - PART)} for ${label()}`).count())
      .toBe(1);
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // Nothing is left: a third refund is refused.
    await card.getByRole('button', { name: 'Refund' }).click();
    await dialog.getByRole('button', { name: 'Record refund' }).click();
    await expect.poll(() => page.getByText(PAYMENT_MESSAGES.refundTooLarge).count()).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('lists both refunds under Refunds as done, with their order, amount and reason', async () => {
    const page = owner.page;
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Refunds', exact: true }).click();
    await page.waitForURL('**/admin/refunds');
    const mine = (amount: number) =>
      page.getByRole('article', { name: `Refund of ${formatInr(amount)}, ${label()}` });
    await expect.poll(() => mine(PART).count()).toBe(1);

    const done = page.getByRole('button', { name: /^Done/ });
    await done.click();
    await expect.poll(() => done.getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).searchParams.get('status')).toBe('processed');
    for (const amount of [PART, order.price - PART]) {
      const row = mine(amount);
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.getByText('Done', { exact: true }).count()).toBe(1);
      expect(await row.getByText('Order cancelled').count()).toBe(1);
      expect(await row.getByText(/^Refunded /).count()).toBe(1);
      expect(await row.getByRole('button', { name: /Retry/ }).count()).toBe(0);
    }
    // The tile counts at least these two, and none of them is among the failed ones.
    expect(Number(await done.locator('span').nth(1).textContent())).toBeGreaterThanOrEqual(2);
    await page.getByRole('button', { name: /^Failed/ }).click();
    await expect.poll(() => mine(PART).count()).toBe(0);
    await page.getByRole('button', { name: /^Done/ }).click();
    await expect.poll(() => mine(PART).count()).toBe(1);
    await shoot(page, 'admin-refunds');

    // The order link opens the desk on that order.
    await mine(PART).getByRole('link', { name: label() }).click();
    await page.waitForURL('**/allorders?**');
    await expect.poll(() => page.getByRole('article', { name: label() }).count()).toBe(1);
  });

  it('shows the shopper her refunds with the date they reached her', async () => {
    const seen = await shopperCall<SingleOrder>(shopper, 'GET', `/order/${order.orderRef}`);
    expect(seen.refunds?.map((r) => [r.amount, r.status])).toEqual([
      [PART, 'processed'],
      [order.price - PART, 'processed'],
    ]);
    const lines = (seen.refunds ?? []).map(
      (r) => `Refund of ${formatInr(r.amount)}: refunded on ${formatDisplayDate(r.processedAt!)}`,
    );

    const s = await openBrowser(DESKTOP);
    try {
      await loginInBrowser(s.page, shopper, '/yourorder');
      const page = s.page;
      const card = page.getByRole('article', { name: new RegExp(`order ${order.orderRef}$`) });
      await card.waitFor();
      for (const line of lines) await expect.poll(() => card.getByText(line).count()).toBe(1);
      await shoot(page, 'your-orders-refund');

      await card.getByRole('link', { name: `Track order ${order.orderRef}` }).click();
      await page.waitForURL(`**/trackorder/${order.orderRef}`);
      await page.getByRole('heading', { name: `Order #${order.orderRef}` }).waitFor();
      for (const line of lines) await expect.poll(() => page.getByText(line).count()).toBe(1);
      expect(await page.getByText('This order was cancelled.').count()).toBe(1);
      await shoot(page, 'track-order-refund');
    } finally {
      await s.close();
    }
  });
});
