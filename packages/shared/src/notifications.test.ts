import { describe, expect, it } from 'vitest';
import { cartReminderWindow, NotificationPrefsUpdateSchema, whatsappNumber } from './notifications.ts';

describe('whatsappNumber', () => {
  it('writes an Indian mobile number with the country code', () => {
    expect(whatsappNumber('9876543210')).toBe('919876543210');
    expect(whatsappNumber('+91 98765 43210')).toBe('919876543210');
    expect(whatsappNumber('09876543210')).toBe('919876543210');
    expect(whatsappNumber('919876543210')).toBe('919876543210');
  });
  it('refuses what is not a mobile number', () => {
    expect(whatsappNumber('12345')).toBeNull();
    expect(whatsappNumber('5876543210')).toBeNull();
    expect(whatsappNumber('98765x3210')).toBeNull();
  });
});

describe('NotificationPrefsUpdateSchema', () => {
  it('takes a boolean and nothing else', () => {
    expect(NotificationPrefsUpdateSchema.safeParse({ whatsapp: true }).success).toBe(true);
    expect(NotificationPrefsUpdateSchema.safeParse({ whatsapp: 'yes' }).success).toBe(false);
    expect(NotificationPrefsUpdateSchema.safeParse({ whatsapp: true, email: false }).success).toBe(false);
  });
});

describe('cartReminderWindow', () => {
  it('is due 4 hours after the last change, for at most 7 days', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(cartReminderWindow(now)).toEqual({
      dueBy: new Date('2026-03-10T08:00:00Z'),
      notBefore: new Date('2026-03-03T12:00:00Z'),
    });
  });
});
