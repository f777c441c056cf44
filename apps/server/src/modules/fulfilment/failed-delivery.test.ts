// Failed deliveries (issue 28 item 6) end to end against the Shiprocket stand-in: the courier's UNDELIVERED scan
// on the webhook asks the shopper (WhatsApp to a verified, opted-in number; SMS to a verified one without
// WhatsApp; e-mail always) with a signed link; her answer reaches Shiprocket's NDR action with the bearer and the
// documented body; bad links and bad answers are refused with nothing sent; cancel → return, and the parcel's
// RTO DELIVERED closes the order and puts its stock back.
import { reattemptDates } from '@zariya/shared/failed-delivery';
import { describe, expect, it } from 'vitest';
import {
  FAILED_DELIVERY_SECRET,
  readFailedDeliveryLink,
  signFailedDeliveryLink,
} from '../../lib/failed-delivery-link.ts';
import { loadNamedSecret } from '../../lib/secrets.ts';
import { lastMailTo, readSmsOutbox, readWhatsAppOutbox } from '../../test/accounts.ts';
import { databaseKinds } from '../../test/harness.ts';
import { shippedCodOrder, shippingShopPerBlock } from '../../test/shipping-shop.ts';
import { stockOf } from '../../test/orders-fixtures.ts';
import { eventually } from '../../test/wait.ts';

const ACCOUNT = { email: 'api-user@zariya.shop', password: 'Shiprocket-api-pass-1' };
const WEBHOOK_TOKEN = 'wh-token-ndr-51';

const undeliveredScan = (awb: string, date: string, reason: string) => ({
  awb,
  current_status: 'UNDELIVERED',
  current_status_id: 21,
  current_timestamp: date,
  scans: [
    {
      date,
      status: 'EOD-74',
      activity: reason,
      location: 'Bengaluru_Central (Karnataka)',
      'sr-status': '21',
      'sr-status-label': 'UNDELIVERED',
    },
  ],
});

describe.each(databaseKinds())('failed deliveries on %s', (kind) => {
  const shop = shippingShopPerBlock(kind, ACCOUNT, WEBHOOK_TOKEN);

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = {}) =>
    shop.t.app.inject({ method, url: `/api${url}`, payload: payload as object, headers });
  const webhook = (payload: unknown) =>
    call('POST', '/courier/tracking-webhook', payload, { 'x-api-key': WEBHOOK_TOKEN });

  const shipped = (name: string) => shippedCodOrder(shop.t, shop.admin, { fullname: name });

  it('asks by WhatsApp with a signed link, sends her day to Shiprocket, refuses bad links and answers', async () => {
    const { shopper, order, awb } = await shipped('Kavya Rao');
    expect((await call('PUT', '/account/notifications', { whatsapp: true }, shopper.auth)).statusCode).toBe(
      200,
    );

    expect(
      (await webhook(undeliveredScan(awb, '2026-03-04 13:10:00', 'Consignee not available'))).json(),
    ).toEqual({
      status: 'stored',
    });
    // Shiprocket delivers the same scan again: no second question.
    await webhook(undeliveredScan(awb, '2026-03-04 13:10:00', 'Consignee not available'));

    const sent = await eventually(() => {
      const found = readWhatsAppOutbox(shop.t.app.whatsapp.outboxDir!).filter(
        (m) => m.template.name === 'delivery_failed' && m.to === `91${shopper.contact}`,
      );
      expect(found).toHaveLength(1);
      return found[0];
    });
    const body = sent.template.components.find((c: { type: string }) => c.type === 'body');
    expect(body.parameters.map((p: { text: string }) => p.text)).toEqual([
      'Kavya Rao',
      String(order.id),
      'Consignee not available',
    ]);
    const token = sent.template.components.find((c: { type: string }) => c.type === 'button').parameters[0]
      .text;
    const mail = await eventually(() =>
      lastMailTo(shop.t.app.mailer.outboxDir!, shopper.email, 'We could not deliver'),
    );
    expect(mail.text).toContain(`/delivery/${token}`);
    // A page path ending in ".<letters>" is taken for a missing file (plugins/web.ts): the link never does.
    expect(token).not.toMatch(/\./);

    const view = await call('GET', `/failed-deliveries/${token}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      orderRef: String(order.id),
      attempt: 1,
      reason: 'Consignee not available',
      answered: false,
      pincode: '560001',
      dates: reattemptDates(new Date()),
    });

    // Bad input: nothing reaches the courier.
    const secret = await loadNamedSecret(shop.t.db, FAILED_DELIVERY_SECRET);
    const forged = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await call('GET', `/failed-deliveries/${forged}`)).json().code).toBe('DELIVERY_LINK_INVALID');
    const other = signFailedDeliveryLink('another-secret', String(order.id), 1);
    expect((await call('POST', `/failed-deliveries/${other}`, { choice: 'cancel' })).statusCode).toBe(400);
    const old = signFailedDeliveryLink(secret, String(order.id), 1, new Date(Date.now() - 73 * 3_600_000));
    const expired = await call('POST', `/failed-deliveries/${old}`, { choice: 'cancel' });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('DELIVERY_LINK_EXPIRED');
    const late = await call('POST', `/failed-deliveries/${token}`, {
      choice: 'reattempt',
      date: '2020-01-01',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      code: 'DELIVERY_ANSWER_REFUSED',
      error: 'Please pick one of the next 3 days.',
    });
    const elsewhere = await call('POST', `/failed-deliveries/${token}`, {
      choice: 'address',
      deliveryAddress: {
        addressLine1: '4 Park St',
        city: 'Kolkata',
        state: 'West Bengal',
        postalCode: '700016',
        country: 'India',
      },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error).toMatch(/pincode 560001/);
    expect((await call('POST', `/failed-deliveries/${token}`, { choice: 'later' })).statusCode).toBe(400);
    expect(shop.standIn.ndrActions).toHaveLength(0);

    // Her day, after the shop's token went stale: the shop logs in again and the action carries the new bearer.
    shop.standIn.expireToken();
    const day = reattemptDates(new Date())[1];
    const answered = await call('POST', `/failed-deliveries/${token}`, { choice: 'reattempt', date: day });
    expect(answered.statusCode).toBe(200);
    expect(shop.standIn.ndrActions).toEqual([
      {
        awb,
        authorization: `Bearer ${shop.standIn.currentToken()}`,
        body: {
          action: 're-attempt',
          deferred_date: day,
          comments: `Order ${order.id}: the customer asked for delivery on ${day}.`,
        },
      },
    ]);
    const again = await call('POST', `/failed-deliveries/${token}`, { choice: 'cancel' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_ANSWERED');
    expect(shop.standIn.ndrActions).toHaveLength(1);
    expect((await call('GET', `/failed-deliveries/${token}`)).json().answered).toBe(true);

    // The owner's desk shows the failed attempt and her answer on the order's tracking.
    const desk = (await call('GET', '/getAllOrders', undefined, shop.admin)).json().allOrders;
    const row = desk.find((o: { id: number }) => o.id === order.id);
    expect(
      row.shipment.events.map((e: { status: string; activity: string }) => [e.status, e.activity]),
    ).toEqual(
      expect.arrayContaining([
        ['UNDELIVERED', 'Consignee not available'],
        ['SHOPPER ANSWERED', `Shopper asked to try again on ${day}.`],
      ]),
    );
  });

  it('asks by SMS without WhatsApp; a corrected address goes to the courier; cancel returns, RTO restocks', async () => {
    const { shopper, p, order, awb } = await shipped('Nisha Menon');
    expect(await stockOf(shop.t.db, p.id)).toMatchObject({ stock: 3 });
    await webhook(undeliveredScan(awb, '2026-03-04 14:00:00', 'Address incomplete'));
    const sms = await eventually(() => {
      const found = readSmsOutbox(shop.t.app.sms.outboxDir!).filter(
        (m) => m.template === 'ndr' && m.mobiles === `91${shopper.contact}`,
      );
      expect(found).toHaveLength(1);
      return found[0] as unknown as { order: string; link: string };
    });
    expect(sms.order).toBe(String(order.id));
    const first = sms.link.split('/delivery/')[1];
    const secret = await loadNamedSecret(shop.t.db, FAILED_DELIVERY_SECRET);
    expect(readFailedDeliveryLink(secret, first)).toMatchObject({ orderRef: String(order.id), attempt: 1 });

    const fixed = await call('POST', `/failed-deliveries/${first}`, {
      choice: 'address',
      deliveryAddress: {
        addressLine1: 'Flat 3B, Lotus Apartments, 12 MG Road',
        addressLine2: 'Behind the temple',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560001',
        country: 'India',
      },
    });
    expect(fixed.statusCode).toBe(200);
    expect(shop.standIn.ndrActions.at(-1)).toMatchObject({
      awb,
      body: {
        action: 're-attempt',
        address1: 'Flat 3B, Lotus Apartments, 12 MG Road',
        address2: 'Behind the temple, Bengaluru, Karnataka, 560001',
      },
    });

    // A second failed attempt: a new question, and the first link no longer answers.
    await webhook(undeliveredScan(awb, '2026-03-06 12:00:00', 'Customer refused delivery'));
    const second = await eventually(() => {
      const found = readSmsOutbox(shop.t.app.sms.outboxDir!).filter(
        (m) => m.mobiles === `91${shopper.contact}` && m.template === 'ndr',
      );
      expect(found).toHaveLength(2);
      return (found[1] as unknown as { link: string }).link.split('/delivery/')[1];
    });
    expect((await call('POST', `/failed-deliveries/${first}`, { choice: 'cancel' })).json().code).toBe(
      'NOT_FAILED_DELIVERY',
    );
    const cancelled = await call('POST', `/failed-deliveries/${second}`, { choice: 'cancel' });
    expect(cancelled.statusCode).toBe(200);
    expect(shop.standIn.ndrActions.at(-1)).toMatchObject({ awb, body: { action: 'return' } });

    // The parcel is back at the shop: the RTO step closes the order and puts the piece back, once.
    const rto = {
      awb,
      current_status: 'RTO DELIVERED',
      current_status_id: 10,
      current_timestamp: '2026-03-09 11:00:00',
      scans: [
        {
          date: '2026-03-09 11:00:00',
          status: 'RT-DL',
          activity: 'Returned to shipper',
          location: 'Mumbai',
          'sr-status-label': 'RTO DELIVERED',
        },
      ],
    };
    expect((await webhook(rto)).json()).toEqual({ status: 'stored' });
    expect((await webhook(rto)).json()).toEqual({ status: 'stored' });
    expect(await stockOf(shop.t.db, p.id)).toMatchObject({ stock: 4 });
    const seen = (await call('GET', `/order/${order.id}`, undefined, shopper.auth)).json();
    expect(seen).toMatchObject({ fulfilment: 'rto' });
    expect(seen.status).toMatch(/cancel/i);
  });
});
