import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';
import { razorpayProvider } from './provider.ts';

type Seen = { method?: string; url?: string; auth?: string; body: Record<string, unknown> };

describe('razorpay provider through the official SDK', () => {
  const seen: Seen[] = [];
  let fail = false;
  const server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      seen.push({
        method: req.method,
        url: req.url,
        auth: req.headers.authorization,
        body: JSON.parse(text || '{}'),
      });
      res.setHeader('content-type', 'application/json');
      if (fail) {
        res.statusCode = 401;
        res.end(
          JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }),
        );
        return;
      }
      res.end(
        JSON.stringify({
          id: 'order_Rzp123',
          entity: 'order',
          amount: 99_900,
          currency: 'INR',
          status: 'created',
        }),
      );
    });
  });
  let host = '';
  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('creates an INR order in paise with the key pair, and signs with the key secret', async () => {
    const provider = razorpayProvider({ keyId: 'rzp_test_abc', keySecret: 'secret_xyz' }, host);
    expect(provider.name).toBe('razorpay');
    expect(provider.keyId).toBe('rzp_test_abc');
    expect(await provider.secret()).toBe('secret_xyz');
    const order = await provider.createOrder({
      amountPaise: 99_900,
      receipt: 'rcpt_1',
      notes: { kind: 'single' },
    });
    expect(order).toEqual({ id: 'order_Rzp123' });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/v1/orders',
      auth: `Basic ${Buffer.from('rzp_test_abc:secret_xyz').toString('base64')}`,
      body: { amount: 99_900, currency: 'INR', receipt: 'rcpt_1', notes: { kind: 'single' } },
    });
  });

  it('fails when Razorpay refuses', async () => {
    fail = true;
    const provider = razorpayProvider({ keyId: 'rzp_test_abc', keySecret: 'wrong' }, host);
    // The SDK's error carries Razorpay's status and reason, which the payment service logs.
    await expect(provider.createOrder({ amountPaise: 100, receipt: 'r', notes: {} })).rejects.toMatchObject({
      statusCode: 401,
      error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
    });
  });
});

describe('a shop with Razorpay keys', () => {
  it('offers Razorpay checkout and has no test payment call', async () => {
    const t = await createTestApp('pglite', {
      RAZORPAY_KEY_ID: 'rzp_test_abc',
      RAZORPAY_KEY_SECRET: 'secret_xyz',
    });
    try {
      const config = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
      expect(config.json()).toEqual({ provider: 'razorpay', keyId: 'rzp_test_abc', currency: 'INR' });
      const testPay = await t.app.inject({
        method: 'POST',
        url: '/api/payments/test/pay',
        payload: { orderId: 'x' },
      });
      expect(testPay.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
