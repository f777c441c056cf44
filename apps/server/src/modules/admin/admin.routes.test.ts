import { MESSAGES } from '@zariya/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, TEST_ADMIN_PASSWORD, type TestApp } from '../../test/harness.ts';

const ADMIN_CALLS = [
  { method: 'GET', url: '/api/getSubscribers' },
  {
    method: 'POST',
    url: '/api/updateSubscriberStatus',
    payload: { whatsappNumber: '9876543210', addedToGroup: 'yes' },
  },
  { method: 'GET', url: '/api/admin/session' },
  { method: 'POST', url: '/api/admin/logout', payload: {} },
] as const;

describe.each(databaseKinds())('admin gate on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  // Addresses differ per run: with REDIS_URL the rate-limit counters are shared by every test process.
  const net = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const login = (password: unknown, ip = `${net}.1`) =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password }, remoteAddress: ip });

  it('gives a token for the right password, and the token opens admin calls', async () => {
    const res = await login(TEST_ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(session.statusCode).toBe(200);
  });

  it("refuses a wrong password with 'Incorrect password'", async () => {
    const res = await login('not-the-password', `${net}.2`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MESSAGES.adminIncorrectPassword, code: 'INCORRECT_PASSWORD' });
    const empty = await login('', `${net}.2`);
    expect(empty.statusCode).toBe(400);
  });

  it.each(ADMIN_CALLS)('refuses $method $url without the admin token', async (call) => {
    const none = await t.app.inject({ ...call });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('ADMIN_REQUIRED');
    const forged = await t.app.inject({
      ...call,
      headers: { authorization: 'Bearer forged-token-abcdefghijklmnop' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('revokes the token on admin logout', async () => {
    const { token } = (await login(TEST_ADMIN_PASSWORD, `${net}.3`)).json();
    const auth = { authorization: `Bearer ${token}` };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: auth, payload: {} }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/getSubscribers', headers: auth })).statusCode,
    ).toBe(401);
  });

  it('rate-limits repeated login attempts from one address', async () => {
    const ip = `${net}.9`;
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await login(`wrong-${i}`, ip)).statusCode);
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    const limited = await login(TEST_ADMIN_PASSWORD, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: expect.stringMatching(/Too many attempts/),
    });
  });
});

describe('generated admin password', () => {
  it('is generated once, stored hashed and reused on the next start', async () => {
    const { openDatabase } = await import('../../db/client.ts');
    const { resolveAdminPassword, adminLogin } = await import('./admin.service.ts');
    const handle = await openDatabase('memory://');
    try {
      const first = await resolveAdminPassword(handle.db, undefined);
      expect(first.generated).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(first.source.kind).toBe('stored');
      const second = await resolveAdminPassword(handle.db, undefined);
      expect(second.generated).toBeUndefined();
      await expect(adminLogin(handle.db, second.source, first.generated!)).resolves.toHaveProperty('token');
      await expect(adminLogin(handle.db, second.source, 'wrong')).rejects.toThrow(
        MESSAGES.adminIncorrectPassword,
      );
    } finally {
      await handle.close();
    }
  });
});
