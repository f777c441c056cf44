// Failed deliveries (issue 28 item 6): the courier reports a failed attempt (Shiprocket's NDR, status 21
// UNDELIVERED), the shopper answers through a signed link — try again on one of the next three days, try again at
// a corrected address (same pincode: the courier's NDR action takes the address lines, not a new route), or
// cancel (the courier returns the parcel; its RTO closes the order and puts the stock back).
import { z } from 'zod';
import { DeliveryAddressSchema } from './accounts.ts';

export const FAILED_DELIVERY_CHOICES = ['reattempt', 'address', 'cancel'] as const;
export type FailedDeliveryChoice = (typeof FAILED_DELIVERY_CHOICES)[number];

/** How long the shopper's link stays good. */
export const FAILED_DELIVERY_LINK_HOURS = 72;
/** She may ask for another try on one of the next this many days. */
export const REATTEMPT_DAYS = 3;

/** Shiprocket's status codes (tracking webhook `current_status_id`): 21 UNDELIVERED, 10 RTO DELIVERED. */
export function courierReport(statusId: unknown, status: unknown): 'undelivered' | 'rto-delivered' | null {
  const id = typeof statusId === 'number' ? statusId : Number(statusId);
  const text = typeof status === 'string' ? status.trim().toUpperCase() : '';
  if (id === 21 || text === 'UNDELIVERED') return 'undelivered';
  if (id === 10 || text === 'RTO DELIVERED') return 'rto-delivered';
  return null;
}

const istDay = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** The dates (YYYY-MM-DD, India's calendar) she may pick for another try: tomorrow and the two days after. */
export function reattemptDates(now: Date): string[] {
  return Array.from({ length: REATTEMPT_DAYS }, (_, i) =>
    istDay(new Date(now.getTime() + (i + 1) * 86_400_000)),
  );
}

export const FailedDeliveryAnswerSchema = z.discriminatedUnion(
  'choice',
  [
    z.object({
      choice: z.literal('reattempt'),
      date: z.string({ error: 'Please pick a day.' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Please pick a day.'),
    }),
    z.object({ choice: z.literal('address'), deliveryAddress: DeliveryAddressSchema }),
    z.object({ choice: z.literal('cancel') }),
  ],
  { error: 'Please choose: try again, change the address, or cancel.' },
);
export type FailedDeliveryAnswer = z.infer<typeof FailedDeliveryAnswerSchema>;

/** Why her answer cannot be taken, or null: a day outside the window, or an address in another pincode. */
export function answerRefusal(
  answer: FailedDeliveryAnswer,
  context: { now: Date; pincode: string | null },
): string | null {
  if (answer.choice === 'reattempt' && !reattemptDates(context.now).includes(answer.date))
    return `Please pick one of the next ${REATTEMPT_DAYS} days.`;
  if (answer.choice === 'address' && context.pincode && answer.deliveryAddress.postalCode !== context.pincode)
    return `The courier can only come again within pincode ${context.pincode}. To send it elsewhere, cancel and order again.`;
  return null;
}

/** What she answered, as one line on the order's tracking (the owner's desk and her order page). */
export function answerLine(answer: FailedDeliveryAnswer): string {
  if (answer.choice === 'reattempt') return `Shopper asked to try again on ${answer.date}.`;
  if (answer.choice === 'address') {
    const a = answer.deliveryAddress;
    return `Shopper asked to try again at: ${[a.addressLine1, a.addressLine2, a.city, a.postalCode].filter(Boolean).join(', ')}.`;
  }
  return 'Shopper cancelled: the courier returns the parcel.';
}

export const FailedDeliveryViewSchema = z.object({
  orderRef: z.string(),
  attempt: z.number().int(),
  reason: z.string(),
  answered: z.boolean(),
  dates: z.array(z.string()),
  pincode: z.string().nullable(),
  deliveryAddress: DeliveryAddressSchema.nullable(),
});
export type FailedDeliveryView = z.infer<typeof FailedDeliveryViewSchema>;

export const FailedDeliveryAnsweredSchema = z.object({ message: z.string(), line: z.string() });
