// Newsletter sign-up by WhatsApp number (product rules §5) and the admin's subscriber list (product rules §3).
import { z } from 'zod';
import { MESSAGES, NEWSLETTER_NUMBER_LENGTH } from './constants.ts';
import { LANGUAGES } from './language.ts';

const WHATSAPP_NUMBER = new RegExp(`^\\d{${NEWSLETTER_NUMBER_LENGTH}}$`);

export const WhatsappNumberSchema = z
  .string({ error: MESSAGES.newsletterInvalid })
  .trim()
  .regex(WHATSAPP_NUMBER, MESSAGES.newsletterInvalid);

/**
 * The box's call. `language`: the language the box was shown in — a signed-in shopper subscribing her own number
 * gives her WhatsApp consent with the box's words in it (decision 0058); English when not said.
 */
export const NewsletterSubscribeSchema = z.object({
  whatsappNumber: WhatsappNumberSchema,
  language: z.enum(LANGUAGES, { error: 'Language must be en or hi.' }).default('en'),
});

const ADDED_TO_GROUP_VALUES = ['yes', 'no'] as const;

export const SubscriberSchema = z.object({
  whatsappNumber: z.string(),
  addedToGroup: z.enum(ADDED_TO_GROUP_VALUES),
});
export type Subscriber = z.infer<typeof SubscriberSchema>;

export const UpdateSubscriberStatusSchema = z.object({
  whatsappNumber: z.string(),
  addedToGroup: z.enum(ADDED_TO_GROUP_VALUES),
});
export type UpdateSubscriberStatus = z.infer<typeof UpdateSubscriberStatusSchema>;

/** GET /getSubscribers: newest first, each with when it signed up (ISO time). */
export const SubscriberListSchema = z.array(SubscriberSchema.extend({ createdAt: z.string() }));
export type SubscriberList = z.infer<typeof SubscriberListSchema>;
export const UpdateSubscriberStatusAnswerSchema = z.object({
  message: z.string(),
  subscriber: SubscriberSchema,
});

export function isValidWhatsappNumber(value: string): boolean {
  return WhatsappNumberSchema.safeParse(value).success;
}

/** GET /api/subscribers.csv (admin): text/csv attachment, columns below, newest first. */
export const SUBSCRIBERS_CSV_COLUMNS = ['whatsappNumber', 'addedToGroup', 'subscribedAt'] as const;
