// Drizzle queries of GST: the shop's settings (key/value), the rate table, the document counters, invoices and
// credit notes, and what an invoice needs to read of an order (its lines, buyer and what it paid for).
import type { GstRateView } from '@zariya/shared/gst-api';
import type { GstRateRow } from '@zariya/shared/gst';
import { EXCHANGE_PAYMENT_PREFIX } from '@zariya/shared/returns';
import { and, asc, eq, gte, inArray, isNotNull, lt, notLike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bundleOrderItems,
  bundleOrders,
  documentCounters,
  gstRates,
  invoices,
  orders,
  products,
  refunds,
  settings,
} from '../../db/schema.ts';

export async function getJsonSetting<T>(db: Db, key: string): Promise<T | undefined> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row ? (JSON.parse(row.value) as T) : undefined;
}

export async function putJsonSetting(db: Db, key: string, value: unknown) {
  const text = JSON.stringify(value);
  await db
    .insert(settings)
    .values({ key, value: text })
    .onConflictDoUpdate({ target: settings.key, set: { value: text } });
}

const toRate = (row: typeof gstRates.$inferSelect): GstRateView => ({
  id: row.id,
  effectiveFrom: row.effectiveFrom,
  hsnPrefix: row.hsnPrefix,
  threshold: row.threshold,
  lowerRate: row.lowerRate,
  upperRate: row.upperRate,
});

export async function listRates(db: Db): Promise<GstRateView[]> {
  const rows = await db.select().from(gstRates).orderBy(asc(gstRates.hsnPrefix), asc(gstRates.effectiveFrom));
  return rows.map(toRate);
}

/** Inserts a dated row; undefined when one for the same prefix already starts that day. */
export async function insertRate(db: Db, row: GstRateRow): Promise<GstRateView | undefined> {
  const [inserted] = await db.insert(gstRates).values(row).onConflictDoNothing().returning();
  return inserted ? toRate(inserted) : undefined;
}

/**
 * The next serial of a series in a financial year. The UPDATE takes the counter row's lock until the transaction
 * ends, so concurrent issuers queue here; a rollback gives the number back.
 */
export async function nextSerial(tx: Db, series: 'invoice' | 'credit_note', financialYear: string) {
  await tx.insert(documentCounters).values({ series, financialYear, next: 1 }).onConflictDoNothing();
  const [row] = await tx
    .update(documentCounters)
    .set({ next: sql`${documentCounters.next} + 1` })
    .where(and(eq(documentCounters.series, series), eq(documentCounters.financialYear, financialYear)))
    .returning({ next: documentCounters.next });
  return row.next - 1;
}

export type DocumentRow = typeof invoices.$inferSelect;

export async function insertDocument(tx: Db, values: typeof invoices.$inferInsert): Promise<DocumentRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row;
}

export async function findInvoice(db: Db, orderKind: 'single' | 'bundle', orderId: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(eq(invoices.kind, 'invoice'), eq(invoices.orderKind, orderKind), eq(invoices.orderId, orderId)),
    );
  return row;
}

export async function findCreditNoteFor(db: Db, creditFor: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.creditFor, creditFor));
  return row;
}

export async function creditNotesOf(db: Db, invoiceId: number) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.kind, 'credit_note'), eq(invoices.invoiceId, invoiceId)))
    .orderBy(asc(invoices.id));
}

/** The refunds already recorded for an order (payments' table, read here as a named query), oldest first. */
export async function refundsOfOrder(db: Db, orderKind: 'single' | 'bundle', orderId: number) {
  return db
    .select({
      id: refunds.id,
      orderKind: refunds.orderKind,
      orderId: refunds.orderId,
      amountPaise: refunds.amountPaise,
      reason: refunds.reason,
    })
    .from(refunds)
    .where(and(eq(refunds.orderKind, orderKind), eq(refunds.orderId, orderId)))
    .orderBy(asc(refunds.id));
}

export async function findDocument(db: Db, id: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/** Invoices and credit notes dated within [from, to), in number order, for the monthly report. */
export async function documentsBetween(db: Db, from: string, to: string) {
  return db
    .select()
    .from(invoices)
    .where(and(gte(invoices.documentDate, from), lt(invoices.documentDate, to)))
    .orderBy(asc(invoices.kind), asc(invoices.financialYear), asc(invoices.serial));
}

/** A single order, locked so two issuers of its invoice take turns. */
export async function lockSingleOrder(tx: Db, id: number) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function lockBundleOrder(tx: Db, id: number) {
  const [row] = await tx.select().from(bundleOrders).where(eq(bundleOrders.id, id)).for('update');
  return row;
}

export const bundleItems = (db: Db, bundleOrderId: number) =>
  db
    .select()
    .from(bundleOrderItems)
    .where(eq(bundleOrderItems.bundleOrderId, bundleOrderId))
    .orderBy(asc(bundleOrderItems.id));

export async function productsTaxInfo(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      category: products.category,
      hsnCode: products.hsnCode,
      newPrice: products.newPrice,
      brandname: products.brandname,
    })
    .from(products)
    .where(inArray(products.id, ids));
}

/** Paid online, or cash on delivery and delivered (the cash collected): what an invoice is owed for. */
const isPaid = (table: typeof orders | typeof bundleOrders) =>
  or(
    and(isNotNull(table.paymentId), notLike(table.paymentId, `${EXCHANGE_PAYMENT_PREFIX}%`)),
    and(eq(table.paymentMethod, 'cod'), eq(table.fulfilment, 'delivered')),
  );

/** Paid orders since `since` that have no invoice yet (the sweep that makes sure none is lost). */
export async function paidOrdersWithoutInvoice(db: Db, since: Date, limit: number) {
  const noInvoice = (kind: 'single' | 'bundle', id: typeof orders.id | typeof bundleOrders.id) =>
    sql`not exists (select 1 from ${invoices} where ${invoices.kind} = 'invoice' and ${invoices.orderKind} = ${kind} and ${invoices.orderId} = ${id})`;
  const singles = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(isPaid(orders), gte(orders.createdAt, since), noInvoice('single', orders.id)))
    .limit(limit);
  const bundles = await db
    .select({ id: bundleOrders.id })
    .from(bundleOrders)
    .where(
      and(isPaid(bundleOrders), gte(bundleOrders.createdAt, since), noInvoice('bundle', bundleOrders.id)),
    )
    .limit(limit);
  return [
    ...singles.map((s) => ({ kind: 'single' as const, id: s.id })),
    ...bundles.map((b) => ({ kind: 'bundle' as const, id: b.id })),
  ];
}

export type RateRows = GstRateRow[];

export async function rateRows(db: Db): Promise<RateRows> {
  return (await listRates(db)).map(({ id: _id, ...row }) => row);
}

/** Whose order it is and whether it is paid: online, or cash on delivery once delivered (the cash collected). */
export async function orderOwner(db: Db, kind: 'single' | 'bundle', id: number) {
  const table = kind === 'single' ? orders : bundleOrders;
  const [row] = await db
    .select({
      userId: table.userId,
      paymentId: table.paymentId,
      paymentMethod: table.paymentMethod,
      fulfilment: table.fulfilment,
    })
    .from(table)
    .where(eq(table.id, id));
  if (!row) return undefined;
  const cashCollected = row.paymentMethod === 'cod' && row.fulfilment === 'delivered';
  const paidOnline = row.paymentId !== null && !row.paymentId.startsWith(EXCHANGE_PAYMENT_PREFIX);
  return { userId: row.userId, paid: paidOnline || cashCollected };
}
