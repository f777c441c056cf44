// The invoices module's tables: GST rates, document counters, invoices and credit notes.
import type { GstDocument } from '@zariya/shared/gst-api';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money } from '../../db/columns.ts';
import { users } from '../accounts/accounts.schema.ts';

/** The GST rate table (decision 0022): dated rows the owner adds when the Council changes rates; never edited. */
export const gstRates = pgTable(
  'gst_rates',
  {
    id: serial('id').primaryKey(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** '' for every product, else the HSN codes it starts (a more specific prefix wins). */
    hsnPrefix: text('hsn_prefix').notNull().default(''),
    /** Rupees per piece after discount, GST included; null: lowerRate for all values. */
    threshold: money('threshold'),
    lowerRate: numeric('lower_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    upperRate: numeric('upper_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('gst_rates_start_unique').on(t.effectiveFrom, t.hsnPrefix)],
);

/**
 * The next serial of each document series ('invoice', 'credit_note') in each financial year. Bumped with
 * UPDATE … RETURNING in the transaction that inserts the document, so its row lock orders concurrent issuers and a
 * rolled-back issue gives its number back: consecutive, no gap, no duplicate.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    next: integer('next').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/** Tax invoices and credit notes; `document` is what was issued, frozen (later edits of the shop or order do not touch it). */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(), // 'invoice' | 'credit_note'
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    orderKind: text('order_kind').notNull(), // 'single' | 'bundle'
    orderId: integer('order_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** A credit note's invoice. */
    invoiceId: integer('invoice_id'),
    /** What a credit note answers, once each: 'refund:12' (a refund) or 'return:B-3' (goods back, no refund). */
    creditFor: text('credit_for').unique(),
    /** YYYY-MM-DD in India: the date printed and the month it is reported in. */
    documentDate: date('document_date', { mode: 'string' }).notNull(),
    totalPaise: integer('total_paise').notNull(),
    document: jsonb('document').$type<GstDocument>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_one_per_order').on(t.orderKind, t.orderId).where(sql`kind = 'invoice'`),
    uniqueIndex('invoices_series_serial').on(t.kind, t.financialYear, t.serial),
    index('invoices_date_idx').on(t.documentDate),
    index('invoices_invoice_idx').on(t.invoiceId),
  ],
);
