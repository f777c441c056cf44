import { COD_MESSAGES } from '@zariya/shared/cod';
import { singlePurchaseTotal } from '@zariya/shared/pricing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bundleOrders, codChallenges, orders, products } from '../../db/schema.ts';
import {
  lastMailTo,
  lastSmsCode,
  readOutbox,
  readSmsOutbox,
  type Shopper,
  shoppersAtOwnDoors,
} from '../../test/accounts.ts';
import { phoneVerifications } from '../accounts/phone.schema.ts';
import { CHOICE, insertProduct } from '../../test/fixtures.ts';
import { apiCalls } from '../../test/api-calls.ts';
import { testAppWithAdmin } from '../../test/app-per-block.ts';
import { databaseKinds } from '../../test/harness.ts';
import { codOfferedAt } from './cod.service.ts';

const SETTINGS = {
  enabled: true,
  fee: 49,
  maxOrderValue: 3000,
  refusedPincodes: ['110001'],
  maxOpenOrders: 2,
};
/** The risk rules as saved when the owner sets none (decision 0047). */
const NO_RISK_RULES = {
  prepayAboveScore: null,
  prepaidOfferAboveScore: null,
  prepaidOfferId: null,
};

describe.each(databaseKinds())('cash on delivery on %s', (kind) => {
  const t = testAppWithAdmin(kind, { captureLogs: true });
  const { post, get } = apiCalls(t);
  const putSettings = (payload: unknown, headers = t.admin) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/cod-settings', payload: payload as object, headers });
  const stockOf = async (id: number) =>
    (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0].stock;
  const challengesOf = (s: Shopper) =>
    t.db.select().from(codChallenges).where(eq(codChallenges.userId, s.userId));
  const ordersOf = (s: Shopper) => t.db.select().from(orders).where(eq(orders.userId, s.userId));
  const start = (s: Shopper, productId: number, amount: number, extra: Record<string, unknown> = {}) =>
    post('/cod/start', { amount, productId, quantity: 1, ...CHOICE, ...extra }, s.auth);
  /** The code as it went: by SMS to her verified mobile (issue 28). */
  const codeFor = (s: Shopper) => lastSmsCode(t.app, s.contact);
  /** Confirms a started COD checkout with the code texted to the shopper; the order must be placed (201). */
  const confirmStarted = async (s: Shopper, started: { json: () => { challengeId: string } }) => {
    const placed = await post(
      '/cod/confirm',
      { challengeId: started.json().challengeId, code: codeFor(s) },
      s.auth,
    );
    expect(placed.statusCode, placed.body).toBe(201);
    return placed;
  };
  const codeByMail = (s: Shopper) => {
    const mail = lastMailTo(t.app.mailer.outboxDir!, s.email, 'pay-on-delivery code');
    const code = /\b(\d{6})\b/.exec(mail!.text)?.[1];
    if (!code) throw new Error('no code in the mail');
    return code;
  };
  const newShopper = shoppersAtOwnDoors(t, 'Residency Road', '560025');
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('keeps settings for the owner only, refusing bad input with readable messages and changing nothing', async () => {
    expect((await get('/admin/cod-settings')).statusCode).toBe(401);
    const shopper = await newShopper();
    expect((await putSettings(SETTINGS, shopper.auth)).statusCode).toBe(401);
    const defaults = (await get('/admin/cod-settings', t.admin)).json();
    expect(defaults.enabled).toBe(false);
    for (const [bad, message] of [
      [{ ...SETTINGS, fee: -5 }, 'The COD fee cannot be negative.'],
      [{ ...SETTINGS, maxOrderValue: 0 }, 'The maximum order value must be more than ₹0.'],
      [{ ...SETTINGS, refusedPincodes: ['11001'] }, 'Every refused pincode must have 6 digits.'],
      [{ ...SETTINGS, maxOpenOrders: 0 }, 'The limit of open COD orders must be at least 1.'],
      [
        { ...SETTINGS, prepayAboveScore: 150 },
        'The score above which online payment is asked for must be a whole number from 0 to 99.',
      ],
    ] as const) {
      const res = await putSettings(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(message);
    }
    expect((await get('/admin/cod-settings', t.admin)).json()).toEqual(defaults);
  });

  it('refuses COD while the owner has it off, sending no code', async () => {
    const s = await newShopper();
    const p = await insertProduct(t.db, { newPrice: 800 });
    const res = await start(s, p.id, singlePurchaseTotal(800, 1, false));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: COD_MESSAGES.off, code: 'COD_OFF' });
    expect(await challengesOf(s)).toEqual([]);
    expect(readOutbox(t.app.mailer.outboxDir!).filter((m) => m.headers.to?.includes(s.email))).toEqual([]);
    expect((await get('/cod/offer?pincode=560001&amount=500')).json()).toMatchObject({ offered: false });
  });

  it('saves the settings', async () => {
    const res = await putSettings({ ...SETTINGS, refusedPincodes: ['110001', '110001'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: COD_MESSAGES.settingsSaved,
      settings: { ...SETTINGS, ...NO_RISK_RULES },
    });
    expect(await codOfferedAt(t.db, '560001', 1200)).toEqual({ offered: true });
    expect(await codOfferedAt(t.db, '110001')).toEqual({
      offered: false,
      reason: COD_MESSAGES.pincodeRefused('110001'),
    });
    expect(await codOfferedAt(t.db, '560001', 3500)).toEqual({
      offered: false,
      reason: COD_MESSAGES.overLimit(3000),
    });
    expect((await get('/cod/offer?pincode=560001&amount=500')).json()).toEqual({
      offered: true,
      fee: 49,
      maxOrderValue: 3000,
    });
    expect((await get('/cod/offer?pincode=12')).statusCode).toBe(400);
  });

  it('refuses an order over the maximum and one to a refused pincode, writing nothing', async () => {
    const s = await newShopper();
    const dear = await insertProduct(t.db, { newPrice: 3200 });
    const over = await start(s, dear.id, 3200);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ error: COD_MESSAGES.overLimit(3000), code: 'COD_OVER_LIMIT' });
    const p = await insertProduct(t.db, { newPrice: 1500 });
    const delhi = { ...s.deliveryAddress, city: 'New Delhi', state: 'Delhi', postalCode: '110001' };
    const refused = await start(s, p.id, 1500, { deliveryAddress: delhi });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: COD_MESSAGES.pincodeRefused('110001'),
      code: 'COD_PINCODE_REFUSED',
    });
    const wrongAmount = await start(s, p.id, 1400);
    expect(wrongAmount.statusCode).toBe(409);
    expect(wrongAmount.json().code).toBe('AMOUNT_MISMATCH');
    expect(await challengesOf(s)).toEqual([]);
    expect(await ordersOf(s)).toEqual([]);
    expect((await post('/cod/start', { amount: 100 }, s.auth)).statusCode).toBe(400);
    expect((await post('/cod/start', { amount: 100, productId: p.id })).statusCode).toBe(401);
  });

  it('places the order only with the right code: wrong and expired codes place nothing', async () => {
    const s = await newShopper();
    const p = await insertProduct(t.db, { newPrice: 1200, stock: 3 });
    const started = await start(s, p.id, 1200);
    expect(started.statusCode).toBe(201);
    const challenge = started.json();
    expect(challenge).toMatchObject({
      message: COD_MESSAGES.codeSentSms,
      channel: 'sms',
      sentTo: `••••••${s.contact.slice(-4)}`,
      orderValue: 1200,
      fee: 49,
      total: 1249,
    });
    const code = codeFor(s);
    // The DLT template of the COD code carries the amount to collect.
    const sms = readSmsOutbox(t.app.sms.outboxDir!)
      .filter((m) => m.mobiles === `91${s.contact}`)
      .at(-1)!;
    expect(sms).toMatchObject({ template: 'cod', otp: code, amount: '₹1,249' });
    // Nothing is held or placed before the code comes back.
    expect(await stockOf(p.id)).toBe(3);

    const wrong = await post(
      '/cod/confirm',
      { challengeId: challenge.challengeId, code: wrongCode(code) },
      s.auth,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: COD_MESSAGES.codeWrong, code: 'COD_CODE_WRONG' });
    expect(
      (await post('/cod/confirm', { challengeId: challenge.challengeId, code: '12ab' }, s.auth)).json().error,
    ).toBe('Please enter the 6-digit code.');
    expect(await ordersOf(s)).toEqual([]);

    const placed = await post('/cod/confirm', { challengeId: challenge.challengeId, code }, s.auth);
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({
      message: COD_MESSAGES.placed,
      order: {
        kind: 'single',
        paymentMethod: 'cod',
        codFee: 49,
        price: 1200,
        fulfilment: 'placed',
        status: 'pending',
        paymentId: null,
        shipment: null,
      },
    });
    expect(await stockOf(p.id)).toBe(2);
    // The same code again answers the same order and takes nothing more.
    const again = await post('/cod/confirm', { challengeId: challenge.challengeId, code }, s.auth);
    expect(again.statusCode).toBe(200);
    expect(again.json().orderRef).toBe(placed.json().orderRef);
    expect(await stockOf(p.id)).toBe(2);
    const listed = (await post('/getUserOrders', { userId: s.userId }, s.auth)).json().allOrders;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ paymentMethod: 'cod', codFee: 49 });

    // Expired: the order is not placed.
    const late = (await start(s, p.id, 1200)).json();
    await t.db
      .update(codChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(codChallenges.id, late.challengeId));
    const expired = await post('/cod/confirm', { challengeId: late.challengeId, code: codeFor(s) }, s.auth);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ error: COD_MESSAGES.codeExpired, code: 'COD_CODE_EXPIRED' });
    expect(await ordersOf(s)).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(2);
    // The code is never logged.
    expect(t.logs()).not.toContain(code);
  });

  it('locks a code after five wrong tries, even for the right one', async () => {
    const s = await newShopper();
    const p = await insertProduct(t.db, { newPrice: 1100 });
    const { challengeId } = (await start(s, p.id, 1100)).json();
    const code = codeFor(s);
    const tries = await Promise.all(
      Array.from({ length: 5 }, () => post('/cod/confirm', { challengeId, code: wrongCode(code) }, s.auth)),
    );
    expect(tries.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
    const locked = await post('/cod/confirm', { challengeId, code }, s.auth);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: COD_MESSAGES.codeLocked, code: 'COD_CODE_LOCKED' });
    expect(await ordersOf(s)).toEqual([]);
    // Another shopper cannot use her challenge.
    const other = await newShopper();
    expect((await post('/cod/confirm', { challengeId, code }, other.auth)).statusCode).toBe(404);
  });

  it("limits a shopper's open COD orders", async () => {
    await putSettings({ ...SETTINGS, maxOpenOrders: 1 });
    const s = await newShopper();
    const p = await insertProduct(t.db, { newPrice: 1300 });
    const first = (await start(s, p.id, 1300)).json();
    expect(
      (await post('/cod/confirm', { challengeId: first.challengeId, code: codeFor(s) }, s.auth)).statusCode,
    ).toBe(201);
    const second = await start(s, p.id, 1300);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: COD_MESSAGES.tooManyOpen(1), code: 'COD_TOO_MANY_OPEN' });
    await putSettings(SETTINGS);
  });

  it('places a bundle (the cart) on delivery; it can no longer be paid online', async () => {
    const s = await newShopper();
    const a = await insertProduct(t.db, { newPrice: 700, stock: 2 });
    const b = await insertProduct(t.db, { newPrice: 600, stock: 2 });
    await post('/cart', { userId: s.userId, product: a.id, ...CHOICE }, s.auth);
    await post('/cart', { userId: s.userId, product: b.id, ...CHOICE }, s.auth);
    const saved = (await post('/saveBundleOrder', { userId: s.userId, totalAmount: 1300 }, s.auth)).json();
    const started = await post('/cod/start', { amount: 1300, bundleOrderId: saved.bundleOrderId }, s.auth);
    expect(started.statusCode).toBe(201);
    const placed = await confirmStarted(s, started);
    expect(placed.json()).toMatchObject({
      orderRef: `B-${saved.bundleOrderId}`,
      order: { kind: 'bundle', paymentMethod: 'cod', status: 'pending', codFee: 49 },
    });
    expect(await stockOf(a.id)).toBe(1);
    expect((await post('/getCartData', { userId: s.userId }, s.auth)).json().cart).toEqual([]);
    const mine = (await post('/getUserBundleOrders', { userId: s.userId }, s.auth)).json().bundleOrders;
    expect(mine.map((o: { id: number }) => o.id)).toEqual([saved.bundleOrderId]);
    const desk = (await get('/getAllBundleOrders?payment=cod', t.admin)).json().bundleOrders;
    expect(desk.map((o: { id: number }) => o.id)).toContain(saved.bundleOrderId);
    const pay = await post('/createOrder', { amount: 1300, bundleOrderId: saved.bundleOrderId }, s.auth);
    expect(pay.statusCode).toBe(409);
    const [row] = await t.db.select().from(bundleOrders).where(eq(bundleOrders.id, saved.bundleOrderId));
    expect(row.paymentId).toBeNull();
    expect(readOutbox(t.app.mailer.outboxDir!).length).toBeGreaterThan(0);
  });

  it('sends the code by e-mail to a shopper whose number was never verified, never to that number', async () => {
    await putSettings(SETTINGS);
    const s = await newShopper();
    await t.db.delete(phoneVerifications).where(eq(phoneVerifications.userId, s.userId));
    const smsBefore = readSmsOutbox(t.app.sms.outboxDir!).filter(
      (m) => m.mobiles === `91${s.contact}`,
    ).length;
    const p = await insertProduct(t.db, { newPrice: 1150 });
    const started = (await start(s, p.id, 1150)).json();
    expect(started).toMatchObject({ message: COD_MESSAGES.codeSent, channel: 'email' });
    expect(started.sentTo).toMatch(/^a\*+@example\.in$/);
    expect(readSmsOutbox(t.app.sms.outboxDir!).filter((m) => m.mobiles === `91${s.contact}`)).toHaveLength(
      smsBefore,
    );
    const placed = await post(
      '/cod/confirm',
      { challengeId: started.challengeId, code: codeByMail(s) },
      s.auth,
    );
    expect(placed.statusCode).toBe(201);
  });

  it('limits open COD orders to one door across accounts, however the street is written', async () => {
    await putSettings({ ...SETTINGS, maxOpenOrders: 2 });
    const street = (addressLine1: string) => ({
      deliveryAddress: {
        addressLine1,
        city: 'Pune',
        state: 'Maharashtra',
        postalCode: '411001',
        country: 'India',
      },
    });
    const p = await insertProduct(t.db, { newPrice: 1050, stock: 10 });
    for (const line of ['7, Laxmi Road', '7 laxmi road']) {
      const s = await newShopper(street(line));
      const started = (await start(s, p.id, 1050)).json();
      expect(
        (await post('/cod/confirm', { challengeId: started.challengeId, code: codeFor(s) }, s.auth))
          .statusCode,
      ).toBe(201);
    }
    const third = await newShopper(street('7 LAXMI-ROAD'));
    const refused = await start(third, p.id, 1050);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('COD_TOO_MANY_OPEN');
    // Another door on the same street is its own.
    const neighbour = await newShopper(street('9 Laxmi Road'));
    expect((await start(neighbour, p.id, 1050)).statusCode).toBe(201);
    await putSettings(SETTINGS);
  });

  it('counts wrong codes across her successive COD codes', async () => {
    await putSettings(SETTINGS);
    const s = await newShopper();
    const p = await insertProduct(t.db, { newPrice: 1000 });
    let last = { challengeId: 0 };
    for (let round = 0; round < 2; round++) {
      last = (await start(s, p.id, 1000)).json();
      const code = codeFor(s);
      for (let i = 0; i < 5; i++)
        expect(
          (await post('/cod/confirm', { challengeId: last.challengeId, code: wrongCode(code) }, s.auth))
            .statusCode,
        ).toBe(400);
    }
    const fresh = (await start(s, p.id, 1000)).json();
    const res = await post('/cod/confirm', { challengeId: fresh.challengeId, code: codeFor(s) }, s.auth);
    expect(res.statusCode).toBe(429);
    expect(await ordersOf(s)).toEqual([]);
  });

  describe('return-to-origin risk (decision 0047)', () => {
    const mumbai = (line: string) => ({
      deliveryAddress: {
        addressLine1: line,
        city: 'Mumbai',
        state: 'Maharashtra',
        postalCode: '400050',
        country: 'India',
      },
    });
    const placeCod = async (s: Shopper, productId: number, amount: number) => {
      const started = await start(s, productId, amount);
      expect(started.statusCode).toBe(201);
      return (await confirmStarted(s, started)).json().order.id as number;
    };

    it('stores the score with its reasons on a COD order from a pincode with refusals', async () => {
      await putSettings(SETTINGS);
      const p = await insertProduct(t.db, { newPrice: 800, stock: 20 });
      const amount = singlePurchaseTotal(800, 1, false);
      // An earlier COD order to the pincode came back: the courier reported it returned to origin.
      const earlier = await newShopper(mumbai('3 Hill Road'));
      const earlierId = await placeCod(earlier, p.id, amount);
      await t.db.update(orders).set({ fulfilment: 'rto' }).where(eq(orders.id, earlierId));
      const [first] = await t.db.select().from(orders).where(eq(orders.id, earlierId));
      expect(first.codRisk).toBe(25); // a new account (15) with no order delivered (10); no refusal known then

      const s = await newShopper(mumbai('8 Carter Road'));
      const id = await placeCod(s, p.id, amount);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
      expect(row.codRisk).toBe(38);
      expect(row.codRiskReasons).toEqual([
        { code: 'NEW_ACCOUNT', weight: 15, text: 'New account: made today.' },
        {
          code: 'PINCODE_REFUSALS',
          weight: 13,
          text: 'Pincode 400050: 1 of 1 past COD order refused or returned (100%).',
        },
        { code: 'NO_DELIVERED_ORDER', weight: 10, text: 'No order of hers has been delivered yet.' },
      ]);
    });

    it("refuses COD above the owner's prepayment score, before a code is sent and again at the code", async () => {
      await putSettings({ ...SETTINGS, prepayAboveScore: 30 });
      const p = await insertProduct(t.db, { newPrice: 800, stock: 20 });
      const amount = singlePurchaseTotal(800, 1, false);
      const s = await newShopper(mumbai('12 Pali Hill'));
      const res = await start(s, p.id, amount);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: COD_MESSAGES.payOnline, code: 'COD_PAY_ONLINE' });
      expect(await challengesOf(s)).toEqual([]);
      // A shopper elsewhere scores under the threshold and may pay on delivery.
      const safe = await newShopper();
      expect((await start(safe, p.id, amount)).statusCode).toBe(201);

      // The owner sets the rule after her code went out: the code places nothing.
      await putSettings(SETTINGS);
      const late = await newShopper(mumbai('14 Pali Hill'));
      const started = (await start(late, p.id, amount)).json();
      await putSettings({ ...SETTINGS, prepayAboveScore: 30 });
      // (from another address: this file's confirmations use up the route's limit per address)
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/api/cod/confirm',
        payload: { challengeId: started.challengeId, code: codeFor(late) },
        headers: late.auth,
        remoteAddress: '203.0.113.47',
      });
      expect(confirmed.statusCode).toBe(409);
      expect(confirmed.json().code).toBe('COD_PAY_ONLINE');
      expect(await ordersOf(late)).toEqual([]);
      await putSettings(SETTINGS);
    });
  });
});
