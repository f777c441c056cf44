// Named query (issue 27 item 4, decision 0051): the owner's list of shoppers with their figures — orders and money
// by the dashboard's rules (shared dashboard.ts: an order counts once paid or placed cash on delivery; revenue
// leaves out cancelled and returned ones, and COD until delivered), COD refusals (returned to origin), returns
// and exchanges asked for (declined ones left out), her language and marketing consent (the WhatsApp newsletter
// with her account's number). Reads the accounts' and newsletter's tables and the customers module's
// `customer_totals` for the customers module.
//
// The figures are a lookup (decision 0055): each shopper's row of `customer_totals`, kept by the database's triggers
// in the same transaction as every change to her orders, bundles and return requests (migration 0039). No row: no
// order yet, all zero. Without a filter or sort on the figures, the page of accounts is read first (name/e-mail/
// number through the trigram index, newest first through users_created_idx) and its rows looked up; with one, the
// accounts and their totals are joined and filtered in one statement (a hash join of two tables of one row per
// shopper; a lower bound above zero is written on the column itself so the planner may start from the totals).
import {
  type CustomerFilter,
  type CustomerSort,
  customerSearchTerm,
  needsFigures,
} from '@zariya/shared/customers';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

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

const TOTALS = sql`left join customer_totals s on s.user_id = u.id`;

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

/**
 * The figure conditions, on her totals row (shared matchesCustomerFilter, in SQL). A shopper without a row has
 * every figure 0 and no last order: a lower bound above 0 and a last-order bound leave her out, so those are
 * written on the column as it is (and make the join an inner one); the others through coalesce.
 */
function figureWhere(f: CustomerFilter): SQL {
  const parts: SQL[] = [sql`true`];
  const atLeast = (column: SQL, min: number) =>
    min > 0 ? sql`${column} >= ${min}` : sql`coalesce(${column}, 0) >= ${min}`;
  if (f.minOrders !== undefined) parts.push(atLeast(sql`s.orders_count`, f.minOrders));
  if (f.maxOrders !== undefined) parts.push(sql`coalesce(s.orders_count, 0) <= ${f.maxOrders}`);
  if (f.minSpent !== undefined) parts.push(atLeast(sql`s.spent_paise`, Math.round(f.minSpent * 100)));
  if (f.maxSpent !== undefined)
    parts.push(sql`coalesce(s.spent_paise, 0) <= ${Math.round(f.maxSpent * 100)}`);
  if (f.lastOrderFrom !== undefined) parts.push(sql`s.last_order_at >= ${at(f.lastOrderFrom)}`);
  if (f.lastOrderBefore !== undefined) parts.push(sql`s.last_order_at < ${at(f.lastOrderBefore)}`);
  if (f.minCodRefusals !== undefined) parts.push(atLeast(sql`s.cod_refusals`, f.minCodRefusals));
  if (f.minReturns !== undefined) parts.push(atLeast(sql`s.returns_count`, f.minReturns));
  return sql.join(parts, sql` and `);
}

const ORDER_BY: Record<CustomerSort, SQL> = {
  joined: sql`u.created_at desc, u.id desc`,
  name: sql`lower(u.fullname), u.id`,
  orders: sql`coalesce(s.orders_count, 0) desc, u.id desc`,
  spent: sql`coalesce(s.spent_paise, 0) desc, u.id desc`,
  last_order: sql`s.last_order_at desc nulls last, u.id desc`,
};

const SELECT = sql`u.id, u.fullname, u.contact, u.email, u.language, u.created_at,
  coalesce(s.orders_count, 0) as orders, coalesce(s.spent_paise, 0) as paise, s.last_order_at,
  coalesce(s.cod_refusals, 0) as cod_refusals, coalesce(s.returns_count, 0) as returns,
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
        from users u join p on p.id = u.id ${consentJoin} ${TOTALS}
       order by ${ORDER_BY[where.sort]}`)) as unknown as Rows;
    const [count] = (
      (await db.execute(
        sql`select count(*)::int as total from users u ${consentJoin} where ${account}`,
      )) as unknown as Rows
    ).rows;
    return { rows: page.rows.map(toRow), total: Number(count?.total ?? 0) };
  }
  // Filtered or sorted by the figures: the accounts and their totals rows, joined, filtered and counted at once.
  const matching = sql`from users u ${consentJoin} ${TOTALS} where ${account} and ${figureWhere(where.filter)}`;
  const result = (await db.execute(sql`
    select ${SELECT}, count(*) over ()::int as total ${matching}
     order by ${ORDER_BY[where.sort]} limit ${where.limit} offset ${where.offset}`)) as unknown as Rows;
  let total = Number(result.rows[0]?.total ?? 0);
  if (result.rows.length === 0 && where.offset > 0) {
    const [count] = ((await db.execute(sql`select count(*)::int as total ${matching}`)) as unknown as Rows)
      .rows;
    total = Number(count?.total ?? 0);
  }
  return { rows: result.rows.map(toRow), total };
}

/** One shopper's row (her figures), or null when there is no such account. */
export async function customerRow(db: Db, userId: number): Promise<CustomerListRow | null> {
  const result = (await db.execute(sql`
    select ${SELECT}
      from users u left join newsletter_subscribers n on n.whatsapp_number = u.contact ${TOTALS}
     where u.id = ${userId}`)) as unknown as Rows;
  const row = result.rows[0];
  return row ? toRow(row) : null;
}
