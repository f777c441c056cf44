import { describe, expect, it } from 'vitest';
import {
  DeliveryAddressSchema,
  LoginSchema,
  SignupSchema,
  toUserId,
  UserIdBodySchema,
  VerifyOtpSchema,
} from './accounts.ts';
import { MESSAGES } from './constants.ts';

const address = {
  addressLine1: ' 12 MG Road ',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
};
const signup = {
  fullname: ' Asha Verma ',
  contact: '9876543210',
  email: ' Asha@Example.IN ',
  password: 'long enough',
  deliveryAddress: address,
};
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('accounts contracts', () => {
  it('trims text and lower-cases the e-mail at sign-up', () => {
    const parsed = SignupSchema.parse(signup);
    expect(parsed.fullname).toBe('Asha Verma');
    expect(parsed.email).toBe('asha@example.in');
    expect(parsed.deliveryAddress.addressLine1).toBe('12 MG Road');
    expect(parsed.password).toBe('long enough');
  });

  it.each(['6000000000', '7999999999', '8123456789', '9876543210'])(
    'accepts the mobile number %s',
    (contact) => {
      expect(SignupSchema.safeParse({ ...signup, contact }).success).toBe(true);
    },
  );

  it.each(['5876543210', '0987654321', '987654321', '98765432101', '+919876543210', '98765 43210'])(
    'refuses the mobile number %s',
    (contact) => {
      expect(firstMessage(SignupSchema.safeParse({ ...signup, contact }))).toBe(
        'Please enter a valid 10-digit mobile number.',
      );
    },
  );

  it.each(['110001', '560001', '999999'])('accepts the pincode %s', (postalCode) => {
    expect(DeliveryAddressSchema.safeParse({ ...address, postalCode }).success).toBe(true);
  });

  it.each(['011000', '56001', '5600011', 'ABCDEF', ''])('refuses the pincode %j', (postalCode) => {
    expect(firstMessage(DeliveryAddressSchema.safeParse({ ...address, postalCode }))).toBe(
      'Please enter a valid 6-digit pincode.',
    );
  });

  it('keeps the second address line optional', () => {
    expect(DeliveryAddressSchema.parse(address)).not.toHaveProperty('addressLine2');
    expect(DeliveryAddressSchema.parse({ ...address, addressLine2: ' Near Mall ' }).addressLine2).toBe(
      'Near Mall',
    );
  });

  it('uses the spec texts for login and code failures', () => {
    expect(firstMessage(LoginSchema.safeParse({ mobileNumber: '123', password: 'x' }))).toBe(
      MESSAGES.loginFailed,
    );
    expect(firstMessage(VerifyOtpSchema.safeParse({ email: 'a@b.in', otp: '12a456' }))).toBe(
      MESSAGES.otpInvalid,
    );
  });

  it('accepts a userId as a number or a numeric string, and nothing else', () => {
    for (const userId of [7, '7', ' 7 ']) expect(UserIdBodySchema.safeParse({ userId }).success).toBe(true);
    for (const userId of [0, -1, 1.5, '07', 'abc', '', null, true]) {
      expect(UserIdBodySchema.safeParse({ userId }).success).toBe(false);
    }
    expect([7, '7', ' 7 '].map(toUserId)).toEqual([7, 7, 7]);
    expect([0, '07', 'x', null, 1.5].map(toUserId).every(Number.isNaN)).toBe(true);
  });
});
