import { MESSAGES } from '@zariya/shared/constants';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges } from '../../db/schema.ts';
import {
  lastMailedCode,
  lastMailTo,
  otpFromMail,
  parseMail,
  readOutbox,
  signUpShopper,
} from '../../test/accounts.ts';
import { apiCalls, freshAddresses } from '../../test/api-calls.ts';
import { testAppPerBlock, testAppWithSmtp } from '../../test/app-per-block.ts';
import { databaseKinds } from '../../test/harness.ts';

const OTP_INVALID = { error: MESSAGES.otpInvalid, code: 'OTP_INVALID' };

const freshAddress = freshAddresses('10.77');

describe.each(databaseKinds())('login by e-mail code on %s', (kind) => {
  const t = testAppPerBlock(kind);
  let outbox: string;
  beforeAll(() => {
    outbox = t.app.mailer.outboxDir!;
  });

  const { post } = apiCalls(t, freshAddress);
  const requestCode = (email: string) => post('/requestOtp', { email });
  const verify = (email: string, otp: string) => post('/verifyOtp', { email, otp });
  /** Requests a code for the shopper and reads it from the outbox. */
  const codeFor = async (email: string) => {
    expect((await requestCode(email)).statusCode).toBe(200);
    return lastMailedCode(t.app, email);
  };
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('mails a code that logs the shopper in, and the token works', async () => {
    const shopper = await signUpShopper(t.app);
    const res = await requestCode(shopper.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.otpSent });

    const mail = lastMailTo(outbox, shopper.email);
    expect(mail.headers.subject).toBe('Your Zariya login code');
    expect(mail.headers.from).toContain('Zariya');
    const code = otpFromMail(mail);
    expect(mail.html).toMatch(new RegExp(`font-size:36px[^>]*>${code}<`));
    expect(mail.html).toContain('5 minutes');
    expect(mail.text).toContain('valid for 5 minutes');
    expect(mail.text).toMatch(/did not ask for this code, you can ignore this e-mail/);
    expect(mail.text).toContain(shopper.fullname);

    const login = await verify(shopper.email, code);
    expect(login.statusCode).toBe(200);
    const answer = login.json();
    expect(answer).toEqual({ token: expect.any(String), username: shopper.fullname, userId: shopper.userId });
    const details = await post(
      '/getUserDetails',
      { userId: answer.userId },
      { authorization: `Bearer ${answer.token}` },
    );
    expect(details.statusCode).toBe(200);
    expect(details.json().email).toBe(shopper.email);
  });

  it('stores the code only as a hash', async () => {
    const shopper = await signUpShopper(t.app);
    const code = await codeFor(shopper.email);
    const rows = await t.db.select().from(otpChallenges).where(eq(otpChallenges.email, shopper.email));
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].codeHash).not.toContain(code);
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBe(300_000);
  });

  it('answers the same for an e-mail without an account, and mails a way to sign up instead of a code', async () => {
    const email = 'no.account.here@example.in';
    const res = await requestCode(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.otpSent });
    const mail = lastMailTo(outbox, email);
    expect(mail.text).toMatch(/no Zariya account uses it/);
    expect(mail.text).toContain('http://localhost:3000/loginpage?signup=1');
    expect(mail.html).toContain('href="http://localhost:3000/loginpage?signup=1"');
    expect(mail.text).not.toMatch(/^\s+\d{6}\s*$/m);
    expect(await t.db.select().from(otpChallenges).where(eq(otpChallenges.email, email))).toHaveLength(0);
    expect((await verify(email, '123456')).json()).toEqual(OTP_INVALID);
  });

  it('accepts a code once only', async () => {
    const shopper = await signUpShopper(t.app);
    const code = await codeFor(shopper.email);
    expect((await verify(shopper.email, code)).statusCode).toBe(200);
    const again = await verify(shopper.email, code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(OTP_INVALID);
  });

  it('refuses a wrong code, and still takes the right one within 5 tries', async () => {
    const shopper = await signUpShopper(t.app);
    const code = await codeFor(shopper.email);
    for (let i = 0; i < 4; i++) {
      const res = await verify(shopper.email, wrong(code));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(OTP_INVALID);
    }
    expect((await verify(shopper.email, code)).statusCode).toBe(200);
  });

  it('refuses even the right code on the sixth try', async () => {
    const shopper = await signUpShopper(t.app);
    const code = await codeFor(shopper.email);
    for (let i = 0; i < 5; i++) expect((await verify(shopper.email, wrong(code))).statusCode).toBe(401);
    const sixth = await verify(shopper.email, code);
    expect(sixth.statusCode).toBe(401);
    expect(sixth.json()).toEqual(OTP_INVALID);
  });

  it('refuses an expired code', async () => {
    const shopper = await signUpShopper(t.app);
    const code = await codeFor(shopper.email);
    await t.db
      .update(otpChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpChallenges.email, shopper.email));
    const res = await verify(shopper.email, code);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(OTP_INVALID);
  });

  it('replaces the old code when a new one is requested', async () => {
    const shopper = await signUpShopper(t.app);
    const first = await codeFor(shopper.email);
    const second = await codeFor(shopper.email);
    if (first !== second) expect((await verify(shopper.email, first)).statusCode).toBe(401);
    expect((await verify(shopper.email, second)).statusCode).toBe(200);
  });

  it('does not accept one shopper’s code for another e-mail', async () => {
    const a = await signUpShopper(t.app);
    const b = await signUpShopper(t.app);
    const codeA = await codeFor(a.email);
    await codeFor(b.email);
    expect((await verify(b.email, codeA)).statusCode).toBe(401);
  });

  it('limits code requests to 3 per e-mail from one address in 10 minutes, for known and unknown e-mails alike', async () => {
    const shopper = await signUpShopper(t.app);
    for (const email of [shopper.email, 'stranger.limit@example.in']) {
      const ip = freshAddress();
      const fromOnePlace = () =>
        t.app.inject({ method: 'POST', url: '/api/requestOtp', payload: { email }, remoteAddress: ip });
      for (let i = 0; i < 3; i++) expect((await fromOnePlace()).statusCode).toBe(200);
      const res = await fromOnePlace();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        error: 'Too many codes were requested for this e-mail. Please try again in 10 minutes.',
        code: 'RATE_LIMITED',
      });
      expect(res.headers['retry-after']).toBe('600');
    }
    const other = await signUpShopper(t.app);
    expect((await requestCode(other.email)).statusCode).toBe(200);
  });

  it('limits code requests from one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/requestOtp',
        payload: { email: `flood.${i}@example.in` },
        remoteAddress: '10.99.0.1',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it.each([
    [{ email: 'asha@example.in', otp: '12345' }, MESSAGES.otpInvalid],
    [{ email: 'asha@example.in', otp: 'abcdef' }, MESSAGES.otpInvalid],
    [{ email: 'asha@example.in' }, MESSAGES.otpInvalid],
    [{ email: 'not-an-email', otp: '123456' }, 'Please enter a valid e-mail address.'],
  ])('refuses the malformed verification %j with 400', async (payload, error) => {
    const res = await post('/verifyOtp', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, code: 'VALIDATION_ERROR' });
  });

  it('refuses a code request without a valid e-mail', async () => {
    const res = await post('/requestOtp', { email: 'asha' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Please enter a valid e-mail address.', code: 'VALIDATION_ERROR' });
  });

  it('writes the outbox only as .eml files', () => {
    expect(readOutbox(outbox).length).toBeGreaterThan(0);
  });
});

describe.each(databaseKinds())('login code through a real SMTP server on %s', (kind) => {
  const { t, smtp } = testAppWithSmtp(kind, { env: { MAIL_FROM: 'Zariya <otp@zariya.test>' } });
  const { post } = apiCalls(t);

  it('delivers the code by SMTP, and the code logs the shopper in', async () => {
    expect(t.app.mailer.outboxDir).toBeUndefined();
    const shopper = await signUpShopper(t.app);
    const res = await post('/requestOtp', { email: shopper.email });
    expect(res.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(1);

    const mail = parseMail(smtp.received[0]);
    expect(mail.headers.to).toBe(shopper.email);
    expect(mail.headers.from).toBe('Zariya <otp@zariya.test>');
    expect(mail.headers['content-type']).toMatch(/multipart\/alternative/);
    const code = otpFromMail(mail);
    expect(mail.html).toContain(code);

    const login = await post('/verifyOtp', { email: shopper.email, otp: code });
    expect(login.statusCode).toBe(200);
    expect(login.json().userId).toBe(shopper.userId);
  });

  it('answers 503 with a readable message when the mail server is gone', async () => {
    const shopper = await signUpShopper(t.app);
    await smtp.close();
    const res = await post('/requestOtp', { email: shopper.email });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: MESSAGES.otpRequestFailed, code: 'MAIL_FAILED' });
  });
});
