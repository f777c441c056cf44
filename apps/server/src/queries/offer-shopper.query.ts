// Named query (issue 25, decision 0050 "Wiring (as built)"): what the pricing engine needs to know of a shopper
// for first-order offers and her own limits — her phone number (the account's), the orders placed before by her
// account, and by any account that holds or proved that number. Reads the orders' and accounts' tables for the
// cart and checkout (flows/offer-pricing.ts); the offers module imports neither.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Single and bundle orders placed (paid, or pay-on-delivery confirmed), as one list. */
const PLACED = sql`(
  select user_id from orders where payment_id is not null or payment_method = 'cod'
  union all
  select user_id from bundle_orders where payment_id is not null or payment_method = 'cod'
)`;

type Rows = { rows: Array<Record<string, unknown>> };

export type OfferShopper = { phone: string | null; ordersByAccount: number; ordersByPhone: number };

export async function offerShopper(db: Db, userId: number): Promise<OfferShopper> {
  const result = (await db.execute(
    sql`select u.contact as phone,
        (select count(*)::int from ${PLACED} o where o.user_id = u.id) as by_account,
        (select count(*)::int from ${PLACED} o where coalesce(u.contact, '') <> '' and o.user_id in (
           select id from users where contact = u.contact
           union select user_id from phone_verifications where mobile = u.contact)) as by_phone
      from users u where u.id = ${userId}`,
  )) as Rows;
  const row = result.rows[0];
  if (!row) return { phone: null, ordersByAccount: 0, ordersByPhone: 0 };
  const phone = typeof row.phone === 'string' && row.phone !== '' ? row.phone : null;
  return { phone, ordersByAccount: Number(row.by_account ?? 0), ordersByPhone: Number(row.by_phone ?? 0) };
}
