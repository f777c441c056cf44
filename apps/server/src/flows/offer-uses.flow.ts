// Flow: the uses of the owner's offers a purchase takes (issue 25, decision 0050 "Wiring (as built)").
//   take: inside the payment attempt's (or the COD placement's) transaction, one guarded use of each applied offer
//     that has a limit (offers' redeemOffer: the count only rises below the limit; her own uses counted by account
//     and phone), so that a refusal (409, readable) rolls back the holds with it;
//   confirm: settlement, in the order's transaction, marks them used by the order (a use given back meanwhile, when
//     a payment came after its hold lapsed, stays given back: the order keeps the price it was offered);
//   give back: uses held by payment orders that failed or expired (named query lapsed-offer-uses), once each —
//     from the hold-expiry job, the reconciler, closing an attempt and a new attempt of the same shopper.
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import * as offers from '../modules/offers/offers.service.ts';
import { lapsedOfferUses } from '../queries/lapsed-offer-uses.query.ts';

export type OfferUse = { offerId: number; discountInr: number };

export async function takeOfferUses(
  tx: Db,
  who: { userId: number; phone: string | null },
  uses: readonly OfferUse[],
  salesInr: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (const use of uses) {
    const taken = await offers.redeemOffer(tx, {
      offerId: use.offerId,
      userId: who.userId,
      phone: who.phone,
      discountInr: use.discountInr,
      salesInr,
    });
    ids.push(taken.id);
  }
  return ids;
}

export async function confirmOfferUses(tx: Db, ids: readonly number[] | undefined, orderRef: string) {
  for (const id of ids ?? []) {
    try {
      await offers.confirmRedemption(tx, id, orderRef);
    } catch (err) {
      if (!(err instanceof AppError && err.statusCode === 409)) throw err;
    }
  }
}

/** Gives back the uses of failed and expired payment orders (of one shopper, or all); answers how many. */
export async function releaseLapsedOfferUses(db: Db, where: { userId?: number } = {}): Promise<number> {
  let released = 0;
  for (const id of await lapsedOfferUses(db, where)) {
    if ((await offers.releaseRedemption(db, id)).released) released += 1;
  }
  return released;
}
