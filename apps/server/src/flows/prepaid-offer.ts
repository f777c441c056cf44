// Step: a purchase priced both ways to pay (decision 0047), used by the quotes, saving a bundle and pricing a
// purchase (price-purchase, save-bundle): the owner's offers priced by the shared engine for pay on delivery
// (offers "paid online only" left out) and for paying online. The owner's prepaid nudge (her COD settings, cod):
// the offer she picked is kept for checkouts whose return-to-origin risk, scored as a COD order would be (query
// cod-risk-history, her verified mobile from accounts, the shared `codRisk`), is above her score; below it, or
// with the rule off, that offer is left out for her. The score and its reasons stay on the owner's side: the
// shopper only ever sees the figures.
import { type PricingLine, priceCartLines } from '@zariya/shared/cart-pricing';
import { COD_MESSAGES, type CodSettings } from '@zariya/shared/cod';
import { codRisk } from '@zariya/shared/cod-risk';
import type { PaymentWay } from '@zariya/shared/offer-engine';
import { roundMoney } from '@zariya/shared/pricing';
import type { Db } from '../db/client.ts';
import { verifiedMobileOf } from '../modules/accounts/phone.service.ts';
import { badRequest } from '../errors.ts';
import { readCodSettings, saveCodSettings } from '../modules/cod/cod.service.ts';
import { offersForPricing } from '../modules/offers/offers.service.ts';
import { codRiskHistory } from '../queries/cod-risk-history.query.ts';
import type { PricingContext } from './offer-pricing.ts';

export type BothWays = {
  cod: ReturnType<typeof priceCartLines>;
  online: ReturnType<typeof priceCartLines>;
  /** The context each way was priced with (the nudge offer left out when she is not nudged). */
  codContext: PricingContext;
  onlineContext: PricingContext;
  /** The owner's prepaid nudge applies to this checkout (her score is above the owner's). */
  nudged: boolean;
  /** What paying online saves, in rupees (the COD fee apart). */
  payOnlineSaving: number;
};

export async function priceBothWays(
  db: Db,
  userId: number,
  lines: readonly PricingLine[],
  input: {
    bundleCoupon: boolean;
    /** The bag's code (the owner's code the cart holds or the bundle was saved with); null: none. */
    code: string | null;
    ctx: PricingContext;
    /** Where it goes (the pincode's history); null: no pincode history. */
    pincode: string | null;
  },
): Promise<BothWays> {
  const { ctx, bundleCoupon, code } = input;
  const settings = await readCodSettings(db);
  const reserved =
    settings.prepaidOfferAboveScore !== null && settings.prepaidOfferId !== null
      ? ctx.offers.find((o) => o.id === settings.prepaidOfferId)
      : undefined;
  const codContext = reserved ? { ...ctx, offers: ctx.offers.filter((o) => o !== reserved) } : ctx;
  const cod = priceCartLines(lines, { bundleCoupon, code, ...codContext, payment: 'cod' });
  let nudged = false;
  if (reserved && settings.enabled && settings.prepaidOfferAboveScore !== null) {
    // Scored as the COD order would be (cod-checkout's scoreCod): the COD goods total, her verified mobile.
    const mobile = await verifiedMobileOf(db, userId);
    const history = await codRiskHistory(db, { userId, pincode: input.pincode ?? '', mobile, now: ctx.now });
    nudged =
      codRisk({ ...history, orderValue: cod.summary.totalAmount }).score > settings.prepaidOfferAboveScore;
  }
  const onlineContext = reserved && !nudged ? codContext : ctx;
  const online = priceCartLines(lines, { bundleCoupon, code, ...onlineContext, payment: 'online' });
  return {
    cod,
    online,
    codContext,
    onlineContext,
    nudged,
    payOnlineSaving: Math.max(0, roundMoney(cod.summary.totalAmount - online.summary.totalAmount)),
  };
}

/** The way chosen: its priced cart and the context it was priced with. */
export const wayOf = (both: BothWays, payment: PaymentWay) =>
  payment === 'online'
    ? { priced: both.online, ctx: both.onlineContext }
    : { priced: both.cod, ctx: both.codContext };

/** A quote's answer: online's figures, pay on delivery's, and what paying online saves. */
export const quoteOf = (both: BothWays) => ({
  summary: both.online.summary,
  offers: both.online.offers,
  cod: { summary: both.cod.summary, offers: both.cod.offers },
  payOnlineSaving: both.payOnlineSaving,
});

/**
 * PUT /api/admin/cod-settings: the owner's COD settings, the prepaid nudge's offer checked first (offers): one of
 * hers, marked "paid online only" (400 COD_PREPAID_OFFER otherwise).
 */
export async function saveCodSettingsChecked(db: Db, settings: CodSettings) {
  if (settings.prepaidOfferId !== null) {
    const offer = (await offersForPricing(db)).find((o) => o.id === settings.prepaidOfferId);
    if (!offer) throw badRequest(COD_MESSAGES.prepaidOfferMissing, 'COD_PREPAID_OFFER');
    if (!offer.onlineOnly) throw badRequest(COD_MESSAGES.prepaidOfferNotOnline, 'COD_PREPAID_OFFER');
  }
  return saveCodSettings(db, settings);
}
