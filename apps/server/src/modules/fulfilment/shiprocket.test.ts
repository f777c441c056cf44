import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { trackingEvents } from '../../db/schema.ts';
import { signUpShopper } from '../../test/accounts.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { databaseKinds } from '../../test/harness.ts';
import { shippingShopPerBlock } from '../../test/shipping-shop.ts';
import { insertSingleOrder } from '../../test/orders-fixtures.ts';
import { PICKED_UP_SCAN, UNSERVED_PINCODE } from '../../test/shiprocket-stand-in.ts';
import { shiprocketTime } from './shiprocket.ts';

const ACCOUNT = { email: 'api-user@zariya.shop', password: 'Shiprocket-api-pass-1' };
const WEBHOOK_TOKEN = 'wh-token-4f9d2c';

describe.each(databaseKinds())('Shiprocket shipping on %s', (kind) => {
  const shop = shippingShopPerBlock(kind, ACCOUNT, WEBHOOK_TOKEN);

  const post = (url: string, payload: unknown, headers: Record<string, string> = shop.admin) =>
    shop.t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });
  const webhook = (payload: unknown, token?: string) =>
    post('/courier/tracking-webhook', payload, token === undefined ? {} : { 'x-api-key': token });

  it('answers serviceability by pincode, COD couriers only when asked', async () => {
    const { provider } = shop.t.app.shipping;
    expect(provider.name).toBe('shiprocket');
    const asked = await shop.t.app.inject({
      method: 'GET',
      url: '/api/admin/shipping-provider',
      headers: shop.admin,
    });
    expect(asked.json()).toEqual({ provider: 'shiprocket' });
    const any = await provider.serviceability({ deliveryPincode: '560001', cod: false, weightKg: 0.5 });
    expect(any).toEqual({
      serviceable: true,
      couriers: [
        { name: 'Delhivery Surface', etdDays: 4, cod: true },
        { name: 'Xpressbees Surface', etdDays: 5, cod: true },
      ],
    });
    const cod = await provider.serviceability({ deliveryPincode: '560001', cod: true, weightKg: 0.5 });
    expect(cod.couriers.map((c) => c.name)).toEqual(['Delhivery Surface']);
    expect(
      await provider.serviceability({ deliveryPincode: UNSERVED_PINCODE, cod: false, weightKg: 0.5 }),
    ).toEqual({
      serviceable: false,
      couriers: [],
    });
    expect(shop.standIn.calls.find((c) => c.path.startsWith('/courier/serviceability'))!.path).toContain(
      'pickup_postcode=400053',
    );
  });

  it('books a COD order there, stores the AWB it assigns, and takes tracking from the webhook and the API', async () => {
    const shopper = await signUpShopper(shop.t.app, { fullname: 'Meera Iyer' });
    const p = await insertProduct(shop.t.db, { productname: 'Kanjeevaram Saree', newPrice: 2400, stock: 3 });
    const order = await insertSingleOrder(shop.t.db, shopper.userId, p.id, {
      paymentMethod: 'cod',
      codFee: 49,
      paymentId: null,
    });
    const shipped = await post(`/admin/orders/${order.id}/fulfilment`, { to: 'shipped', via: 'shiprocket' });
    expect(shipped.statusCode).toBe(200);
    const shipment = shipped.json().shipment;
    expect(shipment).toMatchObject({ provider: 'shiprocket', courier: 'Delhivery Surface' });
    expect(shipment.awb).toMatch(/^SR\d+/);
    expect(shipment.trackingUrl).toBe(`https://www.delhivery.com/track-v2/package/${shipment.awb}`);
    const booked = shop.standIn.calls.find((c) => c.path === '/orders/create/adhoc')!.body as Record<
      string,
      unknown
    >;
    expect(booked).toMatchObject({
      order_id: String(order.id),
      pickup_location: 'Andheri Studio',
      payment_method: 'COD',
      sub_total: 2400,
      transaction_charges: 49,
      billing_customer_name: 'Meera',
      billing_last_name: 'Iyer',
      billing_pincode: '560001',
      billing_phone: shopper.contact.slice(-10),
    });
    expect(booked.order_items).toEqual([
      expect.objectContaining({
        name: expect.stringContaining('Kanjeevaram Saree'),
        units: 1,
        selling_price: 2400,
      }),
    ]);

    // The webhook: its token is required, and each scan is stored once.
    const scan = {
      awb: shipment.awb,
      courier_name: 'Delhivery Surface',
      current_status: 'OUT FOR DELIVERY',
      current_status_id: 17,
      current_timestamp: '04 03 2026 08:05:00',
      order_id: String(order.id),
      scans: [
        PICKED_UP_SCAN,
        {
          date: '2026-03-04 08:05:00',
          status: 'X-DDD3FD',
          activity: 'Out for delivery',
          location: 'Bengaluru_Central (Karnataka)',
          'sr-status': '17',
          'sr-status-label': 'OUT FOR DELIVERY',
        },
      ],
    };
    expect((await webhook(scan)).statusCode).toBe(401);
    expect((await webhook(scan, 'wrong')).statusCode).toBe(401);
    expect((await webhook(scan, WEBHOOK_TOKEN)).json()).toEqual({ status: 'stored' });
    expect((await webhook(scan, WEBHOOK_TOKEN)).json()).toEqual({ status: 'stored' });
    expect((await webhook({ ...scan, awb: 'UNKNOWN123' }, WEBHOOK_TOKEN)).json()).toEqual({
      status: 'ignored',
    });
    expect((await webhook({ awb: shipment.awb, scans: 'nonsense' }, WEBHOOK_TOKEN)).statusCode).toBe(400);

    // Tracking from the API, after the token has gone stale: the shop logs in again once.
    const loginsBefore = shop.standIn.logins();
    shop.standIn.expireToken();
    const refreshed = await post(`/admin/orders/${order.id}/tracking`, {});
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().added).toBe(1); // "picked up" was already stored from the webhook
    expect(shop.standIn.logins()).toBe(loginsBefore + 1);
    expect((await post(`/admin/orders/${order.id}/tracking`, {})).json().added).toBe(0);

    const seen = (
      await shop.t.app.inject({ method: 'GET', url: `/api/order/${order.id}`, headers: shopper.auth })
    ).json();
    expect(seen.shipment.events).toEqual([
      {
        at: '2026-03-02T13:01:00.000Z',
        status: 'PICKED UP',
        activity: 'Shipment picked up',
        location: 'Mumbai_Andheri (Maharashtra)',
      },
      {
        at: '2026-03-03T03:45:00.000Z',
        status: 'IN TRANSIT',
        activity: 'Shipment in transit to destination hub',
        location: 'Bhiwandi_DC (Maharashtra)',
      },
      {
        at: '2026-03-04T02:35:00.000Z',
        status: 'OUT FOR DELIVERY',
        activity: 'Out for delivery',
        location: 'Bengaluru_Central (Karnataka)',
      },
    ]);
    expect(
      await shop.t.db.select().from(trackingEvents).where(eq(trackingEvents.status, 'PICKED UP')),
    ).toHaveLength(1);
  });

  it('reads Shiprocket times as India time, and needs its settings in pairs', () => {
    expect(shiprocketTime('2026-03-02 18:31:00')?.toISOString()).toBe('2026-03-02T13:01:00.000Z');
    expect(shiprocketTime('04 03 2026 08:05:00')?.toISOString()).toBe('2026-03-04T02:35:00.000Z');
    expect(shiprocketTime('yesterday')).toBeNull();
    expect(() => loadConfig({ SHIPROCKET_EMAIL: 'a@b.in' })).toThrow(/SHIPROCKET_PASSWORD/);
    expect(() => loadConfig({ SHIPROCKET_EMAIL: 'a@b.in', SHIPROCKET_PASSWORD: 'x' })).toThrow(
      /SHIPROCKET_PICKUP_PINCODE/,
    );
  });
});
