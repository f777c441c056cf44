// Sign-up, login by mobile number and password, sessions, and the shopper's own details and address.
import type { AuthAnswer, DeliveryAddress, Login, Signup, UserDetails } from '@zariya/shared/accounts';
import { MESSAGES } from '@zariya/shared/constants';
import type { Db } from '../../db/client.ts';
import { conflict, notFound, unauthorized } from '../../errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import * as repo from './accounts.repository.ts';
import type { AccountUser } from './accounts.repository.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import { admitLoginAttempt, loginSucceeded } from './throttle.service.ts';

export type { AccountUser };

export const SESSION_DAYS = 30;
export const MOBILE_TAKEN_MESSAGE = 'This mobile number is already registered.';
export const EMAIL_TAKEN_MESSAGE = 'This e-mail is already registered.';

const loginFailed = () => unauthorized(MESSAGES.loginFailed, 'LOGIN_FAILED');

function assertFree(taken: { contactTaken: boolean; emailTaken: boolean }) {
  if (taken.contactTaken) throw conflict(MOBILE_TAKEN_MESSAGE, 'MOBILE_TAKEN');
  if (taken.emailTaken) throw conflict(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
}

/** Postgres reports a unique violation as 23505, possibly wrapped by Drizzle. */
const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** One login: a fresh 256-bit token, stored only as its hash, living SESSION_DAYS. */
export async function startSession(db: Db, user: AccountUser, now = new Date()): Promise<AuthAnswer> {
  const token = newToken();
  await repo.deleteDeadSessions(db, user.id, now);
  await repo.insertSession(
    db,
    user.id,
    hashToken(token),
    new Date(now.getTime() + SESSION_DAYS * 86_400_000),
  );
  return { token, username: user.fullname, userId: user.id };
}

export async function signup(db: Db, input: Signup, now = new Date()): Promise<AuthAnswer> {
  assertFree(await repo.findTakenFields(db, input.contact, input.email));
  const passwordHash = await hashPassword(input.password);
  let user: AccountUser;
  try {
    user = await repo.insertUser(db, {
      fullname: input.fullname,
      contact: input.contact,
      email: input.email,
      passwordHash,
      deliveryAddress: input.deliveryAddress,
    });
  } catch (err) {
    // Two sign-ups with the same number or e-mail at the same moment: the database keeps one.
    if (!isUniqueViolation(err)) throw err;
    assertFree(await repo.findTakenFields(db, input.contact, input.email));
    throw err;
  }
  return startSession(db, user, now);
}

/**
 * `input` is null when the request did not pass LoginSchema. Every failure gives the same answer, and an
 * unknown number costs the same password check as a known one.
 */
export async function login(
  db: Db,
  input: Login | null,
  clientIp: string,
  now = new Date(),
): Promise<AuthAnswer> {
  await admitLoginAttempt(db, input?.mobileNumber, clientIp, now);
  if (!input) throw loginFailed();
  const found = await repo.findUserForLogin(db, input.mobileNumber);
  const ok = await checkPassword(found?.passwordHash, input.password);
  if (!found || !ok) throw loginFailed();
  await loginSucceeded(db, input.mobileNumber, clientIp, now);
  return startSession(db, found.user, now);
}

export const sessionUser = (db: Db, token: string, now = new Date()) =>
  repo.findLiveSessionUser(db, hashToken(token), now);

export async function logout(db: Db, token: string, now = new Date()): Promise<void> {
  if (!(await repo.revokeSession(db, hashToken(token), now))) throw unauthorized();
}

const accountGone = () => notFound('This account no longer exists.', 'USER_NOT_FOUND');

export async function getDeliveryAddress(db: Db, userId: number): Promise<DeliveryAddress | null> {
  const address = await repo.getDeliveryAddress(db, userId);
  if (address === undefined) throw accountGone();
  return address;
}

export async function updateDeliveryAddress(db: Db, userId: number, address: DeliveryAddress) {
  const saved = await repo.setDeliveryAddress(db, userId, address);
  if (!saved) throw accountGone();
  return saved;
}

export async function getUserDetails(db: Db, userId: number): Promise<UserDetails> {
  const user = await repo.findUserById(db, userId);
  if (!user) throw accountGone();
  return { fullname: user.fullname, mobile: user.contact, email: user.email };
}
