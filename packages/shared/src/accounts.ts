// Accounts (product rules §3 User and Delivery address, §5 Sign-up/Login, §7 the account calls): one contract for both sides.
import { z } from 'zod';
import { MESSAGES } from './constants.ts';
import { PIN_CODE_PATTERN } from './pincode-rules.ts';
import { idFromText, isIdInRange, MAX_ID } from './input.ts';

/** Indian PIN code: six digits, never starting with 0. */
export { PIN_CODE_PATTERN } from './pincode-rules.ts';
/** Indian mobile number: ten digits starting with 6, 7, 8 or 9 (no +91 or leading 0). */
export const MOBILE_NUMBER_PATTERN = /^[6-9]\d{9}$/;
export const OTP_PATTERN = /^\d{6}$/;
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it cannot be used to tie up the server. */
export const PASSWORD_MAX_LENGTH = 128;
/** The owner's ADMIN_PASSWORD: at least this long (and hard to guess: password-strength.ts). */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/** A required text field: trimmed, non-empty, with one readable message for missing or blank. */
const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

const EmailSchema = z
  .string({ error: 'Please enter your e-mail address.' })
  .trim()
  .toLowerCase()
  .min(1, 'Please enter your e-mail address.')
  .max(254, 'Please enter a valid e-mail address.')
  .regex(z.regexes.email, 'Please enter a valid e-mail address.');

const MobileNumberSchema = z
  .string({ error: 'Please enter your mobile number.' })
  .trim()
  .regex(MOBILE_NUMBER_PATTERN, 'Please enter a valid 10-digit mobile number.');

export const DeliveryAddressSchema = z.object(
  {
    addressLine1: requiredText(
      'Please enter your street and house number.',
      200,
      'The street and house number is too long.',
    ),
    addressLine2: z
      .string({ error: 'Please enter the area and nearby landmark as text.' })
      .trim()
      .max(200, 'The area and landmark is too long.')
      .optional(),
    city: requiredText('Please enter your city.', 100, 'The city name is too long.'),
    state: requiredText('Please enter your state.', 100, 'The state name is too long.'),
    postalCode: z
      .string({ error: 'Please enter a valid 6-digit pincode.' })
      .trim()
      .regex(PIN_CODE_PATTERN, 'Please enter a valid 6-digit pincode.'),
    country: requiredText('Please enter your country.', 100, 'The country name is too long.'),
  },
  { error: 'Please enter your delivery address.' },
);
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>;

export const SignupSchema = z.object({
  fullname: requiredText('Please enter your full name.', 100, 'The name is too long.'),
  contact: MobileNumberSchema,
  email: EmailSchema,
  password: z
    .string({ error: 'Please enter a password.' })
    .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
  deliveryAddress: DeliveryAddressSchema,
});
export type Signup = z.infer<typeof SignupSchema>;

/** Every failure of this shape answers MESSAGES.loginFailed, so the messages here are never shown. */
export const LoginSchema = z.object({
  mobileNumber: z
    .string({ error: MESSAGES.loginFailed })
    .trim()
    .regex(MOBILE_NUMBER_PATTERN, MESSAGES.loginFailed),
  password: z.string({ error: MESSAGES.loginFailed }).min(1, MESSAGES.loginFailed).max(PASSWORD_MAX_LENGTH),
});
export type Login = z.infer<typeof LoginSchema>;

export const RequestOtpSchema = z.object({ email: EmailSchema });

export const VerifyOtpSchema = z.object({
  email: EmailSchema,
  otp: z.string({ error: MESSAGES.otpInvalid }).trim().regex(OTP_PATTERN, MESSAGES.otpInvalid),
});
export type VerifyOtp = z.infer<typeof VerifyOtpSchema>;

/** The answer of /Signup, /login and /verifyOtp; username is the shopper's full name. */
export const AuthAnswerSchema = z.object({
  token: z.string(),
  username: z.string(),
  userId: z.number().int(),
});
export type AuthAnswer = z.infer<typeof AuthAnswerSchema>;

/** The owner's sign-in (POST /admin/login) and its answer, a token for this browser session. */
export const AdminLoginSchema = z.object({
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(200),
  /** The owner's authenticator code or a recovery code, once she has set one up (issue 26). */
  code: z.string().trim().max(20).optional(),
});
export const AdminTokenSchema = z.object({ token: z.string() });

/** userId as the shop stores it (a positive integer), accepted as a number or a numeric string. */
export const UserIdSchema = z.union(
  [
    z.number().int().positive().max(MAX_ID),
    z
      .string()
      .trim()
      .refine((text) => isIdInRange(idFromText(text))),
  ],
  { error: 'A valid userId is required.' },
);
export type UserId = z.infer<typeof UserIdSchema>;

export const UserIdBodySchema = z.object({ userId: UserIdSchema });

export const UpdateDeliveryAddressSchema = z.object({
  userId: UserIdSchema,
  deliveryAddress: DeliveryAddressSchema,
});

export const DeliveryAddressAnswerSchema = z.object({ deliveryAddress: DeliveryAddressSchema.nullable() });

export const UpdateDeliveryAddressAnswerSchema = z.object({
  message: z.string(),
  deliveryAddress: DeliveryAddressSchema,
});

export const UserDetailsSchema = z.object({ fullname: z.string(), mobile: z.string(), email: z.string() });
export type UserDetails = z.infer<typeof UserDetailsSchema>;

/** The same user id whether it came as 7 or '7'; NaN for anything else. */
export function toUserId(value: unknown): number {
  if (typeof value === 'number') return isIdInRange(value) ? value : Number.NaN;
  return typeof value === 'string' ? idFromText(value) : Number.NaN;
}
