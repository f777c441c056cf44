// Cash on delivery (decision 0028): the owner's settings, whether COD is offered for an order, the rules a COD
// order must meet and the e-mailed codes. Placing a COD order (asking for the code, confirming it) crosses
// modules and is flows/cod-checkout.flow.ts.
import {
  COD_MESSAGES,
  type CodOffer,
  type CodRefusal,
  type CodSettings,
  codRefusal,
  codRiskRefusal,
} from '@zariya/shared/cod';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { CodeSender } from '../../lib/code-sender.ts';
import type { Mailer } from '../../lib/mailer.ts';
import * as repo from './cod.repository.ts';

/** What the COD rules look at in a purchase (the payments module's priced purchase). */
type CodPurchase = { totalAmount: number; deliveryAddress: { postalCode: string } | null };

/** Codes a shopper may ask for within an hour (each is an e-mail the shop sends). */
export const MAX_COD_CODES_PER_HOUR = 6;

export type CodDeps = {
  db: Db;
  mailer: Mailer;
  pepper: string;
  log?: FastifyBaseLogger;
  /** Codes to her verified mobile first (issue 28); e-mail when she has none or the phone way fails. */
  phone?: { codes: CodeSender; dailyCap: number };
  /**
   * One tap on WhatsApp (decision 0053): the utility template with the "Confirm order" quick-reply button sent
   * beside a WhatsApp code, through the notifications module's client; undefined when the shop cannot hear taps.
   */
  tap?: { whatsapp: TapSender; template: string };
};

/** What the WhatsApp client takes for a quick-reply template (notifications/whatsapp.ts), as this module needs it. */
export type TapSender = {
  send: (message: {
    to: string;
    template: string;
    params: string[];
    quickReplies: Array<{ index: number; payload: string }>;
  }) => Promise<string>;
};

export const readCodSettings = repo.readSettings;

export async function saveCodSettings(db: Db, settings: CodSettings) {
  await repo.saveSettings(db, settings);
  return { message: COD_MESSAGES.settingsSaved, settings: await repo.readSettings(db) };
}

export const cashToCollect = repo.cashToCollect;

/**
 * Whether pay-on-delivery is offered for a delivery pincode (and an order value, when known), from the owner's
 * COD settings. For the pincode module's "Check delivery" on the product page.
 */
export async function codOfferedAt(
  db: Db,
  pincode: string,
  orderValue?: number,
): Promise<{ offered: boolean; reason?: string }> {
  const refusal = codRefusal(await repo.readSettings(db), { orderValue: orderValue ?? 0, pincode });
  return refusal ? { offered: false, reason: refusal.message } : { offered: true };
}

/** GET /api/cod/offer: what the checkout shows beside online payment. */
export async function codOffer(
  db: Db,
  query: { pincode?: string; amount?: number },
  userId?: number,
): Promise<CodOffer> {
  const settings = await repo.readSettings(db);
  const refusal = codRefusal(settings, {
    orderValue: query.amount ?? 0,
    pincode: query.pincode,
    openOrders: userId === undefined ? undefined : await repo.openCodOrders(db, userId),
  });
  return {
    offered: refusal === null,
    ...(refusal ? { reason: refusal.message } : {}),
    fee: settings.fee,
    maxOrderValue: settings.maxOrderValue,
  };
}

const STATUS_OF: Record<CodRefusal['code'], number> = {
  COD_OFF: 409,
  COD_NO_PINCODE: 400,
  COD_PINCODE_REFUSED: 400,
  COD_OVER_LIMIT: 400,
  COD_TOO_MANY_OPEN: 409,
  COD_PAY_ONLINE: 409,
};
export const refused = (r: CodRefusal) => new AppError(STATUS_OF[r.code], r.code, r.message);

export function assertCodAllowed(settings: CodSettings, purchase: CodPurchase, openOrders: number) {
  const refusal = codRefusal(settings, {
    orderValue: purchase.totalAmount,
    pincode: purchase.deliveryAddress?.postalCode ?? null,
    openOrders,
  });
  if (refusal) throw refused(refusal);
}

/** The owner's risk rule for an order's return-to-origin score (decision 0047): refused above her score. */
export function assertCodRisk(settings: CodSettings, score: number): void {
  const refusal = codRiskRefusal(settings, score);
  if (refusal) throw refused(refusal);
}

/**
 * The open COD orders that count against the limit for this purchase: hers, those to the same door from any
 * account, and those of the accounts behind her number — whichever is most (issue 28).
 */
export async function openCodOrdersFor(db: Db, userId: number, purchase: CodPurchase, mobile?: string) {
  const own = await repo.openCodOrders(db, userId);
  const address = purchase.deliveryAddress as { postalCode: string; addressLine1?: string } | null;
  if (!address?.addressLine1) return own;
  const at = await repo.openCodOrdersAt(db, {
    postalCode: address.postalCode,
    addressLine1: address.addressLine1,
    mobile,
  });
  return Math.max(own, at.address, at.phone);
}

/** The subject a COD code is signed for (the login codes' HMAC under the server pepper). */
export const codeSubject = (userId: number) => `cod:${userId}`;

/** The code requests and the shopper's lock, for the pay-on-delivery checkout (flows/cod-checkout.flow.ts). */
export {
  challengesSince,
  consumeChallenge,
  findChallenge,
  findTapChallenge,
  insertChallenge,
  lockShopper,
  openCodOrders,
  readSettings,
  setChallengeOrder,
  takeAttempt,
} from './cod.repository.ts';
export { codCodeMail } from './cod-mail.ts';
export { COD_TAP_PREFIX, challengeState, offerTap } from './cod-tap.ts';
