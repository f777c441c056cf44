// The shop of one describe block shipping through its own Shiprocket stand-in: pickup at Andheri (400053), the
// courier's webhook token set, the owner logged in. Started before the block's tests, closed after them.
import { afterAll, beforeAll } from 'vitest';
import { adminToken, createTestApp, type DatabaseKind, type TestApp } from './harness.ts';
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
