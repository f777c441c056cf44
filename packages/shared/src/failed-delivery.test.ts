import { describe, expect, it } from 'vitest';
import {
  answerLine,
  answerRefusal,
  courierReport,
  FailedDeliveryAnswerSchema,
  reattemptDates,
} from './failed-delivery.ts';

const address = {
  addressLine1: '12 MG Road',
  addressLine2: 'Near the temple',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
};

describe('failed deliveries', () => {
  it('reads Shiprocket status codes', () => {
    expect(courierReport(21, 'UNDELIVERED')).toBe('undelivered');
    expect(courierReport(undefined, 'Undelivered')).toBe('undelivered');
    expect(courierReport(10, 'RTO DELIVERED')).toBe('rto-delivered');
    expect(courierReport(17, 'OUT FOR DELIVERY')).toBeNull();
  });

  it('offers the next three days in India time', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(reattemptDates(new Date('2026-03-04T20:00:00Z'))).toEqual([
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
  });

  it('refuses a day outside the window and another pincode', () => {
    const now = new Date('2026-03-04T06:00:00Z');
    const ok = FailedDeliveryAnswerSchema.parse({ choice: 'reattempt', date: '2026-03-05' });
    expect(answerRefusal(ok, { now, pincode: '560001' })).toBeNull();
    const late = FailedDeliveryAnswerSchema.parse({ choice: 'reattempt', date: '2026-03-09' });
    expect(answerRefusal(late, { now, pincode: '560001' })).toMatch(/next 3 days/);
    const today = FailedDeliveryAnswerSchema.parse({ choice: 'reattempt', date: '2026-03-04' });
    expect(answerRefusal(today, { now, pincode: '560001' })).not.toBeNull();
    const moved = FailedDeliveryAnswerSchema.parse({
      choice: 'address',
      deliveryAddress: { ...address, postalCode: '110001' },
    });
    expect(answerRefusal(moved, { now, pincode: '560001' })).toMatch(/560001/);
    expect(
      FailedDeliveryAnswerSchema.safeParse({
        choice: 'address',
        deliveryAddress: { ...address, postalCode: '12' },
      }).success,
    ).toBe(false);
    expect(FailedDeliveryAnswerSchema.safeParse({ choice: 'later' }).success).toBe(false);
    expect(answerLine(FailedDeliveryAnswerSchema.parse({ choice: 'cancel' }))).toMatch(/cancelled/);
  });
});
