// The shop of one describe block shipping through its own Shiprocket stand-in: pickup at Andheri (400053), the
// courier's webhook token set, the owner logged in. Started before the block's tests, closed after them.
import { afterAll, beforeAll, expect } from 'vitest';
import { signUpShopper } from './accounts.ts';
import { insertProduct } from './fixtures.ts';
import { adminToken, createTestApp, type DatabaseKind, type TestApp } from './harness.ts';
import { insertSingleOrder } from './orders-fixtures.ts';
import { startShiprocketStandIn } from './shiprocket-stand-in.ts';

export type ShippingShop = {
  t: TestApp;
  standIn: Awaited<ReturnType<typeof startShiprocketStandIn>>;
  /** The headers of a logged-in admin (a Bearer session token). */
  admin: { authorization: string };
};

/** Its fields are filled before the block's first test runs: read them in tests and hooks only. */
export function shippingShopPerBlock(
  kind: DatabaseKind,
  account: { email: string; password: string },
  webhookToken: string,
): ShippingShop {
  const shop = {} as ShippingShop;
  beforeAll(async () => {
    shop.standIn = await startShiprocketStandIn(account);
    shop.t = await createTestApp(kind, {
      ...shop.standIn.env,
      SHIPROCKET_PICKUP_PINCODE: '400053',
      SHIPROCKET_PICKUP_LOCATION: 'Andheri Studio',
      SHIPROCKET_WEBHOOK_TOKEN: webhookToken,
    });
    shop.admin = { authorization: `Bearer ${await adminToken(shop.t.app)}` };
  });
  afterAll(async () => {
    await shop.t?.close();
    await shop.standIn?.close();
  });
  return shop;
}

/**
 * A new shopper's COD order of a Chanderi Kurta (₹1,800, four in stock), shipped by the owner through Shiprocket;
 * answers the shopper, the product, the order and the parcel's AWB.
 */
export async function shippedCodOrder(
  t: TestApp,
  admin: Record<string, string>,
  shopperFields: Record<string, unknown>,
) {
  const shopper = await signUpShopper(t.app, shopperFields);
  const p = await insertProduct(t.db, { productname: 'Chanderi Kurta', newPrice: 1800, stock: 4 });
  const order = await insertSingleOrder(t.db, shopper.userId, p.id, {
    paymentMethod: 'cod',
    codFee: 49,
    paymentId: null,
  });
  const shipped = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order.id}/fulfilment`,
    payload: { to: 'shipped', via: 'shiprocket' },
    headers: admin,
  });
  expect(shipped.statusCode, shipped.body).toBe(200);
  return { shopper, p, order, awb: shipped.json().shipment.awb as string };
}
