// The pincode delivery promise (issue 13): which zone a destination is in seen from the shop's origin, and the
// date promised from the order date and the owner's days for that zone. Pure: callers pass the places (from the
// pincode directory on the server) and "now". Without a pincode product rules §9 dates of dates.ts stay.
import { addDays, orderDeliveryDate, SHOP_TIME_ZONE, toDate } from './dates.ts';

/** A pincode's place in India Post's directory; `state` is the official name (the GST state list's). */
export type Place = { district: string; state: string };

export const DELIVERY_ZONES = ['sameCity', 'sameState', 'metro', 'restOfIndia'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export const DELIVERY_ZONE_LABELS: Record<DeliveryZone, string> = {
  sameCity: 'Same city',
  sameState: 'Same state',
  metro: 'Metro to metro',
  restOfIndia: 'Rest of India',
};

export type ZoneDays = Record<DeliveryZone, number>;

/** Working days (Sundays are not counted) before the owner sets her own. */
export const DEFAULT_ZONE_DAYS: ZoneDays = { sameCity: 2, sameState: 3, metro: 4, restOfIndia: 6 };
export const MIN_ZONE_DAYS = 1;
export const MAX_ZONE_DAYS = 30;

/**
 * The eight metro cities couriers rate as metros (the six of the 2008 list, with Pune and Ahmedabad), by the
 * directory's districts; Delhi is the whole National Capital Territory, whose pincodes span eleven districts.
 */
export const METRO_CITIES: ReadonlyArray<{
  city: string;
  state: string;
  districts: readonly string[] | 'all';
}> = [
  { city: 'Delhi', state: 'Delhi', districts: 'all' },
  { city: 'Mumbai', state: 'Maharashtra', districts: ['Mumbai', 'Mumbai Suburban'] },
  { city: 'Kolkata', state: 'West Bengal', districts: ['Kolkata'] },
  { city: 'Chennai', state: 'Tamil Nadu', districts: ['Chennai'] },
  { city: 'Bengaluru', state: 'Karnataka', districts: ['Bengaluru', 'Bangalore'] },
  { city: 'Hyderabad', state: 'Telangana', districts: ['Hyderabad'] },
  { city: 'Pune', state: 'Maharashtra', districts: ['Pune'] },
  { city: 'Ahmedabad', state: 'Gujarat', districts: ['Ahmedabad'] },
];

/** The metro city a place belongs to, or null. */
export function metroCityOf(place: Place): string | null {
  const metro = METRO_CITIES.find(
    (m) => m.state === place.state && (m.districts === 'all' || m.districts.includes(place.district)),
  );
  return metro?.city ?? null;
}

/**
 * The courier zone of a delivery: the same city (the same district, or one metro city), the same state, between
 * two metro cities, or anywhere else. Without a known origin every destination is 'rest of India'.
 */
export function deliveryZone(origin: Place | null, destination: Place): DeliveryZone {
  if (!origin) return 'restOfIndia';
  const originMetro = metroCityOf(origin);
  const destinationMetro = metroCityOf(destination);
  if (originMetro !== null && originMetro === destinationMetro) return 'sameCity';
  if (origin.state === destination.state && origin.district === destination.district) return 'sameCity';
  if (origin.state === destination.state) return 'sameState';
  if (originMetro !== null && destinationMetro !== null) return 'metro';
  return 'restOfIndia';
}

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: SHOP_TIME_ZONE });
/** Sunday in India's time, whatever the machine's zone. */
export const isSundayInIndia = (date: Date) => weekday.format(date) === 'Sun';

/**
 * The promised delivery date: `days` working days after the order date. Couriers do not deliver on Sundays, so
 * Sundays are not counted and the promise never falls on one (decision note: delivery promise by pincode).
 */
export function promisedDeliveryDate(orderDate: Date | string, days: number): Date {
  let date = toDate(orderDate);
  let left = Math.max(0, Math.floor(days));
  while (left > 0) {
    date = addDays(date, 1);
    if (!isSundayInIndia(date)) left -= 1;
  }
  while (isSundayInIndia(date)) date = addDays(date, 1);
  return date;
}

/** The date a destination is promised for an order placed at `orderDate`. */
export function zonePromise(input: {
  origin: Place | null;
  destination: Place;
  zoneDays: ZoneDays;
  orderDate: Date | string;
}): { zone: DeliveryZone; days: number; promisedBy: Date } {
  const zone = deliveryZone(input.origin, input.destination);
  const days = input.zoneDays[zone];
  return { zone, days, promisedBy: promisedDeliveryDate(input.orderDate, days) };
}

const stateKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');

/** Spellings shoppers type for an official state name (keys as stateKey makes them). */
const STATE_ALIASES: Record<string, string> = {
  'new delhi': 'delhi',
  'nct of delhi': 'delhi',
  'nct delhi': 'delhi',
  orissa: 'odisha',
  pondicherry: 'puducherry',
  chattisgarh: 'chhattisgarh',
  uttaranchal: 'uttarakhand',
  tamilnadu: 'tamil nadu',
  'andaman and nicobar': 'andaman and nicobar islands',
  'dadra and nagar haveli': 'dadra and nagar haveli and daman and diu',
  'daman and diu': 'dadra and nagar haveli and daman and diu',
  'j and k': 'jammu and kashmir',
};

/** Whether a typed state names the official one: case, '&' for 'and', punctuation and old names aside. */
export function sameState(typed: string, official: string): boolean {
  const key = stateKey(typed);
  return (STATE_ALIASES[key] ?? key) === stateKey(official);
}

/** The date for an order: the promise stored at checkout, else the spec's order date + 7 days. */
export function orderPromiseDate(order: { date: Date | string; promisedBy?: string | null }): Date {
  return order.promisedBy ? toDate(order.promisedBy) : orderDeliveryDate(order.date);
}
