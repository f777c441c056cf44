// Growing delays for password guessing and code requests, kept in the database so every process shares them.
// Rule (docs/decisions/0005, 0016): a number from one address is locked after 5 failures, the number from all
// addresses after 15 (except at a place where she logged in lately); either lock lasts 30 s, doubling per
// further failure, never more than 15 min, and a success clears both. An address is locked for 15 min after
// 20 failures on any numbers. The owner's login has a budget of its own across all addresses, and each device she
// signed in on before has its own. In lib/ because the shopper's login (accounts/) and the owner's (admin/) both
// count here; the counters' table is authThrottle.
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { Db } from '../db/client.ts';
import { mailboxKey } from '@zariya/shared/phone-codes';
import { AppError } from '../errors.ts';
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
/** A place (number + address) where the shopper logged in within this many days is spared the account lock. */
export const TRUSTED_PLACE_DAYS = 30;
/** Wrong current passwords on the change-password form, per shopper. */
export const PASSWORD_CHANGE_POLICY: ThrottlePolicy = { ...LOGIN_PAIR_POLICY };
/** The owner's login from all addresses: after 5 failures a wait of 15 s, doubling per failure, at most 10 min. */
export const ADMIN_DELAY_POLICY: ThrottlePolicy = {
  threshold: 5,
  baseLockSeconds: 15,
  maxLockSeconds: 10 * 60,
  resetAfterSeconds: DAY,
};
/** ...and after 20 failures with no quiet day between them, a lockout of an hour. */
export const ADMIN_LOCKOUT_POLICY: ThrottlePolicy = {
  threshold: 20,
  baseLockSeconds: 60 * 60,
  maxLockSeconds: 60 * 60,
  resetAfterSeconds: DAY,
};
/** At most 3 codes for one e-mail from one address within 10 minutes... */
export const OTP_EMAIL_POLICY: ThrottlePolicy = {
  threshold: 3,
  baseLockSeconds: 10 * 60,
  maxLockSeconds: 10 * 60,
  resetAfterSeconds: 10 * 60,
};
/** ...and 6 from all addresses, except at a place where the shopper has logged in (so no one can use it up). */
export const OTP_EMAIL_ALL_POLICY: ThrottlePolicy = { ...OTP_EMAIL_POLICY, threshold: 6 };

/** A 429 that says when to come back; the route copies retryAfterSeconds into Retry-After. */
export class ThrottledError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}

/** `enforced: false` counts the attempt but never refuses it (the account lock at a trusted place). */
export type Counter = { key: string; policy: ThrottlePolicy; enforced?: boolean };

// Keys are hashed so the table holds no phone numbers, e-mails or addresses.
export const keyOf = (...parts: string[]) =>
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

const trustKey = (mobile: string, ip: string) => keyOf('login-trust', mobile, clientAddressKey(ip));

const loginCounters = (mobile: string | undefined, ip: string, trusted = false): Counter[] => {
  const address = clientAddressKey(ip);
  const counters: Counter[] = [{ key: keyOf('login-addr', address), policy: LOGIN_ADDRESS_POLICY }];
  if (mobile) {
    counters.push(
      { key: keyOf('login-pair', mobile, address), policy: LOGIN_PAIR_POLICY },
      { key: keyOf('login-acct', mobile), policy: LOGIN_ACCOUNT_POLICY, enforced: !trusted },
    );
  }
  return counters;
};

/**
 * Refuses the attempt when any counter is locked, else counts it as a failure in advance (a success is
 * taken back afterwards), so parallel guesses cannot outrun a lock.
 */
export async function admit(
  db: Db,
  counters: Counter[],
  now: Date,
  message: (wait: string) => string,
): Promise<number[]> {
  const refuse = (until: Date | undefined) => {
    const seconds = Math.max(
      1,
      Math.ceil(((until?.getTime() ?? now.getTime() + 1000) - now.getTime()) / 1000),
    );
    return new ThrottledError(seconds, message(waitText(seconds)));
  };
  const keys = counters.filter((c) => c.enforced !== false).map((c) => c.key);
  const locked = await repo.activeLockUntil(db, keys, now);
  if (locked) throw refuse(locked);
  const counts: number[] = [];
  for (const counter of counters) {
    const failures = await repo.countAttempt(db, counter.key, counter.policy, now);
    if (!failures && counter.enforced !== false) throw refuse(await repo.activeLockUntil(db, keys, now));
    counts.push(failures);
  }
  return counts;
}

const tooManyLogins = (wait: string) => `Too many failed login attempts. Please try again in ${wait}.`;

const trustedSince = (now: Date) => new Date(now.getTime() - TRUSTED_PLACE_DAYS * DAY * 1000);

/** `mobile` is undefined when the request was not even shaped like a login: only the address counts it. */
export async function admitLoginAttempt(db: Db, mobile: string | undefined, ip: string, now = new Date()) {
  const trusted = mobile ? await repo.isTrusted(db, trustKey(mobile, ip), trustedSince(now)) : false;
  await admit(db, loginCounters(mobile, ip, trusted), now, tooManyLogins);
}

/**
 * A right password clears the number's counters, takes back the address's advance count, and makes this
 * place a trusted one for the number.
 */
export async function loginSucceeded(db: Db, mobile: string, ip: string, now = new Date()): Promise<void> {
  const [address, ...accountCounters] = loginCounters(mobile, ip);
  await repo.clearKeys(
    db,
    accountCounters.map((c) => c.key),
  );
  await repo.uncountAttempt(db, address.key, address.policy);
  await trustPlace(db, mobile, ip, now);
  await repo.deleteStale(db, new Date(now.getTime() - DAY * 1000), now);
}

/** A login by e-mail code proves the shopper is here too: this place is spared the account lock from now on. */
export async function trustPlace(db: Db, mobile: string, ip: string, now = new Date()): Promise<void> {
  await repo.markTrusted(db, trustKey(mobile, ip), now);
  await repo.deleteStaleTrust(db, trustedSince(now));
}

/** Counts a try of the current password on the change-password form; 5 wrong ones lock it like a login. */
export const admitPasswordCheck = (db: Db, userId: number, now = new Date()) =>
  admit(
    db,
    [{ key: keyOf('pw-change', String(userId)), policy: PASSWORD_CHANGE_POLICY }],
    now,
    (wait) => `Too many wrong passwords. Please try again in ${wait}.`,
  );

export const passwordCheckSucceeded = (db: Db, userId: number) =>
  repo.clearKeys(db, [keyOf('pw-change', String(userId))]);

const ADMIN_DELAY_KEY = keyOf('admin-login', 'delay');
const ADMIN_LOCKOUT_KEY = keyOf('admin-login', 'lockout');

export const ADMIN_LOCKED_MESSAGE = (wait: string) =>
  `The owner login is locked after too many wrong passwords. Please try again in ${wait}.`;

/**
 * The owner's failure budget across all addresses, counted before the password is checked: a growing wait
 * after 5 failures, an hour's lockout after 20. `onLockout` is told the moment a lockout starts.
 */
export async function admitAdminLogin(db: Db, now = new Date(), onLockout?: (failures: number) => void) {
  const [, lockoutCount] = await admit(
    db,
    [
      { key: ADMIN_DELAY_KEY, policy: ADMIN_DELAY_POLICY },
      { key: ADMIN_LOCKOUT_KEY, policy: ADMIN_LOCKOUT_POLICY },
    ],
    now,
    ADMIN_LOCKED_MESSAGE,
  );
  if (lockoutCount >= ADMIN_LOCKOUT_POLICY.threshold) onLockout?.(lockoutCount);
}

/** The right password takes back its advance count and ends the growing wait. */
export async function adminLoginSucceeded(db: Db): Promise<void> {
  await repo.clearKeys(db, [ADMIN_DELAY_KEY]);
  await repo.uncountAttempt(db, ADMIN_LOCKOUT_KEY, ADMIN_LOCKOUT_POLICY);
}

const deviceKeys = (deviceId: string) => ({
  delay: keyOf('admin-device', 'delay', deviceId),
  lockout: keyOf('admin-device', 'lockout', deviceId),
});

/**
 * The owner's login from a device she signed in on before (admin-device.ts): its own budget, the same rule as the
 * shared one (a growing wait after 5 failures, an hour after 20), and the shared budget is neither asked nor
 * counted, so guessers elsewhere cannot keep her out and her typing does not slow anyone else.
 */
export async function admitKnownDevice(
  db: Db,
  deviceId: string,
  now = new Date(),
  onLockout?: (failures: number) => void,
) {
  const keys = deviceKeys(deviceId);
  const [, lockoutCount] = await admit(
    db,
    [
      { key: keys.delay, policy: ADMIN_DELAY_POLICY },
      { key: keys.lockout, policy: ADMIN_LOCKOUT_POLICY },
    ],
    now,
    ADMIN_LOCKED_MESSAGE,
  );
  if (lockoutCount >= ADMIN_LOCKOUT_POLICY.threshold) onLockout?.(lockoutCount);
}

/** The right password on her device clears that device's wait; the guessers' shared budget stays as it is. */
export async function knownDeviceSucceeded(db: Db, deviceId: string): Promise<void> {
  const keys = deviceKeys(deviceId);
  await repo.clearKeys(db, [keys.delay]);
  await repo.uncountAttempt(db, keys.lockout, ADMIN_LOCKOUT_POLICY);
}

/**
 * The right password sent without the code the owner now needs (issue 26): the attempt is taken back, neither a
 * failure nor a success; the growing wait stays, so wrong codes keep counting towards it.
 */
export async function adminLoginUncounted(db: Db, deviceId: string | undefined): Promise<void> {
  const keys = deviceId ? deviceKeys(deviceId) : { delay: ADMIN_DELAY_KEY, lockout: ADMIN_LOCKOUT_KEY };
  await repo.uncountAttempt(db, keys.delay, ADMIN_DELAY_POLICY);
  await repo.uncountAttempt(db, keys.lockout, ADMIN_LOCKOUT_POLICY);
}

/**
 * `mobile` is the account's number when the e-mail has one: her trusted places skip the all-address count. Counted
 * per mailbox (`name+1@` is `name@`, shared mailboxKey) and, across mailboxes and numbers, per address (issue 28).
 */
export async function admitOtpRequest(
  db: Db,
  email: string,
  ip: string,
  mobile: string | undefined,
  now = new Date(),
  codesPerAddress = CODE_ADDRESS_POLICY.threshold,
): Promise<void> {
  const trusted = mobile ? await repo.isTrusted(db, trustKey(mobile, ip), trustedSince(now)) : false;
  const mailbox = mailboxKey(email);
  await admit(
    db,
    [
      { key: keyOf('otp-pair', mailbox, clientAddressKey(ip)), policy: OTP_EMAIL_POLICY },
      { key: keyOf('otp-email', mailbox), policy: OTP_EMAIL_ALL_POLICY, enforced: !trusted },
      { key: keyOf('code-addr', clientAddressKey(ip)), policy: codeAddressPolicy(codesPerAddress) },
    ],
    now,
    (wait) => `Too many codes were requested for this e-mail. Please try again in ${wait}.`,
  );
}

/**
 * Codes (e-mail or phone) asked from one address within an hour, whatever the mailbox or number (issue 28); the
 * owner may raise it (CODES_PER_ADDRESS_HOUR) where many shoppers share one address (carrier-grade NAT).
 */
export const CODE_ADDRESS_POLICY: ThrottlePolicy = {
  threshold: 30,
  baseLockSeconds: 60 * 60,
  maxLockSeconds: 60 * 60,
  resetAfterSeconds: 60 * 60,
};
export const codeAddressPolicy = (threshold: number): ThrottlePolicy => ({
  ...CODE_ADDRESS_POLICY,
  threshold,
});

const staffKeys = (account: string) => ({
  delay: keyOf('staff-login', 'delay', account),
  lockout: keyOf('staff-login', 'lockout', account),
});

export const STAFF_LOCKED_MESSAGE = (wait: string) =>
  `This sign-in is locked after too many wrong attempts. Please try again in ${wait}.`;

/**
 * A staff member's sign-in (issue 26): each account has its own budget, the owner's rule (a growing wait after 5
 * failures, an hour after 20). `account` names the step: the e-mail for the password, `code:<id>` for the code.
 */
export async function admitStaffLogin(db: Db, account: string, now = new Date()) {
  const keys = staffKeys(account);
  await admit(
    db,
    [
      { key: keys.delay, policy: ADMIN_DELAY_POLICY },
      { key: keys.lockout, policy: ADMIN_LOCKOUT_POLICY },
    ],
    now,
    STAFF_LOCKED_MESSAGE,
  );
}

export async function staffLoginSucceeded(db: Db, account: string): Promise<void> {
  const keys = staffKeys(account);
  await repo.clearKeys(db, [keys.delay]);
  await repo.uncountAttempt(db, keys.lockout, ADMIN_LOCKOUT_POLICY);
}
