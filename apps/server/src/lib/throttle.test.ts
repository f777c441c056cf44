import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { databaseKinds, openTestDatabase } from '../test/harness.ts';
import {
  admitLoginAttempt,
  admitOtpRequest,
  clientAddressKey,
  loginSucceeded,
  ThrottledError,
} from './throttle.ts';

const T0 = new Date('2026-03-01T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe.each(databaseKinds())('throttle on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => handle?.close());

  /** Seconds the attempt must wait, or 0 when it is let through (and counted). */
  const attempt = async (mobile: string, ip: string, now: Date) => {
    try {
      await admitLoginAttempt(handle.db, mobile, ip, now);
      return 0;
    } catch (err) {
      if (err instanceof ThrottledError) return err.retryAfterSeconds;
      throw err;
    }
  };

  it('locks a number at one address for 30 s after 5 failures, doubling up to 15 minutes', async () => {
    let clock = 0;
    for (let i = 0; i < 5; i++) expect(await attempt('9800000001', '1.1.1.1', at(clock))).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const wait = await attempt('9800000001', '1.1.1.1', at(clock));
      waits.push(wait);
      clock += wait; // come back exactly when allowed, and fail again
      expect(await attempt('9800000001', '1.1.1.1', at(clock))).toBe(0);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it('forgets the failures after a success', async () => {
    for (let i = 0; i < 5; i++) await attempt('9800000002', '2.2.2.2', at(0));
    expect(await attempt('9800000002', '2.2.2.2', at(1))).toBe(29);
    await loginSucceeded(handle.db, '9800000002', '2.2.2.2', at(40));
    for (let i = 0; i < 4; i++) expect(await attempt('9800000002', '2.2.2.2', at(41))).toBe(0);
  });

  it('forgets failures after a quiet day', async () => {
    for (let i = 0; i < 5; i++) await attempt('9800000003', '3.3.3.3', at(0));
    const nextDay = 86_400 + 60;
    for (let i = 0; i < 4; i++) expect(await attempt('9800000003', '3.3.3.3', at(nextDay))).toBe(0);
    expect(await attempt('9800000003', '3.3.3.3', at(nextDay))).toBe(0);
    expect(await attempt('9800000003', '3.3.3.3', at(nextDay))).toBe(30);
  });

  it('lets only the allowed number of parallel guesses through', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => attempt('9800000004', '4.4.4.4', at(0))),
    );
    expect(results.filter((r) => r === 0)).toHaveLength(5);
  });

  it('allows 3 code requests per e-mail from one address in 10 minutes, 6 from all addresses', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        await admitOtpRequest(handle.db, 'a@example.in', '5.5.5.5', undefined, at(i)).then(
          () => 'ok',
          (err: ThrottledError) => String(err.retryAfterSeconds),
        ),
      );
    }
    // The third request (at 2 s) locks until 602 s.
    expect(codes).toEqual(['ok', 'ok', 'ok', '599']);
    await expect(admitOtpRequest(handle.db, 'a@example.in', '5.5.5.5', undefined, at(601))).rejects.toThrow(
      'Please try again in 1 second.',
    );
    await expect(
      admitOtpRequest(handle.db, 'a@example.in', '5.5.5.5', undefined, at(602)),
    ).resolves.toBeUndefined();
    // From other addresses: three more in the same 10 minutes, then the e-mail is locked everywhere.
    const others: string[] = [];
    for (let i = 0; i < 4; i++) {
      others.push(
        await admitOtpRequest(handle.db, 'b@example.in', `6.6.6.${i}`, undefined, at(i)).then(
          () => 'ok',
          () => 'locked',
        ),
      );
    }
    for (let i = 0; i < 3; i++) {
      await admitOtpRequest(handle.db, 'b@example.in', `7.7.7.${i}`, undefined, at(10 + i)).catch(() => {});
    }
    await expect(admitOtpRequest(handle.db, 'b@example.in', '8.8.8.8', undefined, at(20))).rejects.toThrow(
      ThrottledError,
    );
    expect(others).toEqual(['ok', 'ok', 'ok', 'ok']);
  });
});

describe('client address key', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:abcd:12:1:2:3:4', '2001:db8:abcd:12::/64'],
    ['2001:db8:abcd:12::99', '2001:db8:abcd:12::/64'],
    ['2001:0db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (ip, key) => {
    expect(clientAddressKey(ip)).toBe(key);
  });
});
