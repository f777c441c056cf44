// The owner's known devices (issue 23): the owner login's budget is shared by every address, so strangers
// guessing could keep her out. A right password marks her browser with a signed, httpOnly cookie; a browser that
// shows one is counted on a small budget of its own instead (lib/throttle.ts admitKnownDevice), so a guessing
// run from elsewhere never stops her, while the guessers and any device she never used stay behind the shared one.
import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../../lib/tokens.ts';

export const OWNER_DEVICE_COOKIE = 'zariya_owner_device';
/** How long a device stays known without a sign-in; each sign-in there renews it. */
export const OWNER_DEVICE_DAYS = 365;

/**
 * The signing key: derived from the shop's admin_session_key, and bound to the password in force (its
 * fingerprint), so a changed ADMIN_PASSWORD forgets every device as it ends every session.
 */
export const deviceKey = (adminSessionKey: string, fingerprint: string) =>
  createHmac('sha256', adminSessionKey).update(`owner-device\n${fingerprint}`).digest();

const signature = (key: Buffer, id: string) => createHmac('sha256', key).update(id).digest('base64url');

/** A new device's cookie value: a random id and its signature. */
export function newDeviceValue(key: Buffer): string {
  const id = randomBytes(16).toString('base64url');
  return `${id}.${signature(key, id)}`;
}

/** The device id of a cookie value signed with `key`; undefined for a missing, forged or altered one. */
export function verifiedDevice(value: string | undefined, key: Buffer): string | undefined {
  const match = value ? /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match) return undefined;
  return safeEqual(match[2], signature(key, match[1])) ? match[1] : undefined;
}

/** The device cookie's value in a Cookie header, if the browser sent one. */
export function deviceCookieValue(cookieHeader: string | undefined): string | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === OWNER_DEVICE_COOKIE) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** Sent only to the admin API, never readable by scripts, never on a cross-site request; Secure on https. */
export const deviceSetCookie = (value: string, secure: boolean) =>
  `${OWNER_DEVICE_COOKIE}=${value}; Path=/api/admin; Max-Age=${OWNER_DEVICE_DAYS * 86_400}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
