// WhatsApp Business Cloud API: template messages (the only kind a business may send first; each template is
// approved in the WhatsApp Manager beforehand, see README). POST {api}/{phone-number-id}/messages with the
// Bearer token. A plain text goes only as an answer to the shopper, inside the 24 hours after she wrote or tapped
// (decision 0053). Without WHATSAPP_TOKEN (development and tests) each message becomes a JSON file in
// DATA_DIR/outbox/whatsapp, the way mails become .eml files. The number and the text are never logged.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config.ts';

export type WhatsAppTemplateMessage = {
  /** Country code and number, digits only (shared whatsappNumber). */
  to: string;
  template: string;
  /** The body's {{1}}, {{2}}, … in order. */
  params: string[];
  /**
   * An authentication template's code (issue 28): Meta's authentication templates carry the code as the body's
   * only parameter and again as the parameter of their copy-code (URL) button.
   */
  copyCode?: string;
  /** The dynamic end of a template's link (URL) button, e.g. the signed token of a failed delivery's answer page. */
  linkSuffix?: string;
  /**
   * Quick-reply buttons (decision 0053): the payload each button at `index` (its place among the template's
   * buttons, from 0) sends back through the webhook when tapped.
   */
  quickReplies?: Array<{ index: number; payload: string }>;
};

/** The request body Meta documents for a template message. */
export function templateRequest(message: WhatsAppTemplateMessage, language: string) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: message.template,
      language: { code: language },
      components: [
        { type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) },
        ...((message.copyCode ?? message.linkSuffix) === undefined
          ? []
          : [
              {
                type: 'button',
                sub_type: 'url',
                index: '0',
                parameters: [{ type: 'text', text: (message.copyCode ?? message.linkSuffix) as string }],
              },
            ]),
        ...(message.quickReplies ?? []).map((reply) => ({
          type: 'button',
          sub_type: 'quick_reply',
          index: String(reply.index),
          parameters: [{ type: 'payload', payload: reply.payload }],
        })),
      ],
    },
  };
}

/** A text message, as Meta documents it; only inside the customer service window (she wrote in the last 24 h). */
export function textRequest(to: string, text: string) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'text',
    text: { preview_url: false, body: text },
  };
}

/** Meta's error answer `{ error: { message, type, code, error_subcode?, fbtrace_id } }`, kept with the status. */
export class WhatsAppError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'WhatsAppError';
  }

  /**
   * Worth trying again later: the service was down or busy, or a rate limit (HTTP 429, Meta codes 4, 80007,
   * 130429, 131048, 131056). A refused template, number or token stays refused however often it is sent.
   */
  get retryable(): boolean {
    return (
      this.status === 0 ||
      this.status === 429 ||
      this.status >= 500 ||
      [4, 80007, 130429, 131048, 131056].includes(this.code ?? -1)
    );
  }
}

export type WhatsApp = {
  /** Answers Meta's message id (wamid…), or the outbox file's name. */
  send: (message: WhatsAppTemplateMessage) => Promise<string>;
  /** A text answer to someone who wrote or tapped in the last 24 hours (decision 0053); answers the id too. */
  sendText: (to: string, text: string) => Promise<string>;
  /** Where messages are written when WhatsApp is not configured. */
  outboxDir?: string;
};

type Log = { info: (obj: object, msg: string) => void };

/**
 * Sends a template message to a shopper: 'sent', or 'refused' when Meta refuses it for good (logged as a warning,
 * not retried); a passing failure is thrown, so that the job retries.
 */
export async function sendTemplateOnce(
  whatsapp: WhatsApp,
  log: { warn: (obj: object, msg: string) => void },
  message: WhatsAppTemplateMessage,
): Promise<'sent' | 'refused'> {
  try {
    await whatsapp.send(message);
    return 'sent';
  } catch (err) {
    if (err instanceof WhatsAppError && !err.retryable) {
      log.warn({ whatsapp: { template: message.template, status: err.status, code: err.code } }, err.message);
      return 'refused';
    }
    throw err;
  }
}

export function createWhatsApp(
  config: Pick<Config, 'whatsapp' | 'dataDir' | 'nodeEnv'>,
  log: Log = { info: () => {} },
  timeoutMs = 10_000,
): WhatsApp {
  const wa = config.whatsapp;
  if (wa) {
    const url = `${wa.apiUrl}/${encodeURIComponent(wa.phoneNumberId)}/messages`;
    const post = async (request: object, label: string) => {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${wa.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw new WhatsAppError(`WhatsApp could not be reached: ${(err as Error).message}`, 0);
      }
      const body = (await res.json().catch(() => null)) as {
        messages?: Array<{ id?: unknown }>;
        error?: { message?: unknown; code?: unknown };
      } | null;
      const id = body?.messages?.[0]?.id;
      if (res.ok && typeof id === 'string') {
        log.info({ whatsapp: { template: label, id } }, 'whatsapp message sent');
        return id;
      }
      const described = typeof body?.error?.message === 'string' ? body.error.message : `HTTP ${res.status}`;
      throw new WhatsAppError(
        `WhatsApp refused the message: ${described}`.slice(0, 300),
        res.ok ? 502 : res.status,
        typeof body?.error?.code === 'number' ? body.error.code : undefined,
      );
    };
    return {
      send: (message) => post(templateRequest(message, wa.language), message.template),
      sendText: (to, text) => post(textRequest(to, text), '(text)'),
    };
  }
  if (config.nodeEnv === 'production')
    // WhatsApp is optional in production: without it the shop sends e-mail only (and says so once per message).
    return {
      send: async (message) => {
        log.info({ whatsapp: { template: message.template } }, 'whatsapp not configured: message skipped');
        return 'skipped';
      },
      sendText: async () => 'skipped',
    };
  const outboxDir = join(config.dataDir, 'outbox', 'whatsapp');
  mkdirSync(outboxDir, { recursive: true });
  let sequence = 0;
  const write = async (request: object, label: string) => {
    sequence += 1;
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const name = `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.json`;
    await writeFile(join(outboxDir, name), `${JSON.stringify(request, null, 2)}\n`, { mode: 0o600 });
    log.info({ whatsapp: { template: label, file: name } }, 'whatsapp message written to outbox');
    return name;
  };
  return {
    outboxDir,
    send: (message) => write(templateRequest(message, 'en'), message.template),
    sendText: (to, text) => write(textRequest(to, text), '(text)'),
  };
}
