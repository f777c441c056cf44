// Growing delays for password guessing and code requests, kept in the database so every process shares them.
// Rule (docs/decisions/0005): a number from one address is locked after 5 failures, the number from all
// addresses after 15; either lock lasts 30 s, doubling per further failure, never more than 15 min, and a
// success clears both. An address is locked for 15 min after 20 failures on any numbers.
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import * as repo from './throttle.repository.ts';
import type { ThrottlePolicy } from './throttle.repository.ts';

const DAY = 86_400;

export const LOGIN_PAIR_POLICY: ThrottlePolicy = {
  threshold: 5,
  baseLockSeconds: 30,
  maxLockSeconds: 15 * 60,
  resetAfterSeconds: DAY,
};
export const LOGIN_ACCOUNT_POLICY: ThrottlePolicy = { ...LOGIN_PAIR_POLICY, threshold: 15 };
export const LOGIN_ADDRESS_POLICY: ThrottlePolicy = {
  threshold: 20,
  baseLockSeconds: 15 * 60,
  maxLockSeconds: 15 * 60,
  resetAfterSeconds: 15 * 60,
};
/** At most 3 codes for one e-mail within 10 minutes. */
export const OTP_EMAIL_POLICY: ThrottlePolicy = {
  threshold: 3,
  baseLockSeconds: 10 * 60,
  maxLockSeconds: 10 * 60,
  resetAfterSeconds: 10 * 60,
};

/** A 429 that says when to come back; the route copies retryAfterSeconds into Retry-After. */
export class ThrottledError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}

type Counter = { key: string; policy: ThrottlePolicy };

// Keys are hashed so the table holds no phone numbers, e-mails or addresses.
const keyOf = (...parts: string[]) =>
  `${parts[0]}:${createHash('sha256').update(parts.slice(1).join('\n')).digest('hex').slice(0, 40)}`;

/** IPv6 clients usually own a whole /64, so they are counted by it; IPv4 by the single address. */
export function clientAddressKey(ip: string): string {
  const v4mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4mapped) return v4mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const waitText = (seconds: number) =>
  seconds === 1 ? '1 second' : seconds <= 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;

const loginCounters = (mobile: string | undefined, ip: string): Counter[] => {
  const address = clientAddressKey(ip);
  const counters: Counter[] = [{ key: keyOf('login-addr', address), policy: LOGIN_ADDRESS_POLICY }];
  if (mobile) {
    counters.push(
      { key: keyOf('login-pair', mobile, address), policy: LOGIN_PAIR_POLICY },
      { key: keyOf('login-acct', mobile), policy: LOGIN_ACCOUNT_POLICY },
    );
  }
  return counters;
};

/**
 * Refuses the attempt when any counter is locked, else counts it as a failure in advance (a success is
 * taken back afterwards), so parallel guesses cannot outrun a lock.
 */
async function admit(db: Db, counters: Counter[], now: Date, message: (wait: string) => string) {
  const refuse = (until: Date | undefined) => {
    const seconds = Math.max(
      1,
      Math.ceil(((until?.getTime() ?? now.getTime() + 1000) - now.getTime()) / 1000),
    );
    return new ThrottledError(seconds, message(waitText(seconds)));
  };
  const keys = counters.map((c) => c.key);
  const locked = await repo.activeLockUntil(db, keys, now);
  if (locked) throw refuse(locked);
  for (const counter of counters) {
    if (!(await repo.countAttempt(db, counter.key, counter.policy, now))) {
      throw refuse(await repo.activeLockUntil(db, keys, now));
    }
  }
}

const tooManyLogins = (wait: string) => `Too many failed login attempts. Please try again in ${wait}.`;

/** `mobile` is undefined when the request was not even shaped like a login: only the address counts it. */
export const admitLoginAttempt = (db: Db, mobile: string | undefined, ip: string, now = new Date()) =>
  admit(db, loginCounters(mobile, ip), now, tooManyLogins);

/** A right password clears the number's counters and takes back the address's advance count. */
export async function loginSucceeded(db: Db, mobile: string, ip: string, now = new Date()): Promise<void> {
  const [address, ...accountCounters] = loginCounters(mobile, ip);
  await repo.clearKeys(
    db,
    accountCounters.map((c) => c.key),
  );
  await repo.uncountAttempt(db, address.key, address.policy);
  await repo.deleteStale(db, new Date(now.getTime() - DAY * 1000), now);
}

export const admitOtpRequest = (db: Db, email: string, now = new Date()) =>
  admit(
    db,
    [{ key: keyOf('otp-email', email), policy: OTP_EMAIL_POLICY }],
    now,
    (wait) => `Too many codes were requested for this e-mail. Please try again in ${wait}.`,
  );
