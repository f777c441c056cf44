// Named query (issue 27 item 4, decision 0051): the owner's list of shoppers with their figures — orders and money
// by the dashboard's rules (shared dashboard.ts: an order counts once paid or placed cash on delivery; revenue
// leaves out cancelled and returned ones, and COD until delivered), COD refusals (returned to origin), returns
// and exchanges asked for (declined ones left out), her language and marketing consent (the WhatsApp newsletter
// with her account's number). Reads the accounts', orders', returns' and newsletter's tables for the customers
// module, which imports none of them.
//
// Staying fast on 100,000 shoppers: without a filter or sort on the figures, the page of accounts is read first
// (name/e-mail/number through the trigram index, newest first through users_created_idx) and the figures are
// summed for that page only; with one, the figures are summed per shopper once (orders_user_idx,
// bundle_orders_user_idx) and filtered in the same statement.
import {
  type CustomerFilter,
  type CustomerSort,
  customerSearchTerm,
  needsFigures,
} from '@zariya/shared/customers';
import { NOT_REVENUE_STATUSES } from '@zariya/shared/dashboard';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';

export type CustomerListRow = {
  id: number;
  name: string;
  phone: string;
  email: string;
  language: string;
  joinedAt: Date;
  orders: number;
  spent: number;
  lastOrderAt: Date | null;
  codRefusals: number;
  returns: number;
  marketingConsent: boolean;
  consentGivenAt: Date | null;
};

type Rows = { rows: Array<Record<string, unknown>> };

const notRevenue = sql.join(
  NOT_REVENUE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);
/** shared countsAsRevenue, in SQL (as the dashboard reads it). */
const isRevenue = sql`(case when o.payment_method = 'cod' then lower(trim(o.status)) = 'completed'
  else lower(trim(o.status)) not in (${notRevenue}) end)`;

/**
 * Per table, the counted orders (shared countsAsOrder) of the shoppers `who` selects (a SQL condition on user_id),
 * summed per shopper: orders, paise of revenue, last order, refusals. Each table is grouped on its own so the
 * planner knows how many shoppers come out (its statistics on user_id); grouped after a UNION ALL it guessed 200
 * and walked 100,000 shoppers × every total in a nested loop (bench/results/customers-plan.md).
 */
const perTable = (table: 'orders' | 'bundle_orders', who: SQL) => {
  const amount = table === 'orders' ? sql`o.price + o.cod_fee` : sql`o.total_amount + o.cod_fee`;
  return sql`
  select o.user_id, count(*)::int as orders,
         coalesce(sum(round((${amount}) * 100)) filter (where ${isRevenue}), 0)::float8 as paise,
         max(o.created_at) as last_order_at,
         count(*) filter (where o.fulfilment = 'rto')::int as cod_refusals
    from ${sql.identifier(table)} o
   where (o.payment_id is not null or o.payment_method = 'cod') and ${who}
   group by o.user_id`;
};

/** Per shopper, single orders and bundles together: orders, paise of revenue, last order, refusals. */
const figures = (who: SQL) => sql`
  select coalesce(a.user_id, b.user_id) as user_id,
         coalesce(a.orders, 0) + coalesce(b.orders, 0) as orders,
         coalesce(a.paise, 0) + coalesce(b.paise, 0) as paise,
         greatest(a.last_order_at, b.last_order_at) as last_order_at,
         coalesce(a.cod_refusals, 0) + coalesce(b.cod_refusals, 0) as cod_refusals
    from (${perTable('orders', who)}) a full join (${perTable('bundle_orders', who)}) b on b.user_id = a.user_id`;
const returnsPer = (who: SQL) => sql`
  select user_id, count(*)::int as returns from return_requests where status <> 'declined' and ${who}
   group by user_id`;

/** The account-side conditions: search text, language, consent. */
function accountWhere(search: string | undefined, filter: CustomerFilter): SQL {
  const parts: SQL[] = [sql`true`];
  const term = customerSearchTerm(search ?? '');
  if (term) {
    const like = `%${term.value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      term.kind === 'phone'
        ? sql`(u.contact like ${like} or lower(u.fullname || ' ' || u.email || ' ' || u.contact) like ${like})`
        : sql`lower(u.fullname || ' ' || u.email || ' ' || u.contact) like ${like}`,
    );
  }
  if (filter.language !== undefined) parts.push(sql`u.language = ${filter.language}`);
  if (filter.marketingConsent !== undefined)
    parts.push(filter.marketingConsent ? sql`n.id is not null` : sql`n.id is null`);
  return sql.join(parts, sql` and `);
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The figure conditions, on the joined columns (shared matchesCustomerFilter, in SQL). */
function figureWhere(f: CustomerFilter): SQL {
  const parts: SQL[] = [sql`true`];
  const orders = sql`coalesce(s.orders, 0)`;
  const paise = sql`coalesce(s.paise, 0)`;
  if (f.minOrders !== undefined) parts.push(sql`${orders} >= ${f.minOrders}`);
  if (f.maxOrders !== undefined) parts.push(sql`${orders} <= ${f.maxOrders}`);
  if (f.minSpent !== undefined) parts.push(sql`${paise} >= ${Math.round(f.minSpent * 100)}`);
  if (f.maxSpent !== undefined) parts.push(sql`${paise} <= ${Math.round(f.maxSpent * 100)}`);
  if (f.lastOrderFrom !== undefined) parts.push(sql`s.last_order_at >= ${at(f.lastOrderFrom)}`);
  if (f.lastOrderBefore !== undefined) parts.push(sql`s.last_order_at < ${at(f.lastOrderBefore)}`);
  if (f.minCodRefusals !== undefined) parts.push(sql`coalesce(s.cod_refusals, 0) >= ${f.minCodRefusals}`);
  if (f.minReturns !== undefined) parts.push(sql`coalesce(r.returns, 0) >= ${f.minReturns}`);
  return sql.join(parts, sql` and `);
}

const ORDER_BY: Record<CustomerSort, SQL> = {
  joined: sql`u.created_at desc, u.id desc`,
  name: sql`lower(u.fullname), u.id`,
  orders: sql`coalesce(s.orders, 0) desc, u.id desc`,
  spent: sql`coalesce(s.paise, 0) desc, u.id desc`,
  last_order: sql`s.last_order_at desc nulls last, u.id desc`,
};

const SELECT = sql`u.id, u.fullname, u.contact, u.email, u.language, u.created_at,
  coalesce(s.orders, 0) as orders, coalesce(s.paise, 0) as paise, s.last_order_at,
  coalesce(s.cod_refusals, 0) as cod_refusals, coalesce(r.returns, 0) as returns,
  n.created_at as consent_at`;

const toRow = (r: Record<string, unknown>): CustomerListRow => ({
  id: Number(r.id),
  name: String(r.fullname),
  phone: String(r.contact),
  email: String(r.email),
  language: String(r.language),
  joinedAt: new Date(r.created_at as string),
  orders: Number(r.orders),
  spent: Number(r.paise) / 100,
  lastOrderAt: r.last_order_at ? new Date(r.last_order_at as string) : null,
  codRefusals: Number(r.cod_refusals),
  returns: Number(r.returns),
  marketingConsent: r.consent_at !== null && r.consent_at !== undefined,
  consentGivenAt: r.consent_at ? new Date(r.consent_at as string) : null,
});

export type CustomerListWhere = {
  search?: string;
  filter: CustomerFilter;
  sort: CustomerSort;
  limit: number;
  offset: number;
};

/** A page of shoppers with their figures, and how many pass the search and filters in all. */
export async function customerList(
  db: Db,
  where: CustomerListWhere,
): Promise<{ rows: CustomerListRow[]; total: number }> {
  const account = accountWhere(where.search, where.filter);
  const consentJoin = sql`left join newsletter_subscribers n on n.whatsapp_number = u.contact`;
  const accountsOnly = !needsFigures(where.filter) && (where.sort === 'joined' || where.sort === 'name');
  if (accountsOnly) {
    const page = (await db.execute(sql`
      with p as (
        select u.id from users u ${consentJoin} where ${account}
         order by ${ORDER_BY[where.sort]} limit ${where.limit} offset ${where.offset}
      )
      select ${SELECT}
        from users u join p on p.id = u.id ${consentJoin}
        left join (${figures(sql`user_id in (select id from p)`)}) s on s.user_id = u.id
        left join (${returnsPer(sql`user_id in (select id from p)`)}) r on r.user_id = u.id
       order by ${ORDER_BY[where.sort]}`)) as unknown as Rows;
    const [count] = (
      (await db.execute(
        sql`select count(*)::int as total from users u ${consentJoin} where ${account}`,
      )) as unknown as Rows
    ).rows;
    return { rows: page.rows.map(toRow), total: Number(count?.total ?? 0) };
  }
  // Filtered or sorted by the figures: every shopper's totals are summed once and hashed against the accounts. The
  // planner cannot know how many shoppers pass a filter on an aggregate (it guesses a few), and with a few it walks
  // the accounts newest first in a nested loop, re-reading the totals for each: 5 s and more on 100,000 shoppers
  // (bench/results/customers-plan.md). Hash and merge joins only, for this one statement's transaction.
  const result = (await inTransaction(db, async (tx) => {
    await tx.execute(sql`set local enable_nestloop = off`);
    return tx.execute(sql`
    select ${SELECT}, count(*) over ()::int as total
      from users u ${consentJoin}
      left join (${figures(sql`true`)}) s on s.user_id = u.id
      left join (${returnsPer(sql`true`)}) r on r.user_id = u.id
     where ${account} and ${figureWhere(where.filter)}
     order by ${ORDER_BY[where.sort]} limit ${where.limit} offset ${where.offset}`);
  })) as unknown as Rows;
  let total = Number(result.rows[0]?.total ?? 0);
  if (result.rows.length === 0 && where.offset > 0) {
    const [count] = (
      (await db.execute(sql`
      select count(*)::int as total from users u ${consentJoin}
        left join (${figures(sql`true`)}) s on s.user_id = u.id
        left join (${returnsPer(sql`true`)}) r on r.user_id = u.id
       where ${account} and ${figureWhere(where.filter)}`)) as unknown as Rows
    ).rows;
    total = Number(count?.total ?? 0);
  }
  return { rows: result.rows.map(toRow), total };
}

/** One shopper's row (her figures), or null when there is no such account. */
export async function customerRow(db: Db, userId: number): Promise<CustomerListRow | null> {
  const me = sql`user_id = ${userId}`;
  const result = (await db.execute(sql`
    select ${SELECT}
      from users u left join newsletter_subscribers n on n.whatsapp_number = u.contact
      left join (${figures(me)}) s on s.user_id = u.id
      left join (${returnsPer(me)}) r on r.user_id = u.id
     where u.id = ${userId}`)) as unknown as Rows;
  const row = result.rows[0];
  return row ? toRow(row) : null;
}
