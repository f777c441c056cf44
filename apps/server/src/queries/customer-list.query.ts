// Named query (issue 27 item 4, decision 0051): the owner's list of shoppers with their figures — orders and money
// by the dashboard's rules (shared dashboard.ts: an order counts once paid or placed cash on delivery; revenue
// leaves out cancelled and returned ones, and COD until delivered), COD refusals (returned to origin), returns
// and exchanges asked for (declined ones left out), her language and her current marketing consent per channel
// (the latest entry of the consent module's `marketing_consents`, decision 0058). Reads the accounts' and consent's
// tables and the customers module's `customer_totals` for the customers module.
//
// The figures are a lookup (decision 0055): each shopper's row of `customer_totals` (every account has one), kept by
// the database's triggers in the same transaction as every change to her orders, bundles and return requests
// (migration 0039). The page and the count are two statements, so that the page stops at its last row: newest or
// by name through the accounts' indexes (users_created_idx, the trigram index for a search), by a figure through
// the totals' own indexes, each row joined by its key; the count reads the totals alone when nothing is asked of
// the account.
import {
  type CustomerFilter,
  type CustomerSort,
  customerSearchTerm,
  needsFigures,
} from '@zariya/shared/customers';
import type { ConsentSource } from '@zariya/shared/marketing-consent';
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
  consentChannels: Array<'whatsapp' | 'email'>;
  /** When her WhatsApp / e-mail consent in force was given (null unless given). */
  whatsappConsentAt: Date | null;
  emailConsentAt: Date | null;
  whatsappConsentSource: string | null;
  emailConsentSource: string | null;
};

/** A channel's latest entry for the account `u` (the consent index's first row). */
const latest = (channel: 'whatsapp' | 'email', column: 'action' | 'at' | 'source') =>
  sql.raw(`(select c.${column} from marketing_consents c where c.user_id = u.id and c.channel = '${channel}'
             order by c.at desc, c.id desc limit 1)`);
const givenOn = (channel: 'whatsapp' | 'email') => sql`${latest(channel, 'action')} = 'given'`;

type Rows = { rows: Array<Record<string, unknown>> };

const TOTALS = sql`join customer_totals s on s.user_id = u.id`;

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
  if (filter.marketingConsent !== undefined) {
    const any = sql`(coalesce(${givenOn('whatsapp')}, false) or coalesce(${givenOn('email')}, false))`;
    parts.push(filter.marketingConsent ? any : sql`not ${any}`);
  }
  if (filter.consentChannel !== undefined)
    parts.push(sql`coalesce(${givenOn(filter.consentChannel)}, false)`);
  return sql.join(parts, sql` and `);
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The figure conditions, on her totals row (shared matchesCustomerFilter, in SQL). */
function figureWhere(f: CustomerFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.minOrders !== undefined) parts.push(sql`s.orders_count >= ${f.minOrders}`);
  if (f.maxOrders !== undefined) parts.push(sql`s.orders_count <= ${f.maxOrders}`);
  if (f.minSpent !== undefined) parts.push(sql`s.spent_paise >= ${Math.round(f.minSpent * 100)}`);
  if (f.maxSpent !== undefined) parts.push(sql`s.spent_paise <= ${Math.round(f.maxSpent * 100)}`);
  if (f.lastOrderFrom !== undefined) parts.push(sql`s.last_order_at >= ${at(f.lastOrderFrom)}`);
  if (f.lastOrderBefore !== undefined) parts.push(sql`s.last_order_at < ${at(f.lastOrderBefore)}`);
  if (f.minCodRefusals !== undefined) parts.push(sql`s.cod_refusals >= ${f.minCodRefusals}`);
  if (f.minReturns !== undefined) parts.push(sql`s.returns_count >= ${f.minReturns}`);
  return sql.join(parts, sql` and `);
}

const ORDER_BY: Record<CustomerSort, SQL> = {
  joined: sql`u.created_at desc, u.id desc`,
  name: sql`lower(u.fullname), u.id`,
  // As the totals' indexes run (backwards), so that a page of the top shoppers is read from them.
  orders: sql`s.orders_count desc, s.user_id desc`,
  spent: sql`s.spent_paise desc, s.user_id desc`,
  last_order: sql`s.last_order_at desc nulls last, s.user_id desc`,
};

const SELECT = sql`u.id, u.fullname, u.contact, u.email, u.language, u.created_at,
  s.orders_count as orders, s.spent_paise as paise, s.last_order_at, s.cod_refusals,
  s.returns_count as returns,
  cw.action as wa_action, cw.at as wa_at, cw.source as wa_source,
  ce.action as em_action, ce.at as em_at, ce.source as em_source`;

/** Each channel's latest entry of the account `u`, for the row. */
const CONSENT_JOIN = sql.raw(
  ['whatsapp', 'email']
    .map(
      (channel) => `left join lateral (select c.action, c.at, c.source from marketing_consents c
       where c.user_id = u.id and c.channel = '${channel}' order by c.at desc, c.id desc limit 1)
       ${channel === 'whatsapp' ? 'cw' : 'ce'} on true`,
    )
    .join(' '),
);

const when = (value: unknown) => (value ? new Date(value as string) : null);

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
  marketingConsent: r.wa_action === 'given' || r.em_action === 'given',
  consentChannels: [
    ...(r.wa_action === 'given' ? (['whatsapp'] as const) : []),
    ...(r.em_action === 'given' ? (['email'] as const) : []),
  ],
  whatsappConsentAt: r.wa_action === 'given' ? when(r.wa_at) : null,
  emailConsentAt: r.em_action === 'given' ? when(r.em_at) : null,
  whatsappConsentSource: r.wa_action === 'given' ? String(r.wa_source) : null,
  emailConsentSource: r.em_action === 'given' ? String(r.em_source) : null,
});

export type CustomerListWhere = {
  search?: string;
  filter: CustomerFilter;
  sort: CustomerSort;
  limit: number;
  offset: number;
};

/** One page of the list's rows, uncounted (an export reads the list page after page). */
export async function customerRows(db: Db, where: CustomerListWhere): Promise<CustomerListRow[]> {
  const page = (await db.execute(sql`
    select ${SELECT} from users u ${TOTALS} ${CONSENT_JOIN}
     where ${accountWhere(where.search, where.filter)} and ${figureWhere(where.filter)}
     order by ${ORDER_BY[where.sort]} limit ${where.limit} offset ${where.offset}`)) as unknown as Rows;
  return page.rows.map(toRow);
}

/** A page of shoppers with their figures, and how many pass the search and filters in all. */
export async function customerList(
  db: Db,
  where: CustomerListWhere,
): Promise<{ rows: CustomerListRow[]; total: number }> {
  const account = accountWhere(where.search, where.filter);
  const figures = figureWhere(where.filter);
  const rows = await customerRows(db, where);
  const accountFree =
    customerSearchTerm(where.search ?? '') === null &&
    where.filter.language === undefined &&
    where.filter.marketingConsent === undefined &&
    where.filter.consentChannel === undefined;
  // Counted on the totals alone, the accounts alone, or both, as the filters ask.
  const counted = accountFree
    ? sql`from customer_totals s where ${figures}`
    : needsFigures(where.filter)
      ? sql`from users u ${TOTALS} where ${account} and ${figures}`
      : sql`from users u where ${account}`;
  const [count] = ((await db.execute(sql`select count(*)::int as total ${counted}`)) as unknown as Rows).rows;
  return { rows, total: Number(count?.total ?? 0) };
}

/** One shopper's row (her figures), or null when there is no such account. */
export async function customerRow(db: Db, userId: number): Promise<CustomerListRow | null> {
  const result = (await db.execute(sql`
    select ${SELECT}
      from users u ${TOTALS} ${CONSENT_JOIN}
     where u.id = ${userId}`)) as unknown as Rows;
  const row = result.rows[0];
  return row ? toRow(row) : null;
}

/** Her consent entries (the consent module's table), newest first, for her page. */
export async function customerConsentHistory(db: Db, userId: number) {
  const result = (await db.execute(sql`
    select id, channel, action, source, actor, wording, wording_version, language, at
      from marketing_consents where user_id = ${userId}
     order by at desc, id desc`)) as unknown as Rows;
  return result.rows.map((r) => ({
    id: Number(r.id),
    channel: r.channel as 'whatsapp' | 'email',
    action: r.action as 'given' | 'withdrawn',
    source: r.source as ConsentSource,
    actor: r.actor as 'shopper' | 'visitor',
    wording: String(r.wording),
    wordingVersion: String(r.wording_version),
    language: r.language as 'en' | 'hi',
    at: new Date(r.at as string).toISOString(),
  }));
}
