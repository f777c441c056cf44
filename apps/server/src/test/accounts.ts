// Test helpers for shoppers: sign-up payloads, a logged-in shopper, and reading sent mail (outbox or SMTP).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from './harness.ts';

let counter = 0;

/** A valid sign-up body with a mobile number and e-mail no other call of this process uses. */
export function signupPayload(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const suffix = String(counter).padStart(4, '0');
  return {
    fullname: `Asha Verma ${suffix}`,
    contact: `98765${String(counter + process.pid)
      .slice(-5)
      .padStart(5, '0')}`,
    email: `asha.${process.pid}.${suffix}@example.in`,
    password: `Saree-lover-${suffix}`,
    deliveryAddress: {
      addressLine1: '12 MG Road, Flat 4B',
      addressLine2: 'Near City Mall',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      country: 'India',
    },
    ...overrides,
  };
}

/** Every SMS in the development outbox (lib/sms.ts), oldest first: MSG91's Flow request bodies. */
export function readSmsOutbox(outboxDir: string) {
  return readdirSync(outboxDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const body = JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as {
        template_id: string;
        recipients: Array<{ mobiles: string; otp?: string; amount?: string }>;
      };
      return { file, template: body.template_id, ...body.recipients[0] };
    });
}

/** Every WhatsApp message in the development outbox (lib/whatsapp.ts), oldest first: the Cloud API's bodies. */
export function readWhatsAppOutbox(outboxDir: string) {
  return readdirSync(outboxDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(outboxDir, f), 'utf8')));
}

/** The code of the newest SMS to a ten-digit number. */
export function lastSmsCode(app: TestApp['app'], mobile: string): string {
  const sms = readSmsOutbox(app.sms.outboxDir!)
    .filter((m) => m.mobiles === `91${mobile}`)
    .at(-1);
  if (!sms?.otp) throw new Error(`no SMS to ${mobile}`);
  return sms.otp;
}

/**
 * POST /Signup as the web does it: the details (202, a code to her mobile), then the details with the code from
 * the SMS outbox. Answers the last response (the first one when it was not 202).
 */
export async function signupWithCode(
  app: TestApp['app'],
  payload: Record<string, unknown>,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  const asked = await app.inject({ method: 'POST', url: '/api/Signup', payload, ...options });
  if (asked.statusCode !== 202) return asked;
  const otp = lastSmsCode(app, payload.contact as string);
  return app.inject({ method: 'POST', url: '/api/Signup', payload: { ...payload, otp }, ...options });
}

/** Signs a new shopper up (the details, then the code sent to her mobile) and answers her details with her token. */
export async function signUpShopper(app: TestApp['app'], overrides: Record<string, unknown> = {}) {
  const payload = signupPayload(overrides);
  const remoteAddress = `10.250.${counter % 250}.${(counter * 7) % 250}`;
  const asked = await app.inject({ method: 'POST', url: '/api/Signup', payload, remoteAddress });
  if (asked.statusCode !== 202) throw new Error(`sign-up code not sent: ${asked.statusCode} ${asked.body}`);
  const otp = lastSmsCode(app, payload.contact as string);
  const res = await app.inject({
    method: 'POST',
    url: '/api/Signup',
    payload: { ...payload, otp },
    remoteAddress,
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const answer = res.json() as { token: string; username: string; userId: number };
  return { ...payload, ...answer, auth: { authorization: `Bearer ${answer.token}` } };
}

/** A shopper signed up by signUpShopper: her sign-up details, her id and token, and `auth`, her headers. */
export type Shopper = Awaited<ReturnType<typeof signUpShopper>>;

/** A signed-in shopper's POST for a user's own data: her token, and `{ userId }` (her own unless another is named). */
export function postForUser(
  app: TestApp['app'],
  who: { auth: Record<string, string>; userId: number },
  url: string,
  userId = who.userId,
) {
  return app.inject({ method: 'POST', url, headers: who.auth, payload: { userId } });
}

export type ParsedMail = { headers: Record<string, string>; text: string; html: string };

function splitHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding = '7bit'): string {
  const e = encoding.toLowerCase();
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (e === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Enough MIME to read what nodemailer writes: single part or (nested) multipart, any transfer encoding. */
export function parseMail(raw: string): ParsedMail {
  const result: ParsedMail = { headers: {}, text: '', html: '' };
  const walk = (entity: string, top: boolean) => {
    const split = entity.search(/\r?\n\r?\n/);
    const headers = splitHeaders(entity.slice(0, split));
    const body = entity.slice(split).replace(/^\r?\n\r?\n/, '');
    if (top) result.headers = headers;
    const type = headers['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (boundary) {
      const parts = body.split(`--${boundary}`).slice(1);
      for (const part of parts) if (!part.startsWith('--')) walk(part.replace(/^\r?\n/, ''), false);
      return;
    }
    const decoded = decodeBody(body, headers['content-transfer-encoding']);
    if (/text\/html/i.test(type)) result.html = decoded;
    else if (/text\/plain/i.test(type)) result.text = decoded;
  };
  walk(raw, true);
  return result;
}

/** The six-digit code in a login-code mail's plain text. */
export function otpFromMail(mail: ParsedMail): string {
  const code = /^\s+(\d{6})\s*$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail: ${mail.text}`);
  return code;
}

/** Every message in the outbox, oldest first. */
export function readOutbox(outboxDir: string): Array<ParsedMail & { file: string; raw: string }> {
  return readdirSync(outboxDir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(join(outboxDir, file), 'utf8');
      return { file, raw, ...parseMail(raw) };
    });
}

/** The newest mail to `to` (whose subject has `subject`, when given: order updates arrive from jobs meanwhile). */
export function lastMailTo(outboxDir: string, to: string, subject?: string) {
  const mail = readOutbox(outboxDir)
    .filter((m) => m.headers.to?.toLowerCase().includes(to.toLowerCase()))
    .filter((m) => subject === undefined || (m.headers.subject ?? '').includes(subject))
    .at(-1);
  if (!mail) throw new Error(`no mail to ${to} in ${outboxDir}`);
  return mail;
}

/** The code of the newest login-code mail in the app's outbox to `email`. */
export function lastMailedCode(app: TestApp['app'], email: string): string {
  return otpFromMail(lastMailTo(app.mailer.outboxDir!, email));
}

/**
 * Shoppers signed up each with a door of her own on `street` in Bengaluru (the open-order limit also counts orders
 * to one door, issue 28). `t.app` is read at each call, so a describe block's app, filled before its tests, will do.
 */
export function shoppersAtOwnDoors(t: Pick<TestApp, 'app'>, street: string, postalCode: string) {
  let door = 0;
  return (overrides: Record<string, unknown> = {}) => {
    door += 1;
    return signUpShopper(t.app, {
      deliveryAddress: {
        addressLine1: `${door} ${street}`,
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode,
        country: 'India',
      },
      ...overrides,
    });
  };
}
