// Issue 11, owner login: a failure budget across all addresses (growing wait, then a lockout with a warning in
// the log), sessions tied to the password in force, an idle timeout, and no start with a weak ADMIN_PASSWORD.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { adminSessions, authThrottle } from '../../db/schema.ts';
import {
  createTestApp,
  databaseKinds,
  openTestDatabase,
  TEST_ADMIN_PASSWORD,
  type TestApp,
} from '../../test/harness.ts';
import { hashToken } from '../../lib/tokens.ts';
import { ThrottledError } from '../../lib/throttle.ts';
import { OWNER_DEVICE_COOKIE } from './admin-device.ts';
import { ADMIN_IDLE_MINUTES, adminLogin, resolveAdminPassword } from './admin.service.ts';

let addressCounter = 0;
const freshAddress = () => {
  addressCounter += 1;
  return `10.55.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}`;
};

describe.each(databaseKinds())('owner login on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { captureLogs: true });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.db.delete(authThrottle);
  });

  const login = (password: string, ip = freshAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password }, remoteAddress: ip });
  const session = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { authorization: `Bearer ${token}` } });

  it('counts wrong passwords from every address: after 5, even the right one must wait', async () => {
    for (let i = 0; i < 5; i++) expect((await login(`wrong-${i}`)).statusCode).toBe(401);
    const waiting = await login(TEST_ADMIN_PASSWORD);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('15');
    expect(waiting.json()).toEqual({
      code: 'RATE_LIMITED',
      error: 'The owner login is locked after too many wrong passwords. Please try again in 15 seconds.',
    });
  });

  it('a right password ends the growing wait', async () => {
    for (let i = 0; i < 4; i++) expect((await login(`wrong-${i}`)).statusCode).toBe(401);
    expect((await login(TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(`again-${i}`)).statusCode).toBe(401);
    expect((await login(TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('grows the wait from 15 s to 10 min, then locks for an hour with a warning in the log', async () => {
    const { source } = await resolveAdminPassword(t.db, TEST_ADMIN_PASSWORD);
    // 19 failures spread over the last three hours, each coming back as soon as it is let in.
    let clock = Date.now() - 3 * 3600_000;
    const waits: number[] = [];
    let failures = 0;
    while (failures < 19) {
      try {
        await adminLogin(t.db, source, `guess-${failures}`, { now: new Date(clock) });
      } catch (err) {
        if (err instanceof ThrottledError) {
          waits.push(err.retryAfterSeconds);
          clock += err.retryAfterSeconds * 1000;
          continue;
        }
        failures += 1;
      }
    }
    expect(waits).toEqual([15, 30, 60, 120, 240, 480, 600, 600, 600, 600, 600, 600, 600, 600]);

    // The 20th wrong password, now, from yet another address, starts the lockout.
    expect((await login('guess-20')).statusCode).toBe(401);
    const locked = await login(TEST_ADMIN_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toMatch(/^(3599|3600)$/);
    expect(locked.json().error).toBe(
      'The owner login is locked after too many wrong passwords. Please try again in 60 minutes.',
    );
    const warnings = t
      .logs()
      .split('\n')
      .filter((line) => line.includes('owner login locked'))
      .map((line) => JSON.parse(line));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, failures: 20 });
    expect(t.logs()).not.toContain(TEST_ADMIN_PASSWORD);
  });

  /** The device cookie an answer sets, as a browser would send it back (`name=value`). */
  const deviceCookie = (res: Awaited<ReturnType<typeof login>>) => {
    const header = [res.headers['set-cookie'] ?? []]
      .flat()
      .find((c) => c.startsWith(`${OWNER_DEVICE_COOKIE}=`));
    return header?.split(';')[0];
  };
  const loginFrom = (password: string, ip: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password },
      remoteAddress: ip,
      headers: cookie ? { cookie: `zariya_lang=hi; ${cookie}` } : {},
    });

  it('a right password marks the device: a signed, httpOnly, long-lived cookie for the admin API only', async () => {
    const res = await login(TEST_ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    const header = [res.headers['set-cookie'] ?? []]
      .flat()
      .find((c) => c.startsWith(`${OWNER_DEVICE_COOKIE}=`));
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Strict/);
    expect(header).toMatch(/; Path=\/api\/admin(;|$)/);
    expect(Number(/Max-Age=(\d+)/.exec(header ?? '')?.[1])).toBeGreaterThanOrEqual(180 * 86_400);
    // A wrong password marks nothing.
    expect(deviceCookie(await login('wrong-password'))).toBeUndefined();
  });

  it('the owner signs in from her usual device while 10 other addresses guess; they and new devices stay refused', async () => {
    const home = freshAddress();
    const first = await loginFrom(TEST_ADMIN_PASSWORD, home);
    expect(first.statusCode).toBe(200);
    const device = deviceCookie(first);
    expect(device).toBeDefined();

    // A guessing run from 10 addresses, 3 guesses each (under the 5 a minute each address may try): past
    // 5 failures the owner login waits, past 20 it is locked for an hour.
    const guessers = Array.from({ length: 10 }, () => freshAddress());
    const answers: number[] = [];
    for (let round = 0; round < 3; round++)
      for (const ip of guessers) answers.push((await loginFrom(`guess-${round}-${ip}`, ip)).statusCode);
    expect(answers.filter((code) => code === 401).length).toBeGreaterThanOrEqual(5);
    expect(answers.slice(-5)).toEqual([429, 429, 429, 429, 429]);

    // Her device gets through, at home and on the road, with the right password.
    const during = await loginFrom(TEST_ADMIN_PASSWORD, home, device);
    expect(during.statusCode).toBe(200);
    expect((await session(during.json().token)).statusCode).toBe(200);
    expect((await loginFrom(TEST_ADMIN_PASSWORD, freshAddress(), device)).statusCode).toBe(200);

    // The guessers are still refused, even with the right password, and so is any device she never used.
    for (const ip of guessers.slice(0, 3)) expect((await loginFrom('guess-again', ip)).statusCode).toBe(429);
    expect((await loginFrom(TEST_ADMIN_PASSWORD, guessers[0])).statusCode).toBe(429);
    const newDevice = await loginFrom(TEST_ADMIN_PASSWORD, freshAddress());
    expect(newDevice.statusCode).toBe(429);
    expect(deviceCookie(newDevice)).toBeUndefined();
    // A forged or altered cookie is a new device.
    const [name, value] = device!.split('=');
    const altered = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const cookie of [altered, `${name}=made-up.value`, `${name}=`])
      expect((await loginFrom(TEST_ADMIN_PASSWORD, freshAddress(), cookie)).statusCode, cookie).toBe(429);
  });

  it('a known device has a small budget of its own: wrong passwords there make it wait too', async () => {
    const device = deviceCookie(await login(TEST_ADMIN_PASSWORD));
    for (let i = 0; i < 5; i++)
      expect((await loginFrom(`device-guess-${i}`, freshAddress(), device)).statusCode).toBe(401);
    const waiting = await loginFrom(TEST_ADMIN_PASSWORD, freshAddress(), device);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('15');
    // ...which is not the shared budget: a new device is not slowed by her typing.
    expect((await login(TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('ends an admin session after 30 minutes without use; use keeps it alive', async () => {
    const used = (await login(TEST_ADMIN_PASSWORD)).json().token as string;
    const idle = (await login(TEST_ADMIN_PASSWORD)).json().token as string;
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await t.db.update(adminSessions).set({ lastSeenAt: minutesAgo(ADMIN_IDLE_MINUTES - 1) });
    expect((await session(used)).statusCode).toBe(200);
    const rows = await t.db.select().from(adminSessions);
    expect(rows.filter((r) => Date.now() - r.lastSeenAt.getTime() < 60_000)).toHaveLength(1);

    await t.db
      .update(adminSessions)
      .set({ lastSeenAt: minutesAgo(ADMIN_IDLE_MINUTES + 1) })
      .where(eq(adminSessions.tokenHash, hashToken(idle)));
    expect((await session(idle)).statusCode).toBe(401);
    expect((await session(used)).statusCode).toBe(200);
  });
});

describe.each(databaseKinds())('admin sessions and the password in force on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database?.close());

  const start = (password: string) => createTestApp(kind, { ADMIN_PASSWORD: password }, { database });
  const loginOn = (app: TestApp, password: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password },
      remoteAddress: freshAddress(),
    });
  const sessionOn = (app: TestApp, token: string) =>
    app.app.inject({
      method: 'GET',
      url: '/api/getSubscribers',
      headers: { authorization: `Bearer ${token}` },
    });

  it('a changed ADMIN_PASSWORD and a restart end every admin session; a plain restart does not', async () => {
    const first = await start(TEST_ADMIN_PASSWORD);
    const tokens = [
      (await loginOn(first, TEST_ADMIN_PASSWORD)).json().token as string,
      (await loginOn(first, TEST_ADMIN_PASSWORD)).json().token as string,
    ];
    await first.close();

    const restarted = await start(TEST_ADMIN_PASSWORD);
    for (const token of tokens) expect((await sessionOn(restarted, token)).statusCode).toBe(200);
    await restarted.close();

    const changed = await start('Saffron-bicycle-under-rain-19');
    for (const token of tokens) expect((await sessionOn(changed, token)).statusCode).toBe(401);
    expect((await loginOn(changed, TEST_ADMIN_PASSWORD)).statusCode).toBe(401);
    const fresh = (await loginOn(changed, 'Saffron-bicycle-under-rain-19')).json().token as string;
    expect((await sessionOn(changed, fresh)).statusCode).toBe(200);
    await changed.close();

    // Going back to the old password does not bring the old sessions back: they were deleted.
    const back = await start(TEST_ADMIN_PASSWORD);
    for (const token of tokens) expect((await sessionOn(back, token)).statusCode).toBe(401);
    expect((await sessionOn(back, fresh)).statusCode).toBe(401);
    await back.close();
  });
});

describe.each(databaseKinds())("the owner's known devices and the password in force on %s", (kind) => {
  it('a changed ADMIN_PASSWORD forgets every device; a plain restart keeps them', async () => {
    const database = await openTestDatabase(kind);
    const loginWith = (app: TestApp, password: string, cookie?: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password },
        remoteAddress: freshAddress(),
        headers: cookie ? { cookie } : {},
      });
    const cookieOf = (res: Awaited<ReturnType<typeof loginWith>>) =>
      [res.headers['set-cookie'] ?? []]
        .flat()
        .find((c) => c.startsWith(`${OWNER_DEVICE_COOKIE}=`))
        ?.split(';')[0];
    try {
      const first = await createTestApp(kind, {}, { database });
      const device = cookieOf(await loginWith(first, TEST_ADMIN_PASSWORD));
      await first.close();
      // Known after a restart: the same device is renewed.
      const restarted = await createTestApp(kind, {}, { database });
      expect(cookieOf(await loginWith(restarted, TEST_ADMIN_PASSWORD, device))).toBe(device);
      await restarted.close();
      // A new password: the old cookie is a stranger's, and the device gets a new one.
      const changed = await createTestApp(
        kind,
        { ADMIN_PASSWORD: 'Saffron-bicycle-under-rain-19' },
        { database },
      );
      const again = cookieOf(await loginWith(changed, 'Saffron-bicycle-under-rain-19', device));
      expect(again).toBeDefined();
      expect(again).not.toBe(device);
      await changed.close();
    } finally {
      await database.close();
    }
  });
});

describe('a weak ADMIN_PASSWORD', () => {
  it('stops the shop before it starts, with one line naming the rule', () => {
    const serverDir = resolve(fileURLToPath(import.meta.url), '../../../..');
    const dataDir = mkdtempSync(join(tmpdir(), 'zariya-weak-admin-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: serverDir,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'development',
          DATA_DIR: dataDir,
          PORT: '0',
          ADMIN_PASSWORD: 'password1234',
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      const lines = run.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^Invalid configuration: ADMIN_PASSWORD must be at least 12 characters and hard to guess \(about 10\^12 guesses by the zxcvbn strength estimate\): This password is too easy to guess\. .+$/,
      );
      expect(run.stdout).not.toContain('Zariya is open');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
