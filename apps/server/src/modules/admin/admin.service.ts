// The owner's password gate: one shared password, checked on the server, giving a session-only token. A session
// is tied to the password in force when it began (an HMAC "fingerprint"), so a changed ADMIN_PASSWORD and a
// restart end every admin session; it also ends after ADMIN_IDLE_MINUTES without use.
import { createHmac, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { MESSAGES } from '@zariya/shared/constants';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../errors.ts';
import { hashToken, newToken, safeEqual } from '../../lib/tokens.ts';
import { ensureSecret } from '../accounts/accounts.service.ts';
import { adminLoginSucceeded, admitAdminLogin } from '../accounts/throttle.service.ts';
import * as repo from './admin.repository.ts';

export const ADMIN_SESSION_HOURS = 12;
export const ADMIN_IDLE_MINUTES = 30;
const PASSWORD_HASH_KEY = 'admin_password_hash';
const TOUCH_EVERY_MS = 60_000;

type PasswordSecret = { kind: 'env'; password: string } | { kind: 'stored'; hash: string };
/** The password in force and its fingerprint (an HMAC under a server secret, never the password itself). */
export type AdminPasswordSource = PasswordSecret & { fingerprint: string };

async function withFingerprint(db: Db, secret: PasswordSecret): Promise<AdminPasswordSource> {
  const key = await ensureSecret(db, 'admin_session_key', () => randomBytes(32).toString('hex'));
  const material = secret.kind === 'env' ? `env\n${secret.password}` : `stored\n${secret.hash}`;
  return { ...secret, fingerprint: createHmac('sha256', key).update(material).digest('hex') };
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
  /** Told when the owner login is locked, to warn in the log (no password or address is given). */
  onLockout?: (failures: number) => void;
};

export async function adminLogin(
  db: Db,
  source: AdminPasswordSource,
  password: string,
  options: LoginOptions = {},
) {
  const now = options.now ?? new Date();
  await admitAdminLogin(db, now, options.onLockout);
  const ok =
    source.kind === 'env'
      ? safeEqual(password, source.password)
      : await verify(source.hash, password).catch(() => false);
  if (!ok) throw unauthorized(MESSAGES.adminIncorrectPassword, 'INCORRECT_PASSWORD');
  await adminLoginSucceeded(db);
  const token = newToken();
  await repo.deleteDeadAdminSessions(db, now, idleSince(now));
  await repo.insertAdminSession(db, {
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ADMIN_SESSION_HOURS * 3600_000),
    passwordFingerprint: source.fingerprint,
    now,
  });
  return { token };
}

const idleSince = (now: Date) => new Date(now.getTime() - ADMIN_IDLE_MINUTES * 60_000);

/** A live session of the current password, not idle too long; marks it as used. */
export async function isAdminToken(
  db: Db,
  source: AdminPasswordSource,
  token: string,
  now = new Date(),
): Promise<boolean> {
  const session = await repo.findLiveAdminSession(
    db,
    hashToken(token),
    source.fingerprint,
    now,
    idleSince(now),
  );
  if (!session) return false;
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await repo.touchAdminSession(db, session.id, now);
  }
  return true;
}

export async function adminLogout(db: Db, token: string): Promise<void> {
  await repo.deleteAdminSession(db, hashToken(token));
}
