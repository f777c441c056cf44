// The owner's book of customers (issue 27 item 4, decision 0051): the list (search, filters, a saved segment,
// pages), a shopper's page and the owner's notes. The figures and the history are named queries (customer-list,
// customer-history); the rules (segments, filters, search text) are shared customers.ts.
import { type CustomerFilter, combineFilters, segmentFilter, segmentsOf } from '@zariya/shared/customers';
import { toCsv } from '@zariya/shared/csv';
import {
  CUSTOMER_MESSAGES,
  type CustomerExportQuery,
  MARKETING_CSV_COLUMNS,
  RECORDS_CSV_COLUMNS,
  type CustomerList,
  type CustomerListQuery,
  type CustomerPage,
  type CustomerRow,
} from '@zariya/shared/customers-api';
import { addShopDays, shopDayStart } from '@zariya/shared/dashboard';
import {
  CONSENT_CHANNEL_LABELS,
  CONSENT_SOURCE_LABELS,
  channelStates,
  withoutId,
} from '@zariya/shared/marketing-consent';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { CUSTOMER_HISTORY_LIMIT, customerHistory } from '../../queries/customer-history.query.ts';
import {
  type CustomerListRow,
  customerConsentHistory,
  customerList,
  customerRow,
  customerRows,
} from '../../queries/customer-list.query.ts';
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
    marketingConsent: q.consent === 'yes' ? true : q.consent === 'no' ? false : undefined,
    consentChannel: q.consent === 'whatsapp' || q.consent === 'email' ? q.consent : undefined,
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
  consentChannels: r.consentChannels,
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
  const [history, notes, consentHistory] = await Promise.all([
    customerHistory(db, userId),
    listNotes(db, userId),
    customerConsentHistory(db, userId),
  ]);
  const { city, state, ...lists } = history;
  const consents = channelStates(consentHistory);
  // The earliest consent in force, as the list's one line says it.
  const inForce = consents
    .filter((c) => c.given && c.latest)
    .sort((a, b) => (a.givenAt ?? '').localeCompare(b.givenAt ?? ''))[0];
  return {
    customer: {
      ...toRow(row, now),
      consentGivenAt: inForce?.givenAt ?? null,
      consentSource: inForce?.latest
        ? `${CONSENT_SOURCE_LABELS[inForce.latest.source]} (${CONSENT_CHANNEL_LABELS[inForce.channel]})`
        : null,
      consents,
      consentHistory: consentHistory.map(withoutId),
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

/** Rows read per statement while an export is built. */
const EXPORT_BATCH = 2_000;

/**
 * The customer list as CSV (decision 0058). *Marketing*: the shoppers of the owner's search and filters whose
 * current consent for the channel is given (the consent filter of that channel added to hers), with only what
 * reaching them needs and when and how she agreed. *Records*: every shopper of the search and filters, with her
 * figures and consent. Cells go through the shop's `csvCell` (formula-looking text defused). Answers the file and
 * its row count (for the audit entry).
 */
export async function exportCustomers(
  db: Db,
  q: CustomerExportQuery,
  now = new Date(),
): Promise<{ csv: string; rows: number }> {
  const own = filterOf({ ...q, page: 1, pageSize: 1 }, now);
  const filter: CustomerFilter =
    q.purpose === 'marketing' && q.channel ? { ...own, consentChannel: q.channel } : own;
  const found: CustomerListRow[] = [];
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await customerRows(db, {
      search: q.q,
      filter,
      sort: q.sort,
      limit: EXPORT_BATCH,
      offset,
    });
    found.push(...rows);
    if (rows.length < EXPORT_BATCH) break;
  }
  const iso = (d: Date | null) => d?.toISOString() ?? '';
  if (q.purpose === 'marketing' && q.channel) {
    const channel = q.channel;
    const lines = found.map((r) => [
      r.name,
      r.phone,
      r.email,
      r.language,
      channel,
      iso(channel === 'whatsapp' ? r.whatsappConsentAt : r.emailConsentAt),
      CONSENT_SOURCE_LABELS[
        ((channel === 'whatsapp' ? r.whatsappConsentSource : r.emailConsentSource) ??
          'account') as keyof typeof CONSENT_SOURCE_LABELS
      ],
    ]);
    return { csv: toCsv(MARKETING_CSV_COLUMNS, lines), rows: lines.length };
  }
  const lines = found.map((r) => [
    r.id,
    r.name,
    r.phone,
    r.email,
    r.language,
    r.joinedAt.toISOString(),
    r.orders,
    r.spent,
    iso(r.lastOrderAt),
    r.codRefusals,
    r.returns,
    r.whatsappConsentAt ? `given ${r.whatsappConsentAt.toISOString()}` : 'no',
    r.emailConsentAt ? `given ${r.emailConsentAt.toISOString()}` : 'no',
  ]);
  return { csv: toCsv(RECORDS_CSV_COLUMNS, lines), rows: lines.length };
}
