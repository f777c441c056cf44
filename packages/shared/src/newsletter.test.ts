import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './constants.ts';
import {
  isValidWhatsappNumber,
  NewsletterSubscribeSchema,
  SubscriberSchema,
  UpdateSubscriberStatusSchema,
  WhatsappNumberSchema,
} from './newsletter.ts';

describe('WhatsApp number', () => {
  it('accepts exactly 10 digits, ignoring surrounding spaces', () => {
    expect(isValidWhatsappNumber('9876543210')).toBe(true);
    expect(isValidWhatsappNumber(' 9876543210 ')).toBe(true);
    expect(WhatsappNumberSchema.parse(' 9876543210 ')).toBe('9876543210');
  });

  it('rejects anything that is not exactly 10 digits', () => {
    for (const value of [
      '',
      '987654321',
      '98765432100',
      '+919876543210',
      '98765 43210',
      '98765-43210',
      'abcdefghij',
    ]) {
      expect(isValidWhatsappNumber(value)).toBe(false);
    }
  });

  it('gives the spec message', () => {
    const result = NewsletterSubscribeSchema.safeParse({ whatsappNumber: '12345' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(MESSAGES.newsletterInvalid);
    expect(result.error?.issues[0].path).toEqual(['whatsappNumber']);
  });

  it('accepts every 10-digit string', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (value) => {
        expect(isValidWhatsappNumber(value)).toBe(true);
      }),
    );
  });

  it('rejects digit strings of any other length', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{0,20}$/).filter((s) => s.length !== 10),
        (value) => {
          expect(isValidWhatsappNumber(value)).toBe(false);
        },
      ),
    );
  });
});

describe('subscriber schemas', () => {
  it('accept yes/no for addedToGroup only', () => {
    expect(SubscriberSchema.parse({ whatsappNumber: '9876543210', addedToGroup: 'yes' })).toEqual({
      whatsappNumber: '9876543210',
      addedToGroup: 'yes',
    });
    expect(
      UpdateSubscriberStatusSchema.safeParse({ whatsappNumber: '9876543210', addedToGroup: 'no' }).success,
    ).toBe(true);
    expect(
      UpdateSubscriberStatusSchema.safeParse({ whatsappNumber: '9876543210', addedToGroup: 'maybe' }).success,
    ).toBe(false);
    expect(SubscriberSchema.safeParse({ whatsappNumber: '9876543210' }).success).toBe(false);
  });
});
