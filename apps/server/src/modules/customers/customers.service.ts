// The owner's book of customers (issue 27 item 4, decision 0051): the list (search, filters, a saved segment,
// pages), a shopper's page and the owner's notes. The figures and the history are named queries (customer-list,
// customer-history); the rules (segments, filters, search text) are shared customers.ts.
import { type CustomerFilter, combineFilters, segmentFilter, segmentsOf } from '@zariya/shared/customers';
import {
  CUSTOMER_MESSAGES,
  type CustomerList,
  type CustomerListQuery,
  type CustomerPage,
  type CustomerRow,
} from '@zariya/shared/customers-api';
import { addShopDays, shopDayStart } from '@zariya/shared/dashboard';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { CUSTOMER_HISTORY_LIMIT, customerHistory } from '../../queries/customer-history.query.ts';
import { type CustomerListRow, customerList, customerRow } from '../../queries/customer-list.query.ts';
import { deleteNote, insertNote, listNotes } from './customers.repository.ts';

/** The owner's filter fields as the shared filter; Kolkata days become instants. */
export function filterOf(q: CustomerListQuery, now: Date): CustomerFilter {
  const own: CustomerFilter = {
    minOrders: q.minOrders,
    maxOrders: q.maxOrders,
    minSpent: q.minSpent,
    maxSpent: q.maxSpent,
    lastOrderFrom: q.lastOrderFrom ? shopDayStart(q.lastOrderFrom) : undefined,
    lastOrderBefore: q.lastOrderTo ? shopDayStart(addShopDays(q.lastOrderTo, 1)) : undefined,
    minCodRefusals: q.minCodRefusals,
    minReturns: q.minReturns,
    language: q.language,
    marketingConsent: q.consent === undefined ? undefined : q.consent === 'yes',
  };
  return q.segment ? combineFilters(segmentFilter(q.segment, now), own) : own;
}

const toRow = (r: CustomerListRow, now: Date): CustomerRow => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  email: r.email,
  language: r.language,
  joinedAt: r.joinedAt.toISOString(),
  orders: r.orders,
  spent: r.spent,
  lastOrderAt: r.lastOrderAt?.toISOString() ?? null,
  codRefusals: r.codRefusals,
  returns: r.returns,
  marketingConsent: r.marketingConsent,
  segments: segmentsOf(r, now),
});

export async function listCustomers(db: Db, q: CustomerListQuery, now = new Date()): Promise<CustomerList> {
  const { rows, total } = await customerList(db, {
    search: q.q,
    filter: filterOf(q, now),
    sort: q.sort,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  return { customers: rows.map((r) => toRow(r, now)), total, page: q.page, pageSize: q.pageSize };
}

export async function customerPage(db: Db, userId: number, now = new Date()): Promise<CustomerPage> {
  const row = await customerRow(db, userId);
  if (!row) throw notFound(CUSTOMER_MESSAGES.customerNotFound, 'CUSTOMER_NOT_FOUND');
  const [history, notes] = await Promise.all([customerHistory(db, userId), listNotes(db, userId)]);
  const { city, state, ...lists } = history;
  return {
    customer: {
      ...toRow(row, now),
      consentGivenAt: row.consentGivenAt?.toISOString() ?? null,
      consentSource: row.marketingConsent ? 'WhatsApp newsletter sign-up with her account number' : null,
      city,
      state,
    },
    ...lists,
    notes: notes.slice(0, CUSTOMER_HISTORY_LIMIT),
  };
}

export async function addNote(db: Db, userId: number, text: string) {
  if (!(await customerRow(db, userId)))
    throw notFound(CUSTOMER_MESSAGES.customerNotFound, 'CUSTOMER_NOT_FOUND');
  return insertNote(db, userId, text);
}

export async function removeNote(db: Db, userId: number, noteId: number) {
  if (!(await deleteNote(db, userId, noteId)))
    throw notFound(CUSTOMER_MESSAGES.noteNotFound, 'CUSTOMER_NOTE_NOT_FOUND');
}
