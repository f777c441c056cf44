// Issue 11, shopper accounts: the password rule, change password, signed-in devices, the idle timeout, and
// throttling that slows an attacker without locking the real shopper out.
import { createHash } from 'node:crypto';
import {
  DEVICE_SIGNED_OUT_MESSAGE,
  OTHERS_SIGNED_OUT_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@zariya/shared/account-security';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { lastMailedCode, signUpShopper, signupPayload, signupWithCode } from '../../test/accounts.ts';
import { freshAddresses } from '../../test/api-calls.ts';
import { testAppPerBlock } from '../../test/app-per-block.ts';
import { databaseKinds } from '../../test/harness.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const freshAddress = freshAddresses('10.66');

describe.each(databaseKinds())('account security on %s', (kind) => {
  const t = testAppPerBlock(kind);

  const call = (
    method: 'GET' | 'POST',
    url: string,
    options: { payload?: unknown; token?: string; ip?: string; ua?: string } = {},
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      payload: options.payload as object,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.ua ? { 'user-agent': options.ua } : {}),
      },
      remoteAddress: options.ip ?? freshAddress(),
    });
  const login = (mobileNumber: string, password: string, ip = freshAddress(), ua?: string) =>
    call('POST', '/login', { payload: { mobileNumber, password }, ip, ua });
  const details = (token: string, userId: number) =>
    call('POST', '/getUserDetails', { payload: { userId }, token });
  const devices = (token: string) => call('GET', '/account/sessions', { token });

  describe('password rule', () => {
    it.each(['12345678', 'password1', 'qwertyuiop'])(
      'refuses the common password %s at sign-up',
      async (pw) => {
        const res = await call('POST', '/Signup', { payload: signupPayload({ password: pw }) });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          code: 'WEAK_PASSWORD',
          error: expect.stringMatching(/^This password is too easy to guess\. .+/),
        });
      },
    );

    it("refuses a password made of the shopper's own name and mobile number", async () => {
      const payload = signupPayload({ fullname: 'Meenakshi Raghunathan' });
      const res = await call('POST', '/Signup', {
        payload: { ...payload, password: `Raghunathan${payload.contact.slice(-4)}` },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('WEAK_PASSWORD');
    });

    it('refuses fewer than 8 characters and accepts a strong password', async () => {
      const short = await call('POST', '/Signup', { payload: signupPayload({ password: 'Ab3$xyz' }) });
      expect(short.json()).toEqual({
        code: 'VALIDATION_ERROR',
        error: 'The password must be at least 8 characters.',
      });
      const ok = await signupWithCode(t.app, signupPayload({ password: 'Brass kettle monsoon' }));
      expect(ok.statusCode).toBe(201);
    });
  });

  describe('change password', () => {
    it('needs the current password, judges the new one, and ends every other session', async () => {
      const shopper = await signUpShopper(t.app);
      const other = (await login(shopper.contact, shopper.password)).json().token as string;
      const change = (currentPassword: string, newPassword: string) =>
        call('POST', '/account/password', {
          payload: { currentPassword, newPassword },
          token: shopper.token,
        });

      const wrong = await change('not-my-password', 'Jasmine-courtyard-77');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ code: 'WRONG_PASSWORD', error: WRONG_CURRENT_PASSWORD_MESSAGE });
      const weak = await change(shopper.password, 'iloveyou1');
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toEqual({
        code: 'WEAK_PASSWORD',
        error: expect.stringMatching(/^This password is too easy to guess\./),
      });
      const same = await change(shopper.password, shopper.password);
      expect(same.json()).toEqual({ code: 'SAME_PASSWORD', error: SAME_PASSWORD_MESSAGE });
      // Nothing has changed so far: the other session still works.
      expect((await details(other, shopper.userId)).statusCode).toBe(200);

      const done = await change(shopper.password, 'Jasmine-courtyard-77');
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ message: PASSWORD_CHANGED_MESSAGE });
      expect((await details(other, shopper.userId)).statusCode).toBe(401);
      expect((await details(shopper.token, shopper.userId)).statusCode).toBe(200);
      expect((await login(shopper.contact, shopper.password)).statusCode).toBe(401);
      expect((await login(shopper.contact, 'Jasmine-courtyard-77')).statusCode).toBe(200);
    });

    it('needs a session, and locks the form after 5 wrong current passwords', async () => {
      const anonymous = await call('POST', '/account/password', {
        payload: { currentPassword: 'x', newPassword: 'Jasmine-courtyard-77' },
      });
      expect(anonymous.statusCode).toBe(401);

      const shopper = await signUpShopper(t.app);
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await call('POST', '/account/password', {
          payload: { currentPassword: `guess-${i}`, newPassword: 'Jasmine-courtyard-77' },
          token: shopper.token,
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
      const locked = await call('POST', '/account/password', {
        payload: { currentPassword: shopper.password, newPassword: 'Jasmine-courtyard-77' },
        token: shopper.token,
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['retry-after']).toMatch(/^\d+$/);
      expect(locked.json().error).toMatch(/^Too many wrong passwords\. Please try again in \d+ seconds\.$/);
    });
  });

  describe('signed-in devices', () => {
    it('lists her live sessions with a device label and marks the current one', async () => {
      const shopper = await signUpShopper(t.app);
      const phone = (await login(shopper.contact, shopper.password, freshAddress(), ANDROID_CHROME)).json();
      await login(shopper.contact, shopper.password, freshAddress(), WINDOWS_FIREFOX);

      const res = await devices(phone.token);
      expect(res.statusCode).toBe(200);
      const list = res.json().devices as Array<{ id: number; device: string; current: boolean }>;
      expect(list).toHaveLength(3);
      expect(list.map((d) => d.device).sort()).toEqual([
        'Chrome on Android',
        'Firefox on Windows',
        'Unknown device',
      ]);
      expect(list.filter((d) => d.current).map((d) => d.device)).toEqual(['Chrome on Android']);
      expect(list[0]).toEqual({
        id: expect.any(Number),
        device: expect.any(String),
        signedInAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        lastSeenAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        current: expect.any(Boolean),
      });
      expect((await devices('not-a-real-token-at-all')).statusCode).toBe(401);
    });

    it('signs out one device; another shopper cannot sign out hers (404, as for a missing one)', async () => {
      const shopper = await signUpShopper(t.app);
      const laptop = (await login(shopper.contact, shopper.password, freshAddress(), WINDOWS_FIREFOX)).json();
      const laptopId = (
        (await devices(laptop.token)).json().devices as Array<{ id: number; current: boolean }>
      ).find((d) => d.current)!.id;

      const stranger = await signUpShopper(t.app);
      const notHers = await call('POST', `/account/sessions/${laptopId}/signout`, { token: stranger.token });
      const missing = await call('POST', '/account/sessions/2147483000/signout', { token: stranger.token });
      expect(notHers.statusCode).toBe(404);
      expect(notHers.json()).toEqual(missing.json());
      expect((await details(laptop.token, shopper.userId)).statusCode).toBe(200);
      const huge = await call('POST', '/account/sessions/99999999999/signout', { token: stranger.token });
      expect(huge.statusCode).toBe(400);

      const out = await call('POST', `/account/sessions/${laptopId}/signout`, { token: shopper.token });
      expect(out.json()).toEqual({ message: DEVICE_SIGNED_OUT_MESSAGE });
      expect((await details(laptop.token, shopper.userId)).statusCode).toBe(401);
      const left = (await devices(shopper.token)).json().devices as unknown[];
      expect(left).toHaveLength(1);
    });

    it('signs out everywhere else and keeps this device signed in', async () => {
      const shopper = await signUpShopper(t.app);
      const others = [];
      for (let i = 0; i < 3; i++) others.push((await login(shopper.contact, shopper.password)).json().token);
      const res = await call('POST', '/account/sessions/signout-others', {
        token: shopper.token,
        payload: {},
      });
      expect(res.json()).toEqual({ message: OTHERS_SIGNED_OUT_MESSAGE });
      for (const token of others) expect((await details(token, shopper.userId)).statusCode).toBe(401);
      expect((await details(shopper.token, shopper.userId)).statusCode).toBe(200);
      expect((await devices(shopper.token)).json().devices).toHaveLength(1);
    });
  });

  describe('idle timeout', () => {
    it('ends a session unused for 14 days; use keeps it alive', async () => {
      const shopper = await signUpShopper(t.app);
      const busy = (await login(shopper.contact, shopper.password)).json().token as string;
      const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
      await t.db
        .update(sessions)
        .set({ lastSeenAt: daysAgo(13) })
        .where(eq(sessions.userId, shopper.userId));

      // Used on day 13: the clock starts again for that session only.
      expect((await details(busy, shopper.userId)).statusCode).toBe(200);
      const [touched] = await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashOf(busy)));
      expect(Date.now() - touched.lastSeenAt.getTime()).toBeLessThan(60_000);

      await t.db
        .update(sessions)
        .set({ lastSeenAt: daysAgo(14.01) })
        .where(eq(sessions.tokenHash, hashOf(shopper.token)));
      expect((await details(shopper.token, shopper.userId)).statusCode).toBe(401);
      expect((await details(busy, shopper.userId)).statusCode).toBe(200);
    });
  });

  describe('throttling cannot lock the shopper out', () => {
    it('five wrong passwords from each of four addresses: she still logs in at home, and by e-mail code', async () => {
      const shopper = await signUpShopper(t.app);
      const home = freshAddress();
      expect((await login(shopper.contact, shopper.password, home)).statusCode).toBe(200);

      for (let a = 0; a < 4; a++) {
        const attacker = freshAddress();
        for (let i = 0; i < 5; i++) await login(shopper.contact, `guess-${a}-${i}`, attacker);
      }
      // The number is locked for new places: the attacker is slowed down wherever he goes next...
      const elsewhere = await login(shopper.contact, shopper.password, freshAddress());
      expect(elsewhere.statusCode).toBe(429);
      expect(elsewhere.json().error).toMatch(/^Too many failed login attempts\. Please try again in/);
      // ...but not where she logged in before,
      const atHome = await login(shopper.contact, shopper.password, home);
      expect(atHome.statusCode).toBe(200);
      // and the e-mail code always lets her in, from anywhere; that place is then hers too.
      const phone = freshAddress();
      expect(
        (await call('POST', '/requestOtp', { payload: { email: shopper.email }, ip: phone })).statusCode,
      ).toBe(200);
      const otp = lastMailedCode(t.app, shopper.email);
      const byCode = await call('POST', '/verifyOtp', { payload: { email: shopper.email, otp }, ip: phone });
      expect(byCode.statusCode).toBe(200);
      for (let a = 0; a < 2; a++) {
        const attacker = freshAddress();
        for (let i = 0; i < 5; i++) await login(shopper.contact, `more-${a}-${i}`, attacker);
      }
      expect((await login(shopper.contact, shopper.password, phone)).statusCode).toBe(200);
    });

    it('codes requested for her e-mail from many addresses cannot keep one from her where she logged in', async () => {
      const shopper = await signUpShopper(t.app);
      const home = freshAddress();
      expect((await login(shopper.contact, shopper.password, home)).statusCode).toBe(200);
      const request = (ip: string) => call('POST', '/requestOtp', { payload: { email: shopper.email }, ip });
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) codes.push((await request(freshAddress())).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 200, 429]);
      expect((await request(home)).statusCode).toBe(200);
      const otp = lastMailedCode(t.app, shopper.email);
      const byCode = await call('POST', '/verifyOtp', { payload: { email: shopper.email, otp }, ip: home });
      expect(byCode.statusCode).toBe(200);
    });

    it('still locks the attacker at his own address after 5 failures', async () => {
      const shopper = await signUpShopper(t.app);
      const attacker = freshAddress();
      const codes: number[] = [];
      for (let i = 0; i < 6; i++)
        codes.push((await login(shopper.contact, `guess-${i}`, attacker)).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    });
  });
});

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
