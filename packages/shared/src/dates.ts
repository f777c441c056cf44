// Delivery estimates of product rules §9. Pure: callers pass "now", nothing here reads the clock.
import { ORDER_DELIVERY_DAYS, PRODUCT_PAGE_DELIVERY_DAYS } from './constants.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

/** Accepts a Date or an ISO string as the API sends it; an unreadable date is a bug, so it throws. */
export function toDate(value: Date | string): Date {
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

// India has no daylight saving, so whole 24-hour steps always land on the same clock time.
export function addDays(date: Date, days: number): Date {
  return new Date(toDate(date).getTime() + days * DAY_MS);
}

/** The product page's 'get it by' date. */
export function productPageDeliveryDate(today: Date): Date {
  return addDays(today, PRODUCT_PAGE_DELIVERY_DAYS);
}

/** The date a pending order 'will be delivered before'. */
export function orderDeliveryDate(orderDate: Date | string): Date {
  return addDays(toDate(orderDate), ORDER_DELIVERY_DAYS);
}

/** A date format of `options` in a given locale, each locale's formatter built once (building one is slow). */
export function formatPerLocale(
  options: Intl.DateTimeFormatOptions,
): (locale: string) => Intl.DateTimeFormat {
  const built = new Map<string, Intl.DateTimeFormat>();
  return (locale) => {
    let format = built.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, options);
      built.set(locale, format);
    }
    return format;
  };
}

const displayDateFormat = formatPerLocale({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

/**
 * 'Fri, 27 Nov 2026' in Indian time; built from parts because en-IN puts a comma after the month. `locale` is the
 * page's Intl locale ('hi-IN' gives 'शुक्र, 27 नव॰ 2026'); English by default.
 */
export function formatDisplayDate(date: Date | string, locale = 'en-IN'): string {
  const parts = displayDateFormat(locale).formatToParts(toDate(date));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}
