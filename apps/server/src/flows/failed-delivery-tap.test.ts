// The failed-delivery question answered by WhatsApp quick replies (decision 0053): with the webhook on, the question
// goes as the quick-reply template (its link button kept), and a tap from her verified number answers through the
// same flow as the signed page — Shiprocket's NDR action once; another number or a second answer changes nothing.
import { reattemptDates } from '@zariya/shared/failed-delivery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpShopper } from '../test/accounts.ts';
import { adminToken, createTestApp, databaseKinds, type TestApp } from '../test/harness.ts';
import { shippedCodOrder } from '../test/shipping-shop.ts';
import { startShiprocketStandIn } from '../test/shiprocket-stand-in.ts';
import { hubSignature, startWhatsAppStandIn, tapWebhook } from '../test/whatsapp-stand-in.ts';
import { NDR_TAP_MESSAGES } from './failed-delivery-tap.flow.ts';
import { eventually } from '../test/wait.ts';

const ACCOUNT = { email: 'api-user@zariya.shop', password: 'Shiprocket-api-pass-1' };
const WEBHOOK_TOKEN = 'wh-token-ndr-tap';
const APP_SECRET = 'app-secret-ndr-tap';

describe.each(databaseKinds())('failed deliveries answered in WhatsApp on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let shiprocket: Awaited<ReturnType<typeof startShiprocketStandIn>>;
  let whatsapp: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
  beforeAll(async () => {
    shiprocket = await startShiprocketStandIn(ACCOUNT);
    whatsapp = await startWhatsAppStandIn({ token: 'EAAG-ndr', phoneNumberId: '106540352242922' });
    t = await createTestApp(kind, {
      ...shiprocket.env,
      ...whatsapp.env,
      SHIPROCKET_PICKUP_PINCODE: '400053',
      SHIPROCKET_PICKUP_LOCATION: 'Andheri Studio',
      SHIPROCKET_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
      WHATSAPP_VERIFY_TOKEN: 'verify-token-ndr-tap-0053',
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_NDR_TEMPLATE: 'delivery_failed_reply',
    });
    admin = { authorization: `Bearer ${await adminToken(t.app)}` };
  });
  afterAll(async () => {
    await t?.close();
    await shiprocket?.close();
    await whatsapp?.close();
  });

  const call = (method: 'POST' | 'PUT', url: string, payload?: unknown, headers = {}) =>
    t.app.inject({ method, url: `/api${url}`, payload: payload as object, headers });
  const deliver = (body: object) => {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(raw, APP_SECRET) },
    });
  };
  const tap = (from: string, payload: string) => {
    whatsapp.customerWrote(from);
    return tapWebhook({ from, payload });
  };
  const textsTo = (waId: string) =>
    whatsapp.sent
      .filter((m) => m.body.to === waId && m.body.type === 'text')
      .map((m) => (m.body.text as { body: string }).body);

  /** A shipped COD order whose courier could not deliver; answers the question as it went to her WhatsApp. */
  async function failedDelivery(name: string) {
    const { shopper, order, awb } = await shippedCodOrder(t, admin, { fullname: name, channel: 'sms' });
    expect((await call('PUT', '/account/notifications', { whatsapp: true }, shopper.auth)).statusCode).toBe(
      200,
    );
    const date = '2026-03-04 13:10:00';
    await call(
      'POST',
      '/courier/tracking-webhook',
      {
        awb,
        current_status: 'UNDELIVERED',
        current_status_id: 21,
        current_timestamp: date,
        scans: [{ date, activity: 'Consignee not available', 'sr-status-label': 'UNDELIVERED' }],
      },
      { 'x-api-key': WEBHOOK_TOKEN },
    );
    const sent = await eventually(() => {
      const found = whatsapp.sent.filter(
        (m) =>
          m.body.to === `91${shopper.contact}` &&
          (m.body.template as { name?: string })?.name === 'delivery_failed_reply',
      );
      expect(found).toHaveLength(1);
      return found[0];
    });
    const buttons = (sent.body.template as { components: Array<Record<string, unknown>> }).components.filter(
      (c) => c.type === 'button',
    );
    return { shopper, order, awb, buttons };
  }

  it('sends the question with its link and two quick replies; her tap reaches the courier once', async () => {
    const { shopper, awb, buttons } = await failedDelivery('Kavya Rao');
    const token = (buttons[0].parameters as Array<{ text: string }>)[0].text;
    expect(buttons).toEqual([
      { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: token }] },
      {
        type: 'button',
        sub_type: 'quick_reply',
        index: '1',
        parameters: [{ type: 'payload', payload: `ndr:again:${token}` }],
      },
      {
        type: 'button',
        sub_type: 'quick_reply',
        index: '2',
        parameters: [{ type: 'payload', payload: `ndr:cancel:${token}` }],
      },
    ]);
    const stranger = await signUpShopper(t.app, { fullname: 'Not Her', channel: 'sms' });
    await deliver(tap(`91${stranger.contact}`, `ndr:cancel:${token}`));
    await eventually(() => expect(textsTo(`91${stranger.contact}`)).toEqual([NDR_TAP_MESSAGES.otherNumber]));
    // A payload with a forged token.
    await deliver(tap(`91${shopper.contact}`, `ndr:cancel:${token.slice(0, -2)}xx`));
    await eventually(() => expect(textsTo(`91${shopper.contact}`)).toEqual(['This link is not valid.']));
    expect(shiprocket.ndrActions).toEqual([]);

    const body = tap(`91${shopper.contact}`, `ndr:again:${token}`);
    expect((await deliver(body)).json()).toEqual({ received: true, taps: 1 });
    expect(shiprocket.ndrActions).toHaveLength(1);
    expect(shiprocket.ndrActions[0]).toMatchObject({
      awb,
      body: { action: 're-attempt', deferred_date: reattemptDates(new Date())[0] },
    });
    await eventually(() =>
      expect(textsTo(`91${shopper.contact}`).at(-1)).toBe('Thank you. We have told the courier.'),
    );
    // The same webhook again, then the other button: nothing more reaches the courier.
    expect((await deliver(body)).json()).toEqual({ received: true, taps: 0 });
    await deliver(tap(`91${shopper.contact}`, `ndr:cancel:${token}`));
    await eventually(() =>
      expect(textsTo(`91${shopper.contact}`).at(-1)).toBe('This delivery attempt has already been answered.'),
    );
    expect(shiprocket.ndrActions).toHaveLength(1);
  });

  it('"Cancel the order" asks the courier to return the parcel', async () => {
    const { shopper, awb, buttons } = await failedDelivery('Meena Das');
    const token = (buttons[0].parameters as Array<{ text: string }>)[0].text;
    await deliver(tap(`91${shopper.contact}`, `ndr:cancel:${token}`));
    expect(shiprocket.ndrActions.filter((a) => a.awb === awb)).toMatchObject([
      { body: { action: 'return' } },
    ]);
    await eventually(() =>
      expect(textsTo(`91${shopper.contact}`)).toEqual([
        'Thank you. The courier will return the parcel and your order will be cancelled.',
      ]),
    );
  });
});
