import { describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from './test/harness.ts';

const TEST_PAYMENTS_LINE = 'TEST PAYMENTS ARE ON';

describe.each(databaseKinds())('start-up notices on %s', (kind) => {
  it('says in one line that test payments are on in development without Razorpay keys', async () => {
    const t = await createTestApp(kind, { NODE_ENV: 'development' }, { captureLogs: true });
    try {
      const lines = t
        .logs()
        .split('\n')
        .filter((line) => line.includes(TEST_PAYMENTS_LINE));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0])).toMatchObject({
        level: 40,
        msg: expect.stringContaining('test provider'),
      });
      const config = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
      expect(config.json().provider).toBe('test');
    } finally {
      await t.close();
    }
  });

  it('says nothing of the kind with Razorpay keys', async () => {
    const t = await createTestApp(
      kind,
      { NODE_ENV: 'development', RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 'secret' },
      { captureLogs: true },
    );
    try {
      expect(t.logs()).not.toContain(TEST_PAYMENTS_LINE);
    } finally {
      await t.close();
    }
  });
});
