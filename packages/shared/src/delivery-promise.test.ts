import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderDeliveryDate } from './dates.ts';
import {
  DEFAULT_ZONE_DAYS,
  deliveryZone,
  isSundayInIndia,
  metroCityOf,
  orderPromiseDate,
  type Place,
  promisedDeliveryDate,
  sameState,
  zonePromise,
} from './delivery-promise.ts';
import { trackingProgress } from './tracking.ts';
import { parsePincodeList } from './pincode-api.ts';

const bengaluru: Place = { district: 'Bengaluru', state: 'Karnataka' };
const mysuru: Place = { district: 'Mysuru', state: 'Karnataka' };
const mumbai: Place = { district: 'Mumbai', state: 'Maharashtra' };
const pune: Place = { district: 'Pune', state: 'Maharashtra' };
const centralDelhi: Place = { district: 'Central Delhi', state: 'Delhi' };
const eastDelhi: Place = { district: 'East Delhi', state: 'Delhi' };
const jaipur: Place = { district: 'Jaipur', state: 'Rajasthan' };
const kozhikode: Place = { district: 'Kozhikode', state: 'Kerala' };

// 20:00 in India on Wednesday 25 November 2026.
const wednesdayEvening = new Date('2026-11-25T14:30:00Z');

describe('deliveryZone', () => {
  it.each([
    ['the same district', bengaluru, bengaluru, 'sameCity'],
    ['two districts of one metro city (Delhi)', centralDelhi, eastDelhi, 'sameCity'],
    ['another district of the same state', bengaluru, mysuru, 'sameState'],
    ['two metro cities of one state', mumbai, pune, 'sameState'],
    ['two metro cities of different states', bengaluru, mumbai, 'metro'],
    ['a metro to a town elsewhere', bengaluru, kozhikode, 'restOfIndia'],
    ['a town to a metro elsewhere', jaipur, mumbai, 'restOfIndia'],
    ['a town to a town elsewhere', jaipur, kozhikode, 'restOfIndia'],
  ] as const)('%s', (_, origin, destination, zone) => {
    expect(deliveryZone(origin, destination)).toBe(zone);
  });

  it('is rest of India for every destination while the shop has no origin', () => {
    expect(deliveryZone(null, bengaluru)).toBe('restOfIndia');
  });

  it('knows the eight metro cities and nothing else', () => {
    expect(metroCityOf(eastDelhi)).toBe('Delhi');
    expect(metroCityOf({ district: 'Hyderabad', state: 'Telangana' })).toBe('Hyderabad');
    expect(metroCityOf({ district: 'Ahmedabad', state: 'Gujarat' })).toBe('Ahmedabad');
    expect(metroCityOf(mysuru)).toBeNull();
    // A district named like a metro in another state is not that metro.
    expect(metroCityOf({ district: 'Pune', state: 'Karnataka' })).toBeNull();
  });

  it('is symmetric', () => {
    const places = fc.constantFrom(
      bengaluru,
      mysuru,
      mumbai,
      pune,
      centralDelhi,
      eastDelhi,
      jaipur,
      kozhikode,
    );
    fc.assert(fc.property(places, places, (a, b) => deliveryZone(a, b) === deliveryZone(b, a)));
  });
});

describe('promisedDeliveryDate', () => {
  it('counts working days and skips Sundays', () => {
    // Wed + 2 working days = Fri; + 4 = Mon (Sunday skipped); + 6 = Wed.
    expect(promisedDeliveryDate(wednesdayEvening, 2).toISOString()).toBe('2026-11-27T14:30:00.000Z');
    expect(promisedDeliveryDate(wednesdayEvening, 4).toISOString()).toBe('2026-11-30T14:30:00.000Z');
    expect(promisedDeliveryDate(wednesdayEvening, 6).toISOString()).toBe('2026-12-02T14:30:00.000Z');
  });

  it('uses India time for Sunday: 20:00 UTC on Saturday is already Sunday in India', () => {
    const saturdayUtc = new Date('2026-11-28T20:00:00Z'); // Sun 01:30 IST
    expect(isSundayInIndia(saturdayUtc)).toBe(true);
    // An order placed on a Sunday: one working day later is Monday.
    expect(promisedDeliveryDate(saturdayUtc, 1).toISOString()).toBe('2026-11-29T20:00:00.000Z');
  });

  it('never promises a Sunday, never earlier than the days asked, and at most one extra day a week', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2025-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 30 }),
        (orderDate, days) => {
          const promised = promisedDeliveryDate(orderDate, days);
          const calendarDays = Math.round((promised.getTime() - orderDate.getTime()) / 86_400_000);
          return (
            !isSundayInIndia(promised) &&
            calendarDays >= days &&
            calendarDays <= days + Math.ceil(days / 6) + 1
          );
        },
      ),
    );
  });
});

describe('zonePromise', () => {
  it("takes the zone's days from the owner's settings", () => {
    const promise = zonePromise({
      origin: bengaluru,
      destination: mumbai,
      zoneDays: DEFAULT_ZONE_DAYS,
      orderDate: wednesdayEvening,
    });
    expect(promise.zone).toBe('metro');
    expect(promise.days).toBe(DEFAULT_ZONE_DAYS.metro);
    expect(promise.promisedBy.toISOString()).toBe('2026-11-30T14:30:00.000Z');
  });
});

describe('orderPromiseDate and tracking', () => {
  it('uses the stored promise, and order date + 7 days without one (product rules §9)', () => {
    const date = '2026-11-25T14:30:00.000Z';
    expect(orderPromiseDate({ date, promisedBy: '2026-11-27T14:30:00.000Z' }).toISOString()).toBe(
      '2026-11-27T14:30:00.000Z',
    );
    expect(orderPromiseDate({ date, promisedBy: null })).toEqual(orderDeliveryDate(date));
    expect(orderPromiseDate({ date })).toEqual(orderDeliveryDate(date));
    expect(
      trackingProgress({ orderDate: date, status: 'pending', now: new Date(date), promisedBy: null })
        .expectedDelivery,
    ).toEqual(orderDeliveryDate(date));
    expect(
      trackingProgress({
        orderDate: date,
        status: 'pending',
        now: new Date(date),
        promisedBy: '2026-11-27T14:30:00.000Z',
      }).expectedDelivery.toISOString(),
    ).toBe('2026-11-27T14:30:00.000Z');
  });
});

describe('sameState', () => {
  it.each([
    ['karnataka', 'Karnataka'],
    ['  KARNATAKA ', 'Karnataka'],
    ['Jammu & Kashmir', 'Jammu and Kashmir'],
    ['Orissa', 'Odisha'],
    ['Pondicherry', 'Puducherry'],
    ['New Delhi', 'Delhi'],
    ['Daman & Diu', 'Dadra and Nagar Haveli and Daman and Diu'],
  ])('%j is %s', (typed, official) => {
    expect(sameState(typed, official)).toBe(true);
  });

  it.each([
    ['Kerala', 'Karnataka'],
    ['Delhi', 'Haryana'],
    ['', 'Goa'],
  ])('%j is not %s', (typed, official) => {
    expect(sameState(typed, official)).toBe(false);
  });
});

describe('parsePincodeList', () => {
  it('reads pincodes separated by commas, spaces or lines, once each, and names what is not one', () => {
    expect(parsePincodeList('560001, 560002\n560001 12345 abc')).toEqual({
      pincodes: ['560001', '560002'],
      invalid: ['12345', 'abc'],
    });
    expect(parsePincodeList('  ')).toEqual({ pincodes: [], invalid: [] });
  });
});
