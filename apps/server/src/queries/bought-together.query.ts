// "Often bought together" (issue 29 item 4): what the shoppers who bought some products also bought, read from
// the orders module's tables (single orders and bundle orders' items), for the catalogue. Cancelled orders do not
// count; a shopper counts once per product however often she bought it.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bundleOrderItems, bundleOrders, orders } from '../db/schema.ts';

/** Up to `limit` other products bought by shoppers who bought any of `ids`: most such shoppers first. */
export async function boughtWith(
  db: Pick<Db, 'execute'>,
  ids: number[],
  limit: number,
): Promise<Array<{ productId: number; buyers: number }>> {
  if (ids.length === 0) return [];
  const list = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  const result = (await db.execute(sql`
    with buyers as (
      select ${orders.userId} as buyer from ${orders}
      where ${orders.productId} = any(${list}) and ${orders.status} <> 'cancelled'
      union
      select bo.user_id from ${bundleOrderItems} i join ${bundleOrders} bo on bo.id = i.bundle_order_id
      where i.product_id = any(${list}) and bo.status <> 'cancelled'
    ), bought as (
      select o.user_id as buyer, o.product_id from ${orders} o join buyers b on b.buyer = o.user_id
      where o.status <> 'cancelled'
      union
      select bo.user_id, i.product_id from ${bundleOrderItems} i join ${bundleOrders} bo on bo.id = i.bundle_order_id
      join buyers b on b.buyer = bo.user_id
      where bo.status <> 'cancelled'
    )
    select product_id, count(*)::int as buyers from bought
    where not (product_id = any(${list}))
    group by product_id
    order by buyers desc, product_id desc
    limit ${limit}`)) as unknown as { rows: Array<{ product_id: number; buyers: number }> };
  return result.rows.map((r) => ({ productId: Number(r.product_id), buyers: Number(r.buyers) }));
}
