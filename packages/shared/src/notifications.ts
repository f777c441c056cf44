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

/** A logged-in shopper's cart untouched this long, still full and not ordered since, gets one reminder. */
export const CART_REMINDER_AFTER_HOURS = 4;
/** Carts left longer than this are not reminded any more (a first run after an outage does not mail old carts). */
export const CART_REMINDER_MAX_AGE_DAYS = 7;

/** Which last-change times are due for a reminder at `now`: changed at or before `dueBy`, after `notBefore`. */
export function cartReminderWindow(now: Date): { dueBy: Date; notBefore: Date } {
  return {
    dueBy: new Date(now.getTime() - CART_REMINDER_AFTER_HOURS * 3_600_000),
    notBefore: new Date(now.getTime() - CART_REMINDER_MAX_AGE_DAYS * 86_400_000),
  };
}

/** POST /cart-reminders/stop: the signed link of a reminder e-mail. */
export const CartRemindersStopSchema = z.object({
  userId: z.coerce
    .number({ error: 'This link is not complete.' })
    .int()
    .positive('This link is not complete.'),
  token: z
    .string({ error: 'This link is not complete.' })
    .trim()
    .min(1, 'This link is not complete.')
    .max(200),
});
export const CartRemindersStopAnswerSchema = z.object({ message: z.string() });

export const CART_REMINDER_MESSAGES = {
  stopped: 'Done. We will not send you cart reminders any more.',
  badLink: 'This link is not valid. Please use the link from the latest e-mail.',
} as const;
