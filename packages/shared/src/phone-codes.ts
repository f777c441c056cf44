// Codes sent to a shopper's phone (issue 28): which numbers may get one, how a mailbox is counted, and the calls
// of signing in, verifying her number and signing up with a code. One contract for the server and the web.
import { z } from 'zod';
import { MESSAGES } from './constants.ts';
import { MOBILE_NUMBER_PATTERN, OTP_PATTERN, SignupSchema } from './accounts.ts';

/**
 * The ten-digit Indian mobile number `input` stands for, or null. India's mobile numbers are ten digits
 * starting with 6, 7, 8 or 9 (the National Numbering Plan's mobile series); +91, 0091, 91 and a trunk 0 in
 * front are accepted, spaces and dashes ignored. Anything else — a landline, a short code, another country's
 * number (the premium ranges SMS pumping aims at) — is refused: no code is ever sent to it.
 */
export function indianMobile(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let digits = compact;
  if (digits.startsWith('+')) {
    if (!digits.startsWith('+91')) return null;
    digits = digits.slice(3);
  } else if (digits.startsWith('0091')) digits = digits.slice(4);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (!MOBILE_NUMBER_PATTERN.test(digits)) return null;
  // One digit ten times (9999999999) is no subscriber's number: a test entry or a guess.
  if (/^(\d)\1{9}$/.test(digits)) return null;
  return digits;
}

/** Gmail and Googlemail ignore dots in the name part; every provider here treats +tag as the same mailbox. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an e-mail address delivers to, for counting codes: lower case, `name+anything@` as `name@`, and
 * Gmail's dots dropped (`n.a.m.e@gmail.com` is `name@gmail.com`). Only for budgets, never for sending.
 */
export function mailboxKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  let name = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = name.indexOf('+');
  if (plus > 0) name = name.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (DOTLESS_DOMAINS.has(domain)) name = name.replaceAll('.', '');
  return `${name}@${domain}`;
}

/** A number as a message names it: the last four digits only (••••••3210). */
export const maskMobile = (mobile: string) => `••••••${mobile.slice(-4)}`;

export const PHONE_MESSAGES = {
  codeSent: 'If this number can receive a code, we have sent one. It is valid for 5 minutes.',
  signupCodeSent: 'We have sent a 6-digit code to your mobile. Enter it to finish signing up.',
  verifyCodeSent: 'We have sent a 6-digit code to your mobile.',
  verified: 'Your mobile number is verified.',
  notIndianMobile: 'Please enter a valid Indian mobile number.',
  codeInvalid: MESSAGES.otpInvalid,
  sendFailed: 'We could not send the code. Please try again in a minute.',
  tooManyFailures: (wait: string) => `Too many wrong codes. Please try again in ${wait}.`,
  tooManyCodes: (wait: string) => `Too many codes were requested. Please try again in ${wait}.`,
  shopBusy: 'We cannot send more codes today. Please sign in with your password or your e-mail.',
} as const;

/** How a code reaches the phone; the server picks the first that is configured unless she asks for one. */
export const PHONE_CHANNELS = ['sms', 'whatsapp'] as const;
export type PhoneChannel = (typeof PHONE_CHANNELS)[number];

const MobileField = z
  .string({ error: PHONE_MESSAGES.notIndianMobile })
  .max(20, PHONE_MESSAGES.notIndianMobile)
  .transform((text, ctx) => {
    const mobile = indianMobile(text);
    if (!mobile) ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES.notIndianMobile });
    return mobile ?? '';
  });

const CodeField = z.string({ error: MESSAGES.otpInvalid }).trim().regex(OTP_PATTERN, MESSAGES.otpInvalid);

/** POST /phone/requestCode: a sign-in code to a verified number with an account. */
export const RequestPhoneCodeSchema = z.object({
  mobileNumber: MobileField,
  channel: z.enum(PHONE_CHANNELS).optional(),
});
/** POST /phone/verifyCode: the sign-in. */
export const VerifyPhoneCodeSchema = z.object({ mobileNumber: MobileField, otp: CodeField });

/** POST /account/phone/code: a code to her own number (to verify it) or to the number she changes to. */
export const AccountPhoneCodeSchema = z.object({
  mobileNumber: MobileField,
  channel: z.enum(PHONE_CHANNELS).optional(),
});
/** POST /account/phone/verify: the code proves the number; it becomes her verified number. */
export const AccountPhoneVerifySchema = z.object({ mobileNumber: MobileField, otp: CodeField });

/** The answer of a code request: where it went (partly hidden) and by which way. */
export const PhoneCodeSentSchema = z.object({
  message: z.string(),
  sentTo: z.string().optional(),
  channel: z.enum([...PHONE_CHANNELS, 'email']).optional(),
});
export type PhoneCodeSent = z.infer<typeof PhoneCodeSentSchema>;

/** GET/POST /account/phone answers her number and whether it is verified. */
export const AccountPhoneSchema = z.object({
  mobile: z.string(),
  verified: z.boolean(),
  message: z.string().optional(),
});
export type AccountPhone = z.infer<typeof AccountPhoneSchema>;

/**
 * POST /Signup (product rules §7) with the code that proves the number: without `otp` the answer is always 202 "we sent a
 * code" (whether or not the number or e-mail has an account); with the right code, 201 and the session.
 */
export const SignupWithCodeSchema = SignupSchema.extend({
  otp: CodeField.optional(),
  channel: z.enum(PHONE_CHANNELS).optional(),
});
export type SignupWithCode = z.infer<typeof SignupWithCodeSchema>;
