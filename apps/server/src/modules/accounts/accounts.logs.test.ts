import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailedCode, lastSmsCode, signupPayload } from '../../test/accounts.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';

describe.each(databaseKinds())('account secrets stay out of the log on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { captureLogs: true });
  });
  afterAll(async () => t?.close());

  it('logs no password, token or code through sign-up, login, OTP login and logout', async () => {
    const payload = signupPayload();
    const post = (url: string, body?: object, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api${url}`,
        payload: body,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

    expect((await post('/Signup', payload)).statusCode).toBe(202);
    const signupCode = lastSmsCode(t.app, payload.contact);
    const signup = await post('/Signup', { ...payload, otp: signupCode });
    expect(signup.statusCode).toBe(201);
    // Sign-in with a code to her (now verified) mobile.
    expect((await post('/phone/requestCode', { mobileNumber: payload.contact })).statusCode).toBe(200);
    const phoneCode = lastSmsCode(t.app, payload.contact);
    const phoneLogin = await post('/phone/verifyCode', { mobileNumber: payload.contact, otp: phoneCode });
    expect(phoneLogin.statusCode).toBe(200);
    const login = await post('/login', { mobileNumber: payload.contact, password: payload.password });
    expect(login.statusCode).toBe(200);
    const wrong = await post('/login', { mobileNumber: payload.contact, password: `${payload.password}!` });
    expect(wrong.statusCode).toBe(401);
    expect((await post('/requestOtp', { email: payload.email })).statusCode).toBe(200);
    const code = lastMailedCode(t.app, payload.email);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await post('/verifyOtp', { email: payload.email, otp: wrongCode })).statusCode).toBe(401);
    const otpLogin = await post('/verifyOtp', { email: payload.email, otp: code });
    expect(otpLogin.statusCode).toBe(200);
    const tokens = [signup, login, otpLogin, phoneLogin].map((r) => r.json().token as string);
    expect((await post('/getUserDetails', { userId: signup.json().userId }, tokens[2])).statusCode).toBe(200);
    for (const token of tokens) expect((await post('/logout', undefined, token)).statusCode).toBe(200);

    const logs = t.logs();
    // The log did record these requests, so the absence below means something.
    expect(logs).toContain('/api/Signup');
    expect(logs).toContain('/api/verifyOtp');
    expect(logs).toContain('/api/logout');
    expect(logs).toContain('Your Zariya login code');
    expect(logs).toContain('/api/phone/verifyCode');
    for (const secret of [
      payload.password,
      `${payload.password}!`,
      code,
      wrongCode,
      signupCode,
      phoneCode,
      ...tokens,
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});
