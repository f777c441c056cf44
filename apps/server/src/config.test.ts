import { describe, expect, it } from 'vitest';
import { loadCheckedConfig, loadConfig } from './config.ts';
import { passwordWorkerRunning } from './lib/password-check.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, nodeEnv: 'development', demoCatalogue: true });
    expect(c.dataDir).toMatch(/data$/);
    expect(c.razorpay).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [
      { DATABASE_URL: 'mysql://x' },
      /^Invalid configuration: DATABASE_URL must be a URL starting with postgres/,
    ],
    [
      { ADMIN_PASSWORD: 'short' },
      /^Invalid configuration: ADMIN_PASSWORD must be at least 12 characters and hard to guess .*: The password must be at least 12 characters\.$/,
    ],
    [{ RAZORPAY_KEY_ID: 'rzp_test_x' }, /^Invalid configuration: RAZORPAY_KEY_SECRET /],
    [{ NODE_ENV: 'staging' }, /^Invalid configuration: NODE_ENV /],
    [{ TRUST_PROXY: 'yes please' }, /^Invalid configuration: TRUST_PROXY must be true, false, a hop count/],
    [
      { NODE_ENV: 'production' },
      /^Invalid configuration: RAZORPAY_KEY_ID is required when NODE_ENV=production$/,
    ],
    [
      { WEB_CONCURRENCY: '2' },
      /^Invalid configuration: WEB_CONCURRENCY above 1 needs DATABASE_URL \(PostgreSQL\): the embedded database belongs to one process \(got '2'\)$/,
    ],
    [{ WEB_CONCURRENCY: 'many' }, /^Invalid configuration: WEB_CONCURRENCY /],
    [{ REDIS_PREFIX: 'has space' }, /^Invalid configuration: REDIS_PREFIX must be 1 to 60 letters/],
  ])('stops on %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('runs several processes only on PostgreSQL, and puts uploads where UPLOADS_DIR says', () => {
    const c = loadConfig({
      WEB_CONCURRENCY: '4',
      DATABASE_URL: 'postgres://db/shop',
      DATA_DIR: '/srv/zariya',
    });
    expect(c).toMatchObject({ webConcurrency: 4, uploadsDir: '/srv/zariya/uploads', redisPrefix: 'zariya:' });
    expect(loadConfig({ UPLOADS_DIR: '/mnt/shared/uploads' }).uploadsDir).toBe('/mnt/shared/uploads');
    expect(loadConfig({}).webConcurrency).toBe(1);
  });

  it('never echoes a secret value', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/^(?!.*short').*$/);
  });

  const PRODUCTION = {
    NODE_ENV: 'production',
    RAZORPAY_KEY_ID: 'rzp_live_x',
    RAZORPAY_KEY_SECRET: 'secret',
    RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
    SMTP_URL: 'smtp://mail.example.com:587',
    PUBLIC_URL: 'https://zariya.shop',
    MSG91_AUTH_KEY: 'msg91-key',
    MSG91_CODE_TEMPLATE_ID: 'code-template',
    MSG91_COD_TEMPLATE_ID: 'cod-template',
  };

  it('accepts a complete production configuration', () => {
    const c = loadConfig(PRODUCTION);
    expect(c.demoCatalogue).toBe(false);
    expect(c.razorpay?.keyId).toBe('rzp_live_x');
    expect(c.webhookSecret).toBe('webhook-secret');
    expect(c.publicUrl).toBe('https://zariya.shop');
  });

  it.each(['RAZORPAY_WEBHOOK_SECRET', 'PUBLIC_URL', 'SMTP_URL'])(
    'refuses production without %s, in one line naming it',
    (name) => {
      const env: Record<string, string> = { ...PRODUCTION };
      delete env[name];
      expect(() => loadConfig(env)).toThrow(
        new RegExp(`^Invalid configuration: ${name} is required when NODE_ENV=production$`),
      );
    },
  );

  it('refuses production without a way to send codes to phones, and takes WhatsApp instead of SMS', () => {
    const { MSG91_AUTH_KEY: _key, ...noSms } = PRODUCTION;
    expect(() => loadConfig(noSms)).toThrow(
      /^Invalid configuration: MSG91_AUTH_KEY is required when NODE_ENV=production, with MSG91_CODE_TEMPLATE_ID/,
    );
    expect(() =>
      loadConfig({
        ...noSms,
        WHATSAPP_TOKEN: 'token',
        WHATSAPP_PHONE_NUMBER_ID: '1234567890',
        WHATSAPP_CODE_TEMPLATE: 'zariya_code',
      }),
    ).not.toThrow();
  });

  it("takes WhatsApp's webhook as a pair, and the one-tap template only with it (decision 0053)", () => {
    const live = { WHATSAPP_TOKEN: 'token', WHATSAPP_PHONE_NUMBER_ID: '1234567890' };
    const webhook = { WHATSAPP_VERIFY_TOKEN: 'verify-token-0123456789', WHATSAPP_APP_SECRET: 'app-secret' };
    const c = loadConfig({ ...PRODUCTION, ...live, ...webhook, WHATSAPP_COD_TEMPLATE: 'cod_confirm' });
    expect(c.whatsappWebhook).toEqual({ verifyToken: 'verify-token-0123456789', appSecret: 'app-secret' });
    expect(c.whatsappCodTemplate).toBe('cod_confirm');
    expect(() => loadConfig({ ...PRODUCTION, WHATSAPP_VERIFY_TOKEN: webhook.WHATSAPP_VERIFY_TOKEN })).toThrow(
      /^Invalid configuration: WHATSAPP_APP_SECRET is required with WHATSAPP_VERIFY_TOKEN/,
    );
    expect(() => loadConfig({ ...PRODUCTION, WHATSAPP_APP_SECRET: 'app-secret' })).toThrow(
      /^Invalid configuration: WHATSAPP_VERIFY_TOKEN is required with WHATSAPP_APP_SECRET/,
    );
    expect(() => loadConfig({ ...PRODUCTION, ...live, WHATSAPP_COD_TEMPLATE: 'cod_confirm' })).toThrow(
      /^Invalid configuration: WHATSAPP_COD_TEMPLATE needs WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET/,
    );
    expect(() => loadConfig({ WHATSAPP_VERIFY_TOKEN: 'short' })).toThrow(
      /^Invalid configuration: WHATSAPP_VERIFY_TOKEN must be at least 16 characters[^']*$/,
    );
    // Outside production a template without the webhook is simply not used: no button nobody could hear.
    expect(loadConfig({ ...live, WHATSAPP_COD_TEMPLATE: 'cod_confirm' }).whatsappCodTemplate).toBeUndefined();
    expect(loadConfig({}).whatsappWebhook).toBeUndefined();
  });

  it('takes only the origin of PUBLIC_URL, and localhost outside production', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://zariya.shop/shop/?x=1' }).publicUrl).toBe('https://zariya.shop');
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(() => loadConfig({ PUBLIC_URL: 'https://' })).toThrow(
      /^Invalid configuration: PUBLIC_URL must be the shop address/,
    );
  });

  it('takes a METRICS_TOKEN of 16 characters or more, and never echoes a short one', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: ' 0123456789abcdef0123 ' }).metricsToken).toBe('0123456789abcdef0123');
    expect(() => loadConfig({ METRICS_TOKEN: 'tooshort' })).toThrow(
      /^Invalid configuration: METRICS_TOKEN must be at least 16 characters[^']*$/,
    );
  });

  it('believes forwarded addresses only when TRUST_PROXY says so', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toBe('10.0.0.1, 10.0.0.0/8');
  });

  it.each(['abc123abc123', 'password1234', 'test-admin-password', 'zariya-admin-2024', 'qwertyuiopasdf'])(
    'refuses the guessable ADMIN_PASSWORD %s in one line that names the rule and never the value',
    async (password) => {
      // Long enough for loadConfig; the strength estimate runs in the password worker.
      expect(loadConfig({ ADMIN_PASSWORD: password }).adminPassword).toBe(password);
      let message = '';
      try {
        await loadCheckedConfig({ ADMIN_PASSWORD: password });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toMatch(
        /^Invalid configuration: ADMIN_PASSWORD must be at least 12 characters and hard to guess \(about 10\^12 guesses by the zxcvbn strength estimate\): .+$/,
      );
      expect(message).not.toContain('\n');
      expect(message).not.toContain(password);
      // Ended after the check at start: its memory is given back before the database opens.
      expect(passwordWorkerRunning()).toBe(false);
    },
  );

  it('accepts a strong ADMIN_PASSWORD after the strength estimate', async () => {
    expect((await loadCheckedConfig({ ADMIN_PASSWORD: 'Brass-kettle-on-the-Ghat-71' })).adminPassword).toBe(
      'Brass-kettle-on-the-Ghat-71',
    );
    expect((await loadCheckedConfig({})).adminPassword).toBeUndefined();
  });

  it('accepts a strong ADMIN_PASSWORD', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'Brass-kettle-on-the-Ghat-71' }).adminPassword).toBe(
      'Brass-kettle-on-the-Ghat-71',
    );
  });
});
