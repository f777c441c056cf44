// The owner's password gate: one shared password, checked on the server, giving a session-only token. A session
// is tied to the password in force when it began (an HMAC "fingerprint"), so a changed ADMIN_PASSWORD and a
// restart end every admin session; it also ends after ADMIN_IDLE_MINUTES without use. Since issue 26 the owner is a
// staff account (staff.service.ts), made from ADMIN_PASSWORD at the first start, and each session names its person.
import { createHmac, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { MESSAGES } from '@zariya/shared/constants';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../errors.ts';
import { hashToken, safeEqual } from '../../lib/tokens.ts';
import { ensureSecret } from '../../lib/secrets.ts';
import {
  adminLoginSucceeded,
  adminLoginUncounted,
  admitAdminLogin,
  admitKnownDevice,
  knownDeviceSucceeded,
} from '../../lib/throttle.ts';
import { deviceKey, newDeviceValue, verifiedDevice } from './admin-device.ts';
import * as repo from './admin.repository.ts';
import { STAFF_MESSAGES } from '@zariya/shared/staff';
import * as staffRepo from './staff.repository.ts';
import {
  checkSecondFactor,
  ownerNeedsCode,
  type Place,
  rolePermissions,
  type StaffContext,
  startStaffSession,
} from './staff.service.ts';

export const ADMIN_SESSION_HOURS = 12;
export const ADMIN_IDLE_MINUTES = 30;
const PASSWORD_HASH_KEY = 'admin_password_hash';
const TOUCH_EVERY_MS = 60_000;

type PasswordSecret = { kind: 'env'; password: string } | { kind: 'stored'; hash: string };
/**
 * The password in force and its fingerprint (an HMAC under a server secret, never the password itself), and the
 * key the owner's device cookies are signed with (bound to that password).
 */
export type AdminPasswordSource = PasswordSecret & {
  fingerprint: string;
  deviceKey: Buffer;
  ownerId: number;
};

async function withFingerprint(db: Db, secret: PasswordSecret): Promise<AdminPasswordSource> {
  const key = await ensureSecret(db, 'admin_session_key', () => randomBytes(32).toString('hex'));
  const material = secret.kind === 'env' ? `env\n${secret.password}` : `stored\n${secret.hash}`;
  const fingerprint = createHmac('sha256', key).update(material).digest('hex');
  const ownerId = await staffRepo.ensureEnvOwner(db);
  return { ...secret, fingerprint, deviceKey: deviceKey(key, fingerprint), ownerId };
}

/**
 * Uses ADMIN_PASSWORD when set; otherwise the stored hash, generating a password on the very first start.
 * `generated` is the new password, to be shown once on the console by the caller. Sessions of any other
 * password are deleted.
 */
export async function resolveAdminPassword(
  db: Db,
  envPassword: string | undefined,
): Promise<{ source: AdminPasswordSource; generated?: string }> {
  let secret: PasswordSecret;
  let generated: string | undefined;
  const existing = envPassword ? undefined : await repo.getSetting(db, PASSWORD_HASH_KEY);
  if (envPassword) secret = { kind: 'env', password: envPassword };
  else if (existing) secret = { kind: 'stored', hash: existing };
  else {
    generated = randomBytes(12).toString('base64url');
    secret = {
      kind: 'stored',
      hash: await repo.putSettingOnce(db, PASSWORD_HASH_KEY, await hash(generated)),
    };
  }
  const source = await withFingerprint(db, secret);
  await repo.deleteAdminSessionsOfOtherPasswords(db, source.fingerprint);
  return { source, generated };
}

type LoginOptions = {
  now?: Date;
  /** The device cookie the browser sent (admin-device.ts), if any. */
  device?: string;
  /** Told when the owner login is locked, to warn in the log (no password or address is given). */
  onLockout?: (failures: number, from: 'all addresses' | 'one known device') => void;
  /** Her authenticator code (or a recovery code), needed once she has set one up or the shop requires it. */
  code?: string;
  /** The browser and address, for her list of sessions. */
  place?: Place;
};

/**
 * A session for the right password. A device she signed in on before is counted on its own budget, any other on
 * the shared one. Answers the token and the device cookie's value to set (renewed, or new for a new device).
 */
export async function adminLogin(
  db: Db,
  source: AdminPasswordSource,
  password: string,
  options: LoginOptions = {},
): Promise<{ token: string; device: string }> {
  const now = options.now ?? new Date();
  const deviceId = verifiedDevice(options.device, source.deviceKey);
  if (deviceId) await admitKnownDevice(db, deviceId, now, (n) => options.onLockout?.(n, 'one known device'));
  else await admitAdminLogin(db, now, (n) => options.onLockout?.(n, 'all addresses'));
  const ok =
    source.kind === 'env'
      ? safeEqual(password, source.password)
      : await verify(source.hash, password).catch(() => false);
  if (!ok) throw unauthorized(MESSAGES.adminIncorrectPassword, 'INCORRECT_PASSWORD');
  // The second step: a wrong code counts against the same budget as a wrong password (the advance count stays).
  const second = await ownerNeedsCode(db, source.ownerId);
  if (second.needed) {
    if (!options.code) {
      await adminLoginUncounted(db, deviceId);
      throw unauthorized(STAFF_MESSAGES.codeRequired, 'CODE_REQUIRED');
    }
    await checkSecondFactor(db, second.account, options.code, now);
  }
  if (deviceId) await knownDeviceSucceeded(db, deviceId);
  else await adminLoginSucceeded(db);
  await repo.deleteDeadAdminSessions(db, now, idleSince(now));
  const token = await startStaffSession(
    db,
    source.ownerId,
    options.place ?? { device: '', ip: '' },
    source.fingerprint,
    now,
  );
  return { token, device: deviceId ? options.device! : newDeviceValue(source.deviceKey) };
}

const idleSince = (now: Date) => new Date(now.getTime() - ADMIN_IDLE_MINUTES * 60_000);

/**
 * The person of a live session, not idle too long, with their role's permissions as they are now (read on every
 * request: a changed role or a removed person counts from the next one); marks the session as used. The owner's
 * sessions from ADMIN_PASSWORD also need the password in force.
 */
export async function adminSession(
  db: Db,
  source: AdminPasswordSource,
  token: string,
  now = new Date(),
): Promise<StaffContext | undefined> {
  const session = await staffRepo.findLiveSession(db, hashToken(token), now, idleSince(now));
  if (!session) return undefined;
  if (session.passwordFingerprint !== '' && session.passwordFingerprint !== source.fingerprint)
    return undefined;
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await repo.touchAdminSession(db, session.sessionId, now);
  }
  return {
    staffId: session.staffId,
    sessionId: session.sessionId,
    name: session.name,
    email: session.email,
    isOwner: session.isOwner,
    roleName: session.roleName,
    permissions: rolePermissions(session),
    totpEnabled: session.totpEnabled,
  };
}

/** Whether a token is a live admin session (of anyone on the staff). */
export async function isAdminToken(
  db: Db,
  source: AdminPasswordSource,
  token: string,
  now = new Date(),
): Promise<boolean> {
  return (await adminSession(db, source, token, now)) !== undefined;
}

export async function adminLogout(db: Db, token: string): Promise<void> {
  await repo.deleteAdminSession(db, hashToken(token));
}
