// Order updates: the shopper's channels and the WhatsApp number a mobile number is written to.
import { z } from 'zod';

/** GET /account/notifications: e-mail always; WhatsApp only when she opted in. */
export const NotificationPrefsSchema = z.object({
  email: z.literal(true),
  whatsapp: z.boolean(),
  /** The number WhatsApp updates go to (her account's mobile number, with India's 91). */
  whatsappNumber: z.string(),
});
export type NotificationPrefs = z.infer<typeof NotificationPrefsSchema>;

/** PUT /account/notifications answers the prefs with what changed in words. */
export const NotificationPrefsAnswerSchema = NotificationPrefsSchema.extend({ message: z.string() });

/** PUT /account/notifications. */
export const NotificationPrefsUpdateSchema = z.strictObject(
  { whatsapp: z.boolean({ error: 'whatsapp must be true or false.' }) },
  { error: 'Only whatsapp can be changed here.' },
);
export type NotificationPrefsUpdate = z.infer<typeof NotificationPrefsUpdateSchema>;

export const NOTIFICATION_MESSAGES = {
  whatsappOn: 'You will get order updates on WhatsApp too.',
  whatsappOff: 'Order updates will come by e-mail only.',
} as const;

/**
 * The number the WhatsApp Cloud API wants (country code, digits only): an Indian 10-digit mobile number
 * gets 91 in front; one written with +91 or 0 is reduced to the same. Null when it is not a mobile number.
 */
export function whatsappNumber(mobile: string): string | null {
  const digits = mobile.replace(/[\s()+-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const local =
    digits.length === 12 && digits.startsWith('91')
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits;
  return /^[6-9]\d{9}$/.test(local) ? `91${local}` : null;
}
