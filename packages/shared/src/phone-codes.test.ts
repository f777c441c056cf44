import { describe, expect, it } from 'vitest';
import {
  indianMobile,
  mailboxKey,
  maskMobile,
  SignupWithCodeSchema,
  VerifyPhoneCodeSchema,
} from './phone-codes.ts';

describe('indianMobile', () => {
  it('accepts the mobile series 6–9 with or without +91, 0091, 91 or a trunk 0', () => {
    for (const typed of [
      '9876543210',
      '+91 98765 43210',
      '+919876543210',
      '00919876543210',
      '919876543210',
      '09876543210',
      '98765-43210',
    ])
      expect(indianMobile(typed)).toBe('9876543210');
    expect(indianMobile('6000012345')).toBe('6000012345');
    expect(indianMobile('7012345678')).toBe('7012345678');
  });

  it('refuses landlines, short codes, other countries and made-up numbers', () => {
    for (const typed of [
      '5876543210', // not a mobile series
      '0112345678', // a Delhi landline
      '1909', // a short code
      '+447700900123', // the UK
      '+8823612345678', // an international premium range
      '+9198765432101', // one digit too many
      '987654321',
      '9999999999',
      '98765x3210',
      '',
    ])
      expect(indianMobile(typed), typed).toBeNull();
  });
});

describe('mailboxKey', () => {
  it('counts name+tag@ as name@, in any case', () => {
    expect(mailboxKey('Asha+1@Example.in')).toBe('asha@example.in');
    expect(mailboxKey('asha+shop+2@example.in')).toBe('asha@example.in');
    expect(mailboxKey('asha@example.in')).toBe('asha@example.in');
  });
  it("drops Gmail's dots and counts googlemail as gmail, but keeps other providers' dots", () => {
    expect(mailboxKey('a.s.h.a+x@googlemail.com')).toBe('asha@gmail.com');
    expect(mailboxKey('a.sha@example.in')).toBe('a.sha@example.in');
  });
});

describe('phone code calls', () => {
  it('masks a number to its last four digits', () => expect(maskMobile('9876543210')).toBe('••••••3210'));
  it('normalises the number of a sign-in and refuses a foreign one with a readable message', () => {
    expect(VerifyPhoneCodeSchema.parse({ mobileNumber: '+91 98765 43210', otp: '123456' })).toEqual({
      mobileNumber: '9876543210',
      otp: '123456',
    });
    const refused = VerifyPhoneCodeSchema.safeParse({ mobileNumber: '+447700900123', otp: '123456' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe('Please enter a valid Indian mobile number.');
  });
  it('keeps the spec sign-up fields and adds an optional code', () => {
    const body = {
      fullname: 'Asha',
      contact: '9876543210',
      email: 'a@example.in',
      password: 'Saree-lover-1',
      deliveryAddress: {
        addressLine1: '1 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        postalCode: '411001',
        country: 'India',
      },
    };
    expect(SignupWithCodeSchema.safeParse(body).success).toBe(true);
    expect(SignupWithCodeSchema.safeParse({ ...body, otp: '12345' }).success).toBe(false);
  });
});
