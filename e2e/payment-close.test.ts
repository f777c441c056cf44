// Journey: a shopper opens the payment window for the last piece, which holds it for her; another shopper is
// told it is out of stock. She closes the test checkout: her hold is released at once, and the other shopper buys
// the last piece. A shopper who keeps opening and closing payment windows is told calmly that nothing is held.
import { MESSAGES } from '@zariya/shared/constants';
import { MAX_UNPAID_HOLDS_PER_SHOPPER, PAYMENT_MESSAGES } from '@zariya/shared/payment-lifecycle';
import { formatInr, singlePurchaseTotal } from '@zariya/shared/pricing';
import type { Product } from '@zariya/shared/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProductAsOwner } from './support/admin.ts';
import { DESKTOP, openBrowser, type Session, shootBothWidths } from './support/browser.ts';
import { loginInBrowser, type Shopper, signUpShopper } from './support/shopper.ts';
import { shopUrl } from './support/shop.ts';

const CHOICE = { size: 'Free Size', color: 'teal' };

async function shopperPost(shopper: Shopper, path: string, body: unknown) {
  const res = await fetch(`${shopUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** A product of this journey's own, with `stock` pieces, added by the owner. */
async function addOwnProduct(name: string, stock: number): Promise<Product> {
  return addProductAsOwner(
    {
      brandname: 'Journey Looms',
      productname: name,
      category: 'Accessories',
      description: 'A hand-block printed stole.',
      new_price: '1200',
      old_price: '1500',
      material: 'Cotton',
      available: 'true',
      stock: String(stock),
      sizes_0: CHOICE.size,
      color_0: CHOICE.color,
    },
    { file: 'stole.png', background: '#6a1f4a' },
  );
}

const total = (p: Product) => singlePurchaseTotal(p.new_price, 1, false);
const createOrder = (shopper: Shopper, p: Product) =>
  shopperPost(shopper, '/createOrder', { amount: total(p), productId: p.id, quantity: 1, ...CHOICE });

describe('closing the payment window', () => {
  let s: Session;
  let her: Shopper;
  let other: Shopper;
  let lastPiece: Product;

  beforeAll(async () => {
    const tag = Date.now().toString(36);
    her = await signUpShopper(shopUrl(), 'Ananya Rao');
    other = await signUpShopper(shopUrl(), 'Farah Khan');
    lastPiece = await addOwnProduct(`Ajrakh Stole ${tag}`, 1);
    s = await openBrowser(DESKTOP);
    await loginInBrowser(s.page, her);
  });
  afterAll(async () => s?.close());

  const openPayment = async (p: Product) => {
    await s.page.goto(`/product/${p.id}`);
    await s.page.getByRole('heading', { name: p.productname, level: 1 }).waitFor();
    await s.page.getByRole('button', { name: 'Buy Now' }).click();
    await s.page.waitForURL('**/buynow');
    await s.page.getByRole('button', { name: `Pay ${formatInr(total(p))}` }).click();
    const dialog = s.page.getByRole('dialog', { name: 'Test payment' });
    await dialog.waitFor();
    return dialog;
  };

  it('holds the last piece while her window is open, and gives it back the moment she closes it', async () => {
    const page = s.page;
    const dialog = await openPayment(lastPiece);
    // Held for her: the note about unheld pieces is not shown, and nobody else can start paying for it.
    expect(await page.getByText(PAYMENT_MESSAGES.notHeld).count()).toBe(0);
    expect(await page.getByText('Your pieces are held for 15 minutes while you pay.').count()).toBe(1);
    const refused = await createOrder(other, lastPiece);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(MESSAGES.outOfStock);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByText(PAYMENT_MESSAGES.attemptClosed).count()).toBeGreaterThan(0);
    expect(await page.getByRole('dialog', { name: 'Test payment' }).count()).toBe(0);

    // The other shopper can now buy the last piece, long before the 15 minutes of the hold would lapse.
    let opened = { status: 0, json: {} as Record<string, unknown> };
    await expect
      .poll(async () => {
        opened = await createOrder(other, lastPiece);
        return opened.status;
      })
      .toBe(201);
    expect(opened.json.held).toBe(true);
    const paid = await shopperPost(other, '/payments/test/pay', { orderId: opened.json.id });
    const saved = await shopperPost(other, '/saveOrder', {
      userId: other.userId,
      productId: lastPiece.id,
      amount: total(lastPiece),
      quantity: 1,
      ...CHOICE,
      ...paid.json,
    });
    expect(saved).toMatchObject({ status: 201, json: { order: { productId: lastPiece.id } } });

    // And it is gone for her: paying again says so.
    await page.getByRole('button', { name: `Pay ${formatInr(total(lastPiece))}` }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Error initiating payment' }).count())
      .toBe(1);
    expect(await page.getByRole('dialog', { name: 'Test payment' }).count()).toBe(0);
  });

  it('tells a shopper who keeps closing payment windows that the pieces are not held for her', async () => {
    const page = s.page;
    const stole = await addOwnProduct(`Kalamkari Stole ${Date.now().toString(36)}`, 5);
    // She has closed one window above; a few more, started and closed without paying.
    for (let i = 1; i < MAX_UNPAID_HOLDS_PER_SHOPPER; i++) {
      const attempt = await createOrder(her, stole);
      expect(attempt.json.held).toBe(true);
      expect((await shopperPost(her, `/payments/${attempt.json.id}/close`, {})).status).toBe(200);
    }
    const dialog = await openPayment(stole);
    await expect.poll(() => dialog.getByText(PAYMENT_MESSAGES.notHeld).count()).toBe(1);
    // The payment page says so too, in place of the 15-minute promise.
    expect(await page.getByText(PAYMENT_MESSAGES.notHeld).count()).toBe(2);
    expect(await page.getByText('Your pieces are held for 15 minutes while you pay.').count()).toBe(0);
    await shootBothWidths(page, 'payment-not-held', { screenOnly: true });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Test payment' }).count()).toBe(0);
  });
});
