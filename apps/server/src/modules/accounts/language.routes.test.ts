// The shop's language on the account (decision 0033): PUT /api/account/language, and the cookie sign-in sets.
import { LANGUAGE_COOKIE_MAX_AGE_S, UNKNOWN_LANGUAGE_MESSAGE } from '@zariya/shared/language';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { lastMailedCode, signUpShopper, signupPayload, signupWithCode } from '../../test/accounts.ts';
import { apiCalls, freshAddresses } from '../../test/api-calls.ts';
import { testAppPerBlock } from '../../test/app-per-block.ts';
import { databaseKinds } from '../../test/harness.ts';
import { ONLY_LANGUAGE_MESSAGE } from './language.routes.ts';

const HINDI_COOKIE = `zariya_lang=hi; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
const ENGLISH_COOKIE = `zariya_lang=en; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;

describe.each(databaseKinds())('the account language on %s', (kind) => {
  const t = testAppPerBlock(kind);

  const stored = async (userId: number) =>
    (await t.db.select({ language: users.language }).from(users).where(eq(users.id, userId)))[0].language;
  const setLanguage = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: '/api/account/language', payload: payload as object, headers });
  const { post } = apiCalls(t, freshAddresses('10.91'));

  it('starts in English, saves her choice, answers it and sets the cookie the server draws pages by', async () => {
    const shopper = await signUpShopper(t.app);
    expect(await stored(shopper.userId)).toBe('en');

    const res = await setLanguage({ language: 'hi' }, shopper.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'hi' });
    expect(res.headers['set-cookie']).toBe(HINDI_COOKIE);
    expect(await stored(shopper.userId)).toBe('hi');

    const back = await setLanguage({ language: 'en' }, shopper.auth);
    expect(back.json()).toEqual({ language: 'en' });
    expect(back.headers['set-cookie']).toBe(ENGLISH_COOKIE);
    expect(await stored(shopper.userId)).toBe('en');
  });

  it.each([
    ['an unknown language', { language: 'fr' }, UNKNOWN_LANGUAGE_MESSAGE],
    ['a language in capitals', { language: 'HI' }, UNKNOWN_LANGUAGE_MESSAGE],
    ['no language', {}, UNKNOWN_LANGUAGE_MESSAGE],
    ['a language that is not text', { language: 1 }, UNKNOWN_LANGUAGE_MESSAGE],
    ['an extra field', { language: 'hi', userId: 1 }, ONLY_LANGUAGE_MESSAGE],
  ])('refuses %s with a readable 400 and writes nothing', async (_label, payload, message) => {
    const shopper = await signUpShopper(t.app);
    const res = await setLanguage(payload, shopper.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, code: 'VALIDATION_ERROR' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await stored(shopper.userId)).toBe('en');
  });

  it('answers 401 without a live session, before reading the body', async () => {
    const shopper = await signUpShopper(t.app);
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
      const res = await setLanguage({ language: 'hi' }, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Please log in to continue.', code: 'UNAUTHORIZED' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await setLanguage({ language: 'fr' })).statusCode).toBe(401);
    expect(await stored(shopper.userId)).toBe('en');
  });

  it('brings her Hindi back at a password login from a browser that has chosen no language', async () => {
    const shopper = await signUpShopper(t.app);
    await setLanguage({ language: 'hi' }, shopper.auth);
    const login = await post('/login', { mobileNumber: shopper.contact, password: shopper.password });
    expect(login.statusCode).toBe(200);
    expect(login.headers['set-cookie']).toBe(HINDI_COOKIE);
    // Another cookie of the browser's, or an unknown language, is no choice either.
    const other = await post(
      '/login',
      { mobileNumber: shopper.contact, password: shopper.password },
      { cookie: 'theme=dark; zariya_lang=xx' },
    );
    expect(other.headers['set-cookie']).toBe(HINDI_COOKIE);
  });

  it('brings her Hindi back at a login by e-mail code', async () => {
    const shopper = await signUpShopper(t.app);
    await setLanguage({ language: 'hi' }, shopper.auth);
    expect((await post('/requestOtp', { email: shopper.email })).statusCode).toBe(200);
    const code = lastMailedCode(t.app, shopper.email);
    const login = await post('/verifyOtp', { email: shopper.email, otp: code });
    expect(login.statusCode).toBe(200);
    expect(login.headers['set-cookie']).toBe(HINDI_COOKIE);
  });

  it('sets no cookie at sign-in when neither the browser nor the account chose a language', async () => {
    const shopper = await signUpShopper(t.app);
    const login = await post('/login', { mobileNumber: shopper.contact, password: shopper.password });
    expect(login.statusCode).toBe(200);
    expect(login.headers['set-cookie']).toBeUndefined();
    expect(await stored(shopper.userId)).toBe('en');
  });

  it('keeps the browser’s current choice over the account’s, and saves it to the account', async () => {
    const shopper = await signUpShopper(t.app);
    const login = await post(
      '/login',
      { mobileNumber: shopper.contact, password: shopper.password },
      { cookie: 'zariya_lang=hi' },
    );
    expect(login.headers['set-cookie']).toBe(HINDI_COOKIE);
    expect(await stored(shopper.userId)).toBe('hi');

    // Chosen English on this browser later: English wins here, and becomes the account's choice.
    const english = await post(
      '/login',
      { mobileNumber: shopper.contact, password: shopper.password },
      { cookie: 'a=1; zariya_lang=en' },
    );
    expect(english.headers['set-cookie']).toBe(ENGLISH_COOKIE);
    expect(await stored(shopper.userId)).toBe('en');
  });

  it('signs a visitor up in the language she was browsing in', async () => {
    const payload = signupPayload();
    const res = await signupWithCode(t.app, payload, { headers: { cookie: 'zariya_lang=hi' } });
    expect(res.statusCode).toBe(201);
    expect(res.headers['set-cookie']).toBe(HINDI_COOKIE);
    expect(await stored(res.json().userId)).toBe('hi');
  });

  it('changes nothing at a failed login', async () => {
    const shopper = await signUpShopper(t.app);
    const res = await post(
      '/login',
      { mobileNumber: shopper.contact, password: `${shopper.password}x` },
      { cookie: 'zariya_lang=hi' },
    );
    expect(res.statusCode).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await stored(shopper.userId)).toBe('en');
  });
});
