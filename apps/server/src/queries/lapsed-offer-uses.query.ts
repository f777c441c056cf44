// Named query (issue 25, decision 0050 "Wiring (as built)"): the offer uses still held by payment orders that
// will never be paid in their window — failed (closed, superseded, refused by the provider) or expired (the hold
// lapsed) — so that flows/offer-uses.flow.ts gives each back once. A payment order names its uses in its purchase
// (`purchase.redemptions`); reads the payments' and offers' tables for the hold-expiry job, the reconciler and a
// new attempt (the shopper's own earlier ones).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

type Rows = { rows: Array<Record<string, unknown>> };

export async function lapsedOfferUses(db: Db, where: { userId?: number } = {}): Promise<number[]> {
  const mine = where.userId === undefined ? sql`true` : sql`p.user_id = ${where.userId}`;
  const result = (await db.execute(
    sql`select r.id from offer_redemptions r
        join payment_orders p on jsonb_typeof(p.purchase->'redemptions') = 'array'
          and p.purchase->'redemptions' @> to_jsonb(r.id)
        where r.status = 'held' and p.status in ('failed', 'expired') and ${mine}
        order by r.id`,
  )) as Rows;
  return result.rows.map((r) => Number(r.id));
}
