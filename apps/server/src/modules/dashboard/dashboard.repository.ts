// The dashboard's SQL: six aggregate queries over indexed columns, each answering one panel. Written as SQL
// (not the query builder) so that the benchmark can EXPLAIN ANALYZE exactly what the route runs
// (`dashboardQueries`). Money is summed in whole paise so that no float rounding creeps into rupees.
import { NOT_REVENUE_STATUSES } from '@zariya/shared/dashboard';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type DashboardRange = {
  /** Start of the daily figures: the earlier of the month's first day and the chart's first day. */
  from: Date;
  /** End (exclusive) of the asked-for day. */
  to: Date;
  /** Start of the top-products window. */
  windowStart: Date;
  lowStock: number;
  lowStockListed: number;
  topProducts: number;
};

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const notRevenue = sql.join(
  NOT_REVENUE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);
/**
 * shared `countsAsRevenue`, in SQL: the status is compared as normaliseStatus() reads it; a COD order only once
 * its cash is collected (completed).
 */
const isRevenue = (status: SQL, method: SQL) =>
  sql`(case when ${method} = 'cod' then lower(trim(${status})) = 'completed'
            else lower(trim(${status})) not in (${notRevenue}) end)`;
/** shared `countsAsOrder`, in SQL (the dashboard's partial indexes have the same predicate). */
const isOrder = (prefix = '') =>
  sql.raw(`(${prefix}payment_id is not null or ${prefix}payment_method = 'cod')`);

export function dashboardQueries(r: DashboardRange) {
  return {
    // Orders and revenue per day (0 = the day `from` starts), paid single and bundle orders alike.
    daily: sql`
      select floor(extract(epoch from (o.created_at - ${at(r.from)})) / 86400)::int as day_index,
             count(*)::int as orders,
             coalesce(sum(round(o.amount * 100))
               filter (where ${isRevenue(sql.raw('o.status'), sql.raw('o.payment_method'))}), 0)::float8 as paise
      from (
        select created_at, status, payment_method, price + cod_fee as amount from orders
         where created_at >= ${at(r.from)} and created_at < ${at(r.to)} and ${isOrder()}
        union all
        select created_at, status, payment_method, total_amount + cod_fee from bundle_orders
         where created_at >= ${at(r.from)} and created_at < ${at(r.to)} and ${isOrder()}
      ) o
      group by 1`,
    // Units and rupees per product over the window, over orders that count as revenue; the top few of each.
    topProducts: sql`
      with lines as (
        select product_id, quantity as units, round(price * 100) as paise from orders
         where created_at >= ${at(r.windowStart)} and created_at < ${at(r.to)} and ${isOrder()}
           and ${isRevenue(sql.raw('status'), sql.raw('payment_method'))}
        union all
        select i.product_id, i.quantity,
               round(i.price * i.quantity * 100
                 * (case when i.coupon_applied then 0.9 else 1 end)
                 * (case when b.coupon_applied then 0.9 else 1 end))
          from bundle_orders b
          -- The lines of each bundle in the window through bundle_items_order_idx (OFFSET 0 keeps the planner from
          -- hashing every bundle line the shop ever sold): the cost follows the window, not the shop's history.
          cross join lateral (
            select product_id, quantity, price, coupon_applied from bundle_order_items
             where bundle_order_id = b.id offset 0
          ) i
         where b.created_at >= ${at(r.windowStart)} and b.created_at < ${at(r.to)} and ${isOrder('b.')}
           and ${isRevenue(sql.raw('b.status'), sql.raw('b.payment_method'))}
      ), per_product as (
        select product_id, sum(units)::int as units, sum(paise)::float8 as paise from lines group by product_id
      ), ranked as (
        select *, row_number() over (order by units desc, paise desc, product_id) as by_units,
                  row_number() over (order by paise desc, units desc, product_id) as by_revenue
          from per_product
      )
      select r.product_id, p.productname as name, r.units, r.paise, r.by_units::int, r.by_revenue::int
        from ranked r join products p on p.id = r.product_id
       where r.by_units <= ${r.topProducts} or r.by_revenue <= ${r.topProducts}`,
    // Products with counted stock at or below the threshold (null stock is not counted: decision 0020): a pooled
    // product by its pool, a split one (decision 0043) by each variant on sale. Sold-out products are unavailable,
    // and are the first the owner must see, so `available` does not filter.
    lowStock: sql`
      select id, name, stock, variant_id, size, color, sku, count(*) over ()::int as total from (
        select id, productname as name, stock, null::int as variant_id, null::text as size, null::text as color,
               null::text as sku, 0 as position
          from products
         where archived_at is null and stock_mode = 'pooled' and stock is not null and stock <= ${r.lowStock}
        union all
        select p.id, p.productname, v.stock, v.id, v.size, v.color, v.sku, v.position
          from products p join product_variants v on v.product_id = p.id and v.archived_at is null
         where p.archived_at is null and p.stock_mode = 'split' and v.stock is not null and v.stock <= ${r.lowStock}
      ) low
       order by stock, id, position, variant_id
       limit ${r.lowStockListed}`,
    // Money owed back that has not reached the shopper yet.
    refunds: sql`
      select count(*)::int as count, coalesce(sum(amount_paise), 0)::float8 as paise,
             (count(*) filter (where status = 'failed'))::int as failed
        from refunds where status in ('due', 'requested', 'failed')`,
    // Orders waiting for the owner's hands: placed (to pack) or packed (to ship), paid or cash on delivery, and not
    // closed (completed means delivered; cancelled and returned need no parcel).
    toFulfil: sql`
      select (count(*) filter (where fulfilment = 'placed'))::int as to_pack,
             (count(*) filter (where fulfilment = 'packed'))::int as to_ship
        from (
          select fulfilment, status from orders where fulfilment in ('placed', 'packed') and ${isOrder()}
          union all
          select fulfilment, status from bundle_orders where fulfilment in ('placed', 'packed') and ${isOrder()}
        ) o
       where lower(trim(status)) not in ('completed', 'cancelled', 'returned')`,
    // shared `isTicketResolved`, in SQL.
    openTickets: sql`
      select count(*)::int as count from tickets where lower(trim(status)) not in ('solved', 'resolved')`,
  };
}

export type DashboardQueryName = keyof ReturnType<typeof dashboardQueries>;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as Rows<T>).rows;

export async function readDashboard(db: Db, r: DashboardRange) {
  const q = dashboardQueries(r);
  const [daily, top, lowStock, [refunds], [tickets], [toFulfil]] = await Promise.all([
    rowsOf<{ day_index: number; orders: number; paise: number }>(db, q.daily),
    rowsOf<{
      product_id: number;
      name: string;
      units: number;
      paise: number;
      by_units: number;
      by_revenue: number;
    }>(db, q.topProducts),
    rowsOf<{
      id: number;
      name: string;
      stock: number;
      variant_id: number | null;
      size: string | null;
      color: string | null;
      sku: string | null;
      total: number;
    }>(db, q.lowStock),
    rowsOf<{ count: number; paise: number; failed: number }>(db, q.refunds),
    rowsOf<{ count: number }>(db, q.openTickets),
    rowsOf<{ to_pack: number; to_ship: number }>(db, q.toFulfil),
  ]);
  return { daily, top, lowStock, refunds, openTickets: tickets.count, toFulfil };
}
