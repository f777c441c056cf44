// Cash on delivery (issue 13): the owner's settings and the one rule that says whether an order may be paid on
// delivery. The server decides with `codRefusal`; the checkout page shows the same reason before asking.
import { z } from 'zod';
import { DeliveryAddressSchema } from './accounts.ts';
import { MAX_ID } from './input.ts';
import { BundleOrderSchema, SingleOrderSchema } from './orders-api.ts';
import { formatInr, roundMoney } from './pricing.ts';

/** Six digits, not starting with 0 (India Post). */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
export const MAX_COD_FEE_INR = 1_000;
export const MAX_COD_ORDER_VALUE_INR = 1_000_000;
export const MAX_REFUSED_PINCODES = 5_000;
/** How many wrong codes a COD confirmation takes before a new code must be asked for. */
export const COD_CODE_MAX_ATTEMPTS = 5;

export type CodSettings = {
  enabled: boolean;
  /** Rupees added to a COD order (couriers charge the shop for collecting cash). */
  fee: number;
  /** The largest order (goods total, before the fee) that may be paid on delivery. */
  maxOrderValue: number;
  /** Pincodes where COD is not offered (high return-to-origin areas, couriers without cash service). */
  refusedPincodes: string[];
  /** COD orders a shopper may have open (not delivered, returned or cancelled) at once. */
  maxOpenOrders: number;
  /** Return-to-origin risk (decision 0047): COD is refused (pay online) for an order scoring above this; null: never. */
  prepayAboveScore: number | null;
  /**
   * The prepaid nudge (decision 0047): a COD checkout scoring above this is offered `prepaidOfferId`, one of the
   * owner's offers "paid online only", kept for such checkouts; null: no nudge (the offer, if any, is for everyone).
   */
  prepaidOfferAboveScore: number | null;
  prepaidOfferId: number | null;
};

/** Off until the owner turns it on: a shop decides for itself whether it will carry cash risk. */
export const DEFAULT_COD_SETTINGS: CodSettings = {
  enabled: false,
  fee: 49,
  maxOrderValue: 5_000,
  refusedPincodes: [],
  maxOpenOrders: 2,
  prepayAboveScore: null,
  prepaidOfferAboveScore: null,
  prepaidOfferId: null,
};

export const COD_MESSAGES = {
  off: 'Pay on delivery is not available right now. Please pay online.',
  overLimit: (max: number) =>
    `Pay on delivery is available for orders up to ${formatInr(max)}. Please pay online for this order.`,
  pincodeRefused: (pincode: string) =>
    `Pay on delivery is not available for pincode ${pincode}. Please pay online.`,
  noPincode: 'Please add a delivery address with a pincode to pay on delivery.',
  tooManyOpen: (max: number) =>
    `You already have ${max} pay-on-delivery ${max === 1 ? 'order' : 'orders'} on the way. Please pay online, or wait until ${max === 1 ? 'it arrives' : 'one arrives'}.`,
  codeSent: 'We have e-mailed you a 6-digit code. Enter it to place your order.',
  codeSentSms: 'We have sent a 6-digit code by SMS to your mobile. Enter it to place your order.',
  codeSentWhatsapp: 'We have sent a 6-digit code on WhatsApp to your mobile. Enter it to place your order.',
  codeWrong: 'That code is not right. Please check it and try again.',
  codeExpired: 'This code has expired. Please ask for a new code.',
  codeLocked: 'Too many wrong codes. Please ask for a new code.',
  codeUsed: 'This code has already been used.',
  placed: 'Order placed. Please keep the cash ready at delivery.',
  settingsSaved: 'Cash on delivery settings saved.',
  mailFailed: 'We could not send the code just now. Please try again in a minute.',
  payOnline: 'Pay on delivery is not available for this order. Please pay online.',
  prepaidOfferMissing: 'Choose one of your offers marked "paid online only" for the prepaid discount.',
  prepaidOfferNotOnline: 'The prepaid discount must be an offer marked "paid online only".',
} as const;

export type CodCheck = {
  /** Goods total in rupees (before the COD fee). */
  orderValue: number;
  /** Delivery pincode; undefined when the address has none. */
  pincode?: string | null;
  /** Her open COD orders; undefined when not known (a visitor asking for a pincode). */
  openOrders?: number;
};

export type CodRefusalCode =
  | 'COD_OFF'
  | 'COD_NO_PINCODE'
  | 'COD_PINCODE_REFUSED'
  | 'COD_OVER_LIMIT'
  | 'COD_TOO_MANY_OPEN'
  | 'COD_PAY_ONLINE';
export type CodRefusal = { code: CodRefusalCode; message: string };

/** Why this order may not be paid on delivery (a sentence for the shopper and a code); null when it may. */
export function codRefusal(settings: CodSettings, check: CodCheck): CodRefusal | null {
  const no = (code: CodRefusalCode, message: string) => ({ code, message });
  if (!settings.enabled) return no('COD_OFF', COD_MESSAGES.off);
  const pincode = check.pincode?.trim();
  if (check.pincode !== undefined && !pincode) return no('COD_NO_PINCODE', COD_MESSAGES.noPincode);
  if (pincode && settings.refusedPincodes.includes(pincode))
    return no('COD_PINCODE_REFUSED', COD_MESSAGES.pincodeRefused(pincode));
  if (check.orderValue > settings.maxOrderValue)
    return no('COD_OVER_LIMIT', COD_MESSAGES.overLimit(settings.maxOrderValue));
  if (check.openOrders !== undefined && check.openOrders >= settings.maxOpenOrders)
    return no('COD_TOO_MANY_OPEN', COD_MESSAGES.tooManyOpen(settings.maxOpenOrders));
  return null;
}

/** The owner's risk rule for a scored COD order: refused (pay online) above her score; null: allowed. */
export function codRiskRefusal(settings: CodSettings, score: number): CodRefusal | null {
  if (settings.prepayAboveScore !== null && score > settings.prepayAboveScore)
    return { code: 'COD_PAY_ONLINE', message: COD_MESSAGES.payOnline };
  return null;
}

/** What the shopper pays the courier: goods total plus the COD fee, to the paisa. */
export const codTotal = (orderValue: number, fee: number) => roundMoney(orderValue + fee);

/** Pincodes typed by the owner (commas, spaces or new lines), deduplicated and sorted; bad ones listed apart. */
export function parsePincodeList(text: string): { pincodes: string[]; invalid: string[] } {
  const words = text.split(/[\s,;]+/).filter(Boolean);
  const invalid = words.filter((w) => !PINCODE_PATTERN.test(w));
  const pincodes = [...new Set(words.filter((w) => PINCODE_PATTERN.test(w)))].sort();
  return { pincodes, invalid };
}

const rupees = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number of rupees.` })
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} can be at most ${formatInr(max)}.`)
    .refine((n) => Math.round(n * 100) === n * 100, `${label} can have at most two decimals.`);

export const PincodeSchema = z
  .string({ error: 'Please enter a 6-digit pincode.' })
  .trim()
  .regex(PINCODE_PATTERN, 'Please enter a 6-digit pincode.');

/** A risk score threshold (0–99, whole), or null for no rule. */
const riskScore = (label: string) =>
  z
    .number({ error: `${label} must be a whole number from 0 to 99.` })
    .int(`${label} must be a whole number from 0 to 99.`)
    .min(0, `${label} must be a whole number from 0 to 99.`)
    .max(99, `${label} must be a whole number from 0 to 99.`)
    .nullable()
    .default(null);

/** PUT /api/admin/cod-settings and its answer. */
export const CodSettingsSchema = z
  .object({
    enabled: z.boolean({ error: 'Say whether pay on delivery is on.' }),
    fee: rupees('The COD fee', MAX_COD_FEE_INR),
    maxOrderValue: rupees('The maximum order value', MAX_COD_ORDER_VALUE_INR).refine(
      (n) => n > 0,
      'The maximum order value must be more than ₹0.',
    ),
    refusedPincodes: z
      .array(z.string().trim().regex(PINCODE_PATTERN, 'Every refused pincode must have 6 digits.'), {
        error: 'Refused pincodes must be a list.',
      })
      .max(MAX_REFUSED_PINCODES, `At most ${MAX_REFUSED_PINCODES} refused pincodes.`)
      .transform((list) => [...new Set(list)].sort()),
    maxOpenOrders: z
      .number({ error: 'The limit of open COD orders must be a whole number.' })
      .int('The limit of open COD orders must be a whole number.')
      .min(1, 'The limit of open COD orders must be at least 1.')
      .max(50, 'The limit of open COD orders can be at most 50.'),
    prepayAboveScore: riskScore('The score above which online payment is asked for'),
    prepaidOfferAboveScore: riskScore('The score above which a prepaid discount is offered'),
    prepaidOfferId: z
      .number({ error: 'The prepaid discount must be one of your offers.' })
      .int('The prepaid discount must be one of your offers.')
      .min(1, 'The prepaid discount must be one of your offers.')
      .max(MAX_ID, 'The prepaid discount must be one of your offers.')
      .nullable()
      .default(null),
  })
  .refine((s) => s.prepaidOfferAboveScore === null || s.prepaidOfferId !== null, {
    message: COD_MESSAGES.prepaidOfferMissing,
    path: ['prepaidOfferId'],
  });

/** The settings as the server answers them (no input rules: serialising needs none). */
export const CodSettingsAnswerSchema = z.object({
  enabled: z.boolean(),
  fee: z.number(),
  maxOrderValue: z.number(),
  refusedPincodes: z.array(z.string()),
  maxOpenOrders: z.number().int(),
  prepayAboveScore: z.number().int().nullable(),
  prepaidOfferAboveScore: z.number().int().nullable(),
  prepaidOfferId: z.number().int().nullable(),
});

/** PUT /api/admin/cod-settings answers the settings as saved. */
export const CodSettingsSavedSchema = z.object({ message: z.string(), settings: CodSettingsAnswerSchema });

/** GET /api/cod/offer?pincode=&amount=: whether the checkout may show "Pay on delivery", and its fee. */
export const CodOfferQuerySchema = z.object({
  pincode: PincodeSchema.optional(),
  amount: z.coerce
    .number({ error: 'amount must be a number of rupees.' })
    .positive('amount must be a number of rupees.')
    .max(10_000_000, 'amount must be a number of rupees.')
    .optional(),
});
export const CodOfferSchema = z.object({
  offered: z.boolean(),
  reason: z.string().optional(),
  fee: z.number(),
  maxOrderValue: z.number(),
});
export type CodOffer = z.infer<typeof CodOfferSchema>;

/** POST /api/cod/start: what is bought (as /createOrder) with the goods total the page shows. */
export const CodStartSchema = z
  .object({
    userId: z.union([z.number(), z.string()]).optional(),
    amount: z.number({ error: 'Payment amount is missing.' }).positive().max(10_000_000),
    productId: z.number().int().positive().max(MAX_ID).optional(),
    quantity: z.number().int().min(1).max(100).optional(),
    size: z.string().max(40).optional(),
    color: z.string().max(40).optional(),
    couponCode: z.string().max(100).optional(),
    cartLineId: z.number().int().positive().max(MAX_ID).optional(),
    bundleOrderId: z.number().int().positive().max(MAX_ID).optional(),
    /** Where to deliver; the account's address when left out. */
    deliveryAddress: DeliveryAddressSchema.optional(),
  })
  .refine((b) => (b.productId === undefined) !== (b.bundleOrderId === undefined), {
    message: 'Say what is bought: a product or a bundle order.',
  });
export type CodStart = z.input<typeof CodStartSchema>;

export const CodChallengeSchema = z.object({
  challengeId: z.number().int(),
  message: z.string(),
  /** The mobile (••••••3210) or e-mail (a***@example.in) the code went to, partly hidden. */
  sentTo: z.string(),
  /** How it went: by SMS or WhatsApp to her verified mobile, or by e-mail when she has none (issue 28). */
  channel: z.enum(['sms', 'whatsapp', 'email']).optional(),
  /**
   * A "Confirm order" button went with the WhatsApp code (decision 0053): a tap confirms as the code does, and the
   * page asks GET /cod/challenges/:id until the order is placed.
   */
  oneTap: z.boolean().optional(),
  expiresAt: z.string(),
  orderValue: z.number(),
  fee: z.number(),
  total: z.number(),
});
export type CodChallenge = z.infer<typeof CodChallengeSchema>;

export const CodConfirmSchema = z.object({
  challengeId: z
    .number({ error: 'Please ask for a code first.' })
    .int('Please ask for a code first.')
    .positive('Please ask for a code first.')
    .max(MAX_ID, 'Please ask for a code first.'),
  code: z
    .string({ error: 'Please enter the 6-digit code.' })
    .trim()
    .regex(/^\d{6}$/, 'Please enter the 6-digit code.'),
});
export type CodConfirm = z.input<typeof CodConfirmSchema>;

export const CodPlacedSchema = z.object({
  message: z.string(),
  orderRef: z.string(),
  order: z.union([SingleOrderSchema, BundleOrderSchema]),
});
export type CodPlacedAnswer = z.infer<typeof CodPlacedSchema>;

export const CodChallengeIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'That code request was not found. Please ask for a new code.' })
    .int('That code request was not found. Please ask for a new code.')
    .positive('That code request was not found. Please ask for a new code.')
    .max(MAX_ID, 'That code request was not found. Please ask for a new code.'),
});

/**
 * GET /cod/challenges/:id: whether her COD code request is still waiting, became an order (typed code or a tap
 * on WhatsApp; decision 0053), or is closed (expired, replaced by a newer code, or out of tries).
 */
export const CodChallengeStateSchema = z.object({
  state: z.enum(['waiting', 'placed', 'closed']),
  orderRef: z.string().optional(),
});
export type CodChallengeState = z.infer<typeof CodChallengeStateSchema>;

/** The WhatsApp answers to a tap on "Confirm order" (decision 0053); English, as the template's approved text. */
export const COD_TAP_MESSAGES = {
  placed: (orderRef: string, total: string) =>
    `Thank you! Your order ${orderRef} is placed. Please keep ${total} ready at delivery.`,
  unknown: 'This button is no longer valid. Please go back to the checkout page and ask for a new code.',
  otherNumber: 'This order can only be confirmed from the mobile number it was sent to. Nothing was ordered.',
  expired: 'This confirmation has expired. Please go back to the checkout page and ask for a new code.',
  used: 'This confirmation was already used. Please go back to the checkout page and ask for a new code.',
} as const;

/** Hides most of an e-mail's local part: asha.verma@example.in → a*********@example.in. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  return `${email[0]}${'*'.repeat(Math.max(1, at - 1))}${email.slice(at)}`;
}
