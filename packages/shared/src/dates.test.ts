import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  DAY_MS,
  formatDisplayDate,
  formatPerLocale,
  orderDeliveryDate,
  productPageDeliveryDate,
  toDate,
} from './dates.ts';

describe('addDays', () => {
  it('adds whole days without changing the time of day', () => {
    expect(addDays(new Date('2026-11-27T10:30:00Z'), 5).toISOString()).toBe('2026-12-02T10:30:00.000Z');
    expect(addDays(new Date('2026-12-28T00:00:00Z'), 7).toISOString()).toBe('2027-01-04T00:00:00.000Z');
    expect(addDays(new Date('2028-02-27T12:00:00Z'), 2).toISOString()).toBe('2028-02-29T12:00:00.000Z');
  });

  it('does not change the date it was given', () => {
    const date = new Date('2026-11-27T10:30:00Z');
    addDays(date, 3);
    expect(date.toISOString()).toBe('2026-11-27T10:30:00.000Z');
  });

  it('moves by exactly n days', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: -3650, max: 3650 }),
        (date, days) => {
          expect(addDays(date, days).getTime() - date.getTime()).toBe(days * DAY_MS);
        },
      ),
    );
  });
});

describe('delivery estimates', () => {
  it('promises today + 5 days on the product page', () => {
    expect(productPageDeliveryDate(new Date('2026-11-27T09:00:00+05:30')).toISOString()).toBe(
      '2026-12-02T03:30:00.000Z',
    );
  });

  it('promises order date + 7 days for orders', () => {
    expect(orderDeliveryDate(new Date('2026-11-27T09:00:00Z')).toISOString()).toBe(
      '2026-12-04T09:00:00.000Z',
    );
    expect(orderDeliveryDate('2026-11-27T09:00:00.000Z').toISOString()).toBe('2026-12-04T09:00:00.000Z');
  });
});

describe('toDate', () => {
  it('reads ISO strings and rejects nonsense', () => {
    expect(toDate('2026-11-27T09:00:00.000Z').getTime()).toBe(Date.UTC(2026, 10, 27, 9));
    expect(() => toDate('not a date')).toThrow(RangeError);
    expect(() => toDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('formatDisplayDate', () => {
  it('formats as weekday, day month year', () => {
    expect(formatDisplayDate(new Date('2026-11-27T10:00:00Z'))).toBe('Fri, 27 Nov 2026');
    expect(formatDisplayDate('2026-11-23T06:00:00.000Z')).toBe('Mon, 23 Nov 2026');
  });

  it('uses the date in India, not in UTC', () => {
    // 20:00 UTC on 27 Nov is 01:30 on 28 Nov in India.
    expect(formatDisplayDate(new Date('2026-11-27T20:00:00Z'))).toBe('Sat, 28 Nov 2026');
  });

  it('reads in Hindi for the hi-IN locale, with the same order and Latin digits', () => {
    expect(formatDisplayDate(new Date('2026-11-27T10:00:00Z'), 'hi-IN')).toBe('शुक्र, 27 नव॰ 2026');
    expect(formatDisplayDate(new Date('2026-11-27T10:00:00Z'), 'en-IN')).toBe('Fri, 27 Nov 2026');
  });

  it('formats the product page estimate', () => {
    expect(formatDisplayDate(productPageDeliveryDate(new Date('2026-11-27T10:00:00Z')))).toBe(
      'Wed, 2 Dec 2026',
    );
  });
});

describe('formatPerLocale', () => {
  it('builds one formatter per locale, each in its own language', () => {
    const day = formatPerLocale({ day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });
    expect(day('en-IN')).toBe(day('en-IN'));
    expect(day('hi-IN')).not.toBe(day('en-IN'));
    expect(day('en-IN').format(new Date('2026-11-27T10:00:00Z'))).toBe('27 Nov');
    expect(day('hi-IN').format(new Date('2026-11-27T10:00:00Z'))).toBe('27 नव॰');
  });
});
