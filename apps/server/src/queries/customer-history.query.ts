// Named query (issue 27 item 4, decision 0051): what a shopper's page shows besides her figures — her orders
// (single and bundle, placed ones: paid or cash on delivery), tickets, returns and exchanges, refunds — newest
// first, each at most CUSTOMER_HISTORY_LIMIT. Reads the orders', tickets', returns' and payments' tables for the
// customers module.
import { orderRef } from '@zariya/shared/order-refs';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Rows of each kind on her page (the newest). */
export const CUSTOMER_HISTORY_LIMIT = 100;

type Rows = { rows: Array<Record<string, unknown>> };
const rowsOf = async (q: Promise<unknown>) => ((await q) as Rows).rows;
const iso = (v: unknown) => new Date(v as string).toISOString();
const kindRef = (kind: unknown, id: unknown) => orderRef(kind === 'bundle' ? 'bundle' : 'single', Number(id));

export async function customerHistory(db: Db, userId: number) {
  const limit = CUSTOMER_HISTORY_LIMIT;
  const [address, orders, tickets, returns, refunds] = await Promise.all([
    rowsOf(
      db.execute(sql`select delivery_address->>'city' as city, delivery_address->>'state' as state
        from users where id = ${userId}`),
    ),
    rowsOf(
      db.execute(sql`
        select * from (
          select 'single' as kind, id, created_at, price + cod_fee as amount, quantity as items, status,
                 fulfilment, payment_method from orders
           where user_id = ${userId} and (payment_id is not null or payment_method = 'cod')
          union all
          select 'bundle', b.id, b.created_at, b.total_amount + b.cod_fee,
                 (select coalesce(sum(quantity), 0) from bundle_order_items i where i.bundle_order_id = b.id),
                 b.status, b.fulfilment, b.payment_method from bundle_orders b
           where b.user_id = ${userId} and (b.payment_id is not null or b.payment_method = 'cod')
        ) o order by created_at desc, id desc limit ${limit}`),
    ),
    rowsOf(
      db.execute(sql`select id, order_id, subject, problem_type, status, created_at from tickets
        where user_id = ${userId} order by created_at desc, id desc limit ${limit}`),
    ),
    rowsOf(
      db.execute(sql`select id, order_kind, order_id, kind, status, amount, created_at from return_requests
        where user_id = ${userId} order by created_at desc, id desc limit ${limit}`),
    ),
    rowsOf(
      db.execute(sql`select id, order_kind, order_id, amount_paise, status, reason, created_at from refunds
        where user_id = ${userId} order by created_at desc, id desc limit ${limit}`),
    ),
  ]);
  return {
    city: (address[0]?.city as string | null) ?? null,
    state: (address[0]?.state as string | null) ?? null,
    orders: orders.map((o) => ({
      orderRef: kindRef(o.kind, o.id),
      placedAt: iso(o.created_at),
      amount: Number(o.amount),
      items: Number(o.items),
      status: String(o.status),
      fulfilment: String(o.fulfilment),
      paymentMethod: String(o.payment_method),
    })),
    tickets: tickets.map((t) => ({
      id: Number(t.id),
      orderRef: String(t.order_id),
      subject: String(t.subject),
      problemType: String(t.problem_type),
      status: String(t.status),
      createdAt: iso(t.created_at),
    })),
    returns: returns.map((r) => ({
      id: Number(r.id),
      orderRef: kindRef(r.order_kind, r.order_id),
      kind: String(r.kind),
      status: String(r.status),
      amount: Number(r.amount),
      createdAt: iso(r.created_at),
    })),
    refunds: refunds.map((r) => ({
      id: Number(r.id),
      orderRef: r.order_id === null ? null : kindRef(r.order_kind, r.order_id),
      amount: Number(r.amount_paise) / 100,
      status: String(r.status),
      reason: String(r.reason),
      createdAt: iso(r.created_at),
    })),
  };
}
