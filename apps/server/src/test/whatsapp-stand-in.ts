// A local stand-in for the WhatsApp Business Cloud API (developers.facebook.com/docs/whatsapp/cloud-api),
// answering as Meta documents the one call the shop makes: POST /v{ver}/{phone-number-id}/messages with a
// Bearer token. Success is `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id }] }`; errors are
// `{ error: { message, type, code, error_data?, fbtrace_id } }` with Meta's status and code: 401/190 for a bad
// token, 400/132001 for a template that does not exist, 400/131026-style refusals, 429/130429 for the rate limit.
import { randomBytes } from 'node:crypto';
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

type Sent = { phoneNumberId: string; body: Record<string, unknown>; id: string };

export async function startWhatsAppStandIn(account: { token: string; phoneNumberId: string }) {
  const sent: Sent[] = [];
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
    const template = body.template as { name?: string; language?: { code?: string } } | undefined;
    if (body.messaging_product !== 'whatsapp' || body.type !== 'template' || !template?.language?.code)
      return error(400, 100, 'Invalid parameter');
    if (!/^\d{8,15}$/.test(String(body.to)))
      return error(400, 131009, '(#131009) Parameter value is not valid');
    const isAuthentication = AUTHENTICATION_TEMPLATES.includes(template.name ?? '');
    if (!KNOWN_TEMPLATES.includes(template.name ?? '') && !isAuthentication)
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
    const id = `wamid.${randomBytes(18).toString('base64url')}`;
    sent.push({ phoneNumberId: match[2], body, id });
    answer(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id }],
    });
  });
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
    close: server.close,
  };
}
