// Text messages through MSG91's Flow API (issue 28), the SMS route Indian shops use under TRAI's DLT rules: every
// SMS is a template registered on the DLT portal (its DLT template id mapped to an MSG91 template id in the MSG91
// panel) and sent from a registered sender id. POST {api}/flow with the `authkey` header and JSON
// `{ template_id, short_url: "0", recipients: [{ mobiles: "91XXXXXXXXXX", <VAR>: value, … }] }`; MSG91 answers
// `{ type: "success", message: <request id> }` or `{ type: "error", message }` (sometimes with HTTP 200).
// Without MSG91_AUTH_KEY (development and tests) each SMS becomes a JSON file in DATA_DIR/outbox/sms, the way
// mails become .eml files. The number, the variables (the code) and the key are never logged.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.ts';

/**
 * Which registered template: the one-time code, the pay-on-delivery code with the amount, or the failed delivery's
 * question with the order and the answer link (issue 28 item 6; optional: without it she is asked by e-mail).
 */
export type SmsTemplate = 'code' | 'cod' | 'ndr';

export type SmsMessage = {
  /** Ten-digit Indian mobile number (shared indianMobile); sent as 91XXXXXXXXXX. */
  to: string;
  template: SmsTemplate;
  /** The template's variables by the names registered with it (otp, amount). */
  vars: Record<string, string>;
};

export type Msg91Config = {
  authKey: string;
  apiUrl: string;
  sender?: string;
  /** MSG91 template ids, each mapped in the MSG91 panel to its DLT template id. */
  templates: { code: string; cod: string; ndr?: string };
};

/** MSG91's refusal, with the HTTP status (0: not reached). */
export class SmsError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'SmsError';
  }

  /** Down, busy or rate limited: another try later may pass. A wrong key or template stays wrong. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

export type Sms = {
  /** Answers MSG91's request id, or the outbox file's name. */
  send: (message: SmsMessage) => Promise<string>;
  /** Whether a real provider sends (false: the development outbox, or nothing in production). */
  live: boolean;
  outboxDir?: string;
};

type Log = { info: (obj: object, msg: string) => void };

/** The request body MSG91 documents for the Flow API. */
export function flowRequest(config: Pick<Msg91Config, 'sender' | 'templates'>, message: SmsMessage) {
  return {
    template_id: config.templates[message.template],
    ...(config.sender ? { sender: config.sender } : {}),
    short_url: '0',
    recipients: [{ mobiles: `91${message.to}`, ...message.vars }],
  };
}

export function createSms(
  config: Pick<Config, 'msg91' | 'dataDir' | 'nodeEnv'>,
  log: Log = { info: () => {} },
  timeoutMs = 10_000,
): Sms {
  const msg91 = config.msg91;
  if (msg91) {
    const url = `${msg91.apiUrl}/flow`;
    return {
      live: true,
      send: async (message) => {
        if (!msg91.templates[message.template])
          throw new SmsError(`No MSG91 template is set for ${message.template} messages.`, 400);
        let res: Response;
        try {
          res = await fetch(url, {
            method: 'POST',
            headers: {
              authkey: msg91.authKey,
              'content-type': 'application/json',
              accept: 'application/json',
            },
            body: JSON.stringify(flowRequest(msg91, message)),
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch (err) {
          throw new SmsError(`MSG91 could not be reached: ${(err as Error).message}`, 0);
        }
        const body = (await res.json().catch(() => null)) as { type?: unknown; message?: unknown } | null;
        if (res.ok && body?.type === 'success' && typeof body.message === 'string') {
          log.info({ sms: { template: message.template, request: body.message } }, 'sms sent');
          return body.message;
        }
        const described = typeof body?.message === 'string' ? body.message : `HTTP ${res.status}`;
        throw new SmsError(`MSG91 refused the SMS: ${described}`.slice(0, 300), res.ok ? 502 : res.status);
      },
    };
  }
  if (config.nodeEnv === 'production')
    return {
      live: false,
      send: async () => {
        throw new SmsError('SMS is not configured (MSG91_AUTH_KEY).', 503);
      },
    };
  const outboxDir = join(config.dataDir, 'outbox', 'sms');
  mkdirSync(outboxDir, { recursive: true });
  let sequence = 0;
  return {
    live: false,
    outboxDir,
    send: async (message) => {
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.json`;
      const body = flowRequest({ templates: { code: 'code', cod: 'cod', ndr: 'ndr' } }, message);
      // Written whole, then renamed: whoever reads the outbox never sees half a message.
      const part = join(outboxDir, `.${name}.part`);
      await writeFile(part, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
      await rename(part, join(outboxDir, name));
      log.info({ sms: { template: message.template, file: name } }, 'sms written to outbox');
      return name;
    },
  };
}
