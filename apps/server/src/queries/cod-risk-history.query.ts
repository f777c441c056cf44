// Named query (issue 28 item 5, decision 0047): the shop's own history a COD order's return-to-origin risk is
// scored from, for the COD checkout (flows/cod-checkout.flow.ts). It reads the orders' tables with their
// fulfilment state (`rto`: refused at the door and returned to origin) and the accounts' tables (the account's age,
// the accounts behind a phone number); the cod module imports neither orders nor accounts.
import type { CodRiskInput } from '@zariya/shared/cod-risk';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Single and bundle orders as one list of what the risk reads. */
const ALL_ORDERS = sql`(
  select user_id, payment_method, fulfilment, delivery_address, created_at from orders
  union all
  select user_id, payment_method, fulfilment, delivery_address, created_at from bundle_orders
)`;

type Counts = { orders: number; refused: number };
type Rows = { rows: Array<Record<string, unknown>> };
const rowsOf = async (q: Promise<unknown>) => ((await q) as Rows).rows;
const counts = (row: { orders: unknown; refused: unknown } | undefined): Counts => ({
  orders: Number(row?.orders ?? 0),
  refused: Number(row?.refused ?? 0),
});

/**
 * The history behind a COD order by `userId` to `pincode`: the pincode's ended COD orders (delivered or returned
 * to origin) and how many came back, the same for the accounts that hold or proved `mobile` (other than a
 * placeholder), her account's age in days and her orders delivered.
 */
export async function codRiskHistory(
  db: Db,
  where: { userId: number; pincode: string; mobile?: string | null; now: Date },
): Promise<Omit<CodRiskInput, 'orderValue'>> {
  const ended = sql`payment_method = 'cod' and fulfilment in ('delivered', 'rto')`;
  const tally = sql`count(*)::int as orders, count(*) filter (where fulfilment = 'rto')::int as refused`;
  const pin = await rowsOf(
    db.execute(
      sql`select ${tally} from ${ALL_ORDERS} o where ${ended} and o.delivery_address->>'postalCode' = ${where.pincode}`,
    ),
  );
  const mobile = where.mobile ?? '';
  const phone = mobile
    ? await rowsOf(
        db.execute(
          sql`select ${tally} from ${ALL_ORDERS} o where ${ended} and o.user_id in (
            select id from users where contact = ${mobile}
            union select user_id from phone_verifications where mobile = ${mobile})`,
        ),
      )
    : [];
  const account = await rowsOf(
    db.execute(
      sql`select extract(epoch from (${where.now.toISOString()}::timestamptz - u.created_at)) / 86400 as age,
          (select count(*)::int from ${ALL_ORDERS} o where o.user_id = u.id and o.fulfilment = 'delivered') as delivered
        from users u where u.id = ${where.userId}`,
    ),
  );
  const me = account[0] as { age: unknown; delivered: unknown } | undefined;
  return {
    pincode: { code: where.pincode, ...counts(pin[0] as Counts | undefined) },
    phone: counts(phone[0] as Counts | undefined),
    account: { ageDays: Math.max(0, Number(me?.age ?? 0)), deliveredOrders: Number(me?.delivered ?? 0) },
  };
}
