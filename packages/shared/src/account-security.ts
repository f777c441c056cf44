// The shopper's sign-in security (issue 11): password change, the signed-in devices list, and their answers.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './accounts.ts';

/** A session ends after this long without use (the 30-day limit from sign-in still applies). */
export const SESSION_IDLE_DAYS = 14;
export const SESSION_DAYS = 30;

export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. You have been signed out on your other devices.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not right.';
export const SAME_PASSWORD_MESSAGE = 'The new password must be different from your current one.';
export const DEVICE_SIGNED_OUT_MESSAGE = 'That device has been signed out.';
export const OTHERS_SIGNED_OUT_MESSAGE = 'You have been signed out on every other device.';

export const ChangePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Please enter your current password.' })
    .min(1, 'Please enter your current password.')
    .max(PASSWORD_MAX_LENGTH, WRONG_CURRENT_PASSWORD_MESSAGE),
  newPassword: z
    .string({ error: 'Please enter a new password.' })
    .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

const SignedInDeviceSchema = z.object({
  id: z.number().int(),
  /** "Chrome on Android", or "Unknown device". */
  device: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof SignedInDeviceSchema>;

export const SignedInDevicesSchema = z.object({ devices: z.array(SignedInDeviceSchema) });
export type SignedInDevices = z.infer<typeof SignedInDevicesSchema>;

export const SessionIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'That device was not found.' })
    .int('That device was not found.')
    .positive('That device was not found.')
    .max(2_147_483_647, 'That device was not found.'),
});

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A short, human label for a User-Agent header; the header itself is never stored. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}
