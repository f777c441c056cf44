// Journey (issue 25): each order line's discount shown. The owner makes an automatic "Diwali 10%" offer on two pieces
// of this journey's own; a new shopper buys both in one bag; her order page (and her orders list) lists each piece with the offer under
// it, the piece before and after, and Items / Offers rows that add up to what she paid; the owner's order desk names
// the offer on each line.
import type { BundleOrder, CartData } from '@zariya/shared/orders-api';
import type { Product } from '@zariya/shared/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProductAsOwner, adminApi, openAdmin } from './support/admin.ts';
import { DESKTOP, openBrowser, overflowX, type Session, shootBothWidths } from './support/browser.ts';
import { loginInBrowser, type Shopper, shopperApi, signUpShopper } from './support/shopper.ts';
import { shopUrl } from './support/shop.ts';

const OFFER = `Diwali 10% ${String(Date.now()).slice(-5)}`;

describe("each order line's discount, on the shopper's order page and the owner's desk", () => {
  let s: Session;
  let owner: Session;
  let shopper: Shopper;
  let saree: Product;
  let dupatta: Product;
  let bundle: BundleOrder;

  beforeAll(async () => {
    const piece = (name: string, price: string, background: string) =>
      addProductAsOwner(
        {
          brandname: 'Diwali Looms',
          productname: name,
          category: 'Accessories',
          description: 'A festive piece of the line-discounts journey.',
          new_price: price,
          material: 'Silk',
          available: 'true',
          stock: '6',
          sizes_0: 'Free Size',
          color_0: 'maroon',
        },
        { file: 'piece.png', background },
      );
    saree = await piece('Diwali Journey Stole', '1500', '#8a1c3b');
    dupatta = await piece('Diwali Journey Dupatta', '900', '#c58b2a');
    await adminApi('POST', '/api/admin/offers', {
      name: OFFER,
      kind: 'percent',
      percent: 10,
      scope: { kind: 'products', productIds: [saree.id, dupatta.id] },
    });
    shopper = await signUpShopper(shopUrl(), 'Ananya Rao');
    for (const p of [saree, dupatta]) {
      await shopperApi<CartData>(shopper, '/cart', {
        userId: shopper.userId,
        product: p.id,
        size: 'Free Size',
        color: 'maroon',
      });
    }
    // ₹2,400 less 10% (₹150 and ₹90): ₹2,160, free delivery.
    const saved = await shopperApi<{ bundleOrderId: number }>(shopper, '/saveBundleOrder', {
      userId: shopper.userId,
      totalAmount: 2160,
    });
    const created = await shopperApi<{ id: string }>(shopper, '/createOrder', {
      userId: shopper.userId,
      amount: 2160,
      bundleOrderId: saved.bundleOrderId,
    });
    const paid = await shopperApi<object>(shopper, '/payments/test/pay', { orderId: created.id });
    bundle = (
      await shopperApi<{ order: BundleOrder }>(shopper, '/updateBundleOrderStatus', {
        userId: shopper.userId,
        bundleOrderId: saved.bundleOrderId,
        status: 'paid',
        ...paid,
      })
    ).order;
    s = await openBrowser(DESKTOP);
    await loginInBrowser(s.page, shopper);
    owner = await openBrowser(DESKTOP);
  });
  afterAll(async () => {
    await s?.close();
    await owner?.close();
  });

  it('her order page names the offer under each piece, and the rows add up to what she paid', async () => {
    const page = s.page;
    await page.goto(`/trackorder/${bundle.orderRef}`);
    const offers = page.getByRole('list', { name: 'Offers on this item' });
    await offers.first().waitFor();
    expect(await offers.count()).toBe(2);
    expect(await offers.nth(0).textContent()).toBe(`${OFFER}-₹150`);
    expect(await offers.nth(1).textContent()).toBe(`${OFFER}-₹90`);
    const row = (label: string) => page.locator(`dt:text-is("${label}") + dd`).textContent();
    expect(await row('Items')).toBe('₹2,400');
    expect(await row('Offers')).toBe('-₹240');
    expect(await row('Amount paid')).toBe('₹2,160');
    expect(await overflowX(page)).toBeLessThanOrEqual(0);
    await shootBothWidths(page, 'order-line-discounts');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await overflowX(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize(DESKTOP);
  });

  it('her orders list shows each piece after its offer, the offer named under it', async () => {
    const page = s.page;
    await page.goto('/yourorder?tab=multi');
    const card = page.getByRole('article').filter({ hasText: 'Diwali Journey Stole' });
    const offers = card.getByRole('list', { name: 'Offers on this item' });
    await offers.first().waitFor();
    expect(await offers.allTextContents()).toEqual([`${OFFER}-₹150`, `${OFFER}-₹90`]);
    await card.scrollIntoViewIfNeeded();
    await shootBothWidths(page, 'orders-list-line-discounts');
  });

  it("the owner's desk names the offer on each line", async () => {
    const page = owner.page;
    await openAdmin(page, `/allorders?type=bundle&q=${bundle.orderRef}`);
    const card = page.getByRole('article').filter({ hasText: 'Diwali Journey Stole' });
    const lines = card.getByRole('list', { name: 'Discounts on this line' });
    await lines.first().waitFor();
    expect(await lines.allTextContents()).toEqual([`${OFFER} -₹150`, `${OFFER} -₹90`]);
    await shootBothWidths(page, 'admin-order-line-discounts');
  });
});
