// The MSG91 client against the local stand-in of MSG91's Flow API, the WhatsApp authentication template against
// the Cloud API stand-in, and the order in which a code goes out (lib/code-sender.ts).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWhatsApp } from '../modules/notifications/whatsapp.ts';
import { startMsg91StandIn } from '../test/msg91-stand-in.ts';
import { startWhatsAppStandIn } from '../test/whatsapp-stand-in.ts';
import { createCodeSender } from './code-sender.ts';
import { createSms, SmsError } from './sms.ts';

const MSG91 = {
  authKey: '384512AbCdEfGh1234567890',
  sender: 'ZARIYA',
  templates: {
    'tpl-code-01': { dltTemplateId: '1107172100000000001', variables: ['otp'] },
    'tpl-cod-01': { dltTemplateId: '1107172100000000002', variables: ['otp', 'amount'] },
  },
};
const WA = { token: 'EAAG-code-token', phoneNumberId: '106540352242922' };

describe('MSG91 SMS and WhatsApp codes', () => {
  let msg91: Awaited<ReturnType<typeof startMsg91StandIn>>;
  let wa: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'zariya-sms-'));
  beforeAll(async () => {
    msg91 = await startMsg91StandIn(MSG91);
    wa = await startWhatsAppStandIn(WA);
  });
  afterAll(async () => {
    await msg91.close();
    await wa.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const sms = (over: { authKey?: string; code?: string; apiUrl?: string } = {}) =>
    createSms({
      nodeEnv: 'production',
      dataDir,
      msg91: {
        authKey: over.authKey ?? MSG91.authKey,
        apiUrl: over.apiUrl ?? msg91.url,
        sender: MSG91.sender,
        templates: { code: over.code ?? 'tpl-code-01', cod: 'tpl-cod-01' },
      },
    });
  const whatsapp = () =>
    createWhatsApp({ nodeEnv: 'production', dataDir, whatsapp: { ...WA, apiUrl: wa.url, language: 'en' } });

  it('sends a DLT template through the Flow API with the key in the authkey header', async () => {
    const id = await sms().send({ to: '9876543210', template: 'code', vars: { otp: '482913' } });
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(msg91.sent.at(-1)).toEqual({
      templateId: 'tpl-code-01',
      dltTemplateId: '1107172100000000001',
      sender: 'ZARIYA',
      recipient: { mobiles: '919876543210', otp: '482913' },
    });
    await sms().send({ to: '9876543210', template: 'cod', vars: { otp: '111222', amount: '₹1,499' } });
    expect(msg91.sent.at(-1)?.recipient).toEqual({
      mobiles: '919876543210',
      otp: '111222',
      amount: '₹1,499',
    });
  });

  it("turns MSG91's refusals into errors that say whether a retry can help", async () => {
    const wrongKey = await sms({ authKey: 'not-the-key' })
      .send({ to: '9876543210', template: 'code', vars: { otp: '1' } })
      .catch((e) => e);
    expect(wrongKey).toBeInstanceOf(SmsError);
    expect(wrongKey).toMatchObject({ status: 401, retryable: false });
    expect(wrongKey.message).toContain('Authentication failure');
    expect(wrongKey.message).not.toContain('not-the-key');

    const unknown = await sms({ code: 'tpl-unregistered' })
      .send({ to: '9876543210', template: 'code', vars: { otp: '123456' } })
      .catch((e) => e);
    expect(unknown).toMatchObject({ status: 400, retryable: false });
    expect(unknown.message).toContain('Template ID Missing or Invalid');

    // MSG91 may refuse with HTTP 200 and type "error": still a refusal.
    msg91.answerNext(200, { type: 'error', message: 'Insufficient balance' });
    expect(
      await sms()
        .send({ to: '9876543210', template: 'code', vars: { otp: '123456' } })
        .catch((e) => e),
    ).toMatchObject({ status: 502 });

    msg91.answerNext(503, { type: 'error', message: 'Service unavailable' });
    expect(
      await sms()
        .send({ to: '9876543210', template: 'code', vars: { otp: '123456' } })
        .catch((e) => e),
    ).toMatchObject({ status: 503, retryable: true });

    const unreachable = await sms({ apiUrl: 'http://127.0.0.1:9/api/v5' })
      .send({ to: '9876543210', template: 'code', vars: { otp: '123456' } })
      .catch((e) => e);
    expect(unreachable).toMatchObject({ status: 0, retryable: true });
  });

  it('the stand-in refuses a key in the query string and a missing variable, as MSG91 does', async () => {
    const inQuery = await fetch(`${msg91.url}/flow?authkey=${MSG91.authKey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        template_id: 'tpl-code-01',
        recipients: [{ mobiles: '919876543210', otp: '1' }],
      }),
    });
    expect(inQuery.status).toBe(401);
    const missing = await sms()
      .send({ to: '9876543210', template: 'cod', vars: { otp: '123456' } })
      .catch((e) => e);
    expect(missing.message).toContain('Variable amount is missing');
  });

  it('sends a WhatsApp authentication template with the code in the body and the copy-code button', async () => {
    const codes = createCodeSender({
      sms: sms(),
      whatsapp: whatsapp(),
      whatsappTemplate: 'login_code',
      production: true,
    });
    expect(await codes.send('9876543210', '735102', { purpose: 'signin', channel: 'whatsapp' })).toBe(
      'whatsapp',
    );
    const sent = wa.sent.at(-1)!;
    expect(sent.body).toMatchObject({
      to: '919876543210',
      template: {
        name: 'login_code',
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '735102' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '735102' }] },
        ],
      },
    });
    // The stand-in refuses an authentication template whose button does not repeat the code.
    const res = await fetch(`${wa.url}/${WA.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${WA.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        to: '919876543210',
        type: 'template',
        template: {
          name: 'login_code',
          language: { code: 'en' },
          components: [{ type: 'body', parameters: [{ type: 'text', text: '735102' }] }],
        },
      }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(132000);
  });

  it('sends by SMS first, falls back to WhatsApp when MSG91 refuses, and has no way without keys in production', async () => {
    const codes = createCodeSender({
      sms: sms(),
      whatsapp: whatsapp(),
      whatsappTemplate: 'login_code',
      production: true,
    });
    const before = wa.sent.length;
    expect(await codes.send('9876543210', '246810', { purpose: 'cod', amount: '₹999' })).toBe('sms');
    expect(msg91.sent.at(-1)?.recipient).toMatchObject({ otp: '246810', amount: '₹999' });
    msg91.answerNext(500, { type: 'error', message: 'down' });
    expect(await codes.send('9876543210', '246811', { purpose: 'signin' })).toBe('whatsapp');
    expect(wa.sent.length).toBe(before + 1);

    const none = createCodeSender({
      sms: createSms({ nodeEnv: 'production', dataDir }),
      whatsapp: whatsapp(),
      production: true,
    });
    expect(none.available).toBe(false);
    await expect(none.send('9876543210', '1', { purpose: 'signin' })).rejects.toThrow();
  });

  it('writes codes to the development outbox without keys', async () => {
    const outbox = createSms({ nodeEnv: 'development', dataDir });
    const codes = createCodeSender({ sms: outbox, whatsapp: whatsapp(), production: false });
    expect(codes.available).toBe(true);
    expect(await codes.send('9876543210', '908172', { purpose: 'signin' })).toBe('sms');
    const [file] = readdirSync(outbox.outboxDir!);
    expect(JSON.parse(readFileSync(join(outbox.outboxDir!, file), 'utf8'))).toMatchObject({
      recipients: [{ mobiles: '919876543210', otp: '908172' }],
    });
  });
});
