// Codes on the phone through the real app (issue 28): sign-up that proves the number and tells no one which numbers
// or e-mails have accounts, the real owner taking her number back, sign-in with a code to a verified number only,
// changing the number, and every budget: per number, per mailbox, per address, the shop's day, and wrong codes
// across successive codes. Codes are read from the SMS outbox (no MSG91 key in tests).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema.ts';
import { lastMailTo, lastSmsCode, readSmsOutbox, signUpShopper, signupPayload } from '../../test/accounts.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { adminToken, createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { insertSingleOrder } from '../../test/orders-fixtures.ts';
import { phoneVerifications } from './phone.schema.ts';

let ipCounter = 0;
/** A fresh client address, so that one test's budget is not another's. */
const freshIp = () => {
  ipCounter += 1;
  return `10.77.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
};
let numberCounter = 0;
const freshMobile = () => {
  numberCounter += 1;
  return `70${String(process.pid).slice(-3).padStart(3, '0')}${String(numberCounter).padStart(5, '0')}`;
};

describe.each(databaseKinds())('codes on the phone on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PHONE_CODES_PER_DAY: '400', CODES_PER_ADDRESS_HOUR: '12' });
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object, ip = freshIp(), headers = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: ip, headers });
  const smsTo = (mobile: string) =>
    readSmsOutbox(t.app.sms.outboxDir!).filter((m) => m.mobiles === `91${mobile}`);
  const phoneOf = async (auth: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/account/phone', headers: auth })).json();

  it('answers every sign-up the same, creates the account only with the code, and verifies her number', async () => {
    const taken = await signUpShopper(t.app);
    const fresh = signupPayload({ contact: freshMobile() });
    const answers = [];
    for (const body of [
      fresh,
      signupPayload({ contact: taken.contact }), // a number with an account
      signupPayload({ email: taken.email, contact: freshMobile() }), // an e-mail with an account
    ]) {
      const res = await post('/Signup', body);
      answers.push({ status: res.statusCode, body: res.json() });
    }
    for (const a of answers) expect(a.status).toBe(202);
    expect(answers.map((a) => a.body.message)).toEqual(Array(3).fill(answers[0].body.message));
    expect(answers[0].body.sentTo).toBe(`••••••${fresh.contact.slice(-4)}`);
    expect(await t.db.select().from(users).where(eq(users.email, fresh.email))).toHaveLength(0);

    const wrong = await post('/Signup', {
      ...fresh,
      otp: lastSmsCode(t.app, fresh.contact) === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(401);
    const done = await post('/Signup', { ...fresh, otp: lastSmsCode(t.app, fresh.contact) });
    expect(done.statusCode).toBe(201);
    const auth = { authorization: `Bearer ${done.json().token}` };
    expect(await phoneOf(auth)).toEqual({ mobile: fresh.contact, verified: true });
    // The code worked once.
    expect((await post('/Signup', { ...fresh, otp: lastSmsCode(t.app, fresh.contact) })).statusCode).toBe(
      401,
    );
  });

  it('lets the real owner of a number take it from the account that registered it', async () => {
    const impostor = await signUpShopper(t.app, { fullname: 'Impostor' });
    // An account from before codes: its number was never proven.
    await t.db.delete(phoneVerifications).where(eq(phoneVerifications.userId, impostor.userId));
    const owner = signupPayload({ contact: impostor.contact, fullname: 'Real Owner' });
    expect((await post('/Signup', owner)).statusCode).toBe(202);
    const res = await post('/Signup', { ...owner, otp: lastSmsCode(t.app, owner.contact) });
    expect(res.statusCode).toBe(201);
    const ownerAuth = { authorization: `Bearer ${res.json().token}` };
    expect(await phoneOf(ownerAuth)).toEqual({ mobile: owner.contact, verified: true });
    // The impostor keeps her account (e-mail, orders) but not the number.
    const details = await post('/getUserDetails', { userId: impostor.userId }, freshIp(), impostor.auth);
    expect(details.json().mobile).toBe('');
    const oldLogin = await post('/login', { mobileNumber: impostor.contact, password: impostor.password });
    expect(oldLogin.statusCode).toBe(401);
    const ownerLogin = await post('/login', { mobileNumber: owner.contact, password: owner.password });
    expect(ownerLogin.json().userId).toBe(res.json().userId);
  });

  it('tells that an e-mail has an account only to someone who proved the phone', async () => {
    const holder = await signUpShopper(t.app);
    const other = signupPayload({ email: holder.email, contact: freshMobile() });
    expect((await post('/Signup', other)).statusCode).toBe(202);
    const res = await post('/Signup', { ...other, otp: lastSmsCode(t.app, other.contact) });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
  });

  it('signs in with a code sent only to a verified number with an account', async () => {
    const s = await signUpShopper(t.app);
    const ip = freshIp();
    const asked = await post('/phone/requestCode', { mobileNumber: `+91 ${s.contact}` }, ip);
    expect(asked.statusCode).toBe(200);
    const stranger = freshMobile();
    const none = await post('/phone/requestCode', { mobileNumber: stranger }, ip);
    expect(none.json()).toEqual(asked.json());
    expect(smsTo(stranger)).toHaveLength(0);
    const code = lastSmsCode(t.app, s.contact);
    const res = await post('/phone/verifyCode', { mobileNumber: s.contact, otp: code }, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: s.userId, username: s.fullname });
    const token = res.json().token as string;
    const me = await post('/getUserDetails', { userId: s.userId }, ip, { authorization: `Bearer ${token}` });
    expect(me.statusCode).toBe(200);
    expect((await post('/phone/verifyCode', { mobileNumber: s.contact, otp: code }, ip)).statusCode).toBe(
      401,
    );
  });

  it('sends no code, WhatsApp message or SMS to a number that was never verified', async () => {
    const legacy = await signUpShopper(t.app, { fullname: 'Legacy Shopper' });
    await t.db.delete(phoneVerifications).where(eq(phoneVerifications.userId, legacy.userId));
    const smsBefore = smsTo(legacy.contact).length;
    expect((await post('/phone/requestCode', { mobileNumber: legacy.contact })).statusCode).toBe(200);
    expect(smsTo(legacy.contact)).toHaveLength(smsBefore);
    expect(await phoneOf(legacy.auth)).toEqual({ mobile: legacy.contact, verified: false });

    // She opted in to WhatsApp updates; an order of hers is cancelled: the e-mail goes, WhatsApp does not.
    await t.app.inject({
      method: 'PUT',
      url: '/api/account/notifications',
      payload: { whatsapp: true },
      headers: legacy.auth,
    });
    const waDir = t.app.whatsapp.outboxDir!;
    const waTo = () =>
      readdirSync(waDir)
        .map((f) => JSON.parse(readFileSync(join(waDir, f), 'utf8')) as { to: string })
        .filter((m) => m.to === `91${legacy.contact}`);
    const p = await insertProduct(t.db, { newPrice: 999, stock: 2 });
    const order = await insertSingleOrder(t.db, legacy.userId, p.id);
    const admin = { authorization: `Bearer ${await adminToken(t.app)}` };
    const res = await post(
      '/updateOrderStatus',
      { orderId: order.id, userId: legacy.userId, status: 'cancelled' },
      freshIp(),
      admin,
    );
    expect(res.statusCode).toBe(200);
    await vi.waitFor(
      () => expect(lastMailTo(t.app.mailer.outboxDir!, legacy.email).headers.subject).toContain('cancelled'),
      {
        timeout: 15_000,
      },
    );
    // The WhatsApp job ran beside the mail: give it the same time, then nothing must be there.
    await new Promise((r) => setTimeout(r, 500));
    expect(waTo()).toHaveLength(0);

    // Once she proves the number, her updates reach it.
    expect(
      (await post('/account/phone/code', { mobileNumber: legacy.contact }, freshIp(), legacy.auth))
        .statusCode,
    ).toBe(200);
    const ok = await post(
      '/account/phone/verify',
      { mobileNumber: legacy.contact, otp: lastSmsCode(t.app, legacy.contact) },
      freshIp(),
      legacy.auth,
    );
    expect(ok.json()).toMatchObject({ mobile: legacy.contact, verified: true });
    const order2 = await insertSingleOrder(t.db, legacy.userId, p.id);
    await post(
      '/updateOrderStatus',
      { orderId: order2.id, userId: legacy.userId, status: 'cancelled' },
      freshIp(),
      admin,
    );
    await vi.waitFor(() => expect(waTo()).toHaveLength(1), { timeout: 15_000 });
  });

  it('changes her number only with a code sent to the new one', async () => {
    const s = await signUpShopper(t.app);
    const next = freshMobile();
    const asked = await post('/account/phone/code', { mobileNumber: next }, freshIp(), s.auth);
    expect(asked.json()).toMatchObject({ sentTo: `••••••${next.slice(-4)}`, channel: 'sms' });
    const wrong = await post(
      '/account/phone/verify',
      { mobileNumber: next, otp: '000000' },
      freshIp(),
      s.auth,
    );
    expect(wrong.statusCode).toBe(401);
    expect(await phoneOf(s.auth)).toEqual({ mobile: s.contact, verified: true });
    const ok = await post(
      '/account/phone/verify',
      { mobileNumber: next, otp: lastSmsCode(t.app, next) },
      freshIp(),
      s.auth,
    );
    expect(ok.statusCode).toBe(200);
    expect(await phoneOf(s.auth)).toEqual({ mobile: next, verified: true });
  });

  it("refuses numbers outside India's mobile ranges before anything is sent", async () => {
    for (const mobileNumber of ['+447700900123', '0112345678', '5876543210', '9999999999']) {
      const res = await post('/phone/requestCode', { mobileNumber });
      expect(res.statusCode, mobileNumber).toBe(400);
      expect(res.json().error).toBe('Please enter a valid Indian mobile number.');
    }
    const s = await signUpShopper(t.app);
    const res = await post('/account/phone/code', { mobileNumber: '+8823612345678' }, freshIp(), s.auth);
    expect(res.statusCode).toBe(400);
  });

  describe('budgets', () => {
    it('3 codes for one number from one address in 10 minutes', async () => {
      const s = await signUpShopper(t.app);
      const ip = freshIp();
      for (let i = 0; i < 3; i++)
        expect((await post('/phone/requestCode', { mobileNumber: s.contact }, ip)).statusCode).toBe(200);
      const fourth = await post('/phone/requestCode', { mobileNumber: s.contact }, ip);
      expect(fourth.statusCode).toBe(429);
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
      // ...the same for a number without an account, so the answers do not tell them apart.
      const stranger = freshMobile();
      for (let i = 0; i < 3; i++) await post('/phone/requestCode', { mobileNumber: stranger }, ip);
      expect((await post('/phone/requestCode', { mobileNumber: stranger }, ip)).statusCode).toBe(429);
    });

    it('6 codes an hour for one number from all addresses (sign-up included)', async () => {
      const target = freshMobile();
      for (let i = 0; i < 6; i++)
        expect((await post('/Signup', signupPayload({ contact: target }), freshIp())).statusCode).toBe(202);
      const seventh = await post('/Signup', signupPayload({ contact: target }), freshIp());
      expect(seventh.statusCode).toBe(429);
      expect(smsTo(target)).toHaveLength(6);
    });

    it('12 codes an hour from one address, whatever the numbers and mailboxes', async () => {
      const ip = freshIp();
      for (let i = 0; i < 8; i++)
        expect((await post('/phone/requestCode', { mobileNumber: freshMobile() }, ip)).statusCode).toBe(200);
      for (let i = 0; i < 4; i++)
        expect(
          (await post('/requestOtp', { email: `probe${i}.${process.pid}@example.in` }, ip)).statusCode,
        ).toBe(200);
      expect((await post('/phone/requestCode', { mobileNumber: freshMobile() }, ip)).statusCode).toBe(429);
      expect((await post('/requestOtp', { email: `probe9.${process.pid}@example.in` }, ip)).statusCode).toBe(
        429,
      );
      expect((await post('/Signup', signupPayload(), ip)).statusCode).toBe(429);
    });

    it('counts name+1@ as name@: 3 e-mail codes for one mailbox from one address', async () => {
      const s = await signUpShopper(t.app);
      const [name, domain] = s.email.split('@');
      const ip = freshIp();
      for (const email of [s.email, `${name}+1@${domain}`, `${name.toUpperCase()}+shop@${domain}`])
        expect((await post('/requestOtp', { email }, ip)).statusCode).toBe(200);
      const fourth = await post('/requestOtp', { email: `${name}+2@${domain}` }, ip);
      expect(fourth.statusCode).toBe(429);
    });

    it('10 wrong codes in a row lock the number, across fresh codes', async () => {
      const s = await signUpShopper(t.app);
      const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
      let code = '';
      for (let round = 0; round < 2; round++) {
        await post('/phone/requestCode', { mobileNumber: s.contact });
        code = lastSmsCode(t.app, s.contact);
        for (let i = 0; i < 5; i++)
          expect(
            (await post('/phone/verifyCode', { mobileNumber: s.contact, otp: wrong(code) })).statusCode,
          ).toBe(401);
      }
      await post('/phone/requestCode', { mobileNumber: s.contact });
      code = lastSmsCode(t.app, s.contact);
      const locked = await post('/phone/verifyCode', { mobileNumber: s.contact, otp: code });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error).toMatch(/Too many wrong codes/);
    });

    it('the same cap holds for e-mail codes', async () => {
      const s = await signUpShopper(t.app);
      for (let round = 0; round < 2; round++) {
        await post('/requestOtp', { email: s.email });
        for (let i = 0; i < 5; i++) await post('/verifyOtp', { email: s.email, otp: '000000' });
      }
      await post('/requestOtp', { email: s.email });
      const mail = lastMailTo(t.app.mailer.outboxDir!, s.email);
      const code = /^\s+(\d{6})\s*$/m.exec(mail.text)![1];
      const res = await post('/verifyOtp', { email: s.email, otp: code });
      expect(res.statusCode).toBe(429);
    });
  });
});

describe('the shop-wide daily cap of phone codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { PHONE_CODES_PER_DAY: '3' });
  });
  afterAll(async () => t?.close());

  it('sends no phone code past the cap, however the requests are spread', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Signup',
        payload: signupPayload({ contact: freshMobile() }),
        remoteAddress: freshIp(),
      });
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([202, 202, 202, 503]);
    expect(readSmsOutbox(t.app.sms.outboxDir!)).toHaveLength(3);
  });
});
