import { COD_MESSAGES } from '@zariya/shared/cod';
import { productPageDeliveryDate } from '@zariya/shared/dates';
import { promisedDeliveryDate } from '@zariya/shared/delivery-promise';
import type { PaymentOrder, PaymentResult, SingleOrder } from '@zariya/shared/orders-api';
import { PINCODE_MESSAGES } from '@zariya/shared/pincode-api';
import { singlePurchaseTotal } from '@zariya/shared/pricing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleOrders, deliverySettings, orders, paymentOrders, users } from '../../db/schema.ts';
import { type Shopper, signupPayload, signUpShopper } from '../../test/accounts.ts';
import { CHOICE, insertProduct } from '../../test/fixtures.ts';
import { databaseKinds } from '../../test/harness.ts';
import { testAppWithAdmin } from '../../test/app-per-block.ts';
import { directorySize } from './pincode-directory.ts';

const address = (overrides: Record<string, string> = {}) => ({
  addressLine1: '7 Park Street',
  city: 'Kolkata',
  state: 'West Bengal',
  postalCode: '700016',
  country: 'India',
  ...overrides,
});
const settings = {
  originPincode: '560001',
  zoneDays: { sameCity: 1, sameState: 2, metro: 3, restOfIndia: 8 },
  unservedPincodes: ['744301'],
};

describe.each(databaseKinds())('pincodes and the delivery promise on %s', (kind) => {
  const t = testAppWithAdmin(kind);

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const post = (url: string, payload: unknown, s?: { auth: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers: s?.auth ?? {} });
  const putSettings = (payload: unknown, headers = t.admin) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/delivery-settings', payload: payload as object, headers });

  const buy = async (s: Shopper, extra: Record<string, unknown> = {}) => {
    const p = await insertProduct(t.db, { newPrice: 1500, stock: 5 });
    const amount = singlePurchaseTotal(1500, 1, false);
    const created = await post(
      '/createOrder',
      { userId: s.userId, amount, productId: p.id, quantity: 1, ...CHOICE, ...extra },
      s,
    );
    return { p, created };
  };
  const buyAndPay = async (s: Shopper) => {
    const { p, created } = await buy(s);
    expect(created.statusCode).toBe(201);
    const order = created.json() as PaymentOrder;
    const paid = (await post('/payments/test/pay', { orderId: order.id }, s)).json() as PaymentResult;
    const saved = await post(
      '/saveOrder',
      { userId: s.userId, productId: p.id, ...CHOICE, quantity: 1, ...paid },
      s,
    );
    expect(saved.statusCode).toBe(201);
    return saved.json().order as SingleOrder;
  };

  describe('the directory', () => {
    it('holds every Indian pincode (about 19,000)', async () => {
      expect(await directorySize()).toBeGreaterThan(19_000);
    });

    it.each([
      ['560001', 'Bengaluru', 'Karnataka'],
      ['110001', 'Central Delhi', 'Delhi'],
      ['700016', 'Kolkata', 'West Bengal'],
      ['500001', 'Hyderabad', 'Telangana'],
      ['194101', 'Leh', 'Ladakh'],
      ['605001', 'Pondicherry', 'Puducherry'],
    ])('answers %s with its city and official state, cacheable', async (pin, city, state) => {
      const res = await get(`/pincode/${pin}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ pincode: pin, city, state });
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
    });

    it('answers 404 with a readable message for a pincode India Post does not have', async () => {
      const res = await get('/pincode/999999');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: PINCODE_MESSAGES.unknown('999999'), code: 'UNKNOWN_PINCODE' });
    });

    it.each(['56001', '056001', 'abcdef', '5600011', '%20', '560 001'])('answers 400 for %j', async (pin) => {
      const res = await get(`/pincode/${encodeURIComponent(pin)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: PINCODE_MESSAGES.malformed, code: 'INVALID_PINCODE' });
    });
  });

  describe("the owner's delivery settings", () => {
    it('start with the defaults and no origin, for the owner only', async () => {
      expect((await get('/admin/delivery-settings')).statusCode).toBe(401);
      const shopper = await signUpShopper(t.app);
      expect((await get('/admin/delivery-settings', shopper.auth)).statusCode).toBe(401);
      expect((await putSettings(settings, shopper.auth)).statusCode).toBe(401);
      const res = await get('/admin/delivery-settings', t.admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        saved: false,
        originPincode: null,
        origin: null,
        unservedPincodes: [],
      });
      expect(await t.db.select().from(deliverySettings)).toHaveLength(0);
    });

    it('promises nothing on an order while no settings are saved: order date + 7 days stays', async () => {
      const placed = await buyAndPay(await signUpShopper(t.app));
      expect(placed.promisedBy).toBeNull();
      const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
      expect(row.promisedBy).toBeNull();
    });

    it("answers Check delivery with the spec's today + 5 days while no settings are saved", async () => {
      const before = productPageDeliveryDate(new Date()).getTime();
      const answer = (await get('/delivery-check/400001')).json();
      expect(answer).toMatchObject({ pincode: '400001', city: 'Mumbai', served: true });
      expect(answer.zone).toBeUndefined();
      const promised = new Date(answer.promisedBy).getTime();
      expect(promised).toBeGreaterThanOrEqual(before);
      expect(promised).toBeLessThanOrEqual(productPageDeliveryDate(new Date()).getTime());
    });

    it.each([
      [
        'an unknown shop pincode',
        { ...settings, originPincode: '999999' },
        PINCODE_MESSAGES.unknownOrigin('999999'),
      ],
      [
        'unknown pincodes not served',
        { ...settings, unservedPincodes: ['744301', '999998', '999999'] },
        PINCODE_MESSAGES.unknownUnserved(['999998', '999999']),
      ],
      ['a malformed pincode', { ...settings, unservedPincodes: ['12345'] }, PINCODE_MESSAGES.malformed],
      [
        'zero days',
        { ...settings, zoneDays: { ...settings.zoneDays, metro: 0 } },
        'Days must be a whole number from 1 to 30.',
      ],
      [
        'a fraction of a day',
        { ...settings, zoneDays: { ...settings.zoneDays, sameCity: 1.5 } },
        'Days must be a whole number from 1 to 30.',
      ],
      [
        'a missing zone',
        { ...settings, zoneDays: { sameCity: 1 } },
        'Days must be a whole number from 1 to 30.',
      ],
    ])('refuses %s with a readable 400 and saves nothing', async (_, body, message) => {
      const res = await putSettings(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
      expect(await t.db.select().from(deliverySettings)).toHaveLength(0);
    });

    it('saves the shop pincode, the days and the pincodes not served, sorted and once each', async () => {
      const res = await putSettings({ ...settings, unservedPincodes: ['744301', '110001', '744301'] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        ...settings,
        saved: true,
        unservedPincodes: ['110001', '744301'],
        origin: { pincode: '560001', city: 'Bengaluru', state: 'Karnataka' },
        message: PINCODE_MESSAGES.settingsSaved,
      });
      const again = await putSettings(settings);
      expect(again.json().unservedPincodes).toEqual(['744301']);
      expect((await get('/admin/delivery-settings', t.admin)).json()).toMatchObject(settings);
    });
  });

  describe('Check delivery', () => {
    beforeAll(async () => {
      expect((await putSettings(settings)).statusCode).toBe(200);
    });

    it.each([
      ['560025', 'sameCity', 1],
      ['570001', 'sameState', 2],
      ['400001', 'metro', 3],
      ['673001', 'restOfIndia', 8],
    ])('promises %s the %s days, with COD through the one COD function', async (pin, zone, days) => {
      const before = new Date();
      const res = await get(`/delivery-check/${pin}`);
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      expect(answer).toMatchObject({ pincode: pin, served: true, zone, days });
      // Cash on delivery is off until the owner turns it on (modules/cod).
      expect(answer.cod).toEqual({ offered: false, reason: COD_MESSAGES.off });
      const promised = new Date(answer.promisedBy).getTime();
      expect(promised).toBeGreaterThanOrEqual(promisedDeliveryDate(before, days).getTime());
      expect(promised).toBeLessThanOrEqual(promisedDeliveryDate(new Date(), days).getTime());
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    });

    it('says when a pincode is not served, with no date', async () => {
      const res = await get('/delivery-check/744301');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        served: false,
        message: PINCODE_MESSAGES.notServed('744301'),
        cod: { offered: false },
      });
      expect(res.json().promisedBy).toBeUndefined();
    });

    it('answers 404 for an unknown pincode and 400 for a malformed one', async () => {
      expect((await get('/delivery-check/999999')).json()).toEqual({
        error: PINCODE_MESSAGES.unknown('999999'),
        code: 'UNKNOWN_PINCODE',
      });
      expect((await get('/delivery-check/12')).statusCode).toBe(400);
    });
  });

  describe('addresses are checked against the directory', () => {
    it('refuses a sign-up with an unknown pincode and creates no account', async () => {
      const body = signupPayload({ deliveryAddress: address({ postalCode: '999999' }) });
      const res = await post('/Signup', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: PINCODE_MESSAGES.unknown('999999'), code: 'UNKNOWN_PINCODE' });
      expect(await t.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    });

    it('refuses a state that is not the pincode’s and leaves the saved address alone', async () => {
      const s = await signUpShopper(t.app);
      const res = await post(
        '/updateDeliveryAddress',
        { userId: s.userId, deliveryAddress: address({ state: 'Kerala' }) },
        s,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: PINCODE_MESSAGES.stateMismatch('700016', 'West Bengal'),
        code: 'STATE_MISMATCH',
      });
      const saved = await post('/getDeliveryAddress', { userId: s.userId }, s);
      expect(saved.json().deliveryAddress.postalCode).toBe('560001');
    });

    it('accepts the city typed otherwise and the state in other spellings', async () => {
      const s = await signUpShopper(t.app);
      for (const changed of [
        address({ city: 'Calcutta', state: 'west bengal' }),
        address({ postalCode: '190001', city: 'Srinagar', state: 'Jammu & Kashmir' }),
      ]) {
        const res = await post('/updateDeliveryAddress', { userId: s.userId, deliveryAddress: changed }, s);
        expect(res.statusCode).toBe(200);
        expect(res.json().deliveryAddress).toEqual(changed);
      }
    });
  });

  describe('orders carry the promise', () => {
    it('stores the zone date on an order to a known pincode and shows it on the order', async () => {
      const s = await signUpShopper(t.app); // 560001: same city as the shop
      const placed = await buyAndPay(s);
      // Same city: one working day after the order (the database's clock stamps the order, the app's the promise).
      const expected = promisedDeliveryDate(placed.date, 1).getTime();
      expect(Math.abs(new Date(placed.promisedBy!).getTime() - expected)).toBeLessThan(5_000);
      const listed = (await post('/getUserOrders', { userId: s.userId }, s)).json()
        .allOrders as SingleOrder[];
      expect(listed[0].promisedBy).toBe(placed.promisedBy);
    });

    it('refuses to take payment for an unknown pincode, a wrong state or a pincode not served; nothing is made', async () => {
      const s = await signUpShopper(t.app);
      const cases = [
        [address({ postalCode: '999999' }), PINCODE_MESSAGES.unknown('999999')],
        [address({ state: 'Bihar' }), PINCODE_MESSAGES.stateMismatch('700016', 'West Bengal')],
        [
          address({ postalCode: '744301', city: 'Car Nicobar', state: 'Andaman and Nicobar Islands' }),
          PINCODE_MESSAGES.notServed('744301'),
        ],
      ] as const;
      for (const [deliveryAddress, message] of cases) {
        const { created } = await buy(s, { deliveryAddress });
        expect(created.statusCode).toBe(400);
        expect(created.json().error).toBe(message);
      }
      expect(await t.db.select().from(paymentOrders).where(eq(paymentOrders.userId, s.userId))).toHaveLength(
        0,
      );
    });

    it('refuses a checkout bundle for a pincode not served and saves no bundle', async () => {
      const s = await signUpShopper(t.app);
      const p = await insertProduct(t.db, { newPrice: 1200, stock: 5 });
      expect(
        (await post('/cart', { userId: s.userId, product: p.id, ...CHOICE }, s)).statusCode,
      ).toBeLessThan(300);
      const res = await post(
        '/saveBundleOrder',
        {
          userId: s.userId,
          products: [],
          totalAmount: 1200,
          deliveryAddress: address({
            postalCode: '744301',
            city: 'Car Nicobar',
            state: 'Andaman and Nicobar Islands',
          }),
        },
        s,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(PINCODE_MESSAGES.notServed('744301'));
      expect(await t.db.select().from(bundleOrders).where(eq(bundleOrders.userId, s.userId))).toHaveLength(0);
    });
  });
});
