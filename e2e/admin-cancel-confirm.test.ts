// Journey (issue 32 item 5): on the order desk, Cancelled on a paid order asks first and says what follows (stock
// back, the shopper told, the refund of what she paid); Keep the order changes nothing; confirming cancels it and
// refunds her in full.
import type { AllOrdersAnswer } from '@zariya/shared/admin-orders-api';
import type { RefundList } from '@zariya/shared/refunds-api';
import type { SingleOrder } from '@zariya/shared/orders-api';
import { formatInr } from '@zariya/shared/pricing';
import type { Product } from '@zariya/shared/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, openAdmin } from './support/admin.ts';
import { openBrowser, PHONE, type Session, shootBothWidths } from './support/browser.ts';
import { type Shopper, signUpShopper } from './support/shopper.ts';
import { shopUrl } from './support/shop.ts';

async function shopperCall<T>(shopper: Shopper, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${shopUrl()}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** One demo piece bought online with Buy Now through the test provider. */
async function buyOnePiece(shopper: Shopper): Promise<SingleOrder> {
  const res = await fetch(`${shopUrl()}/api/products?limit=100&sort=price_desc`);
  const piece = ((await res.json()) as Product[]).find(
    (p) => p.available && (p.stock ?? 0) >= 5 && p.sizes.length > 0 && p.colors.length > 0,
  );
  if (!piece) throw new Error('no demo product to buy');
  const choice = { size: piece.sizes[0], color: piece.colors[0], quantity: 1, productId: piece.id };
  const order = await shopperCall<{ id: string }>(shopper, '/createOrder', {
    amount: piece.new_price,
    ...choice,
  });
  const paid = await shopperCall<object>(shopper, '/payments/test/pay', { orderId: order.id });
  const saved = await shopperCall<{ order: SingleOrder }>(shopper, '/saveOrder', {
    userId: shopper.userId,
    amount: piece.new_price,
    ...choice,
    ...paid,
  });
  return saved.order;
}

describe('cancelling a paid order', () => {
  let owner: Session;
  let shopper: Shopper;
  let order: SingleOrder;
  const label = () => `Order #${order.orderRef}`;
  const deskOrder = async () =>
    (await adminApi<AllOrdersAnswer>('GET', `/api/getAllOrders?q=${encodeURIComponent(shopper.email)}`))
      .allOrders[0];

  beforeAll(async () => {
    shopper = await signUpShopper(shopUrl(), `Cancelconfirm ${Date.now().toString(36)}`);
    order = await buyOnePiece(shopper);
    owner = await openBrowser(PHONE);
    await openAdmin(owner.page, `/allorders?q=${encodeURIComponent(shopper.email)}`);
  });
  afterAll(async () => owner?.close());

  it('asks first, says what follows, and changes nothing when the owner keeps the order', async () => {
    const page = owner.page;
    const card = page.getByRole('article', { name: label() });
    await expect.poll(() => card.count()).toBe(1);
    await card.getByRole('button', { name: 'Cancelled' }).click();

    const dialog = page.getByRole('dialog', { name: `Cancel ${label()}?` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain('puts its pieces back in stock');
    expect(text).toContain(`She paid ${formatInr(order.price)} online`);
    expect(
      await dialog
        .getByRole('checkbox', { name: `Refund ${formatInr(order.price)} to the shopper now` })
        .isChecked(),
    ).toBe(true);
    await shootBothWidths(page, 'desk-cancel-confirm');

    await dialog.getByRole('button', { name: 'Keep the order' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect((await deskOrder()).status).not.toBe('cancelled');
  });

  it('cancels and refunds in full when confirmed', async () => {
    const page = owner.page;
    const card = page.getByRole('article', { name: label() });
    await card.getByRole('button', { name: 'Cancelled' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel ${label()}?` });
    await dialog.getByRole('button', { name: `Cancel and refund ${formatInr(order.price)}` }).click();
    await expect.poll(() => page.getByText(`${label()} is now cancelled.`).count()).toBe(1);
    await expect
      .poll(() => page.getByText(`${formatInr(order.price)} is being refunded to the shopper.`).count())
      .toBe(1);
    expect((await deskOrder()).status).toBe('cancelled');
    const { refunds } = await adminApi<RefundList>('GET', '/api/admin/refunds');
    expect(refunds.filter((r) => r.orderRef === order.orderRef).map((r) => r.amount)).toEqual([order.price]);
  });
});
