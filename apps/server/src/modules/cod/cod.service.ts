// Cash on delivery (decision 0028): the owner's settings, whether COD is offered for an order, and placing a COD
// order in two steps. `startCod` prices what is bought (the payments module's one pricing function), checks the
// rules and e-mails a one-time code (the login codes' machinery: HMAC under the server pepper, expiring, tries
// counted); `confirmCod` places the order only for the right code, in one transaction that takes the stock.
import {
  COD_CODE_MAX_ATTEMPTS,
  COD_MESSAGES,
  type CodChallenge,
  type CodOffer,
  type CodRefusal,
  type CodSettings,
  codRefusal,
  codTotal,
  maskEmail,
} from '@zariya/shared/cod';
import { OTP_TTL_SECONDS } from '@zariya/shared/constants';
import { orderRef, parseOrderRef } from '@zariya/shared/order-refs';
import type { BundleOrder, SingleOrder } from '@zariya/shared/orders-api';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { orderEvent } from '../../lib/order-events.ts';
import { placeOrder } from '../../flows/place-order.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { safeEqual } from '../../lib/tokens.ts';
import { newOtpCode, oneTimeCodeHash } from '../accounts/otp.service.ts';
import { catalogueChanged } from '../catalog/catalog.cache.ts';
import * as inventory from '../inventory/inventory.service.ts';
import * as ordersService from '../orders/orders.service.ts';
import {
  type CreateOrderInput,
  customer,
  type Purchase,
  pricePurchase,
} from '../payments/payments.service.ts';
import { codCodeMail } from './cod-mail.ts';
import * as repo from './cod.repository.ts';

/** Codes a shopper may ask for within an hour (each is an e-mail the shop sends). */
export const MAX_COD_CODES_PER_HOUR = 6;

export type CodDeps = { db: Db; mailer: Mailer; pepper: string; log?: FastifyBaseLogger };

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
};
const refused = (r: CodRefusal) => new AppError(STATUS_OF[r.code], r.code, r.message);

function assertCodAllowed(settings: CodSettings, purchase: Purchase, openOrders: number) {
  const refusal = codRefusal(settings, {
    orderValue: purchase.totalAmount,
    pincode: purchase.deliveryAddress?.postalCode ?? null,
    openOrders,
  });
  if (refusal) throw refused(refusal);
}

const codeSubject = (userId: number) => `cod:${userId}`;

export type CodStartInput = CreateOrderInput & { bundleOrderId?: number };

export async function startCod(
  deps: CodDeps,
  userId: number,
  input: CodStartInput,
  now = new Date(),
): Promise<CodChallenge> {
  const { db } = deps;
  const settings = await repo.readSettings(db);
  if (!settings.enabled) throw refused(codRefusal(settings, { orderValue: 0 })!);
  const purchase = await pricePurchase(db, userId, input);
  assertCodAllowed(settings, purchase, await repo.openCodOrders(db, userId));
  // Goods that are gone are refused now, before a code is sent for them.
  await inventory.assertHoldable(db, userId, inventory.piecesOf(purchase.items), now, false);
  const since = new Date(now.getTime() - 3_600_000);
  if ((await repo.challengesSince(db, userId, since)) >= MAX_COD_CODES_PER_HOUR)
    throw new AppError(
      429,
      'COD_TOO_MANY_CODES',
      'You have asked for many codes. Please try again in an hour.',
    );
  const buyer = await customer(db, userId);
  const code = newOtpCode();
  const total = codTotal(purchase.totalAmount, settings.fee);
  const challenge = await repo.insertChallenge(db, {
    userId,
    purchase: purchase as unknown as Record<string, unknown>,
    orderValue: purchase.totalAmount,
    fee: settings.fee,
    codeHash: oneTimeCodeHash(deps.pepper, codeSubject(userId), code),
    expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
    now,
  });
  try {
    // Outside any transaction: a slow mail server holds no rows.
    await deps.mailer.send(codCodeMail(buyer.email, buyer.name, code, total));
  } catch (err) {
    deps.log?.error({ err: { message: (err as Error).message } }, 'COD code mail could not be sent');
    throw new AppError(503, 'MAIL_FAILED', COD_MESSAGES.mailFailed);
  }
  return {
    challengeId: challenge.id,
    message: COD_MESSAGES.codeSent,
    sentTo: maskEmail(buyer.email),
    expiresAt: challenge.expiresAt.toISOString(),
    orderValue: purchase.totalAmount,
    fee: settings.fee,
    total,
  };
}

export type CodPlaced =
  | { kind: 'single'; order: SingleOrder; orderRef: string; created: boolean }
  | { kind: 'bundle'; order: BundleOrder; orderRef: string; created: boolean };

async function orderOf(db: Db, ref: string, created: boolean): Promise<CodPlaced> {
  if (ref.startsWith('B-')) {
    const order = await ordersService.bundleOrderFor(db, { admin: true }, ref);
    return { kind: 'bundle', order, orderRef: ref, created };
  }
  const order = await ordersService.singleOrderFor(db, { admin: true }, ref);
  return { kind: 'single', order, orderRef: ref, created };
}

/** Why a code was not taken: unknown (404), used (the order again, or 409), expired, or out of tries (429). */
async function notTaken(db: Db, userId: number, challengeId: number, now: Date): Promise<CodPlaced> {
  const row = await repo.findChallenge(db, challengeId);
  if (!row || row.userId !== userId)
    throw notFound('That code request was not found. Please ask for a new code.', 'COD_CHALLENGE_NOT_FOUND');
  if (row.consumedAt && row.orderRef) return orderOf(db, row.orderRef, false);
  if (row.consumedAt || row.expiresAt <= now) throw badRequest(COD_MESSAGES.codeExpired, 'COD_CODE_EXPIRED');
  throw new AppError(429, 'COD_CODE_LOCKED', COD_MESSAGES.codeLocked);
}

async function place(
  tx: Db,
  userId: number,
  purchase: Purchase,
  fee: number,
  now: Date,
): Promise<{ ref: string }> {
  const placed = await placeOrder(
    tx,
    userId,
    purchase,
    { method: 'cod', fee },
    purchase.deliveryAddress,
    now,
  );
  if (!placed) throw conflict('This order is already placed.', 'ALREADY_PLACED');
  return {
    ref:
      placed.kind === 'single'
        ? orderRef('single', placed.order.id)
        : orderRef('bundle', placed.bundleOrderId),
  };
}

export async function confirmCod(
  deps: CodDeps,
  userId: number,
  input: { challengeId: number; code: string },
  now = new Date(),
): Promise<CodPlaced> {
  const { db } = deps;
  // The try is counted (and committed) before the code is compared, so guesses in parallel all count.
  const challenge = await repo.takeAttempt(db, input.challengeId, userId, now, COD_CODE_MAX_ATTEMPTS);
  if (!challenge) return notTaken(db, userId, input.challengeId, now);
  if (!safeEqual(challenge.codeHash, oneTimeCodeHash(deps.pepper, codeSubject(userId), input.code)))
    throw badRequest(COD_MESSAGES.codeWrong, 'COD_CODE_WRONG');
  const purchase = challenge.purchase as unknown as Purchase;
  const placed = await inTransaction(db, async (tx) => {
    await repo.lockShopper(tx, userId);
    if (!(await repo.consumeChallenge(tx, challenge.id, now))) return null;
    // The rules again, under her lock: the owner may have changed them, or another order used her last slot.
    assertCodAllowed(await repo.readSettings(tx), purchase, await repo.openCodOrders(tx, userId));
    // Her open payment window (if any) ends: she chose to pay on delivery.
    await inventory.releaseShopperHolds(tx, userId, now);
    if (!(await inventory.takePieces(tx, inventory.piecesOf(purchase.items), '', now)))
      throw inventory.outOfStock();
    const { ref } = await place(tx, userId, purchase, challenge.fee, now);
    await repo.setChallengeOrder(tx, challenge.id, ref);
    return ref;
  });
  if (placed === null) return notTaken(db, userId, input.challengeId, now);
  catalogueChanged(db);
  const ref = parseOrderRef(placed);
  if (ref) orderEvent(db, { ref, kind: 'placed' });
  return orderOf(db, placed, true);
}
