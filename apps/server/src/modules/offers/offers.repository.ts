// Drizzle queries of the offers and their redemptions; rows become the shared Offer shape here. The usage count
// moves only in `takeUse` and `giveUseBack`, each one conditional statement (decision 0050).
import { indiaTimeToInstant, instantToIndiaTime, type Offer, type OfferTerms } from '@zariya/shared/offers';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offerRedemptions, offers, products } from '../../db/schema.ts';
import type { OfferTermsColumn } from './offers.schema.ts';

type OfferRow = typeof offers.$inferSelect;

export type StoredOffer = Offer & { createdAt: Date; updatedAt: Date };

export function toOffer(row: OfferRow): StoredOffer {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    kind: row.kind as Offer['kind'],
    ...termsOf(row.terms),
    startsAt: row.startsAt ? instantToIndiaTime(row.startsAt) : null,
    endsAt: row.endsAt ? instantToIndiaTime(row.endsAt) : null,
    totalLimit: row.totalLimit,
    usedCount: row.usedCount,
    status: row.status as Offer['status'],
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The terms kept in the `terms` column: what an offer gives and when, without its name, code, window or limit. */
function termsOf(t: OfferTermsColumn | OfferTerms): OfferTermsColumn & { onlineOnly: boolean } {
  return {
    codeEntry: t.codeEntry,
    percent: t.percent,
    amountInr: t.amountInr,
    buyQuantity: t.buyQuantity,
    getQuantity: t.getQuantity,
    tierUnit: t.tierUnit,
    tiers: t.tiers,
    scope: t.scope,
    minCartInr: t.minCartInr,
    minQuantity: t.minQuantity,
    firstOrderOnly: t.firstOrderOnly,
    // Offers saved before "paid online only" (decision 0047) have no such key: they apply to both ways to pay.
    onlineOnly: t.onlineOnly ?? false,
    perShopperLimit: t.perShopperLimit,
    combinable: t.combinable,
  };
}

function toColumns(t: OfferTerms) {
  const terms = termsOf(t);
  return {
    name: t.name,
    code: t.code,
    kind: t.kind,
    terms,
    startsAt: t.startsAt ? indiaTimeToInstant(t.startsAt) : null,
    endsAt: t.endsAt ? indiaTimeToInstant(t.endsAt) : null,
    totalLimit: t.totalLimit,
  };
}

export async function allOffers(db: Db): Promise<StoredOffer[]> {
  const rows = await db.select().from(offers).orderBy(asc(offers.id));
  return rows.map(toOffer);
}

export async function offerById(db: Db, id: number, lock = false): Promise<StoredOffer | undefined> {
  const query = db.select().from(offers).where(eq(offers.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ? toOffer(row) : undefined;
}

export async function insertOffer(db: Db, terms: OfferTerms): Promise<StoredOffer> {
  const [row] = await db.insert(offers).values(toColumns(terms)).returning();
  return toOffer(row);
}

/** Writes the terms unless the total limit would fall below the uses already taken; undefined when it would. */
export async function updateOffer(db: Db, id: number, terms: OfferTerms): Promise<StoredOffer | undefined> {
  const [row] = await db
    .update(offers)
    .set({ ...toColumns(terms), updatedAt: new Date() })
    .where(
      and(
        eq(offers.id, id),
        terms.totalLimit === null ? undefined : sql`${offers.usedCount} <= ${terms.totalLimit}`,
      ),
    )
    .returning();
  return row ? toOffer(row) : undefined;
}

export async function setStatus(db: Db, id: number, status: Offer['status']) {
  const [row] = await db
    .update(offers)
    .set({ status, updatedAt: new Date() })
    .where(eq(offers.id, id))
    .returning();
  return row ? toOffer(row) : undefined;
}

/**
 * Takes one use of a live offer: one UPDATE that succeeds only while the offer is active and under its total
 * limit. Every process's UPDATE of the row waits for the one before it and then re-reads the count, so the
 * limit holds under any concurrency. Answers the new count, or undefined when no use was left.
 */
export async function takeUse(db: Db, offerId: number): Promise<number | undefined> {
  const [row] = await db
    .update(offers)
    .set({ usedCount: sql`${offers.usedCount} + 1` })
    .where(
      and(
        eq(offers.id, offerId),
        eq(offers.status, 'active'),
        sql`(${offers.totalLimit} is null or ${offers.usedCount} < ${offers.totalLimit})`,
      ),
    )
    .returning({ usedCount: offers.usedCount });
  return row?.usedCount;
}

export async function giveUseBack(db: Db, offerId: number): Promise<void> {
  await db
    .update(offers)
    .set({ usedCount: sql`greatest(${offers.usedCount} - 1, 0)` })
    .where(eq(offers.id, offerId));
}

/**
 * Serialises the redemptions of one shopper for one offer (her account and her phone, in that order), for the
 * rest of the transaction, so that her own limit cannot be passed by two checkouts at once.
 */
export async function lockShopper(db: Db, offerId: number, userId: number | null, phone: string | null) {
  if (userId !== null)
    await db.execute(sql`select pg_advisory_xact_lock(${offerId}, hashtext(${`u:${userId}`}))`);
  if (phone) await db.execute(sql`select pg_advisory_xact_lock(${offerId}, hashtext(${`p:${phone}`}))`);
}

const shopperMatch = (userId: number | null, phone: string | null) =>
  or(
    userId === null ? sql`false` : eq(offerRedemptions.userId, userId),
    phone ? eq(offerRedemptions.phone, phone) : sql`false`,
  );

/** Her uses (held or made, by account or phone) of each offer. */
export async function shopperUses(db: Db, userId: number | null, phone: string | null) {
  const rows = await db
    .select({ offerId: offerRedemptions.offerId, uses: sql<number>`count(*)::int` })
    .from(offerRedemptions)
    .where(and(ne(offerRedemptions.status, 'released'), shopperMatch(userId, phone)))
    .groupBy(offerRedemptions.offerId);
  return Object.fromEntries(rows.map((r) => [r.offerId, Number(r.uses)])) as Record<number, number>;
}

export async function insertRedemption(
  db: Db,
  values: { offerId: number; userId: number | null; phone: string | null; discount: number; sales: number },
) {
  const [row] = await db.insert(offerRedemptions).values(values).returning();
  return row;
}

/** Marks a held redemption used by an order; undefined when it is not held (used already, or released). */
export async function markUsed(db: Db, id: number, orderRef: string) {
  const [row] = await db
    .update(offerRedemptions)
    .set({ status: 'used', orderRef, usedAt: new Date() })
    .where(and(eq(offerRedemptions.id, id), eq(offerRedemptions.status, 'held')))
    .returning();
  return row;
}

/** Releases a redemption not yet released; undefined when there is none to release (so a use is given back once). */
export async function markReleased(db: Db, id: number) {
  const [row] = await db
    .update(offerRedemptions)
    .set({ status: 'released', releasedAt: new Date() })
    .where(and(eq(offerRedemptions.id, id), ne(offerRedemptions.status, 'released')))
    .returning();
  return row;
}

export async function redemptionById(db: Db, id: number) {
  const [row] = await db.select().from(offerRedemptions).where(eq(offerRedemptions.id, id));
  return row;
}

export type ReportRow = { offerId: number; uses: number; held: number; discount: number; sales: number };

/** Per offer: uses made (orders placed), uses held, discount given and sales of the used ones. */
export async function reports(db: Db, offerId?: number): Promise<ReportRow[]> {
  const rows = await db
    .select({
      offerId: offerRedemptions.offerId,
      uses: sql<number>`count(*) filter (where ${offerRedemptions.status} = 'used')::int`,
      held: sql<number>`count(*) filter (where ${offerRedemptions.status} = 'held')::int`,
      discount: sql<string>`coalesce(sum(${offerRedemptions.discount}) filter (where ${offerRedemptions.status} = 'used'), 0)`,
      sales: sql<string>`coalesce(sum(${offerRedemptions.sales}) filter (where ${offerRedemptions.status} = 'used'), 0)`,
    })
    .from(offerRedemptions)
    .where(offerId === undefined ? undefined : eq(offerRedemptions.offerId, offerId))
    .groupBy(offerRedemptions.offerId);
  return rows.map((r) => ({
    offerId: r.offerId,
    uses: Number(r.uses),
    held: Number(r.held),
    discount: Number(r.discount),
    sales: Number(r.sales),
  }));
}

/** The product page's piece: its price and category (the catalogue's table, read through the barrel). */
export async function productPiece(db: Db, productId: number) {
  const [row] = await db
    .select({
      id: products.id,
      category: products.category,
      price: products.newPrice,
      archivedAt: products.archivedAt,
    })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}
