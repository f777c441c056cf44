import { MESSAGES } from '@zariya/shared/constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottle, sessions, users } from '../../db/schema.ts';
import { signUpShopper, signupPayload, signupWithCode } from '../../test/accounts.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { EMAIL_TAKEN_MESSAGE } from './accounts.service.ts';

const LOGIN_FAILED = { error: MESSAGES.loginFailed, code: 'LOGIN_FAILED' };
const NOT_LOGGED_IN = { error: 'Please log in to continue.', code: 'UNAUTHORIZED' };

let addressCounter = 0;
/** A fresh client address, so per-address limits of one test do not leak into the next. */
const freshAddress = () => {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}.${(addressCounter * 13) % 250}`;
};

describe.each(databaseKinds())('accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}, ip = freshAddress()) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: payload as object,
      headers,
      remoteAddress: ip,
    });
  const login = (mobileNumber: unknown, password: unknown, ip = freshAddress()) =>
    post('/login', { mobileNumber, password }, {}, ip);
  const userCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;

  describe('sign-up', () => {
    it('creates the account, logs the shopper in at once and stores only an argon2id hash', async () => {
      const payload = signupPayload({ email: '  Priya.Sharma@Example.IN ' });
      const res = await signupWithCode(t.app, payload, { remoteAddress: freshAddress() });
      expect(res.statusCode).toBe(201);
      const answer = res.json();
      expect(answer).toEqual({
        token: expect.any(String),
        username: payload.fullname,
        userId: expect.any(Number),
      });
      expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const details = await post(
        '/getUserDetails',
        { userId: answer.userId },
        { authorization: `Bearer ${answer.token}` },
      );
      expect(details.statusCode).toBe(200);
      expect(details.json()).toEqual({
        fullname: payload.fullname,
        mobile: payload.contact,
        email: 'priya.sharma@example.in',
      });

      const [row] = await t.db.select().from(users).where(eq(users.id, answer.userId));
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row.passwordHash).not.toContain(payload.password);
      const stored = await t.db.select().from(sessions).where(eq(sessions.userId, answer.userId));
      expect(stored).toHaveLength(1);
      expect(stored[0].tokenHash).not.toBe(answer.token);
      expect(stored[0].expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    });

    const address = signupPayload().deliveryAddress;
    it.each([
      ['no full name', { fullname: undefined }, 'Please enter your full name.'],
      ['a blank full name', { fullname: '   ' }, 'Please enter your full name.'],
      ['no mobile number', { contact: undefined }, 'Please enter your mobile number.'],
      ['a short mobile number', { contact: '98765' }, 'Please enter a valid 10-digit mobile number.'],
      [
        'a mobile number starting with 5',
        { contact: '5876543210' },
        'Please enter a valid 10-digit mobile number.',
      ],
      [
        'a mobile number with letters',
        { contact: '98765abcde' },
        'Please enter a valid 10-digit mobile number.',
      ],
      ['no e-mail', { email: undefined }, 'Please enter your e-mail address.'],
      ['a malformed e-mail', { email: 'asha@' }, 'Please enter a valid e-mail address.'],
      ['a 7-character password', { password: 'Saree12' }, 'The password must be at least 8 characters.'],
      ['no password', { password: undefined }, 'Please enter a password.'],
      ['no delivery address', { deliveryAddress: undefined }, 'Please enter your delivery address.'],
      [
        'a blank street',
        { deliveryAddress: { ...address, addressLine1: ' ' } },
        'Please enter your street and house number.',
      ],
      ['no city', { deliveryAddress: { ...address, city: undefined } }, 'Please enter your city.'],
      ['a blank state', { deliveryAddress: { ...address, state: '' } }, 'Please enter your state.'],
      [
        'a 5-digit pincode',
        { deliveryAddress: { ...address, postalCode: '56001' } },
        'Please enter a valid 6-digit pincode.',
      ],
      [
        'a pincode starting with 0',
        { deliveryAddress: { ...address, postalCode: '056001' } },
        'Please enter a valid 6-digit pincode.',
      ],
      ['no country', { deliveryAddress: { ...address, country: '' } }, 'Please enter your country.'],
    ])('refuses %s with a readable message and stores nothing', async (_label, change, message) => {
      const before = await userCount();
      const res = await post('/Signup', signupPayload(change));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message, code: 'VALIDATION_ERROR' });
      expect(await userCount()).toBe(before);
    });

    it('accepts an address without the second line', async () => {
      const { addressLine2: _, ...withoutLine2 } = address;
      const res = await signupWithCode(t.app, signupPayload({ deliveryAddress: withoutLine2 }), {
        remoteAddress: freshAddress(),
      });
      expect(res.statusCode).toBe(201);
    });

    it('answers a registered number like a free one, and refuses the number only without its code', async () => {
      // Issue 28 (decision 0046): sign-up tells no one which numbers have accounts; the code proves the number.
      const first = await signUpShopper(t.app);
      const res = await post('/Signup', signupPayload({ contact: first.contact }));
      expect(res.statusCode).toBe(202);
      const wrong = await post('/Signup', { ...signupPayload({ contact: first.contact }), otp: '000000' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe('OTP_INVALID');
    });

    it('refuses an e-mail that is already registered, whatever its letter case, once the number is proven', async () => {
      const first = await signUpShopper(t.app);
      const payload = signupPayload({ email: first.email.toUpperCase() });
      expect((await post('/Signup', payload)).statusCode).toBe(202);
      const res = await signupWithCode(t.app, payload, { remoteAddress: freshAddress() });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: EMAIL_TAKEN_MESSAGE, code: 'EMAIL_TAKEN' });
    });
  });

  describe('login by mobile number and password', () => {
    it('answers a token, the name and the user id for the right password', async () => {
      const shopper = await signUpShopper(t.app);
      const res = await login(shopper.contact, shopper.password);
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      expect(answer).toEqual({
        token: expect.any(String),
        username: shopper.fullname,
        userId: shopper.userId,
      });
      expect(answer.token).not.toBe(shopper.token);
      const details = await post(
        '/getUserDetails',
        { userId: shopper.userId },
        { authorization: `Bearer ${answer.token}` },
      );
      expect(details.statusCode).toBe(200);
    });

    it('gives the same 401 for a wrong password, an unknown number and a malformed request', async () => {
      const shopper = await signUpShopper(t.app);
      const answers = [
        await login(shopper.contact, `${shopper.password}x`),
        await login('9000000001', shopper.password),
        await login('12345', shopper.password),
        await login(shopper.contact, ''),
        await login(Number(shopper.contact), shopper.password),
        await post('/login', {}),
        await post('/login', 'not json', { 'content-type': 'application/json' }),
      ];
      for (const res of answers.slice(0, 6)) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(LOGIN_FAILED);
      }
      expect(answers[6].statusCode).toBe(400);
    });
  });

  describe('login throttling', () => {
    const expireLocks = () => t.db.update(authThrottle).set({ lockedUntil: new Date(Date.now() - 1000) });

    it('locks a number for 30 s after 5 failures from one address, doubling, without blocking the shopper elsewhere', async () => {
      const shopper = await signUpShopper(t.app);
      const stranger = freshAddress();
      for (let i = 0; i < 5; i++)
        expect((await login(shopper.contact, `guess-${i}-xx`, stranger)).statusCode).toBe(401);

      const locked = await login(shopper.contact, shopper.password, stranger);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({
        error: 'Too many failed login attempts. Please try again in 30 seconds.',
        code: 'RATE_LIMITED',
      });
      expect(locked.headers['retry-after']).toBe('30');

      // The shopper at home, and another shopper at the stranger's address, still get in.
      expect((await login(shopper.contact, shopper.password)).statusCode).toBe(200);
      const neighbour = await signUpShopper(t.app);
      expect((await login(neighbour.contact, neighbour.password, stranger)).statusCode).toBe(200);
      // The shopper's success does not lift the stranger's lock.
      expect((await login(shopper.contact, shopper.password, stranger)).statusCode).toBe(429);

      await expireLocks();
      expect((await login(shopper.contact, 'guess-6-xx', stranger)).statusCode).toBe(401);
      const again = await login(shopper.contact, shopper.password, stranger);
      expect(again.statusCode).toBe(429);
      expect(again.headers['retry-after']).toBe('60');
    });

    it('starts counting afresh after a successful login', async () => {
      const shopper = await signUpShopper(t.app);
      const ip = freshAddress();
      for (let i = 0; i < 4; i++)
        expect((await login(shopper.contact, `typo-${i}-xxx`, ip)).statusCode).toBe(401);
      expect((await login(shopper.contact, shopper.password, ip)).statusCode).toBe(200);
      for (let i = 0; i < 4; i++)
        expect((await login(shopper.contact, `typo-${i}-yyy`, ip)).statusCode).toBe(401);
      expect((await login(shopper.contact, shopper.password, ip)).statusCode).toBe(200);
    });

    it('locks a number for everyone after 15 failures spread over several addresses', async () => {
      const shopper = await signUpShopper(t.app);
      for (let a = 0; a < 3; a++) {
        const ip = freshAddress();
        for (let i = 0; i < 5; i++)
          expect((await login(shopper.contact, `spray-${a}-${i}`, ip)).statusCode).toBe(401);
      }
      const res = await login(shopper.contact, shopper.password);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(30);
      const other = await signUpShopper(t.app);
      expect((await login(other.contact, other.password)).statusCode).toBe(200);
    });

    it('refuses an address for 15 minutes after 20 failures on any numbers', async () => {
      const ip = freshAddress();
      for (let i = 0; i < 20; i++) {
        expect((await login(`90000${String(i).padStart(5, '0')}`, 'whatever-123', ip)).statusCode).toBe(401);
      }
      const shopper = await signUpShopper(t.app);
      const res = await login(shopper.contact, shopper.password, ip);
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toBe('Too many failed login attempts. Please try again in 15 minutes.');
      expect((await login(shopper.contact, shopper.password)).statusCode).toBe(200);
    });

    it('does not tell a known number from an unknown one when locked', async () => {
      const shopper = await signUpShopper(t.app);
      const ip = freshAddress();
      for (const mobile of [shopper.contact, '9111111111']) {
        for (let i = 0; i < 5; i++) await login(mobile, 'nope-nope', ip);
      }
      const known = await login(shopper.contact, 'nope-nope', ip);
      const unknown = await login('9111111111', 'nope-nope', ip);
      expect(known.statusCode).toBe(429);
      // The same answer; only the seconds left may differ by one when the two requests straddle a second.
      const shape = (body: { error: string; code: string }) => ({
        ...body,
        error: body.error.replace(/\d+ seconds/, 'N seconds'),
      });
      expect(shape(unknown.json())).toEqual(shape(known.json()));
      expect(unknown.statusCode).toBe(429);
    });
  });

  describe('sessions and logout', () => {
    it('revokes the token on the server; the token then gets 401', async () => {
      const shopper = await signUpShopper(t.app);
      const second = (await login(shopper.contact, shopper.password)).json().token as string;
      const out = await post('/logout', undefined, shopper.auth);
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ message: expect.any(String) });

      const after = await post('/getUserDetails', { userId: shopper.userId }, shopper.auth);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual(NOT_LOGGED_IN);
      expect((await post('/logout', {}, shopper.auth)).statusCode).toBe(401);
      // Other logins of the same shopper stay open.
      const other = await post(
        '/getUserDetails',
        { userId: shopper.userId },
        { authorization: `Bearer ${second}` },
      );
      expect(other.statusCode).toBe(200);
    });

    it('accepts logout with an empty JSON body, as the spec sends it', async () => {
      const shopper = await signUpShopper(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { ...shopper.auth, 'content-type': 'application/json' },
        body: '',
      });
      expect(res.statusCode).toBe(200);
      expect((await post('/getUserDetails', { userId: shopper.userId }, shopper.auth)).statusCode).toBe(401);
    });

    it('answers 401 to logout without a token or with a made-up one', async () => {
      expect((await post('/logout')).json()).toEqual(NOT_LOGGED_IN);
      const forged = await post(
        '/logout',
        {},
        { authorization: 'Bearer aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' },
      );
      expect(forged.statusCode).toBe(401);
    });

    it('ends a session after its 30 days', async () => {
      const shopper = await signUpShopper(t.app);
      await t.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, shopper.userId));
      const res = await post('/getDeliveryAddress', { userId: shopper.userId }, shopper.auth);
      expect(res.statusCode).toBe(401);
    });
  });

  describe('delivery address and details', () => {
    const newAddress = {
      addressLine1: '7 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      postalCode: '700016',
      country: 'India',
    };

    it('reads the address given at sign-up, accepting userId as a number or a string', async () => {
      const shopper = await signUpShopper(t.app);
      for (const userId of [shopper.userId, String(shopper.userId)]) {
        const res = await post('/getDeliveryAddress', { userId }, shopper.auth);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ deliveryAddress: shopper.deliveryAddress });
      }
    });

    it('updates the address and answers the saved one', async () => {
      const shopper = await signUpShopper(t.app);
      const res = await post(
        '/updateDeliveryAddress',
        { userId: shopper.userId, deliveryAddress: { ...newAddress, city: '  Kolkata ' } },
        shopper.auth,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.deliveryAddressUpdated, deliveryAddress: newAddress });
      const read = await post('/getDeliveryAddress', { userId: shopper.userId }, shopper.auth);
      expect(read.json()).toEqual({ deliveryAddress: newAddress });
    });

    it('refuses an address without a required field and keeps the old one', async () => {
      const shopper = await signUpShopper(t.app);
      const res = await post(
        '/updateDeliveryAddress',
        { userId: shopper.userId, deliveryAddress: { ...newAddress, postalCode: '' } },
        shopper.auth,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Please enter a valid 6-digit pincode.',
        code: 'VALIDATION_ERROR',
      });
      const read = await post('/getDeliveryAddress', { userId: shopper.userId }, shopper.auth);
      expect(read.json().deliveryAddress).toEqual(shopper.deliveryAddress);
    });

    it('answers the name, mobile number and e-mail', async () => {
      const shopper = await signUpShopper(t.app);
      const res = await post('/getUserDetails', { userId: shopper.userId }, shopper.auth);
      expect(res.json()).toEqual({
        fullname: shopper.fullname,
        mobile: shopper.contact,
        email: shopper.email,
      });
    });

    const calls = [
      ['/getDeliveryAddress', {}],
      ['/getUserDetails', {}],
      ['/updateDeliveryAddress', { deliveryAddress: newAddress }],
    ] as const;

    it.each(calls)('%s needs a token', async (url, extra) => {
      const shopper = await signUpShopper(t.app);
      const res = await post(url, { userId: shopper.userId, ...extra });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(NOT_LOGGED_IN);
    });

    it.each(calls)("%s refuses another shopper's userId with 403 and changes nothing", async (url, extra) => {
      const me = await signUpShopper(t.app);
      const other = await signUpShopper(t.app);
      const [before] = await t.db.select().from(users).where(eq(users.id, other.userId));
      for (const userId of [other.userId, String(other.userId), 0, 'abc', null]) {
        const res = await post(url, { userId, ...extra }, me.auth);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
      // Refused before validation: a broken body with someone else's id is still a 403.
      const broken = await post(url, { userId: other.userId, deliveryAddress: 'x' }, me.auth);
      expect(broken.statusCode).toBe(403);
      const [after] = await t.db.select().from(users).where(eq(users.id, other.userId));
      expect(after).toEqual(before);
      const mine = await post('/getDeliveryAddress', { userId: me.userId }, me.auth);
      expect(mine.json().deliveryAddress).toEqual(me.deliveryAddress);
    });

    it('asks for a userId when none is given', async () => {
      const me = await signUpShopper(t.app);
      const res = await post('/getUserDetails', {}, me.auth);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'A valid userId is required.', code: 'VALIDATION_ERROR' });
    });
  });
});
