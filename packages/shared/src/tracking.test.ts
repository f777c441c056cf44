import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './constants.ts';
import { addDays, DAY_MS } from './dates.ts';
import { TRACKING_STEPS, trackingProgress } from './tracking.ts';

const ordered = new Date('2026-11-27T10:00:00Z');
const at = (days: number, status = 'pending') =>
  trackingProgress({ orderDate: ordered, status, now: new Date(ordered.getTime() + days * DAY_MS) });

describe('trackingProgress', () => {
  it('lists the four steps in order', () => {
    expect(TRACKING_STEPS).toEqual(['Ordered', 'Packed', 'Shipped', 'Delivered']);
  });

  it('is Ordered (25%) on the order day', () => {
    expect(at(0)).toMatchObject({ stepIndex: 0, step: 'Ordered', percent: 25 });
    expect(at(0.99)).toMatchObject({ step: 'Ordered', percent: 25 });
  });

  it('is Packed (50%) after one full day', () => {
    expect(at(1)).toMatchObject({ stepIndex: 1, step: 'Packed', percent: 50 });
    expect(at(1.99)).toMatchObject({ step: 'Packed', percent: 50 });
  });

  it('is Shipped (75%) after two days and stays there until completed', () => {
    expect(at(2)).toMatchObject({ stepIndex: 2, step: 'Shipped', percent: 75 });
    expect(at(30)).toMatchObject({ step: 'Shipped', percent: 75 });
  });

  it('is Delivered (100%) once completed, whatever the day', () => {
    expect(at(0, 'completed')).toMatchObject({ stepIndex: 3, step: 'Delivered', percent: 100 });
    expect(at(5, 'completed')).toMatchObject({ step: 'Delivered', percent: 100 });
  });

  it('treats a clock behind the order date as just ordered', () => {
    expect(at(-1)).toMatchObject({ step: 'Ordered', percent: 25 });
  });

  it('expects delivery 7 days after the order and accepts ISO strings', () => {
    const progress = trackingProgress({
      orderDate: '2026-11-27T10:00:00.000Z',
      status: 'pending',
      now: ordered,
    });
    expect(progress.expectedDelivery.toISOString()).toBe('2026-12-04T10:00:00.000Z');
  });

  const statusArb = fc.oneof(fc.constantFrom(...ORDER_STATUSES), fc.string());
  const orderDateArb = fc.date({
    min: new Date('2020-01-01'),
    max: new Date('2030-01-01'),
    noInvalidDate: true,
  });
  const offsetArb = fc.integer({ min: -5 * DAY_MS, max: 60 * DAY_MS });

  it('never goes backwards as time passes', () => {
    fc.assert(
      fc.property(orderDateArb, statusArb, offsetArb, offsetArb, (orderDate, status, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const first = trackingProgress({ orderDate, status, now: new Date(orderDate.getTime() + early) });
        const second = trackingProgress({ orderDate, status, now: new Date(orderDate.getTime() + late) });
        expect(second.percent).toBeGreaterThanOrEqual(first.percent);
      }),
    );
  });

  it('reaches 100% exactly when the order is completed', () => {
    fc.assert(
      fc.property(orderDateArb, statusArb, offsetArb, (orderDate, status, offset) => {
        const progress = trackingProgress({ orderDate, status, now: new Date(orderDate.getTime() + offset) });
        expect(progress.percent === 100).toBe(status === 'completed');
        expect(progress.step).toBe(TRACKING_STEPS[progress.stepIndex]);
        expect(progress.percent).toBe((progress.stepIndex + 1) * 25);
        expect(progress.expectedDelivery.getTime()).toBe(addDays(orderDate, 7).getTime());
      }),
    );
  });
});

describe('trackingProgress with the real fulfilment step', () => {
  const orderDate = new Date('2026-03-01T10:00:00Z');
  it('shows a shipped order as Shipped on its first day, and never moves behind the clock', () => {
    expect(
      trackingProgress({ orderDate, status: 'pending', now: orderDate, fulfilment: 'shipped' }).step,
    ).toBe('Shipped');
    expect(
      trackingProgress({ orderDate, status: 'pending', now: orderDate, fulfilment: 'packed' }).percent,
    ).toBe(50);
    const later = new Date('2026-03-04T10:00:00Z');
    expect(trackingProgress({ orderDate, status: 'pending', now: later, fulfilment: 'placed' }).step).toBe(
      'Shipped',
    );
  });
});
