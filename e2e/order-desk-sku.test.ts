// Journey (issue 24 item 5, decision 0043): the owner packs by SKU. A shopper buys one size and colour of a demo
// piece; on the order desk's "To pack" view the owner finds the order by the variant's SKU and reads the SKU with
// its size and colour under the item, and on the tax invoice.
import type { Product } from '@zariya/shared/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, openAdmin } from './support/admin.ts';
import { openBrowser, type Session, shootBothWidths } from './support/browser.ts';
import { buyOnePiece, signUpShopper } from './support/shopper.ts';
import { shopUrl } from './support/shop.ts';

describe('the owner packs an order by its SKU', () => {
  let session: Session;
  beforeAll(async () => {
    // The shop's GST details, so the payment is invoiced (as the GST journey saves them).
    await adminApi('PUT', '/api/admin/gst/shop', {
      legalName: 'Zariya Fashions Private Limited',
      address: '4th Floor, 80 Feet Road, Koramangala, Bengaluru 560034',
      stateCode: '29',
      gstin: '29AAGCB7383J1Z4',
      invoicePrefix: 'ZR',
    });
    session = await openBrowser();
  });
  afterAll(async () => session?.close());

  it('finds the order by SKU on the "To pack" view and shows the SKU with its size and colour', async () => {
    const shopper = await signUpShopper(shopUrl(), 'Kavya Menon');
    const order = await buyOnePiece(shopper);
    const product = (await (await fetch(`${shopUrl()}/api/products/${order.productId}`)).json()) as Product;
    const variant = product.variants?.find((v) => v.size === order.size && v.color === order.color);
    expect(variant, `${order.size} ${order.color}`).toBeDefined();
    const sku = variant!.sku;

    const { page } = session;
    // The desk searched by the SKU (any case, part of it): this order.
    await openAdmin(page, `/allorders?q=${encodeURIComponent(sku.toLowerCase())}`);
    const card = page.getByRole('article', { name: `Order #${order.orderRef}` });
    await card.waitFor();
    await card.getByText(`SKU ${sku}`).waitFor();
    await card.getByText(`Size ${order.size}`, { exact: false }).waitFor();
    // Other journeys may have bought the same piece on this shared shop: every order listed holds that SKU.
    for (const text of await page.getByRole('article').allTextContents())
      expect(text).toContain(`SKU ${sku}`);
    await shootBothWidths(page, 'order-desk-sku', {
      screenOnly: true,
      afterResize: () => card.scrollIntoViewIfNeeded(),
    });

    // The packing view (the dashboard's "To pack": paid orders not yet packed) reads the SKU the same way.
    await page.goto('/allorders?stage=to-pack');
    const packing = page.getByRole('article', { name: `Order #${order.orderRef}` });
    await packing.getByText(`SKU ${sku}`).waitFor();
    await shootBothWidths(page, 'packing-view-sku', {
      screenOnly: true,
      afterResize: () => packing.scrollIntoViewIfNeeded(),
    });

    // The tax invoice (the owner's view of it) names the SKU under the item, with its size and colour.
    await page.goto(`/admin/invoices/${order.orderRef}`);
    await page.getByRole('article', { name: /^Tax Invoice / }).waitFor({ timeout: 15_000 });
    await page.getByText(`SKU ${sku}`).first().waitFor();
    await shootBothWidths(page, 'invoice-sku');
  });
});
