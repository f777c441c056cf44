// The owner's password gate: one shared password, checked on the server, giving a session-only token.
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { MESSAGES } from '@zariya/shared/constants';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../errors.ts';
import { hashToken, newToken, safeEqual } from '../../lib/tokens.ts';
import * as repo from './admin.repository.ts';

const ADMIN_SESSION_HOURS = 12;
const PASSWORD_HASH_KEY = 'admin_password_hash';

export type AdminPasswordSource = { kind: 'env'; password: string } | { kind: 'stored'; hash: string };

/**
 * Uses ADMIN_PASSWORD when set; otherwise the stored hash, generating a password on the very first start.
 * `generated` is the new password, to be shown once on the console by the caller.
 */
export async function resolveAdminPassword(
  db: Db,
  envPassword: string | undefined,
): Promise<{ source: AdminPasswordSource; generated?: string }> {
  if (envPassword) return { source: { kind: 'env', password: envPassword } };
  const existing = await repo.getSetting(db, PASSWORD_HASH_KEY);
  if (existing) return { source: { kind: 'stored', hash: existing } };
  const generated = randomBytes(12).toString('base64url');
  const stored = await repo.putSettingOnce(db, PASSWORD_HASH_KEY, await hash(generated));
  return { source: { kind: 'stored', hash: stored }, generated };
}

export async function adminLogin(db: Db, source: AdminPasswordSource, password: string, now = new Date()) {
  const ok =
    source.kind === 'env'
      ? safeEqual(password, source.password)
      : await verify(source.hash, password).catch(() => false);
  if (!ok) throw unauthorized(MESSAGES.adminIncorrectPassword, 'INCORRECT_PASSWORD');
  const token = newToken();
  await repo.deleteExpiredAdminSessions(db, now);
  await repo.insertAdminSession(
    db,
    hashToken(token),
    new Date(now.getTime() + ADMIN_SESSION_HOURS * 3600_000),
  );
  return { token };
}

export async function isAdminToken(db: Db, token: string, now = new Date()): Promise<boolean> {
  return Boolean(await repo.findLiveAdminSession(db, hashToken(token), now));
}

export async function adminLogout(db: Db, token: string): Promise<void> {
  await repo.deleteAdminSession(db, hashToken(token));
}
