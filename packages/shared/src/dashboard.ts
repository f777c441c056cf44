// The owner's dashboard (issue 14 item 7): what counts as an order and as revenue, the shop's days and months
// (Asia/Kolkata). No zod here, so the admin home loads none; the call's contract is dashboard-api.ts. The server's
// SQL applies these same rules (modules/dashboard/dashboard.repository.ts); its tests compare the two on every status.
import { normaliseStatus } from './order-status.ts';

/** The shop's days and months are India's: Asia/Kolkata is UTC+05:30 all year (no daylight saving). */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
export const SHOP_UTC_OFFSET_MINUTES = 330;
const DAY_MS = 24 * 60 * 60 * 1000;
const OFFSET_MS = SHOP_UTC_OFFSET_MINUTES * 60 * 1000;

/** Days in the dashboard's chart and in its top-products window, the asked-for day included. */
export const DASHBOARD_DAYS = 30;
/** Products in each top-products list. */
export const DASHBOARD_TOP_PRODUCTS = 5;
/** Counted stock at or below this is low unless the owner asks for another threshold. */
export const LOW_STOCK_THRESHOLD = 5;
export const LOW_STOCK_THRESHOLD_MAX = 1000;
/** Low-stock products listed by name (the count covers them all). */
export const LOW_STOCK_LISTED = 20;
/** The oldest day the dashboard answers for. */
export const DASHBOARD_FIRST_DAY = '2020-01-01';

/**
 * Statuses whose order brought in no money to keep: the goods came back or never went. The money of such an
 * order is either already refunded or owed back (the Refunds view), so it is not revenue.
 */
export const NOT_REVENUE_STATUSES = ['cancelled', 'returned'] as const;

type DashboardOrder = { paymentId: string | null; paymentMethod?: string; status: string };

/**
 * An order counts on the dashboard once it is paid (it has a payment) or placed cash on delivery: a single
 * order is written at payment; a bundle is saved before payment and counts only once paid; a COD order counts
 * from placement. Its day is the day it was placed.
 */
export const countsAsOrder = (order: Omit<DashboardOrder, 'status'>) =>
  order.paymentId !== null || order.paymentMethod === 'cod';

/**
 * Revenue is the amount paid (shipping and the COD fee included) for orders that are paid and neither
 * cancelled nor returned: pending (paid, not yet sent), paid and completed orders, single and bundle alike. A
 * COD order brings money only once delivered (the cash collected: status completed). Refunds of a part of an
 * order that is kept do not lower it.
 */
export function countsAsRevenue(order: DashboardOrder): boolean {
  if (!countsAsOrder(order)) return false;
  const status = normaliseStatus(order.status);
  if (order.paymentMethod === 'cod') return status === 'completed';
  return !(NOT_REVENUE_STATUSES as readonly string[]).includes(status);
}

/** The Kolkata calendar day of an instant, as 'YYYY-MM-DD'. */
export function shopDay(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Kolkata day begins (its midnight, 18:30 UTC the day before). */
export function shopDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** The day `n` days after `day` (n may be negative). */
export function addShopDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whether a 'YYYY-MM-DD' text names a real calendar day (not 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

export type DashboardWindows = {
  day: string;
  /** [dayStart, dayEnd): the asked-for day. */
  dayStart: Date;
  dayEnd: Date;
  /** The month so far: from its 1st to the end of the asked-for day. */
  monthStart: Date;
  /** The chart's and top products' window: DASHBOARD_DAYS days ending with the asked-for day. */
  windowStart: Date;
  /** Every day of the chart, oldest first. */
  days: string[];
};

/** The time windows of the dashboard for a Kolkata day, as instants the SQL compares created_at with. */
export function dashboardWindows(day: string): DashboardWindows {
  const first = addShopDays(day, -(DASHBOARD_DAYS - 1));
  return {
    day,
    dayStart: shopDayStart(day),
    dayEnd: shopDayStart(addShopDays(day, 1)),
    monthStart: shopDayStart(`${day.slice(0, 8)}01`),
    windowStart: shopDayStart(first),
    days: Array.from({ length: DASHBOARD_DAYS }, (_, i) => addShopDays(first, i)),
  };
}

export type DayFigures = { day: string; orders: number; revenue: number };

/** Totals over the days from `fromDay` on (days are 'YYYY-MM-DD', so text order is date order). */
export function totalsFrom(days: DayFigures[], fromDay: string): { orders: number; revenue: number } {
  let orders = 0;
  let revenue = 0;
  for (const d of days) {
    if (d.day < fromDay) continue;
    orders += d.orders;
    revenue += d.revenue;
  }
  return { orders, revenue: Math.round(revenue * 100) / 100 };
}
