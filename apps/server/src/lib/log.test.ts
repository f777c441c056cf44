import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpShopper, signupPayload, signupWithCode } from '../test/accounts.ts';
import { apiCalls } from '../test/api-calls.ts';
import { testAppWithSmtp } from '../test/app-per-block.ts';
import { adminToken, createTestApp, databaseKinds, type TestApp } from '../test/harness.ts';
import { operationOf, scrub } from './log.ts';

describe('log scrubbing', () => {
  it('names a statement by its verb and table, without its values', () => {
    expect(operationOf('insert into "users" ("id", "email") values (default, $1) returning "id"')).toBe(
      'insert users',
    );
    expect(operationOf('update "users" set "delivery_address" = $1 where "users"."id" = $2')).toBe(
      'update users',
    );
    expect(operationOf('select "id" from "sessions" where "token_hash" = $1')).toBe('select sessions');
    expect(operationOf('delete from "otp_challenges" where "email" = $1')).toBe('delete otp_challenges');
  });

  it('takes hashes, e-mails, mobiles and tokens out of other messages', () => {
    const text = scrub(
      'rejected <asha.1@example.in>, +91 9876543210, $argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA and ' +
        'a'.repeat(43),
    );
    expect(text).toBe('rejected <[email]>, [mobile], [hash] and [token]');
  });
});

/** What must never be in the log: the shopper's secrets and personal data, and any hash or token. */
function expectNoSecrets(logs: string, secrets: string[]) {
  for (const secret of secrets) expect(logs, secret).not.toContain(secret);
  expect(logs).not.toMatch(/\$argon2/);
  expect(logs).not.toMatch(/[0-9a-f]{64}/i);
  expect(logs).not.toContain('Failed query');
  expect(logs).not.toContain('params');
}

describe.each(databaseKinds())('database errors are logged without their parameters on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { captureLogs: true });
  });
  afterAll(async () => t?.close());

  it('logs the SQL state and the operation, and no password, hash, e-mail, mobile, address, token or code', async () => {
    const shopper = await signUpShopper(t.app);
    // Every write to these tables now fails in the database itself, as a full disk or a bad migration would.
    for (const table of ['users', 'sessions', 'otp_challenges'])
      await t.db.execute(
        sql.raw(`alter table "${table}" add constraint log_test_${table} check (false) not valid`),
      );

    const newcomer = signupPayload({
      deliveryAddress: {
        addressLine1: '77 Unusual Lane Flat 9Z',
        city: 'Kozhikode',
        state: 'Kerala',
        postalCode: '673001',
        country: 'India',
      },
    });
    // The code step writes no users row; the sign-up with the code does, and fails.
    const signup = await signupWithCode(t.app, newcomer);
    expect(signup.statusCode).toBe(500);
    expect(signup.json()).toEqual({
      error: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_ERROR',
    });

    const newAddress = {
      addressLine1: '5 Secret Garden Road',
      addressLine2: 'Behind Hidden Temple',
      city: 'Mysuru',
      state: 'Karnataka',
      postalCode: '570001',
      country: 'India',
    };
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/updateDeliveryAddress',
      headers: shopper.auth,
      payload: { userId: shopper.userId, deliveryAddress: newAddress },
    });
    expect(address.statusCode).toBe(500);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { mobileNumber: shopper.contact, password: shopper.password },
    });
    expect(login.statusCode).toBe(500);

    const otp = await t.app.inject({
      method: 'POST',
      url: '/api/requestOtp',
      payload: { email: shopper.email },
    });
    expect(otp.statusCode).toBe(500);

    // The owner's order search takes e-mails and mobiles in the query string: the URL is logged without them.
    const owner = await adminToken(t.app);
    for (const q of [shopper.email, shopper.contact]) {
      const search = await t.app.inject({
        method: 'GET',
        url: `/api/getAllOrders?q=${encodeURIComponent(q)}&status=pending`,
        headers: { authorization: `Bearer ${owner}` },
      });
      expect(search.statusCode).toBe(200);
    }

    const logs = t.logs();
    expect(logs).toContain('"url":"/api/getAllOrders?q=…&status=…"');
    const failures = logs
      .split('\n')
      .filter((line) => line.includes('"request failed"'))
      .map((line) => JSON.parse(line));
    expect(failures).toHaveLength(4);
    for (const entry of failures) {
      expect(entry.err).toMatchObject({
        type: 'DatabaseError',
        sqlState: '23514',
        condition: 'check_violation',
      });
      expect(entry.err.operation).toMatch(/^(insert|update) (users|sessions|otp_challenges)$/);
      expect(entry.route).toMatch(/^POST \/api\//);
    }
    expect(failures.map((f) => f.err.operation)).toEqual(
      expect.arrayContaining(['insert users', 'update users', 'insert sessions']),
    );
    expectNoSecrets(logs, [
      newcomer.password,
      newcomer.email,
      newcomer.contact,
      newcomer.deliveryAddress.addressLine1,
      shopper.password,
      shopper.email,
      shopper.contact,
      shopper.token,
      newAddress.addressLine1,
      newAddress.addressLine2,
    ]);
  });
});

describe.each(databaseKinds())(
  'a mail server refusing the shopper is logged without her address on %s',
  (kind) => {
    const { t } = testAppWithSmtp(kind, { refuseRecipients: true, captureLogs: true });
    const { post } = apiCalls(t);

    it('logs the failure, and no e-mail, code or hash', async () => {
      const shopper = await signUpShopper(t.app);
      const res = await post('/requestOtp', { email: shopper.email });
      expect(res.statusCode).toBe(503);
      const logs = t.logs();
      expect(logs).toContain('login code mail could not be sent');
      expect(logs).toContain('[email]');
      expectNoSecrets(logs, [shopper.email, shopper.password, shopper.contact, shopper.token]);
    });
  },
);
