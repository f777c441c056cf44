// The owner's offers (issue 25, decision 0050): create, edit, pause and resume; the report per offer; the offers
// the pricing engine reads; and the redemptions a checkout takes, confirms or gives back. Terms are checked by
// the shared OfferTermsSchema before they reach here; the limits are held by the database (offers.repository.ts).
import { productOffers, type ShopperContext } from '@zariya/shared/offer-engine';
import {
  COMBINATION_RULE,
  combinationSentence,
  type Offer,
  type OfferAnswer,
  type OfferReport,
  type OfferTerms,
  offerState,
  offerSummary,
} from '@zariya/shared/offers';
import { toPaise } from '@zariya/shared/pricing';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../errors.ts';
import * as repo from './offers.repository.ts';

const OFFER_NOT_FOUND = 'That offer was not found.';

function answer(offer: repo.StoredOffer, now = new Date()): OfferAnswer {
  const { createdAt, updatedAt, ...rest } = offer;
  return {
    ...rest,
    state: offerState(offer, now),
    summary: offerSummary(offer),
    combination: combinationSentence(offer),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

const emptyReport = (offerId: number): OfferReport => ({
  offerId,
  uses: 0,
  held: 0,
  discountInr: 0,
  salesInr: 0,
});
const toReport = (r: repo.ReportRow): OfferReport => ({
  offerId: r.offerId,
  uses: r.uses,
  held: r.held,
  discountInr: r.discount,
  salesInr: r.sales,
});

export async function listOffers(db: Db) {
  const [rows, figures] = await Promise.all([repo.allOffers(db), repo.reports(db)]);
  const byOffer = new Map(figures.map((r) => [r.offerId, toReport(r)]));
  const now = new Date();
  return {
    offers: rows.map((o) => ({ ...answer(o, now), report: byOffer.get(o.id) ?? emptyReport(o.id) })),
    combinationRule: COMBINATION_RULE,
  };
}

export async function offerDetail(db: Db, id: number) {
  const offer = await repo.offerById(db, id);
  if (!offer) throw notFound(OFFER_NOT_FOUND, 'OFFER_NOT_FOUND');
  const [figures] = await repo.reports(db, id);
  return {
    offer: answer(offer),
    report: figures ? toReport(figures) : emptyReport(id),
    combinationRule: COMBINATION_RULE,
  };
}

const codeTaken = (code: string | null) =>
  conflict(`Another offer already uses the code ${code}.`, 'OFFER_CODE_TAKEN');

export async function createOffer(db: Db, terms: OfferTerms) {
  try {
    const offer = await repo.insertOffer(db, terms);
    return { message: `Offer “${offer.name}” created.`, offer: answer(offer) };
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken(terms.code);
    throw err;
  }
}

export async function editOffer(db: Db, id: number, terms: OfferTerms) {
  try {
    return await inTransaction(db, async (tx) => {
      const before = await repo.offerById(tx, id, true);
      if (!before) throw notFound(OFFER_NOT_FOUND, 'OFFER_NOT_FOUND');
      const offer = await repo.updateOffer(tx, id, terms);
      if (!offer)
        throw conflict(
          `Total uses cannot be below the ${before.usedCount} already taken.`,
          'OFFER_LIMIT_BELOW_USES',
        );
      return { message: `Offer “${offer.name}” saved.`, offer: answer(offer) };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken(terms.code);
    throw err;
  }
}

export async function setOfferStatus(db: Db, id: number, status: Offer['status']) {
  const offer = await repo.setStatus(db, id, status);
  if (!offer) throw notFound(OFFER_NOT_FOUND, 'OFFER_NOT_FOUND');
  const verb = status === 'paused' ? 'paused' : 'resumed';
  return { message: `Offer “${offer.name}” ${verb}.`, offer: answer(offer) };
}

/** Every offer, for the engine (it judges status, window and limits itself). */
export const offersForPricing = (db: Db): Promise<Offer[]> => repo.allOffers(db);

/** The shopper's part of the engine's context: her uses of each offer by account or phone. */
export async function shopperOfferUses(
  db: Db,
  shopper: { userId: number | null; phone: string | null },
): Promise<ShopperContext['usesByOffer']> {
  return repo.shopperUses(db, shopper.userId, shopper.phone);
}

export type Redemption = { id: number; offerId: number; status: 'held' | 'used' | 'released' };

/**
 * Takes one use of `offerId` for a shopper (held until `confirmRedemption` or `releaseRedemption`). Refused with
 * 409 when the offer is paused or used up, or when she has used it as often as it allows (by account or phone).
 * Runs in the caller's transaction when given one (a savepoint), so a checkout that fails later takes nothing.
 */
export async function redeemOffer(
  db: Db,
  input: {
    offerId: number;
    userId: number | null;
    phone: string | null;
    discountInr: number;
    salesInr: number;
  },
): Promise<Redemption> {
  return inTransaction(db, async (tx) => {
    await repo.lockShopper(tx, input.offerId, input.userId, input.phone);
    const offer = await repo.offerById(tx, input.offerId);
    if (!offer) throw notFound(OFFER_NOT_FOUND, 'OFFER_NOT_FOUND');
    if (offer.perShopperLimit !== null) {
      const uses = (await repo.shopperUses(tx, input.userId, input.phone))[offer.id] ?? 0;
      if (uses >= offer.perShopperLimit)
        throw conflict('You have already used this offer as many times as it allows.', 'OFFER_SHOPPER_LIMIT');
    }
    const taken = await repo.takeUse(tx, offer.id);
    if (taken === undefined) {
      if (offer.status === 'paused') throw conflict('This offer is paused just now.', 'OFFER_NOT_LIVE');
      throw conflict('This offer has been used up.', 'OFFER_USED_UP');
    }
    const row = await repo.insertRedemption(tx, {
      offerId: offer.id,
      userId: input.userId,
      phone: input.phone,
      discount: toPaise(input.discountInr) / 100,
      sales: toPaise(input.salesInr) / 100,
    });
    return { id: row.id, offerId: row.offerId, status: 'held' };
  });
}

/** The order is placed: the held use becomes a use the report counts. Idempotent for the same order. */
export async function confirmRedemption(db: Db, id: number, orderRef: string): Promise<Redemption> {
  const used = await repo.markUsed(db, id, orderRef);
  const row = used ?? (await repo.redemptionById(db, id));
  if (!row) throw notFound('That redemption was not found.', 'REDEMPTION_NOT_FOUND');
  if (row.status === 'released' || (row.status === 'used' && row.orderRef !== orderRef))
    throw conflict('This offer’s use was given back or belongs to another order.', 'CONFLICT');
  return { id: row.id, offerId: row.offerId, status: 'used' };
}

/**
 * Gives the use back (a failed payment, a lapsed hold): the row is released and the count lowered in one
 * transaction, once however often it is called. Answers whether this call released it.
 */
export async function releaseRedemption(db: Db, id: number): Promise<{ released: boolean }> {
  return inTransaction(db, async (tx) => {
    const row = await repo.markReleased(tx, id);
    if (!row) {
      if (!(await repo.redemptionById(tx, id)))
        throw notFound('That redemption was not found.', 'REDEMPTION_NOT_FOUND');
      return { released: false };
    }
    await repo.giveUseBack(tx, row.offerId);
    return { released: true };
  });
}

/** GET /api/offers/product/:id — the offers a product page can show, best first (empty for an unknown product). */
export async function offersForProduct(db: Db, productId: number) {
  const piece = await repo.productPiece(db, productId);
  if (!piece || piece.archivedAt) throw notFound('Product not found.', 'PRODUCT_NOT_FOUND');
  const all = await repo.allOffers(db);
  const shown = productOffers(
    { productId: piece.id, variantId: null, category: piece.category, unitPricePaise: piece.price * 100 },
    all,
    new Date(),
    offerSummary,
  );
  return {
    offers: shown.map((o) => ({
      offerId: o.offerId,
      name: o.name,
      code: o.code,
      summary: o.summary,
      savingInr: o.savingPaise / 100,
      firstOrderOnly: o.firstOrderOnly,
    })),
  };
}
