// What the database holds after a run, against what the shoppers were given: every payment the test provider
// made has exactly one order or one refund, no payment order has two orders, and the stock taken equals the
// pieces ordered.
import pg from 'pg';
import type { Payment } from './shoppers.ts';

export type Audit = Awaited<ReturnType<typeof audit>>;

/** Refunds recorded as due are sent by the refund job (every 30 s): waits up to a minute for them to go out. */
export async function refundsSent(db: pg.Client) {
  for (let i = 0; i < 60; i++) {
    const { rows } = await db.query(
      `select count(*)::int as n from refunds where status in ('due','requested')`,
    );
    if (rows[0].n === 0) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

export async function audit(databaseUrl: string, payments: Payment[], initialStock: number) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await refundsSent(db);
    const one = async (q: string) => (await db.query(q)).rows[0];
    const ordered = new Set(
      (await db.query('select payment_id from orders where payment_id is not null')).rows.map(
        (r) => r.payment_id,
      ),
    );
    const refunded = new Set(
      (await db.query('select payment_id from refunds')).rows.map((r) => r.payment_id),
    );
    const paymentsWithout = payments.filter((p) => !ordered.has(p.paymentId) && !refunded.has(p.paymentId));
    const stock = await one(
      `select coalesce(sum(${initialStock} - stock), 0)::int as taken,
              (select coalesce(sum(quantity), 0)::int from orders) as ordered,
              (select count(*)::int from products p where ${initialStock} - p.stock <>
                 (select coalesce(sum(quantity), 0) from orders o where o.product_id = p.id)) as "productsOff"
       from products`,
    );
    return {
      paymentsMade: payments.length,
      /** Payments the shoppers hold that have neither an order nor a refund: money lost. Must be 0. */
      lost: paymentsWithout.length,
      orders: (await one('select count(*)::int as n from orders')).n as number,
      refunds: (await one('select count(*)::int as n from refunds')).n as number,
      receivedWithoutOneOutcome: (
        await one(`select count(*)::int as n from received_payments r where
          (select count(*) from orders o where o.payment_id = r.id) + (select count(*) from refunds f where f.payment_id = r.id) <> 1`)
      ).n as number,
      doubled: (
        await one(
          `select count(*)::int as n from (select payment_order_id from orders group by payment_order_id having count(*) > 1) d`,
        )
      ).n as number,
      stockTaken: stock.taken as number,
      piecesOrdered: stock.ordered as number,
      productsWithStockOff: stock.productsOff as number,
      /** Holds of checkouts never paid or never saved: the holds job releases them when they lapse (15 min). */
      openHolds: (
        await one(`select count(*)::int as n from stock_reservations r where released_at is null
          and not exists (select 1 from orders o where o.payment_order_id = r.payment_order_id)`)
      ).n as number,
    };
  } finally {
    await db.end();
  }
}

export const auditOk = (a: Audit) =>
  a.lost === 0 &&
  a.receivedWithoutOneOutcome === 0 &&
  a.doubled === 0 &&
  a.stockTaken === a.piecesOrdered &&
  a.productsWithStockOff === 0;
