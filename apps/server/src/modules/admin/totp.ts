// Time-based one-time codes (RFC 6238, via the `otpauth` library) for staff sign-in (issue 26, decision 0049). The
// secret is kept encrypted (AES-256-GCM under the shop's `staff_totp_key`, lib/secrets.ts): a copy of the database
// alone cannot make codes. Recovery codes are kept as peppered SHA-256 hashes, each taken once.
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW } from '@zariya/shared/staff';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../db/client.ts';
import { loadNamedSecret } from '../../lib/secrets.ts';

const ISSUER = 'Zariya admin';

const totpOf = (secretBase32: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new secret (160 bits, base32) and its otpauth:// URI for the authenticator app. */
export function newTotpSecret(label: string): { totpSecret: string; otpauthUri: string } {
  const totpSecret = new Secret({ size: 20 }).base32;
  return { totpSecret, otpauthUri: totpOf(totpSecret, label).toString() };
}

/**
 * The 30-second step a code belongs to, within TOTP_WINDOW steps of `now` (clock skew); undefined for a wrong
 * code. The caller refuses a step not after the last one accepted (a replay).
 */
export function codeStep(secretBase32: string, code: string, now: Date): number | undefined {
  const delta = totpOf(secretBase32, '').validate({
    token: code,
    timestamp: now.getTime(),
    window: TOTP_WINDOW,
  });
  if (delta === null) return undefined;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

const keyOf = async (db: Db) => Buffer.from(await loadNamedSecret(db, 'staff_totp_key'), 'hex');

export async function encryptSecret(db: Db, secretBase32: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(db), iv);
  const body = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    body.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
  ].join('.');
}

export async function decryptSecret(db: Db, stored: string): Promise<string> {
  const [, iv, body, tag] = stored.split('.');
  const decipher = createDecipheriv('aes-256-gcm', await keyOf(db), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const group = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Ten fresh recovery codes as shown to the person once ("abcde-fghjk"). */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);

export async function hashRecoveryCode(db: Db, code: string): Promise<string> {
  const pepper = await loadNamedSecret(db, 'staff_recovery_pepper');
  return createHmac('sha256', pepper).update(code.trim().toLowerCase()).digest('hex');
}
