// Sign-up, login by mobile number and password, sessions, and the shopper's own details and address.
import {
  type ChangePassword,
  SAME_PASSWORD_MESSAGE,
  SESSION_DAYS,
  SESSION_IDLE_DAYS,
  type SignedInDevice,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@zariya/shared/account-security';
import type { AuthAnswer, DeliveryAddress, Login, Signup, UserDetails } from '@zariya/shared/accounts';
import { MESSAGES } from '@zariya/shared/constants';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../errors.ts';
import { judgePassword } from '../../lib/password-check.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import * as repo from './accounts.repository.ts';
import type { AccountUser } from './accounts.repository.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import {
  admitLoginAttempt,
  admitPasswordCheck,
  loginSucceeded,
  passwordCheckSucceeded,
} from '../../lib/throttle.ts';

export type { AccountUser };
export { SESSION_DAYS, SESSION_IDLE_DAYS };

/** lastSeenAt is written at most this often, so that browsing does not write on every request. */
const TOUCH_EVERY_MS = 60_000;
const idleSince = (now: Date) => new Date(now.getTime() - SESSION_IDLE_DAYS * 86_400_000);

/** A live session: the shopper and which of her sessions the token is. */
export type ShopperSession = { user: AccountUser; sessionId: number };
export const MOBILE_TAKEN_MESSAGE = 'This mobile number is already registered.';
export const EMAIL_TAKEN_MESSAGE = 'This e-mail is already registered.';

const loginFailed = () => unauthorized(MESSAGES.loginFailed, 'LOGIN_FAILED');

function assertFree(taken: { contactTaken: boolean; emailTaken: boolean }) {
  if (taken.contactTaken) throw conflict(MOBILE_TAKEN_MESSAGE, 'MOBILE_TAKEN');
  if (taken.emailTaken) throw conflict(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
}

/** The password rule with the shopper's own name, e-mail and number as words a guesser would try. */
async function assertStrongPassword(
  password: string,
  user: { fullname: string; email: string; contact: string },
) {
  const verdict = await judgePassword({
    kind: 'shopper',
    password,
    personal: [user.fullname, user.email, user.contact],
  });
  if (!verdict.ok) throw badRequest(verdict.reason, 'WEAK_PASSWORD');
}

/**
 * One login: a fresh 256-bit token, stored only as its hash, living SESSION_DAYS from now and ending
 * sooner after SESSION_IDLE_DAYS without use. `device` is a label for the signed-in devices list.
 */
export async function startSession(
  db: Db,
  user: AccountUser,
  device: string,
  now = new Date(),
): Promise<AuthAnswer> {
  const token = newToken();
  await repo.deleteDeadSessions(db, user.id, now, idleSince(now));
  await repo.insertSession(db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
    device,
    now,
  });
  return { token, username: user.fullname, userId: user.id };
}

/** Sign-up's check once the number is proven: the number and e-mail are free, the password strong. */
export async function assertSignupAllowed(db: Db, input: Signup): Promise<void> {
  assertFree(await repo.findTakenFields(db, input.contact, input.email));
  await assertStrongPassword(input.password, input);
}

/** Sign-up's last step, once the address was checked: the account and its first session. */
export async function createAccount(
  db: Db,
  input: Signup,
  device: string,
  now = new Date(),
): Promise<AuthAnswer> {
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
  return startSession(db, user, device, now);
}

/**
 * What sign-up refuses besides a taken number or e-mail, checked before a code is sent to prove the number (the
 * address is the flow's step: flows/account-address.flow.ts).
 */
export async function checkSignupPassword(input: Signup): Promise<void> {
  await assertStrongPassword(input.password, input);
}

/**
 * `input` is null when the request did not pass LoginSchema. Every failure gives the same answer, and an
 * unknown number costs the same password check as a known one.
 */
export async function login(
  db: Db,
  input: Login | null,
  client: { ip: string; device: string },
  now = new Date(),
): Promise<AuthAnswer> {
  const clientIp = client.ip;
  await admitLoginAttempt(db, input?.mobileNumber, clientIp, now);
  if (!input) throw loginFailed();
  const found = await repo.findUserForLogin(db, input.mobileNumber);
  const ok = await checkPassword(found?.passwordHash, input.password);
  if (!found || !ok) throw loginFailed();
  await loginSucceeded(db, input.mobileNumber, clientIp, now);
  return startSession(db, found.user, client.device, now);
}

/** The live session of a token (not signed out, not past its end, not idle too long), marked as used. */
export async function findSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ShopperSession | undefined> {
  const found = await repo.findLiveSession(db, hashToken(token), now, idleSince(now));
  if (!found) return undefined;
  if (now.getTime() - found.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await repo.touchSession(db, found.sessionId, now);
  }
  return { user: found.user, sessionId: found.sessionId };
}

export async function listDevices(
  db: Db,
  session: ShopperSession,
  now = new Date(),
): Promise<SignedInDevice[]> {
  const rows = await repo.listLiveSessions(db, session.user.id, now, idleSince(now));
  return rows.map((row) => ({
    id: row.id,
    device: row.device || 'Unknown device',
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === session.sessionId,
  }));
}

/** Signs out one of her devices; another shopper's session answers exactly like a missing one. */
export async function signOutDevice(db: Db, userId: number, sessionId: number, now = new Date()) {
  if (!(await repo.revokeSessionById(db, userId, sessionId, now))) {
    throw notFound('That device was not found.', 'SESSION_NOT_FOUND');
  }
}

export const signOutOtherDevices = (db: Db, session: ShopperSession, now = new Date()) =>
  repo.revokeOtherSessions(db, session.user.id, session.sessionId, now);

/**
 * Needs the current password (5 wrong ones lock the form like a login); the new one must pass the rule.
 * Every other session ends; this one stays signed in.
 */
export async function changePassword(
  db: Db,
  session: ShopperSession,
  input: ChangePassword,
  now = new Date(),
): Promise<void> {
  await admitPasswordCheck(db, session.user.id, now);
  const storedHash = await repo.findPasswordHash(db, session.user.id);
  if (!storedHash) throw accountGone();
  if (!(await checkPassword(storedHash, input.currentPassword))) {
    throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE, 'WRONG_PASSWORD');
  }
  await passwordCheckSucceeded(db, session.user.id);
  if (input.newPassword === input.currentPassword) throw badRequest(SAME_PASSWORD_MESSAGE, 'SAME_PASSWORD');
  await assertStrongPassword(input.newPassword, session.user);
  await repo.setPasswordHash(db, session.user.id, await hashPassword(input.newPassword));
  await repo.revokeOtherSessions(db, session.user.id, session.sessionId, now);
}

export async function logout(db: Db, token: string, now = new Date()): Promise<void> {
  if (!(await repo.revokeSession(db, hashToken(token), now))) throw unauthorized();
}

const accountGone = () => notFound('This account no longer exists.', 'USER_NOT_FOUND');

/** The account whose mobile number this is (numbers are unique among accounts), or null. */
export async function accountIdOfNumber(db: Db, contact: string): Promise<number | null> {
  return (await repo.findUserForLogin(db, contact))?.user.id ?? null;
}

export async function getDeliveryAddress(db: Db, userId: number): Promise<DeliveryAddress | null> {
  const address = await repo.getDeliveryAddress(db, userId);
  if (address === undefined) throw accountGone();
  return address;
}

/** Saves an address already checked (flows/account-address.flow.ts); 404 for an account that is gone. */
export async function saveDeliveryAddress(db: Db, userId: number, address: DeliveryAddress) {
  const saved = await repo.setDeliveryAddress(db, userId, address);
  if (!saved) throw accountGone();
  return saved;
}

export async function getUserDetails(db: Db, userId: number): Promise<UserDetails> {
  const user = await repo.findUserById(db, userId);
  if (!user) throw accountGone();
  // A number its real owner took over (phone.repository releaseNumber) is no number of hers.
  const mobile = user.contact.startsWith('released:') ? '' : user.contact;
  return { fullname: user.fullname, mobile, email: user.email };
}
