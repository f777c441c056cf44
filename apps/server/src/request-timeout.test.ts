// Issue 23: a request whose body trickles in (a byte now and then) was held open for minutes, one socket and one
// parser per attacker connection. The whole request must arrive within REQUEST_TIMEOUT_MS (60 s by default).
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createTestApp, type TestApp } from './test/harness.ts';

describe('a request that trickles in', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite', { REQUEST_TIMEOUT_MS: '1500' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => t?.close());

  it('is closed by the server within seconds, while the body is still coming', async () => {
    const socket = connect(port, '127.0.0.1');
    const began = Date.now();
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - began)));
    socket.on('error', () => {});
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    const body = JSON.stringify({ email: 'slow@example.com' }).padEnd(4000, ' ');
    socket.write(
      `POST /api/newsletterSubscribe HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    // One byte every 100 ms: 4,000 bytes would take more than six minutes.
    let sent = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed && sent < body.length) socket.write(body[sent++]);
    }, 100);
    const after = await Promise.race([closed, new Promise<number>((r) => setTimeout(() => r(-1), 15_000))]);
    clearInterval(drip);
    socket.destroy();
    expect(after, 'the server kept the trickling request open for 15 s').toBeGreaterThan(0);
    expect(after).toBeLessThan(6_000);
    expect(sent).toBeLessThan(body.length);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 30_000);

  it('gives a whole request 60 seconds by default, and reads REQUEST_TIMEOUT_MS', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(60_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '1500' }).requestTimeoutMs).toBe(1_500);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '10' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(t.app.server.requestTimeout).toBe(1_500);
  });
});
