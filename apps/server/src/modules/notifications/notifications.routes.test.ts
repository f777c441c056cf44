// Order updates end to end through the real app: the opt-in call (bad input refused, nothing changed), and each
// order event (COD placed, shipped, delivered, cancelled, refunded) reaching the e-mail outbox, and WhatsApp —
// the outbox, or the local stand-in of Meta's Cloud API — only for a shopper who opted in. The notices are
// background jobs (in process, or BullMQ with REDIS_URL), so the test waits for them.
import { singlePurchaseTotal } from '@zariya/shared/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lastMailTo,
  lastSmsCode,
  readOutbox,
  readWhatsAppOutbox,
  type Shopper,
  signUpShopper,
} from '../../test/accounts.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { adminToken, createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { insertSingleOrder } from '../../test/orders-fixtures.ts';
import { startWhatsAppStandIn } from '../../test/whatsapp-stand-in.ts';
import { eventually } from '../../test/wait.ts';

/** The subject with its MIME encoded words (RFC 2047, Q encoding, as nodemailer writes ₹) decoded. */
const subjectOf = (m: { headers: Record<string, string> }) =>
  (m.headers.subject ?? '').replace(/=\?UTF-8\?Q\?(.*?)\?=\s*/gi, (_, q: string) =>
    Buffer.from(
      q
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8'),
  );

describe.each(databaseKinds())('order updates on %s', (kind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let asha: Shopper;
  let meera: Shopper;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = { authorization: `Bearer ${await adminToken(t.app)}` };
    asha = await signUpShopper(t.app, { fullname: 'Asha Deshpande' });
    meera = await signUpShopper(t.app, { fullname: 'Meera Iyer' });
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, headers = {}) =>
    t.app.inject({ method, url: `/api${url}`, payload: payload as object, headers });
  const mailsTo = (s: Shopper) =>
    readOutbox(t.app.mailer.outboxDir!).filter((m) => m.headers.to?.includes(s.email));

  it('keeps the WhatsApp opt-in per account, refusing bad input and strangers', async () => {
    expect((await call('GET', '/account/notifications')).statusCode).toBe(401);
    expect((await call('PUT', '/account/notifications', { whatsapp: true })).statusCode).toBe(401);
    expect((await call('PUT', '/account/notifications', { whatsapp: true }, admin)).statusCode).toBe(401);
    const before = (await call('GET', '/account/notifications', undefined, asha.auth)).json();
    expect(before).toEqual({ email: true, whatsapp: false, whatsappNumber: `91${asha.contact}` });

    for (const [payload, error] of [
      [{ whatsapp: 'yes' }, 'whatsapp must be true or false.'],
      [{}, 'whatsapp must be true or false.'],
      [{ whatsapp: true, email: false }, 'Only whatsapp can be changed here.'],
    ] as const) {
      const res = await call('PUT', '/account/notifications', payload, asha.auth);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(res.json().error).toContain(error);
    }
    expect((await call('GET', '/account/notifications', undefined, asha.auth)).json().whatsapp).toBe(false);

    const on = await call('PUT', '/account/notifications', { whatsapp: true }, asha.auth);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      whatsapp: true,
      message: 'You will get order updates on WhatsApp too.',
    });
    // Hers only: Meera's stays off.
    expect((await call('GET', '/account/notifications', undefined, meera.auth)).json().whatsapp).toBe(false);
  });

  it('COD placed, shipped and delivered: e-mails to her, WhatsApp only because she opted in', async () => {
    expect(
      (
        await call(
          'PUT',
          '/admin/cod-settings',
          { enabled: true, fee: 49, maxOrderValue: 5000, refusedPincodes: [], maxOpenOrders: 5 },
          admin,
        )
      ).statusCode,
    ).toBe(200);
    const p = await insertProduct(t.db, { newPrice: 1200, stock: 4, sizes: ['M'], colors: ['Teal'] });
    const place = async (s: Shopper) => {
      const started = await call(
        'POST',
        '/cod/start',
        {
          amount: singlePurchaseTotal(1200, 1, false),
          productId: p.id,
          quantity: 1,
          size: 'M',
          color: 'Teal',
        },
        s.auth,
      );
      expect(started.statusCode, started.body).toBe(201);
      const code = lastSmsCode(t.app, s.contact);
      const placed = await call(
        'POST',
        '/cod/confirm',
        { challengeId: started.json().challengeId, code },
        s.auth,
      );
      expect(placed.statusCode, placed.body).toBe(201);
      return placed.json().orderRef as string;
    };
    const ref = await place(asha);
    const mail = await eventually(() => {
      const m = lastMailTo(t.app.mailer.outboxDir!, asha.email);
      expect(m.headers.subject).toBe(`Your Zariya order ${ref} is placed`);
      return m;
    });
    expect(mail.text).toContain('to pay in cash on delivery');
    expect(mail.html).toContain(`<strong>${ref}</strong>`);
    const wa = await eventually(() => {
      const sent = readWhatsAppOutbox(t.app.whatsapp.outboxDir!);
      expect(sent).toHaveLength(1);
      return sent[0];
    });
    expect(wa).toMatchObject({
      to: `91${asha.contact}`,
      type: 'template',
      template: { name: 'order_placed' },
    });
    expect(wa.template.components[0].parameters.map((x: { text: string }) => x.text)).toEqual([
      'Asha Deshpande',
      ref,
      '₹1,249',
    ]);

    // Meera did not opt in: her e-mail comes, no WhatsApp.
    const meeraRef = await place(meera);
    await eventually(() =>
      expect(mailsTo(meera).some((m) => m.headers.subject?.includes(`${meeraRef} is placed`))).toBe(true),
    );

    const step = (payload: object) => call('POST', `/admin/orders/${ref}/fulfilment`, payload, admin);
    expect((await step({ to: 'packed' })).statusCode).toBe(200);
    expect((await step({ to: 'shipped', courier: 'Delhivery', awb: 'DL99887766' })).statusCode).toBe(200);
    await eventually(() =>
      expect(lastMailTo(t.app.mailer.outboxDir!, asha.email).text).toContain('AWB: DL99887766'),
    );
    expect((await step({ to: 'delivered' })).statusCode).toBe(200);
    await eventually(() =>
      expect(lastMailTo(t.app.mailer.outboxDir!, asha.email).headers.subject).toBe(
        `Your Zariya order ${ref} is delivered`,
      ),
    );
    const templates = await eventually(() => {
      const names = readWhatsAppOutbox(t.app.whatsapp.outboxDir!).map((m) => m.template.name);
      expect(names).toHaveLength(3);
      return names;
    });
    expect(templates).toEqual(['order_placed', 'order_shipped', 'order_delivered']);
    // Packing says nothing; each event once.
    expect(
      mailsTo(asha)
        .filter((m) => m.headers.subject?.includes(ref))
        .map((m) => m.headers.subject),
    ).toEqual([
      `Your Zariya order ${ref} is placed`,
      `Your Zariya order ${ref} has shipped`,
      `Your Zariya order ${ref} is delivered`,
    ]);
  });

  it('paid online (settlement), cancelled by the owner, then refunded: one e-mail each with the amount', async () => {
    const p = await insertProduct(t.db, { newPrice: 2500, stock: 3 });
    const choice = { productId: p.id, quantity: 1, size: 'Free Size', color: 'Gold' };
    const created = await call(
      'POST',
      '/createOrder',
      { amount: singlePurchaseTotal(2500, 1, false), ...choice },
      meera.auth,
    );
    expect(created.statusCode, created.body).toBe(201);
    const paid = (
      await call('POST', '/payments/test/pay', { orderId: created.json().id }, meera.auth)
    ).json();
    const saved = await call('POST', '/saveOrder', { userId: meera.userId, ...choice, ...paid }, meera.auth);
    expect(saved.statusCode, saved.body).toBe(201);
    const order = { id: saved.json().order.orderRef as string };
    await eventually(() =>
      expect(lastMailTo(t.app.mailer.outboxDir!, meera.email).text).toContain('Total ₹2,500, paid online.'),
    );
    const cancel = await call(
      'POST',
      '/updateOrderStatus',
      { orderId: order.id, userId: meera.userId, status: 'cancelled' },
      admin,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    await eventually(() =>
      expect(lastMailTo(t.app.mailer.outboxDir!, meera.email).headers.subject).toBe(
        `Your Zariya order ${order.id} is cancelled`,
      ),
    );
    const refund = await call('POST', '/admin/refunds', { orderId: order.id }, admin);
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json().refund.status).toBe('processed');
    const mail = await eventually(() => {
      const m = lastMailTo(t.app.mailer.outboxDir!, meera.email);
      expect(subjectOf(m)).toBe(`Refund of ₹2,500 for your Zariya order ${order.id}`);
      return m;
    });
    expect(mail.text).toContain(`We have refunded ₹2,500 for your order ${order.id}`);
    // Meera never opted in: nothing of hers on WhatsApp.
    expect(readWhatsAppOutbox(t.app.whatsapp.outboxDir!).every((m) => m.to === `91${asha.contact}`)).toBe(
      true,
    );
  });
});

describe.each(databaseKinds())('WhatsApp through the Cloud API stand-in on %s', (kind) => {
  const account = { token: 'EAAG-stand-in', phoneNumberId: '106540352242922' };
  let standIn: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
  let t: TestApp;
  beforeAll(async () => {
    standIn = await startWhatsAppStandIn(account);
    t = await createTestApp(kind, standIn.env);
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  /** A shopper who asked for WhatsApp messages, with an order; `cancel` has the owner cancel it. */
  const optedInWithOrder = async (fullname: string, choice: { size?: string; color?: string } = {}) => {
    const s = await signUpShopper(t.app, { fullname });
    await t.app.inject({
      method: 'PUT',
      url: '/api/account/notifications',
      payload: { whatsapp: true },
      headers: s.auth,
    });
    const p = await insertProduct(t.db, { newPrice: 999, stock: 2 });
    const order = await insertSingleOrder(t.db, s.userId, p.id, choice);
    const cancel = async () => {
      const admin = { authorization: `Bearer ${await adminToken(t.app)}` };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/updateOrderStatus',
        payload: { orderId: order.id, userId: s.userId, status: 'cancelled' },
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
    };
    return { shopper: s, cancel };
  };

  it('sends the cancelled template to her number through Meta', async () => {
    expect(t.app.whatsapp.outboxDir).toBeUndefined();
    const { shopper: s, cancel } = await optedInWithOrder('Kavya Rao');
    await cancel();
    const sent = await eventually(() => {
      expect(standIn.sent).toHaveLength(1);
      return standIn.sent[0];
    });
    expect(sent.body).toMatchObject({
      to: `91${s.contact}`,
      template: { name: 'order_cancelled', language: { code: 'en' } },
    });
  });

  it('never carries a link a shopper typed: a name with one is sent without it, on WhatsApp and by e-mail', async () => {
    // Issue 23: an unverified number could be anyone's; her name is the one text of hers in these messages.
    const { shopper: s, cancel } = await optedInWithOrder(
      'Kavya   Rao\nRefund pending: visit www.zariya-refunds.in or https://bit.ly/zr-refund',
      { size: 'M bit.ly/x', color: 'Teal' },
    );
    const before = standIn.sent.length;
    await cancel();
    const sent = await eventually(() => {
      expect(standIn.sent.length).toBe(before + 1);
      return standIn.sent[before];
    });
    const params = (sent.body as { template: { components: Array<{ parameters: Array<{ text: string }> }> } })
      .template.components[0].parameters;
    expect(params[0].text).toBe('Kavya Rao Refund pending: visit or');
    const mail = await eventually(() => {
      const m = lastMailTo(t.app.mailer.outboxDir!, s.email);
      expect(m.headers.subject).toContain('is cancelled');
      return m;
    });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Kavya Rao Refund pending: visit or');
      expect(part).not.toMatch(/zariya-refunds|bit\.ly/);
    }
  });
});
