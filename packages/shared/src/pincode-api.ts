// Contracts of the pincode calls (issue 13): the directory lookup, the product page's delivery check and the
// owner's delivery settings. The zone and date rules are in delivery-promise.ts.
import { z } from 'zod';
import { PIN_CODE_PATTERN, PINCODE_MESSAGES } from './pincode-rules.ts';
import { DELIVERY_ZONES, MAX_ZONE_DAYS, MIN_ZONE_DAYS } from './delivery-promise.ts';

export { PINCODE_MESSAGES } from './pincode-rules.ts';

/** Most pincodes the owner can list as not served (a whole district is about a hundred). */
export const MAX_UNSERVED_PINCODES = 2000;

export const PincodeSchema = z
  .string({ error: PINCODE_MESSAGES.malformed })
  .trim()
  .regex(PIN_CODE_PATTERN, PINCODE_MESSAGES.malformed);

export const PincodeParamsSchema = z.object({ pin: z.string().max(40) });

/** GET /pincode/:pin — `city` is the district India Post files the pincode under. */
export const PincodeAnswerSchema = z.object({
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
});
export type PincodeAnswer = z.infer<typeof PincodeAnswerSchema>;

export const DeliveryZoneSchema = z.enum(DELIVERY_ZONES);

export const CodAvailabilitySchema = z.object({ offered: z.boolean(), reason: z.string().optional() });
export type CodAvailability = z.infer<typeof CodAvailabilitySchema>;

/** GET /delivery-check/:pin — served: the zone, the working days and the promised date (ISO); else only why not. */
export const DeliveryCheckAnswerSchema = z.object({
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  served: z.boolean(),
  message: z.string().optional(),
  zone: DeliveryZoneSchema.optional(),
  days: z.number().int().optional(),
  promisedBy: z.string().optional(),
  cod: CodAvailabilitySchema,
});
export type DeliveryCheckAnswer = z.infer<typeof DeliveryCheckAnswerSchema>;

const zoneDays = z
  .number({ error: `Days must be a whole number from ${MIN_ZONE_DAYS} to ${MAX_ZONE_DAYS}.` })
  .int(`Days must be a whole number from ${MIN_ZONE_DAYS} to ${MAX_ZONE_DAYS}.`)
  .min(MIN_ZONE_DAYS, `Days must be a whole number from ${MIN_ZONE_DAYS} to ${MAX_ZONE_DAYS}.`)
  .max(MAX_ZONE_DAYS, `Days must be a whole number from ${MIN_ZONE_DAYS} to ${MAX_ZONE_DAYS}.`);

export const ZoneDaysSchema = z.object({
  sameCity: zoneDays,
  sameState: zoneDays,
  metro: zoneDays,
  restOfIndia: zoneDays,
});

/** The owner's delivery settings; the origin is the pincode the shop ships from (null: not set yet). */
export const DeliverySettingsSchema = z.object({
  originPincode: PincodeSchema.nullable(),
  zoneDays: ZoneDaysSchema,
  unservedPincodes: z
    .array(PincodeSchema, { error: 'Please list the pincodes not served.' })
    .max(MAX_UNSERVED_PINCODES, PINCODE_MESSAGES.tooManyUnserved(MAX_UNSERVED_PINCODES)),
});
export type DeliverySettings = z.infer<typeof DeliverySettingsSchema>;

/**
 * GET and PUT /admin/delivery-settings: the settings with the origin's place. `saved` is false until the owner
 * first saves: until then no zone applies and shoppers keep the spec's dates (today + 5, orders + 7 days).
 */
export const DeliverySettingsAnswerSchema = DeliverySettingsSchema.extend({
  saved: z.boolean(),
  origin: PincodeAnswerSchema.nullable(),
  message: z.string().optional(),
});
export type DeliverySettingsAnswer = z.infer<typeof DeliverySettingsAnswerSchema>;

/** Pincodes typed in a text box: any separators, each six digits; duplicates dropped, order kept. */
export function parsePincodeList(text: string): { pincodes: string[]; invalid: string[] } {
  const words = text.split(/[^0-9A-Za-z]+/).filter(Boolean);
  const pincodes: string[] = [];
  const invalid: string[] = [];
  for (const word of words) {
    if (!PIN_CODE_PATTERN.test(word)) invalid.push(word);
    else if (!pincodes.includes(word)) pincodes.push(word);
  }
  return { pincodes, invalid };
}
