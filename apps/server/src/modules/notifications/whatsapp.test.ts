// The WhatsApp client against the local stand-in of Meta's Cloud API, and its outbox when not configured.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWhatsAppStandIn } from '../../test/whatsapp-stand-in.ts';
import { createWhatsApp, WhatsAppError } from './whatsapp.ts';

const ACCOUNT = { token: 'EAAG-test-token-1', phoneNumberId: '106540352242922' };
const MESSAGE = { to: '919876543210', template: 'order_placed', params: ['Asha', '12', '₹1,25,000'] };

describe('WhatsApp Cloud API client', () => {
  let standIn: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'zariya-wa-'));
  beforeAll(async () => {
    standIn = await startWhatsAppStandIn(ACCOUNT);
  });
  afterAll(async () => {
    await standIn.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const client = (over: Partial<typeof ACCOUNT> = {}) =>
    createWhatsApp({
      nodeEnv: 'test',
      dataDir,
      whatsapp: { ...ACCOUNT, ...over, apiUrl: standIn.url, language: 'en' },
    });

  it('sends a template message as Meta documents it and answers the message id', async () => {
    const id = await client().send(MESSAGE);
    expect(id).toMatch(/^wamid\./);
    const sent = standIn.sent.at(-1)!;
    expect(sent.id).toBe(id);
    expect(sent.phoneNumberId).toBe(ACCOUNT.phoneNumberId);
    expect(sent.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'order_placed',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Asha' },
              { type: 'text', text: '12' },
              { type: 'text', text: '₹1,25,000' },
            ],
          },
        ],
      },
    });
  });

  it("turns Meta's error answers into errors that say whether a retry can help", async () => {
    const refused = await client({ token: 'wrong' })
      .send(MESSAGE)
      .catch((e) => e);
    expect(refused).toBeInstanceOf(WhatsAppError);
    expect(refused).toMatchObject({ status: 401, code: 190, retryable: false });
    expect(refused.message).toContain('Invalid OAuth access token');

    const unknown = await client()
      .send({ ...MESSAGE, template: 'no_such_template' })
      .catch((e) => e);
    expect(unknown).toMatchObject({ status: 400, code: 132001, retryable: false });

    standIn.answerNext(429, {
      error: { message: '(#130429) Rate limit hit', type: 'OAuthException', code: 130429, fbtrace_id: 'Ab' },
    });
    expect(
      await client()
        .send(MESSAGE)
        .catch((e) => e),
    ).toMatchObject({ status: 429, retryable: true });

    standIn.answerNext(500, {
      error: { message: 'An unknown error occurred', code: 1, type: 'OAuthException' },
    });
    expect(
      await client()
        .send(MESSAGE)
        .catch((e) => e),
    ).toMatchObject({ status: 500, retryable: true });

    const down = await createWhatsApp({
      nodeEnv: 'test',
      dataDir,
      whatsapp: { ...ACCOUNT, apiUrl: 'http://127.0.0.1:9/v21.0', language: 'en' },
    })
      .send(MESSAGE)
      .catch((e) => e);
    expect(down).toMatchObject({ status: 0, retryable: true });
  });

  it("sends a quick-reply template with each button's payload, and texts only inside her 24-hour window", async () => {
    const tap = { to: '919876543210', template: 'cod_confirm', params: ['₹1,249', '5'] };
    await client().send({ ...tap, quickReplies: [{ index: 0, payload: 'cod:token-1' }] });
    expect((standIn.sent.at(-1)!.body.template as { components: unknown[] }).components).toEqual([
      {
        type: 'body',
        parameters: [
          { type: 'text', text: '₹1,249' },
          { type: 'text', text: '5' },
        ],
      },
      {
        type: 'button',
        sub_type: 'quick_reply',
        index: '0',
        parameters: [{ type: 'payload', payload: 'cod:token-1' }],
      },
    ]);
    // The stand-in refuses the template without its button's payload, as Meta does.
    const missing = await client()
      .send(tap)
      .catch((e) => e);
    expect(missing).toBeInstanceOf(WhatsAppError);
    expect(missing.code).toBe(132000);
    // A text to someone who has not written: Meta's re-engagement refusal; once she tapped, it goes.
    const early = await client()
      .sendText('919876543210', 'Thank you!')
      .catch((e) => e);
    expect(early).toMatchObject({ status: 400, code: 131047 });
    standIn.customerWrote('919876543210');
    await client().sendText('919876543210', 'Thank you!');
    expect(standIn.sent.at(-1)!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'text',
      text: { preview_url: false, body: 'Thank you!' },
    });
  });

  it('writes each message to DATA_DIR/outbox/whatsapp when not configured', async () => {
    const outbox = createWhatsApp({ nodeEnv: 'development', dataDir });
    expect(outbox.outboxDir).toBe(join(dataDir, 'outbox', 'whatsapp'));
    const name = await outbox.send(MESSAGE);
    expect(readdirSync(outbox.outboxDir!)).toContain(name);
    const written = JSON.parse(readFileSync(join(outbox.outboxDir!, name), 'utf8'));
    expect(written).toMatchObject({
      to: '919876543210',
      type: 'template',
      template: { name: 'order_placed' },
    });
  });
});
