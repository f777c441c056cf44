// Codes on the shopper's phone (issue 28, decision 0046): signing in with a code to her verified number, proving
// the number at sign-up (the same answer whether or not the number or e-mail has an account) and when she changes
// it; the real owner of a number someone else registered takes it over by proving it. Codes are 6 digits, 5
// minutes, single use, 5 tries each and 10 wrong ones across successive codes (code-budgets.ts), stored as HMACs.
import type { AuthAnswer } from '@zariya/shared/accounts';
import { OTP_TTL_SECONDS } from '@zariya/shared/constants';
import {
  type AccountPhone,
  maskMobile,
  PHONE_MESSAGES,
  type PhoneChannel,
  type PhoneCodeSent,
  type SignupWithCode,
} from '@zariya/shared/phone-codes';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, notFound, unauthorized } from '../../errors.ts';
import type { CodeSender } from '../../lib/code-sender.ts';
import { safeEqual } from '../../lib/tokens.ts';
import * as accountsRepo from './accounts.repository.ts';
import { assertSignupAllowed, checkSignupPassword, createAccount, startSession } from './accounts.service.ts';
import {
  admitCodeCheck,
  admitPhoneCodeRequest,
  admitShopPhoneCode,
  codeCheckSucceeded,
} from './code-budgets.ts';
import { newOtpCode, OTP_MAX_ATTEMPTS, oneTimeCodeHash } from './otp.service.ts';
import * as repo from './phone.repository.ts';
import type { PhoneCodePurpose } from './phone.repository.ts';
import { trustPlace } from '../../lib/throttle.ts';

export type PhoneDeps = {
  db: Db;
  codes: CodeSender;
  pepper: string;
  /** The shop's daily cap of phone codes (config phoneCodesPerDay). */
  dailyCap: number;
  /** Codes one address may ask for in an hour (config codesPerAddressHour). */
  perAddress: number;
  log?: { error: (obj: object, msg: string) => void };
};

/** A request for a code as it arrives: the number, the asking address, and the way she chose (SMS or WhatsApp). */
export type CodeRequest = { mobile: string; ip: string; channel?: PhoneChannel };

const codeHash = (pepper: string, mobile: string, purpose: PhoneCodePurpose, code: string) =>
  oneTimeCodeHash(pepper, `phone:${purpose}:${mobile}`, code);
const codeInvalid = () => unauthorized(PHONE_MESSAGES.codeInvalid, 'OTP_INVALID');
const subject = (mobile: string) => `phone:${mobile}`;

/** The verified number of an account, for every message sent to a phone (undefined: send none). */
export const verifiedMobileOf = repo.verifiedMobileOf;

/** Stores a fresh code and sends it, inside the shop's daily cap. Answers the way it went. */
async function issueCode(
  deps: PhoneDeps,
  mobile: string,
  purpose: PhoneCodePurpose,
  options: { userId?: number; channel?: PhoneChannel },
  now: Date,
): Promise<PhoneChannel> {
  if (!deps.codes.available) throw new AppError(503, 'PHONE_CODES_OFF', PHONE_MESSAGES.sendFailed);
  await admitShopPhoneCode(deps.db, deps.dailyCap, now);
  const code = newOtpCode();
  await repo.replaceCode(deps.db, {
    mobile,
    purpose,
    userId: options.userId,
    codeHash: codeHash(deps.pepper, mobile, purpose, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
    now,
  });
  try {
    return await deps.codes.send(mobile, code, { purpose, channel: options.channel });
  } catch (err) {
    deps.log?.error({ err: { message: (err as Error).message }, purpose }, 'phone code could not be sent');
    throw new AppError(503, 'PHONE_SEND_FAILED', PHONE_MESSAGES.sendFailed);
  }
}

/** Counts a try of the latest code (and the subject's wrong codes); answers its id when the code is right. */
async function checkCode(
  deps: PhoneDeps,
  mobile: string,
  purpose: PhoneCodePurpose,
  otp: string,
  userId: number | undefined,
  now: Date,
): Promise<number> {
  await admitCodeCheck(deps.db, subject(mobile), now);
  const row = await repo.takeCodeAttempt(deps.db, mobile, purpose, userId, now, OTP_MAX_ATTEMPTS);
  if (!row || !safeEqual(row.codeHash, codeHash(deps.pepper, mobile, purpose, otp))) throw codeInvalid();
  await codeCheckSucceeded(deps.db, subject(mobile));
  return row.id;
}

/**
 * A sign-in code goes only to a verified number with an account; the answer is the same for any number (no one
 * learns which numbers have accounts), and every request counts against the number's and the address's budgets.
 */
export async function requestSigninCode(
  deps: PhoneDeps,
  { mobile, ip, channel }: CodeRequest,
  now = new Date(),
): Promise<PhoneCodeSent> {
  await admitPhoneCodeRequest(deps.db, mobile, ip, now, deps.perAddress);
  const userId = await repo.findVerifiedUserId(deps.db, mobile);
  if (userId !== undefined) {
    try {
      await issueCode(deps, mobile, 'signin', { channel }, now);
    } catch (err) {
      // A provider's outage must not tell this number apart from one without an account.
      if (!(err instanceof AppError) || err.code !== 'PHONE_SEND_FAILED') throw err;
    }
  }
  return { message: PHONE_MESSAGES.codeSent };
}

export async function signInWithCode(
  deps: PhoneDeps,
  mobile: string,
  otp: string,
  client: { ip: string; device: string },
  now = new Date(),
): Promise<AuthAnswer> {
  const id = await checkCode(deps, mobile, 'signin', otp, undefined, now);
  if (!(await repo.consumeCode(deps.db, id, now))) throw codeInvalid();
  const userId = await repo.findVerifiedUserId(deps.db, mobile);
  const user = userId === undefined ? undefined : await accountsRepo.findUserById(deps.db, userId);
  if (!user) throw codeInvalid();
  // The code proves she is here: a password login from this place is spared the account-wide lock too.
  await trustPlace(deps.db, mobile, client.ip, now);
  return startSession(deps.db, user, client.device, now);
}

/**
 * POST /Signup without a code: the password rule is checked (the address by the flow before) and a code goes to the
 * number — the same answer whether the number or the e-mail is free or taken.
 */
export async function requestSignupCode(
  deps: PhoneDeps,
  input: SignupWithCode,
  ip: string,
  now = new Date(),
): Promise<PhoneCodeSent> {
  await checkSignupPassword(input);
  await admitPhoneCodeRequest(deps.db, input.contact, ip, now, deps.perAddress);
  const channel = await issueCode(deps, input.contact, 'signup', { channel: input.channel }, now);
  return { message: PHONE_MESSAGES.signupCodeSent, sentTo: maskMobile(input.contact), channel };
}

/**
 * POST /Signup with the code: the number is proven, so it is hers — an account that registered it before loses it
 * (decision 0046) — and the new account starts with it verified. An e-mail that has an account is told only now,
 * to someone holding the phone. One transaction: a refusal leaves the code and the other account as they were.
 */
export async function signupWithCode(
  deps: PhoneDeps,
  input: SignupWithCode & { otp: string },
  device: string,
  now = new Date(),
): Promise<AuthAnswer> {
  const id = await checkCode(deps, input.contact, 'signup', input.otp, undefined, now);
  const { otp: _otp, channel: _channel, ...details } = input;
  return inTransaction(deps.db, async (tx) => {
    if (!(await repo.consumeCode(tx, id, now))) throw codeInvalid();
    await repo.releaseNumber(tx, input.contact);
    await assertSignupAllowed(tx, details);
    const answer = await createAccount(tx, details, device, now);
    await repo.markVerified(tx, answer.userId, input.contact, now);
    return answer;
  });
}

/** Her number and whether she proved it; a number taken over by its owner shows as none. */
export async function accountPhone(db: Db, userId: number): Promise<AccountPhone> {
  const user = await accountsRepo.findUserById(db, userId);
  if (!user) throw notFound('This account no longer exists.', 'USER_NOT_FOUND');
  const verified = (await repo.verifiedMobileOf(db, userId)) !== undefined;
  return { mobile: user.contact.startsWith('released:') ? '' : user.contact, verified };
}

/** A code to her own number (to verify it) or to the number she changes to. */
export async function requestAccountPhoneCode(
  deps: PhoneDeps,
  userId: number,
  { mobile, ip, channel }: CodeRequest,
  now = new Date(),
): Promise<PhoneCodeSent> {
  await admitPhoneCodeRequest(deps.db, mobile, ip, now, deps.perAddress);
  const way = await issueCode(deps, mobile, 'verify', { userId, channel }, now);
  return { message: PHONE_MESSAGES.verifyCodeSent, sentTo: maskMobile(mobile), channel: way };
}

/** The right code makes the number hers and verified; another account holding it loses it. */
export async function confirmAccountPhone(
  deps: PhoneDeps,
  userId: number,
  mobile: string,
  otp: string,
  now = new Date(),
): Promise<AccountPhone> {
  const id = await checkCode(deps, mobile, 'verify', otp, userId, now);
  await inTransaction(deps.db, async (tx) => {
    if (!(await repo.consumeCode(tx, id, now))) throw codeInvalid();
    await repo.releaseNumber(tx, mobile, userId);
    await repo.setContact(tx, userId, mobile);
    await repo.markVerified(tx, userId, mobile, now);
  });
  return { mobile, verified: true, message: PHONE_MESSAGES.verified };
}
