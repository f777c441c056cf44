// A local stand-in for the WhatsApp Business Cloud API (developers.facebook.com/docs/whatsapp/cloud-api),
// answering as Meta documents the one call the shop makes: POST /v{ver}/{phone-number-id}/messages with a
// Bearer token. Success is `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id }] }`; errors are
// `{ error: { message, type, code, error_data?, fbtrace_id } }` with Meta's status and code: 401/190 for a bad
// token, 400/132001 for a template that does not exist, 400/131026-style refusals, 429/130429 for the rate limit.
// Quick-reply templates (decision 0053) must carry a `quick_reply` button component with a `payload` parameter for
// each of their buttons; a text message goes only to someone who wrote or tapped (`customerWrote`) within 24 hours,
// else 400/131047 (re-engagement), as Meta answers outside the customer service window.
// `tapWebhook` builds the webhook Meta posts when a quick-reply button is tapped, signed as Meta signs it
// (X-Hub-Signature-256: sha256=hex(HMAC-SHA256(raw body, app secret))).
import { createHmac, randomBytes } from 'node:crypto';
import { startJsonStandIn } from './stand-in-server.ts';

export const STAND_IN_VERSION = 'v21.0';
export const KNOWN_TEMPLATES = [
  'order_placed',
  'order_shipped',
  'order_delivered',
  'order_cancelled',
  'order_refunded',
  'delivery_failed',
];
/**
 * Authentication templates (Meta's "copy code" kind): the body's one parameter is the code, and the URL button
 * (sub_type url, index 0) must carry the same code; a code is at most 15 characters.
 */
export const AUTHENTICATION_TEMPLATES = ['login_code'];
/**
 * Utility templates with quick-reply buttons: how many body parameters, the quick replies' indexes, and whether a
 * link (URL) button with a dynamic suffix sits at index 0.
 */
export const QUICK_REPLY_TEMPLATES: Record<
  string,
  { params: number; quickReplies: number[]; url?: boolean }
> = {
  cod_confirm: { params: 2, quickReplies: [0] },
  delivery_failed_reply: { params: 3, quickReplies: [1, 2], url: true },
};

type Sent = { phoneNumberId: string; body: Record<string, unknown>; id: string };

export async function startWhatsAppStandIn(account: { token: string; phoneNumberId: string }) {
  const sent: Sent[] = [];
  /** When each WhatsApp user last wrote or tapped (opens the 24-hour customer service window). */
  const windowOpen = new Map<string, number>();
  const server = await startJsonStandIn((req, { raw, answer, queued }) => {
    const error = (status: number, code: number, message: string, type = 'OAuthException') =>
      answer(status, { error: { message, type, code, fbtrace_id: `A${randomBytes(8).toString('hex')}` } });
    const match = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/.exec(new URL(req.url ?? '/', 'http://x').pathname);
    if (req.method !== 'POST' || !match)
      return error(400, 100, 'Unsupported post request.', 'GraphMethodException');
    const fake = queued();
    if (fake) return answer(fake.status, fake.body);
    if (req.headers.authorization !== `Bearer ${account.token}`)
      return error(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (match[2] !== account.phoneNumberId)
      return error(
        400,
        100,
        `Unsupported post request. Object with ID '${match[2]}' does not exist.`,
        'GraphMethodException',
      );
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw);
    } catch {
      return error(400, 100, 'Invalid parameter');
    }
    if (!/^\d{8,15}$/.test(String(body.to)))
      return error(400, 131009, '(#131009) Parameter value is not valid');
    if (body.messaging_product === 'whatsapp' && body.type === 'text') {
      const text = (body.text as { body?: unknown } | undefined)?.body;
      if (typeof text !== 'string' || text.length === 0 || text.length > 4096)
        return error(400, 100, 'Invalid parameter');
      const wrote = windowOpen.get(String(body.to));
      if (wrote === undefined || Date.now() - wrote > 24 * 3_600_000)
        return error(
          400,
          131047,
          '(#131047) Re-engagement message: more than 24 hours have passed since the recipient last replied',
        );
      return accept(answer, match[2], body);
    }
    const template = body.template as { name?: string; language?: { code?: string } } | undefined;
    if (body.messaging_product !== 'whatsapp' || body.type !== 'template' || !template?.language?.code)
      return error(400, 100, 'Invalid parameter');
    const isAuthentication = AUTHENTICATION_TEMPLATES.includes(template.name ?? '');
    const quickReply = QUICK_REPLY_TEMPLATES[template.name ?? ''];
    if (!KNOWN_TEMPLATES.includes(template.name ?? '') && !isAuthentication && !quickReply)
      return error(400, 132001, '(#132001) Template name does not exist in the translation');
    if (isAuthentication) {
      const components = (body.template as { components?: Array<Record<string, unknown>> }).components ?? [];
      const text = (c: Record<string, unknown> | undefined) =>
        (c?.parameters as Array<{ text?: string }> | undefined)?.map((p) => p.text) ?? [];
      const bodyParams = text(components.find((c) => c.type === 'body'));
      const button = components.find((c) => c.type === 'button');
      if (
        bodyParams.length !== 1 ||
        !bodyParams[0] ||
        bodyParams[0].length > 15 ||
        button?.sub_type !== 'url' ||
        String(button.index) !== '0' ||
        text(button)[0] !== bodyParams[0]
      )
        return error(
          400,
          132000,
          '(#132000) Number of parameters does not match the expected number of params',
        );
    }
    if (quickReply) {
      const components = (body.template as { components?: Array<Record<string, unknown>> }).components ?? [];
      const bodyParams =
        (components.find((c) => c.type === 'body')?.parameters as unknown[] | undefined) ?? [];
      const buttons = components.filter((c) => c.type === 'button' && c.sub_type === 'quick_reply');
      const links = components.filter((c) => c.type === 'button' && c.sub_type !== 'quick_reply');
      const payloadOf = (c: Record<string, unknown>) => {
        const p = (c.parameters as Array<{ type?: string; payload?: unknown }> | undefined) ?? [];
        return p.length === 1 && p[0].type === 'payload' && typeof p[0].payload === 'string'
          ? p[0].payload
          : '';
      };
      const linkOk = quickReply.url
        ? links.length === 1 && links[0].sub_type === 'url' && String(links[0].index) === '0'
        : links.length === 0;
      if (
        bodyParams.length !== quickReply.params ||
        !linkOk ||
        buttons.length !== quickReply.quickReplies.length ||
        !quickReply.quickReplies.every((index) =>
          buttons.some((c) => Number(c.index) === index && payloadOf(c).length > 0),
        )
      )
        return error(
          400,
          132000,
          '(#132000) Number of parameters does not match the expected number of params',
        );
    }
    accept(answer, match[2], body);
  });
  function accept(
    answer: (status: number, body: unknown) => void,
    phoneNumberId: string,
    body: Record<string, unknown>,
  ) {
    const id = `wamid.${randomBytes(18).toString('base64url')}`;
    sent.push({ phoneNumberId, body, id });
    answer(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id }],
    });
  }
  /** WHATSAPP_API_URL: the Graph API root with its version. */
  const url = `${server.origin}/${STAND_IN_VERSION}`;
  return {
    url,
    /** The app's settings for this account on the stand-in. */
    env: {
      WHATSAPP_TOKEN: account.token,
      WHATSAPP_PHONE_NUMBER_ID: account.phoneNumberId,
      WHATSAPP_API_URL: url,
    },
    sent,
    /** The next answers to give instead of handling the call (a test's outage or rate limit). */
    answerNext: server.answerNext,
    /** She wrote or tapped: texts to her are accepted for 24 hours. */
    customerWrote: (waId: string) => windowOpen.set(waId, Date.now()),
    close: server.close,
  };
}

/**
 * The webhook Meta posts when a WhatsApp user taps a template's quick-reply button (the messages webhook's
 * "button" message), or a reply button of an interactive message (`interactive.button_reply`).
 */
export function tapWebhook(tap: {
  from: string;
  payload: string;
  text?: string;
  messageId?: string;
  phoneNumberId?: string;
  kind?: 'button' | 'interactive';
}) {
  const message =
    tap.kind === 'interactive'
      ? {
          type: 'interactive',
          interactive: { type: 'button_reply', button_reply: { id: tap.payload, title: tap.text ?? 'OK' } },
        }
      : { type: 'button', button: { payload: tap.payload, text: tap.text ?? 'Confirm order' } };
  return messagesWebhook(
    {
      contacts: [{ profile: { name: 'Shopper' }, wa_id: tap.from }],
      messages: [
        {
          context: { from: '919000000000', id: `wamid.${randomBytes(12).toString('base64url')}` },
          from: tap.from,
          id: tap.messageId ?? `wamid.${randomBytes(18).toString('base64url')}`,
          timestamp: String(Math.floor(Date.now() / 1000)),
          ...message,
        },
      ],
    },
    tap.phoneNumberId,
  );
}

/** A messages webhook as Meta posts it to the shop's number: one entry, one change, carrying `value`'s fields. */
export function messagesWebhook(value: Record<string, unknown>, phoneNumberId = '106540352242922') {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '919000000000', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/** X-Hub-Signature-256 as Meta sends it: `sha256=` and the hex HMAC-SHA256 of the raw body under the app secret. */
export const hubSignature = (rawBody: string, appSecret: string) =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
