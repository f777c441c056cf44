import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addShopDays,
  countsAsOrder,
  countsAsRevenue,
  DASHBOARD_DAYS,
  dashboardWindows,
  isCalendarDay,
  shopDay,
  shopDayStart,
  totalsFrom,
} from './dashboard.ts';
import { DashboardQuerySchema } from './dashboard-api.ts';

describe('countsAsRevenue', () => {
  const paid = 'pay_1';
  it('counts paid orders that are pending, paid or completed', () => {
    for (const status of ['pending', 'paid', 'completed', 'Completed ']) {
      expect(countsAsRevenue({ paymentId: paid, status })).toBe(true);
    }
  });
  it('leaves out cancelled and returned orders, however written', () => {
    for (const status of ['cancelled', 'returned', 'Cancelled', ' RETURNED']) {
      expect(countsAsRevenue({ paymentId: paid, status })).toBe(false);
    }
  });
  it('never counts an unpaid order (a bundle saved before payment)', () => {
    expect(countsAsOrder({ paymentId: null })).toBe(false);
    expect(countsAsRevenue({ paymentId: null, status: 'pending' })).toBe(false);
  });
});

describe('Kolkata days', () => {
  it('puts 18:29 UTC on the same day and 18:30 UTC on the next', () => {
    expect(shopDay(new Date('2026-11-23T18:29:59Z'))).toBe('2026-11-23');
    expect(shopDay(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
  });
  it('starts a day at 18:30 UTC the day before', () => {
    expect(shopDayStart('2026-11-24').toISOString()).toBe('2026-11-23T18:30:00.000Z');
  });
  it('knows real calendar days', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('24-11-2026')).toBe(false);
  });
  it('every instant falls inside its own day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => {
          const day = shopDay(d);
          return shopDayStart(day) <= d && d < shopDayStart(addShopDays(day, 1));
        },
      ),
    );
  });
});

describe('dashboardWindows', () => {
  it('covers 30 days ending with the day, and the month from its 1st', () => {
    const w = dashboardWindows('2026-03-01');
    expect(w.days).toHaveLength(DASHBOARD_DAYS);
    expect(w.days[0]).toBe('2026-01-31');
    expect(w.days.at(-1)).toBe('2026-03-01');
    expect(w.windowStart.toISOString()).toBe('2026-01-30T18:30:00.000Z');
    expect(w.monthStart.toISOString()).toBe('2026-02-28T18:30:00.000Z');
    expect(w.dayStart.toISOString()).toBe('2026-02-28T18:30:00.000Z');
    expect(w.dayEnd.toISOString()).toBe('2026-03-01T18:30:00.000Z');
  });
  it('on the 31st the month starts one day before the chart', () => {
    const w = dashboardWindows('2026-12-31');
    expect(w.monthStart < w.windowStart).toBe(true);
  });
});

describe('totalsFrom', () => {
  it('adds the days from a day on, in whole paise', () => {
    const days = [
      { day: '2026-10-31', orders: 5, revenue: 500 },
      { day: '2026-11-01', orders: 1, revenue: 0.1 },
      { day: '2026-11-02', orders: 2, revenue: 0.2 },
    ];
    expect(totalsFrom(days, '2026-11-01')).toEqual({ orders: 3, revenue: 0.3 });
  });
});

describe('DashboardQuerySchema', () => {
  it('takes a day and a threshold', () => {
    expect(DashboardQuerySchema.parse({ date: '2026-11-24', lowStock: '3' })).toEqual({
      date: '2026-11-24',
      lowStock: 3,
    });
  });
  it('refuses a day that is not one, or before the shop', () => {
    expect(DashboardQuerySchema.safeParse({ date: '2026-02-30' }).success).toBe(false);
    expect(DashboardQuerySchema.safeParse({ date: '1999-12-31' }).success).toBe(false);
  });
  it('refuses a negative or fractional threshold', () => {
    expect(DashboardQuerySchema.safeParse({ lowStock: '-1' }).success).toBe(false);
    expect(DashboardQuerySchema.safeParse({ lowStock: '2.5' }).success).toBe(false);
    expect(DashboardQuerySchema.safeParse({ lowStock: 'abc' }).success).toBe(false);
  });
});
