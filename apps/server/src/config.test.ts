import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

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
    [{ ADMIN_PASSWORD: 'short' }, /^Invalid configuration: ADMIN_PASSWORD must be at least 8 characters$/],
    [{ RAZORPAY_KEY_ID: 'rzp_test_x' }, /^Invalid configuration: RAZORPAY_KEY_SECRET /],
    [{ NODE_ENV: 'staging' }, /^Invalid configuration: NODE_ENV /],
    [
      { NODE_ENV: 'production' },
      /^Invalid configuration: RAZORPAY_KEY_ID is required when NODE_ENV=production$/,
    ],
  ])('stops on %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never echoes a secret value', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/^(?!.*short').*$/);
  });

  it('accepts a complete production configuration', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
      SMTP_URL: 'smtp://mail.example.com:587',
    });
    expect(c.demoCatalogue).toBe(false);
    expect(c.razorpay?.keyId).toBe('rzp_live_x');
  });
});
