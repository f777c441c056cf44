// Login by a one-time code sent by e-mail: 6 digits, 5 minutes, single use, 5 tries, stored only as an HMAC.
import { createHmac, randomInt } from 'node:crypto';
import type { AuthAnswer } from '@zariya/shared/accounts';
import { MESSAGES, OTP_TTL_SECONDS } from '@zariya/shared/constants';
import { mailboxKey } from '@zariya/shared/phone-codes';
import type { Db } from '../../db/client.ts';
import { AppError, unauthorized } from '../../errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { safeEqual } from '../../lib/tokens.ts';
import * as repo from './accounts.repository.ts';
import { startSession } from './accounts.service.ts';
import { admitCodeCheck, codeCheckSucceeded } from './code-budgets.ts';
import { noAccountMail, otpCodeMail } from './otp-mail.ts';
import { admitOtpRequest, trustPlace } from '../../lib/throttle.ts';

export const OTP_MAX_ATTEMPTS = 5;

export type OtpDeps = {
  db: Db;
  mailer: Mailer;
  /** Server-side secret mixed into every stored code hash (lib/secrets.ts loadOtpPepper). */
  pepper: string;
  /** Where a stranger can sign up; undefined when the shop's public address is unknown. */
  signupUrl?: string;
  /** Codes one address may ask for in an hour (config codesPerAddressHour). */
  perAddress?: number;
  log?: { error: (obj: object, msg: string) => void };
};

/** A one-time code as stored: an HMAC under the server's pepper, bound to what it is for (an e-mail, a COD order). */
export const oneTimeCodeHash = (pepper: string, subject: string, code: string) =>
  createHmac('sha256', pepper).update(`${subject}\n${code}`).digest('hex');
const codeHash = oneTimeCodeHash;

export const newOtpCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

const otpInvalid = () => unauthorized(MESSAGES.otpInvalid, 'OTP_INVALID');

/**
 * Answers the same way whether or not the e-mail has an account; the mail differs: the code for an
 * account holder, a way to sign up for anyone else.
 */
export async function requestOtp(deps: OtpDeps, email: string, ip: string, now = new Date()): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, email);
  await admitOtpRequest(deps.db, email, ip, user?.contact, now, deps.perAddress);
  let mail: ReturnType<typeof otpCodeMail>;
  if (user) {
    const code = newOtpCode();
    const expiresAt = new Date(now.getTime() + OTP_TTL_SECONDS * 1000);
    await repo.replaceOtpChallenge(deps.db, email, codeHash(deps.pepper, email, code), expiresAt, now);
    mail = otpCodeMail(email, user.fullname, code);
  } else {
    mail = noAccountMail(email, deps.signupUrl);
  }
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    deps.log?.error({ err }, 'login code mail could not be sent');
    throw new AppError(503, 'MAIL_FAILED', MESSAGES.otpRequestFailed);
  }
}

export async function verifyOtp(
  deps: OtpDeps,
  email: string,
  otp: string,
  client: { ip: string; device: string },
  now = new Date(),
): Promise<AuthAnswer> {
  // Wrong codes count across successive codes of the mailbox (issue 28): a fresh code gives no fresh tries.
  const mailbox = `mail:${mailboxKey(email)}`;
  await admitCodeCheck(deps.db, mailbox, now);
  const challenge = await repo.takeOtpAttempt(deps.db, email, now, OTP_MAX_ATTEMPTS);
  if (!challenge || !safeEqual(challenge.codeHash, codeHash(deps.pepper, email, otp))) throw otpInvalid();
  await codeCheckSucceeded(deps.db, mailbox);
  if (!(await repo.consumeOtpChallenge(deps.db, challenge.id, now))) throw otpInvalid();
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user) throw otpInvalid();
  // The code proves she is here: a password login from this place is spared the account-wide lock too.
  await trustPlace(deps.db, user.contact, client.ip, now);
  return startSession(deps.db, user, client.device, now);
}
