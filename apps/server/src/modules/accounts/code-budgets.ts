// Budgets of one-time codes (issue 28, decision 0046), on the login counters of throttle.service.ts: how many codes
// a number may be sent (from one address, from all), how many codes one address may ask for whatever the number
// or mailbox, how many codes the whole shop sends to phones a day (SMS pumping), and a cap on wrong codes that
// runs across successive codes of the same number, mailbox or COD checkout (a fresh code gives no fresh tries).
import { PHONE_MESSAGES } from '@zariya/shared/phone-codes';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { ThrottlePolicy } from '../../lib/throttle.repository.ts';
import * as repo from '../../lib/throttle.repository.ts';
import {
  admit,
  CODE_ADDRESS_POLICY,
  clientAddressKey,
  codeAddressPolicy,
  keyOf,
  ThrottledError,
} from '../../lib/throttle.ts';

const HOUR = 3600;
const DAY = 86_400;

/** At most 3 codes for one number from one address within 10 minutes... */
export const PHONE_PAIR_POLICY: ThrottlePolicy = {
  threshold: 3,
  baseLockSeconds: 10 * 60,
  maxLockSeconds: 10 * 60,
  resetAfterSeconds: 10 * 60,
};
/** ...and 6 an hour from all addresses: nobody can flood a stranger's phone. */
export const PHONE_ALL_POLICY: ThrottlePolicy = {
  threshold: 6,
  baseLockSeconds: HOUR,
  maxLockSeconds: HOUR,
  resetAfterSeconds: HOUR,
};
/** 10 wrong codes in a row (over any number of codes) lock the subject 15 minutes, doubling, at most a day. */
export const CODE_FAILURE_POLICY: ThrottlePolicy = {
  threshold: 10,
  baseLockSeconds: 15 * 60,
  maxLockSeconds: DAY,
  resetAfterSeconds: DAY,
};

/** Counts a code asked for `mobile` from `ip`; refuses it when the number or the address has had its share. */
export async function admitPhoneCodeRequest(
  db: Db,
  mobile: string,
  ip: string,
  now = new Date(),
  codesPerAddress = CODE_ADDRESS_POLICY.threshold,
) {
  const address = clientAddressKey(ip);
  await admit(
    db,
    [
      { key: keyOf('code-phone-pair', mobile, address), policy: PHONE_PAIR_POLICY },
      { key: keyOf('code-phone', mobile), policy: PHONE_ALL_POLICY },
      { key: keyOf('code-addr', address), policy: codeAddressPolicy(codesPerAddress) },
    ],
    now,
    PHONE_MESSAGES.tooManyCodes,
  );
}

/** The shop's day in India (codes counted from midnight IST). */
const indianDay = (now: Date) => new Date(now.getTime() + 5.5 * HOUR * 1000).toISOString().slice(0, 10);

/** Counts one code about to go to a phone against the shop's daily cap; past it, no phone code goes out today. */
export async function admitShopPhoneCode(db: Db, dailyCap: number, now = new Date()) {
  const policy: ThrottlePolicy = {
    threshold: dailyCap,
    baseLockSeconds: DAY,
    maxLockSeconds: DAY,
    resetAfterSeconds: DAY,
  };
  try {
    await admit(
      db,
      [{ key: keyOf('code-shop', indianDay(now)), policy }],
      now,
      () => PHONE_MESSAGES.shopBusy,
    );
  } catch (err) {
    if (err instanceof ThrottledError)
      throw new AppError(503, 'PHONE_CODES_EXHAUSTED', PHONE_MESSAGES.shopBusy);
    throw err;
  }
}

/** `subject`: 'phone:<number>', 'mail:<mailbox>' or 'cod:<user id>'. Counted before the code is compared. */
export const admitCodeCheck = (db: Db, subject: string, now = new Date()) =>
  admit(
    db,
    [{ key: keyOf('code-fail', subject), policy: CODE_FAILURE_POLICY }],
    now,
    PHONE_MESSAGES.tooManyFailures,
  );

/** The right code clears the subject's wrong ones. */
export const codeCheckSucceeded = (db: Db, subject: string) =>
  repo.clearKeys(db, [keyOf('code-fail', subject)]);
