// Configuration is read and validated once; a bad value stops the start with one line naming the variable.
import { isAbsolute, join, resolve } from 'node:path';
import { ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '@zariya/shared/accounts';
import { endPasswordWorker, judgePassword } from './lib/password-check.ts';
import { type StorageSettings, StorageSettingsError, storageSettings } from './lib/storage/settings.ts';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const urlWithScheme = (schemes: string[]) =>
  optionalString.refine(
    (v) => v === undefined || schemes.some((s) => v.startsWith(`${s}://`)),
    `must be a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}`,
  );

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: urlWithScheme(['postgres', 'postgresql']),
    // Its length here; how hard it is to guess in loadCheckedConfig (zxcvbn runs in a worker thread).
    ADMIN_PASSWORD: optionalString.superRefine((v, ctx) => {
      const reason = v === undefined ? undefined : adminPasswordLengthProblem(v);
      if (reason) ctx.addIssue({ code: 'custom', message: adminPasswordRule(reason) });
    }),
    SMTP_URL: urlWithScheme(['smtp', 'smtps']),
    PUBLIC_URL: urlWithScheme(['http', 'https']).refine(
      (v) => v === undefined || URL.canParse(v),
      'must be the shop address, such as https://zariya.shop',
    ),
    MAIL_FROM: optionalString,
    RAZORPAY_KEY_ID: optionalString,
    RAZORPAY_KEY_SECRET: optionalString,
    RAZORPAY_WEBHOOK_SECRET: optionalString,
    RAZORPAY_API_URL: urlWithScheme(['http', 'https']),
    REDIS_URL: urlWithScheme(['redis', 'rediss']),
    WHATSAPP_TOKEN: optionalString,
    WHATSAPP_PHONE_NUMBER_ID: optionalString.refine(
      (v) => v === undefined || /^\d{5,30}$/.test(v),
      'must be the phone number ID (digits) shown in the WhatsApp Manager',
    ),
    WHATSAPP_API_URL: urlWithScheme(['http', 'https']),
    WHATSAPP_TEMPLATE_LANGUAGE: optionalString,
    // Codes on the phone (issue 28): MSG91's Flow API with DLT-registered templates; WhatsApp authentication
    // templates through the Cloud API above; a daily cap of codes the shop sends (SMS pumping).
    MSG91_AUTH_KEY: optionalString,
    MSG91_API_URL: urlWithScheme(['http', 'https']),
    MSG91_SENDER: optionalString.refine(
      (v) => v === undefined || /^[A-Z]{6}$/.test(v),
      'must be the 6-letter sender id (header) registered on the DLT portal',
    ),
    MSG91_CODE_TEMPLATE_ID: optionalString,
    MSG91_COD_TEMPLATE_ID: optionalString,
    MSG91_NDR_TEMPLATE_ID: optionalString,
    WHATSAPP_CODE_TEMPLATE: optionalString,
    // WhatsApp's incoming webhook (decision 0053): the verify token typed in the app's Webhooks settings, the app
    // secret that signs each delivery (X-Hub-Signature-256), and the utility template whose "Confirm order"
    // quick-reply button confirms a pay-on-delivery order in one tap.
    WHATSAPP_VERIFY_TOKEN: optionalString.refine(
      (v) => v === undefined || v.length >= 16,
      'must be at least 16 characters, the same as typed in the Webhooks settings of the Meta app',
    ),
    WHATSAPP_APP_SECRET: optionalString,
    WHATSAPP_COD_TEMPLATE: optionalString,
    WHATSAPP_NDR_TEMPLATE: optionalString,
    PHONE_CODES_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(500),
    CODES_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
    SHIPROCKET_EMAIL: optionalString,
    SHIPROCKET_PASSWORD: optionalString,
    SHIPROCKET_API_URL: urlWithScheme(['http', 'https']),
    SHIPROCKET_WEBHOOK_TOKEN: optionalString,
    SHIPROCKET_PICKUP_LOCATION: optionalString,
    SHIPROCKET_PICKUP_PINCODE: optionalString.refine(
      (v) => v === undefined || /^[1-9]\d{5}$/.test(v),
      'must be the 6-digit pincode goods are picked up from',
    ),
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{1,60}$/, 'must be 1 to 60 letters, digits or _ . : -')
      .default('zariya:'),
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    // host:port pairs the import may fetch photos from although they are not public (a test's local server).
    IMPORT_IMAGE_ALLOW: z
      .string()
      .regex(/^[^\s,]+:\d+(,[^\s,]+:\d+)*$/, 'must be host:port pairs separated by commas')
      .optional(),
    UPLOADS_DIR: optionalString,
    // Checked as a whole by storageSettings (lib/storage/settings.ts).
    STORAGE_URL: optionalString,
    STORAGE_BUCKET: optionalString,
    STORAGE_REGION: optionalString,
    STORAGE_ENDPOINT: optionalString,
    STORAGE_PREFIX: optionalString,
    STORAGE_PATH_STYLE: optionalString,
    STORAGE_ACCESS_KEY_ID: optionalString,
    STORAGE_SECRET_ACCESS_KEY: optionalString,
    DEMO_CATALOGUE: z.enum(['true', 'false']).optional(),
    WEB_DIST: optionalString,
    TRUST_PROXY: optionalString.refine(
      (v) => v === undefined || /^(true|false|\d+|[0-9a-fA-F.:/]+(,\s*[0-9a-fA-F.:/]+)*)$/.test(v),
      'must be true, false, a hop count, or a comma-separated list of proxy addresses',
    ),
    METRICS_TOKEN: optionalString.refine(
      (v) => v === undefined || v.length >= 16,
      'must be at least 16 characters (a random token, such as from `openssl rand -hex 24`)',
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    REQUEST_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(1_000, 'must be at least 1000 (milliseconds)')
      .max(600_000, 'must be at most 600000 (10 minutes)')
      .default(60_000),
  })
  .superRefine((c, ctx) => {
    try {
      storageSettings(c);
    } catch (err) {
      if (!(err instanceof StorageSettingsError)) throw err;
      ctx.addIssue({ code: 'custom', path: [err.variable], message: err.message });
    }
    if (c.WEB_CONCURRENCY > 1 && !c.DATABASE_URL) {
      // PGlite keeps its data in files that one process owns; a second one would corrupt them.
      ctx.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message: 'above 1 needs DATABASE_URL (PostgreSQL): the embedded database belongs to one process',
      });
    }
    if (Boolean(c.RAZORPAY_KEY_ID) !== Boolean(c.RAZORPAY_KEY_SECRET)) {
      const missing = c.RAZORPAY_KEY_ID ? 'RAZORPAY_KEY_SECRET' : 'RAZORPAY_KEY_ID';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set together with its pair' });
    }
    if (Boolean(c.SHIPROCKET_EMAIL) !== Boolean(c.SHIPROCKET_PASSWORD)) {
      const missing = c.SHIPROCKET_EMAIL ? 'SHIPROCKET_PASSWORD' : 'SHIPROCKET_EMAIL';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set together with its pair' });
    }
    if (c.SHIPROCKET_EMAIL && !c.SHIPROCKET_PICKUP_PINCODE) {
      ctx.addIssue({
        code: 'custom',
        path: ['SHIPROCKET_PICKUP_PINCODE'],
        message: 'is required with SHIPROCKET_EMAIL (the pincode parcels are picked up from)',
      });
    }
    if (c.NODE_ENV === 'production') {
      // A shop must never hand out goods for a test payment or lose its mails by accident; without the
      // webhook secret a payment whose browser never returns is never settled; links and the sitemap need
      // the shop's own address, never a request's Host header.
      const required = [
        'RAZORPAY_KEY_ID',
        'RAZORPAY_KEY_SECRET',
        'RAZORPAY_WEBHOOK_SECRET',
        'SMTP_URL',
        'PUBLIC_URL',
      ] as const;
      for (const name of required) {
        if (!c[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required when NODE_ENV=production' });
      }
      // Sign-up proves the mobile number with a code (decision 0046): a live shop needs a way to send one.
      const sms = c.MSG91_AUTH_KEY && c.MSG91_CODE_TEMPLATE_ID && c.MSG91_COD_TEMPLATE_ID;
      const whatsapp = c.WHATSAPP_TOKEN && c.WHATSAPP_PHONE_NUMBER_ID && c.WHATSAPP_CODE_TEMPLATE;
      if (!sms && !whatsapp)
        ctx.addIssue({
          code: 'custom',
          path: ['MSG91_AUTH_KEY'],
          message:
            'is required when NODE_ENV=production, with MSG91_CODE_TEMPLATE_ID and MSG91_COD_TEMPLATE_ID (or WhatsApp: WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_CODE_TEMPLATE), to send sign-up and pay-on-delivery codes to phones',
        });
      // The incoming webhook is both or neither; the one-tap template needs the webhook that hears the tap.
      if (c.WHATSAPP_VERIFY_TOKEN && !c.WHATSAPP_APP_SECRET)
        ctx.addIssue({
          code: 'custom',
          path: ['WHATSAPP_APP_SECRET'],
          message:
            'is required with WHATSAPP_VERIFY_TOKEN when NODE_ENV=production: it is how the shop knows a webhook came from Meta',
        });
      if (c.WHATSAPP_APP_SECRET && !c.WHATSAPP_VERIFY_TOKEN)
        ctx.addIssue({
          code: 'custom',
          path: ['WHATSAPP_VERIFY_TOKEN'],
          message:
            "is required with WHATSAPP_APP_SECRET when NODE_ENV=production, to answer Meta's verification",
        });
      for (const name of ['WHATSAPP_COD_TEMPLATE', 'WHATSAPP_NDR_TEMPLATE'] as const)
        if (c[name] && !(c.WHATSAPP_APP_SECRET && c.WHATSAPP_TOKEN && c.WHATSAPP_PHONE_NUMBER_ID))
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message:
              'needs WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN when NODE_ENV=production: a tap on its button comes back through the webhook',
          });
    }
  });

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminPassword?: string;
  smtpUrl?: string;
  /** WhatsApp Business Cloud API (WHATSAPP_TOKEN + WHATSAPP_PHONE_NUMBER_ID); otherwise an outbox of JSON files. */
  whatsapp?: { token: string; phoneNumberId: string; apiUrl: string; language: string };
  /** MSG91 (MSG91_AUTH_KEY + both template ids); otherwise SMS become JSON files in DATA_DIR/outbox/sms. */
  msg91?: {
    authKey: string;
    apiUrl: string;
    sender?: string;
    templates: { code: string; cod: string; ndr?: string };
  };
  /** The WhatsApp authentication template (copy-code button) that carries a code; undefined: no codes by WhatsApp. */
  whatsappCodeTemplate?: string;
  /**
   * WhatsApp's incoming webhook (WHATSAPP_VERIFY_TOKEN + WHATSAPP_APP_SECRET; decision 0053); without it the route
   * answers 404 and no button that needs an answer is sent.
   */
  whatsappWebhook?: { verifyToken: string; appSecret: string };
  /**
   * The utility template with the "Confirm order" quick-reply button sent beside a COD code by WhatsApp
   * (WHATSAPP_COD_TEMPLATE); only with a live WhatsApp and the webhook, else undefined (no one-tap offer).
   */
  whatsappCodTemplate?: string;
  /**
   * The failed-delivery template with quick replies (WHATSAPP_NDR_TEMPLATE: the link button at index 0, "Deliver
   * again tomorrow" at 1, "Cancel the order" at 2), used instead of `delivery_failed` with a live WhatsApp and the
   * webhook; else undefined.
   */
  whatsappNdrTemplate?: string;
  /** At most this many codes a day to phones from the whole shop (SMS pumping). */
  phoneCodesPerDay: number;
  /** At most this many codes (e-mail or phone) asked from one address in an hour. */
  codesPerAddressHour: number;
  mailFrom: string;
  /**
   * The shop's address as shoppers reach it (PUBLIC_URL; http://localhost:PORT outside production): the only
   * origin in e-mails, robots.txt, the sitemap, canonical links and structured data, never a request's Host.
   */
  publicUrl: string;
  /** `hostUrl`: another address for Razorpay's API (RAZORPAY_API_URL: a proxy, or a local stand-in in tests). */
  razorpay?: { keyId: string; keySecret: string; webhookSecret?: string; hostUrl?: string };
  webhookSecret?: string;
  redisUrl?: string;
  /** Shipping through Shiprocket (SHIPROCKET_EMAIL + SHIPROCKET_PASSWORD of an API user); otherwise manual AWBs. */
  shiprocket?: {
    email: string;
    password: string;
    baseUrl: string;
    pickupLocation: string;
    pickupPincode: string;
  };
  /**
   * The token Shiprocket sends as x-api-key on tracking webhooks (SHIPROCKET_WEBHOOK_TOKEN); without it the webhook
   * route is off. On by itself: an owner who books parcels in Shiprocket's panel and types the AWBs gets the scans.
   */
  shiprocketWebhookToken?: string;
  /** Prefix of every key and channel the shop uses in Redis (rate limits, job queue, cache invalidation). */
  redisPrefix: string;
  /** Server processes `npm start` runs (node:cluster); more than 1 only on PostgreSQL. */
  webConcurrency: number;
  /** host:port pairs the catalogue import may fetch photos from although not public (tests' local servers). */
  importImageAllow: string[];
  /**
   * Uploaded images with the local storage: one directory that every process shares (UPLOADS_DIR, else
   * DATA_DIR/uploads). With object storage, the folder `npm run storage:migrate` copies from.
   */
  uploadsDir: string;
  /** Where photos and documents are kept (lib/storage): the local folders, or an S3-compatible bucket. */
  storage: StorageSettings;
  demoCatalogue: boolean;
  logLevel: string;
  /** Which X-Forwarded-For hops to believe (Fastify trustProxy); off unless TRUST_PROXY says otherwise. */
  trustProxy: boolean | number | string;
  /** Bearer token that opens /metrics to a scraper on another machine (METRICS_TOKEN); local scrapes need none. */
  metricsToken?: string;
  /** The built web app to serve; apps/web/dist unless WEB_DIST names another folder. */
  webDist?: string;
  /**
   * How long one request may take to arrive, headers and body (REQUEST_TIMEOUT_MS, 60 s: a 5 MB photo over a slow
   * mobile uplink); a body that trickles in is answered 408 and its connection closed.
   */
  requestTimeoutMs: number;
};

export class ConfigError extends Error {}

const adminPasswordRule = (reason: string) =>
  `must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters and hard to guess (about 10^12 guesses by the zxcvbn strength estimate): ${reason}`;

function adminPasswordLengthProblem(password: string): string | undefined {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH)
    return `The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  return undefined;
}

/**
 * The configuration as the server starts with it: loadConfig, then ADMIN_PASSWORD judged by the zxcvbn estimate
 * (about 10^12 guesses or more), off the event loop. A guessable one stops the start with one line that names the
 * rule and never the value.
 */
export async function loadCheckedConfig(
  env: Record<string, string | undefined> = process.env,
): Promise<Config> {
  const config = loadConfig(env);
  if (config.adminPassword !== undefined) {
    const verdict = await judgePassword({ kind: 'admin', password: config.adminPassword });
    // No other check is near at start: its memory is given back before the database and the catalogue load.
    await endPasswordWorker();
    if (!verdict.ok)
      throw new ConfigError(`Invalid configuration: ADMIN_PASSWORD ${adminPasswordRule(verdict.reason)}`);
  }
  return config;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? 'configuration');
    const value = env[name];
    const shown = value === undefined || /PASSWORD|SECRET|TOKEN|URL/.test(name) ? '' : ` (got '${value}')`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${shown}`);
  }
  const c = parsed.data;
  const dataDir = isAbsolute(c.DATA_DIR) ? c.DATA_DIR : resolve(process.cwd(), c.DATA_DIR);
  return {
    nodeEnv: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir,
    databaseUrl: c.DATABASE_URL,
    adminPassword: c.ADMIN_PASSWORD,
    smtpUrl: c.SMTP_URL,
    whatsapp:
      c.WHATSAPP_TOKEN && c.WHATSAPP_PHONE_NUMBER_ID
        ? {
            token: c.WHATSAPP_TOKEN,
            phoneNumberId: c.WHATSAPP_PHONE_NUMBER_ID,
            // The Graph API with its version; a proxy or the tests' stand-in may replace it.
            apiUrl: (c.WHATSAPP_API_URL ?? 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''),
            language: c.WHATSAPP_TEMPLATE_LANGUAGE ?? 'en',
          }
        : undefined,
    msg91:
      c.MSG91_AUTH_KEY && c.MSG91_CODE_TEMPLATE_ID && c.MSG91_COD_TEMPLATE_ID
        ? {
            authKey: c.MSG91_AUTH_KEY,
            apiUrl: (c.MSG91_API_URL ?? 'https://control.msg91.com/api/v5').replace(/\/+$/, ''),
            sender: c.MSG91_SENDER,
            templates: {
              code: c.MSG91_CODE_TEMPLATE_ID,
              cod: c.MSG91_COD_TEMPLATE_ID,
              ndr: c.MSG91_NDR_TEMPLATE_ID,
            },
          }
        : undefined,
    whatsappCodeTemplate:
      c.WHATSAPP_TOKEN && c.WHATSAPP_PHONE_NUMBER_ID ? c.WHATSAPP_CODE_TEMPLATE : undefined,
    whatsappWebhook:
      c.WHATSAPP_VERIFY_TOKEN && c.WHATSAPP_APP_SECRET
        ? { verifyToken: c.WHATSAPP_VERIFY_TOKEN, appSecret: c.WHATSAPP_APP_SECRET }
        : undefined,
    whatsappCodTemplate:
      c.WHATSAPP_TOKEN && c.WHATSAPP_PHONE_NUMBER_ID && c.WHATSAPP_VERIFY_TOKEN && c.WHATSAPP_APP_SECRET
        ? c.WHATSAPP_COD_TEMPLATE
        : undefined,
    whatsappNdrTemplate:
      c.WHATSAPP_TOKEN && c.WHATSAPP_PHONE_NUMBER_ID && c.WHATSAPP_VERIFY_TOKEN && c.WHATSAPP_APP_SECRET
        ? c.WHATSAPP_NDR_TEMPLATE
        : undefined,
    phoneCodesPerDay: c.PHONE_CODES_PER_DAY,
    codesPerAddressHour: c.CODES_PER_ADDRESS_HOUR,
    mailFrom: c.MAIL_FROM ?? 'Zariya <no-reply@zariya.shop>',
    // Only the origin: a path or query in PUBLIC_URL would be repeated in every link.
    publicUrl: c.PUBLIC_URL ? new URL(c.PUBLIC_URL).origin : `http://localhost:${c.PORT}`,
    razorpay:
      c.RAZORPAY_KEY_ID && c.RAZORPAY_KEY_SECRET
        ? {
            keyId: c.RAZORPAY_KEY_ID,
            keySecret: c.RAZORPAY_KEY_SECRET,
            webhookSecret: c.RAZORPAY_WEBHOOK_SECRET,
            hostUrl: c.RAZORPAY_API_URL?.replace(/\/+$/, ''),
          }
        : undefined,
    webhookSecret: c.RAZORPAY_WEBHOOK_SECRET,
    redisUrl: c.REDIS_URL,
    shiprocket:
      c.SHIPROCKET_EMAIL && c.SHIPROCKET_PASSWORD
        ? {
            email: c.SHIPROCKET_EMAIL,
            password: c.SHIPROCKET_PASSWORD,
            baseUrl: (c.SHIPROCKET_API_URL ?? 'https://apiv2.shiprocket.in/v1/external').replace(/\/+$/, ''),
            pickupLocation: c.SHIPROCKET_PICKUP_LOCATION ?? 'Primary',
            pickupPincode: c.SHIPROCKET_PICKUP_PINCODE ?? '',
          }
        : undefined,
    shiprocketWebhookToken: c.SHIPROCKET_WEBHOOK_TOKEN,
    redisPrefix: c.REDIS_PREFIX,
    webConcurrency: c.WEB_CONCURRENCY,
    importImageAllow: c.IMPORT_IMAGE_ALLOW ? c.IMPORT_IMAGE_ALLOW.split(',') : [],
    uploadsDir: c.UPLOADS_DIR ? resolve(process.cwd(), c.UPLOADS_DIR) : join(dataDir, 'uploads'),
    storage: storageSettings(c),
    demoCatalogue: c.DEMO_CATALOGUE ? c.DEMO_CATALOGUE === 'true' : c.NODE_ENV !== 'production',
    logLevel: c.LOG_LEVEL,
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
    metricsToken: c.METRICS_TOKEN,
    webDist: c.WEB_DIST ? resolve(process.cwd(), c.WEB_DIST) : undefined,
    requestTimeoutMs: c.REQUEST_TIMEOUT_MS,
  };
}
