// The owner's dashboard: one call, six aggregate queries (dashboard.repository.ts), figures in rupees.
import {
  addShopDays,
  DASHBOARD_FIRST_DAY,
  DASHBOARD_TOP_PRODUCTS,
  dashboardWindows,
  type DayFigures,
  LOW_STOCK_LISTED,
  LOW_STOCK_THRESHOLD,
  SHOP_TIME_ZONE,
  shopDay,
  totalsFrom,
} from '@zariya/shared/dashboard';
import {
  DASHBOARD_MESSAGES,
  type Dashboard,
  type DashboardQuery,
  type TopProduct,
} from '@zariya/shared/dashboard-api';
import { fromPaise } from '@zariya/shared/pricing';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { type DashboardRange, readDashboard } from './dashboard.repository.ts';

/** The query ranges for a Kolkata day (validated: not before the shop, not after today). */
export function dashboardRange(query: DashboardQuery, now = new Date()) {
  const today = shopDay(now);
  const day = query.date ?? today;
  if (day > today || day < DASHBOARD_FIRST_DAY)
    throw badRequest(DASHBOARD_MESSAGES.dayOutOfRange, 'BAD_DATE');
  const windows = dashboardWindows(day);
  const range: DashboardRange = {
    from: windows.monthStart < windows.windowStart ? windows.monthStart : windows.windowStart,
    to: windows.dayEnd,
    windowStart: windows.windowStart,
    lowStock: query.lowStock ?? LOW_STOCK_THRESHOLD,
    lowStockListed: LOW_STOCK_LISTED,
    topProducts: DASHBOARD_TOP_PRODUCTS,
  };
  return { windows, range };
}

export async function dashboard(db: Db, query: DashboardQuery, now = new Date()): Promise<Dashboard> {
  const { windows, range } = dashboardRange(query, now);
  const data = await readDashboard(db, range);

  const fromDay = shopDay(range.from);
  const byDay = new Map<string, DayFigures>();
  for (const row of data.daily) {
    const day = addShopDays(fromDay, row.day_index);
    byDay.set(day, { day, orders: row.orders, revenue: fromPaise(row.paise) });
  }
  const all = [...byDay.values()];
  const top = data.top.map((r): TopProduct & { byUnits: number; byRevenue: number } => ({
    productId: r.product_id,
    name: r.name,
    units: r.units,
    revenue: fromPaise(r.paise),
    byUnits: r.by_units,
    byRevenue: r.by_revenue,
  }));
  const strip = ({ byUnits: _u, byRevenue: _r, ...p }: (typeof top)[number]): TopProduct => p;

  return {
    day: windows.day,
    timeZone: SHOP_TIME_ZONE,
    today: totalsFrom(all, windows.day),
    month: totalsFrom(all, `${windows.day.slice(0, 8)}01`),
    days: windows.days.map((day) => byDay.get(day) ?? { day, orders: 0, revenue: 0 }),
    topByUnits: top
      .filter((p) => p.byUnits <= DASHBOARD_TOP_PRODUCTS)
      .sort((a, b) => a.byUnits - b.byUnits)
      .map(strip),
    topByRevenue: top
      .filter((p) => p.byRevenue <= DASHBOARD_TOP_PRODUCTS)
      .sort((a, b) => a.byRevenue - b.byRevenue)
      .map(strip),
    lowStock: {
      threshold: range.lowStock,
      count: data.lowStock[0]?.total ?? 0,
      products: data.lowStock.map(({ id, name, stock, variant_id, size, color, sku }) =>
        variant_id === null
          ? { id, name, stock }
          : {
              id,
              name,
              stock,
              variant: { id: variant_id, size: size ?? '', color: color ?? '', sku: sku ?? '' },
            },
      ),
    },
    refunds: {
      count: data.refunds.count,
      amount: fromPaise(data.refunds.paise),
      failed: data.refunds.failed,
    },
    openTickets: data.openTickets,
    toFulfil: { toPack: data.toFulfil?.to_pack ?? 0, toShip: data.toFulfil?.to_ship ?? 0 },
  };
}
