// One tap on WhatsApp confirms a pay-on-delivery order (decision 0053): the webhook's verification and signature,
// the "Confirm order" button beside the WhatsApp code (through the Cloud API stand-in), a tap placing the order once
// as the code does, and taps that must place nothing.
import { COD_MESSAGES, COD_TAP_MESSAGES } from '@zariya/shared/cod';
import { formatInr, singlePurchaseTotal } from '@zariya/shared/pricing';
import { eq } from 'drizzle-orm';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { codChallenges, orders, products, whatsappInboundMessages } from '../db/schema.ts';
import { hashToken } from '../lib/tokens.ts';
import { type Shopper, signUpShopper } from '../test/accounts.ts';
import { apiCalls, ownerSaves } from '../test/api-calls.ts';
import { testAppPerBlock, testAppWithAdmin } from '../test/app-per-block.ts';
import { CHOICE, insertProduct } from '../test/fixtures.ts';
import { databaseKinds } from '../test/harness.ts';
import {
  hubSignature,
  messagesWebhook,
  startWhatsAppStandIn,
  tapWebhook,
} from '../test/whatsapp-stand-in.ts';
import { eventually } from '../test/wait.ts';

const SETTINGS = { enabled: true, fee: 49, maxOrderValue: 5000, refusedPincodes: [], maxOpenOrders: 5 };
const APP_SECRET = 'stand-in-app-secret-0053';
const VERIFY_TOKEN = 'verify-token-of-the-shop-0053';

describe.each(databaseKinds())('one tap on WhatsApp confirms cash on delivery on %s', (kind) => {
  const account = { token: 'EAAG-stand-in', phoneNumberId: '106540352242922' };
  let standIn: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
  const env: Record<string, string> = {
    WHATSAPP_CODE_TEMPLATE: 'login_code',
    WHATSAPP_COD_TEMPLATE: 'cod_confirm',
    WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
    WHATSAPP_APP_SECRET: APP_SECRET,
  };
  beforeAll(async () => {
    standIn = await startWhatsAppStandIn(account);
    Object.assign(env, standIn.env);
  });
  afterAll(async () => standIn?.close());
  const t = testAppWithAdmin(kind, { env, captureLogs: true });
  const { post, get } = apiCalls(t);
  beforeAll(async () => {
    await ownerSaves(t.app, t.admin, '/admin/cod-settings', SETTINGS);
  });

  let door = 0;
  /** A shopper with a verified mobile (her sign-up code by SMS) and a door of her own. */
  const newShopper = () => {
    door += 1;
    return signUpShopper(t.app, {
      channel: 'sms',
      deliveryAddress: {
        addressLine1: `${door} Tap Street`,
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560025',
        country: 'India',
      },
    });
  };
  const stockOf = async (id: number) =>
    (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0].stock;
  const ordersOf = (s: Shopper) => t.db.select().from(orders).where(eq(orders.userId, s.userId));
  const sentTo = (s: Shopper, template: string) =>
    standIn.sent.filter(
      (m) => m.body.to === `91${s.contact}` && (m.body.template as { name?: string })?.name === template,
    );
  const textsTo = (waId: string) =>
    standIn.sent
      .filter((m) => m.body.to === waId && m.body.type === 'text')
      .map((m) => (m.body.text as { body: string }).body);
  /** The code and the button's payload as they went to her WhatsApp. */
  const whatsappOf = (s: Shopper) => {
    const code = sentTo(s, 'login_code').at(-1)!;
    const button = sentTo(s, 'cod_confirm').at(-1)!;
    const components = (button.body.template as { components: Array<Record<string, unknown>> }).components;
    const quickReply = components.find((c) => c.type === 'button')!;
    return {
      code: (code.body.template as { components: Array<{ parameters: Array<{ text: string }> }> })
        .components[0].parameters[0].text as string,
      params: (components.find((c) => c.type === 'body')!.parameters as Array<{ text: string }>).map(
        (p) => p.text,
      ),
      quickReply,
      payload: (quickReply.parameters as Array<{ payload: string }>)[0].payload,
    };
  };
  const startCod = async (s: Shopper, productId: number, amount: number) => {
    const res = await post(
      '/cod/start',
      { amount: singlePurchaseTotal(amount, 1, false), productId, quantity: 1, ...CHOICE },
      s.auth,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { challengeId: number; oneTap?: boolean; channel: string };
  };
  /** Meta's POST for a tap, signed with the app secret (or as given). */
  const deliver = (body: object, signature?: string | null) => {
    const raw = JSON.stringify(body);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signature !== null) headers['x-hub-signature-256'] = signature ?? hubSignature(raw, APP_SECRET);
    return t.app.inject({ method: 'POST', url: '/api/whatsapp/webhook', payload: raw, headers });
  };
  const tap = (from: string, payload: string, extra: Partial<Parameters<typeof tapWebhook>[0]> = {}) => {
    // Her tap opens WhatsApp's 24-hour window for the shop's answer.
    standIn.customerWrote(from);
    return tapWebhook({ from, payload, ...extra });
  };

  it("answers Meta's verification with the challenge only for the right verify token", async () => {
    const verify = (query: string) => t.app.inject({ method: 'GET', url: `/api/whatsapp/webhook?${query}` });
    const ok = await verify(`hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    for (const bad of [
      `hub.mode=subscribe&hub.verify_token=wrong-token-of-the-shop&hub.challenge=1`,
      `hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`,
      'hub.challenge=1',
    ]) {
      const res = await verify(bad);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('1158201444');
    }
  });

  it('refuses a delivery without a valid signature (401), handling nothing', async () => {
    const s = await newShopper();
    const p = await insertProduct(t.db, { newPrice: 900, stock: 2 });
    await startCod(s, p.id, 900);
    const body = tap(`91${s.contact}`, whatsappOf(s).payload);
    const raw = JSON.stringify(body);
    for (const signature of [
      null,
      'sha256=',
      hubSignature(raw, 'another-secret'),
      hubSignature(`${raw} `, APP_SECRET),
      hubSignature(raw, APP_SECRET).replace('sha256=', 'sha1='),
    ]) {
      const res = await deliver(body, signature);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('INVALID_SIGNATURE');
    }
    expect(await ordersOf(s)).toEqual([]);
    expect(await stockOf(p.id)).toBe(2);
    expect(await t.db.select().from(whatsappInboundMessages)).toEqual([]);
  });

  it('answers 200 to what it does not act on: delivery statuses, texts, a body that is not JSON', async () => {
    const statuses = messagesWebhook({
      statuses: [
        {
          id: 'wamid.sent-1',
          status: 'delivered',
          timestamp: '1771854964',
          recipient_id: '919876543210',
        },
      ],
      messages: [
        {
          from: '919876543210',
          id: 'wamid.text-1',
          timestamp: '1771854964',
          type: 'text',
          text: { body: 'Hello' },
        },
      ],
    });
    const res = await deliver(statuses);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, taps: 0 });
    const raw = 'not json';
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(raw, APP_SECRET) },
    });
    expect(notJson.statusCode).toBe(200);
    expect(notJson.json()).toEqual({ received: true, taps: 0 });
  });

  it('sends the code and a Confirm order button; a tap places the order once, as the code would', async () => {
    const s = await newShopper();
    const p = await insertProduct(t.db, { newPrice: 1200, stock: 3 });
    const challenge = await startCod(s, p.id, 1200);
    expect(challenge).toMatchObject({
      channel: 'whatsapp',
      oneTap: true,
      message: COD_MESSAGES.codeSentWhatsapp,
    });
    const sent = whatsappOf(s);
    expect(sent.code).toMatch(/^\d{6}$/);
    expect(sent.params).toEqual(['₹1,249', '5']);
    expect(sent.quickReply).toMatchObject({ type: 'button', sub_type: 'quick_reply', index: '0' });
    // Only the token's hash is kept, bound to this request and her verified number.
    const token = sent.payload.replace(/^cod:/, '');
    const [row] = await t.db.select().from(codChallenges).where(eq(codChallenges.id, challenge.challengeId));
    expect(row).toMatchObject({ tapTokenHash: hashToken(token), tapMobile: s.contact });
    expect(JSON.stringify(row)).not.toContain(token);
    expect((await get(`/cod/challenges/${challenge.challengeId}`, s.auth)).json()).toEqual({
      state: 'waiting',
    });

    const body = tap(`91${s.contact}`, sent.payload);
    const first = await deliver(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, taps: 1 });
    const placed = await ordersOf(s);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ paymentMethod: 'cod', codFee: 49, price: 1200, fulfilment: 'placed' });
    expect(await stockOf(p.id)).toBe(2);
    const state = (await get(`/cod/challenges/${challenge.challengeId}`, s.auth)).json();
    expect(state).toEqual({ state: 'placed', orderRef: String(placed[0].id) });
    await eventually(() =>
      expect(textsTo(`91${s.contact}`)).toEqual([COD_TAP_MESSAGES.placed(String(placed[0].id), '₹1,249')]),
    );

    // Meta delivers the same webhook again: nothing more is placed or sent.
    const again = await deliver(body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, taps: 0 });
    // A second tap on the same button (a new message): the order she has, nothing more.
    expect((await deliver(tap(`91${s.contact}`, sent.payload))).json().taps).toBe(1);
    // The code typed afterwards answers the same order.
    const typed = await post('/cod/confirm', { challengeId: challenge.challengeId, code: sent.code }, s.auth);
    expect(typed.statusCode).toBe(200);
    expect(typed.json().orderRef).toBe(String(placed[0].id));
    expect(await ordersOf(s)).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(2);
    await eventually(() => expect(textsTo(`91${s.contact}`)).toHaveLength(2));
    // The token is never logged, nor her number.
    expect(t.logs()).not.toContain(token);
    expect(t.logs()).not.toContain(s.contact);
  });

  it('places nothing for a tap from another number, after expiry, on a replaced code or an unknown button', async () => {
    const s = await newShopper();
    const other = await newShopper();
    const p = await insertProduct(t.db, { newPrice: 700, stock: 4 });
    const challenge = await startCod(s, p.id, 700);
    const { payload } = whatsappOf(s);

    // Another number (even one with an account) cannot confirm her order.
    expect((await deliver(tap(`91${other.contact}`, payload))).statusCode).toBe(200);
    await eventually(() => expect(textsTo(`91${other.contact}`)).toEqual([COD_TAP_MESSAGES.otherNumber]));
    // A reply button of an interactive message is read the same way.
    await deliver(tap('919812345678', payload, { kind: 'interactive', text: 'Confirm order' }));
    await eventually(() => expect(textsTo('919812345678')).toEqual([COD_TAP_MESSAGES.otherNumber]));
    // A token nobody was given.
    await deliver(tap(`91${s.contact}`, 'cod:not-a-token-the-shop-gave'));
    await eventually(() => expect(textsTo(`91${s.contact}`)).toEqual([COD_TAP_MESSAGES.unknown]));
    // An unknown payload is ignored without an answer.
    expect((await deliver(tap(`91${s.contact}`, 'something-else'))).statusCode).toBe(200);
    expect(await ordersOf(s)).toEqual([]);

    // Expired.
    await t.db
      .update(codChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(codChallenges.id, challenge.challengeId));
    await deliver(tap(`91${s.contact}`, payload));
    await eventually(() => expect(textsTo(`91${s.contact}`).at(-1)).toBe(COD_TAP_MESSAGES.expired));
    expect((await get(`/cod/challenges/${challenge.challengeId}`, s.auth)).json()).toEqual({
      state: 'closed',
    });

    // Replaced by a newer code: the old button is used up; the new one works.
    const newer = await startCod(s, p.id, 700);
    const older = payload;
    await deliver(tap(`91${s.contact}`, older));
    await eventually(() => expect(textsTo(`91${s.contact}`).at(-1)).toBe(COD_TAP_MESSAGES.used));
    expect(await ordersOf(s)).toEqual([]);
    expect(await stockOf(p.id)).toBe(4);
    await deliver(tap(`91${s.contact}`, whatsappOf(s).payload));
    expect(await ordersOf(s)).toHaveLength(1);
    expect((await get(`/cod/challenges/${newer.challengeId}`, s.auth)).json().state).toBe('placed');
    // Someone else's challenge is not hers to ask about.
    expect((await get(`/cod/challenges/${newer.challengeId}`, other.auth)).statusCode).toBe(404);
    expect((await get('/cod/challenges/99999999999', s.auth)).statusCode).toBe(400);
  });

  it('a tap racing the typed code places one order', async () => {
    for (let round = 0; round < 3; round++) {
      const s = await newShopper();
      const p = await insertProduct(t.db, { newPrice: 500, stock: 5 });
      const challenge = await startCod(s, p.id, 500);
      const { code, payload } = whatsappOf(s);
      const [typed, tapped] = await Promise.all([
        post('/cod/confirm', { challengeId: challenge.challengeId, code }, s.auth),
        deliver(tap(`91${s.contact}`, payload)),
      ]);
      expect([200, 201]).toContain(typed.statusCode);
      expect(tapped.statusCode).toBe(200);
      const placed = await ordersOf(s);
      expect(placed).toHaveLength(1);
      expect(typed.json().orderRef).toBe(String(placed[0].id));
      expect(await stockOf(p.id)).toBe(4);
      await eventually(() =>
        expect(textsTo(`91${s.contact}`)).toEqual([
          COD_TAP_MESSAGES.placed(String(placed[0].id), formatInr(singlePurchaseTotal(500, 1, false) + 49)),
        ]),
      );
    }
  });
});

describe.each(databaseKinds())('the WhatsApp webhook without its settings on %s', (kind) => {
  const t = testAppPerBlock(kind);
  it('is off (404) without WHATSAPP_VERIFY_TOKEN and WHATSAPP_APP_SECRET', async () => {
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=anything-at-all-1234&hub.challenge=7',
    });
    expect(get.statusCode).toBe(404);
    const raw = JSON.stringify(tapWebhook({ from: '919876543210', payload: 'cod:x' }));
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(raw, 'guess') },
    });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe('WEBHOOKS_OFF');
  });
});
