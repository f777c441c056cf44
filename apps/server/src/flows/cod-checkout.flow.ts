// Flow: the pay-on-delivery checkout (decision 0028; issue 31), in two steps.
// `startCod` (no transaction; nothing is held):
//   1. the owner's settings (cod); what is bought is priced by the payments module's one pricing function (payments)
//   2. the COD rules and her open COD orders (cod); goods that are gone are refused now (inventory)
//   3. at most MAX_COD_CODES_PER_HOUR codes an hour; a one-time code (accounts' code machinery: HMAC under the
//      server pepper, expiring, tries counted) is stored (cod) and sent outside any transaction: by SMS or WhatsApp
//      to her verified mobile within the shop's daily cap (accounts), else by e-mail (issue 28)
//   Between 2 and 3: the order's return-to-origin risk from the shop's history (queries/cod-risk-history) and the
//   owner's risk rule (cod): refused above her "ask for online payment" score.
// The open COD orders counted are hers, those to the same door and those of her number's accounts (cod).
// `confirmCod`: the try is counted first (cod; and the wrong codes across her successive codes, accounts), then, for the right code, in one transaction:
//   1. lock the shopper and consume the code (cod)       3. release her payment holds, check the stock (inventory)
//   2. the COD rules again under her lock (cod)           4. place the order (the place-order step: orders, cart)
//   5. the pieces taken from their variants (or pool), the history naming the order (inventory)
//   6. the code remembers its order (cod)
//   The risk is scored again under her lock (the rules too) and stored on the order with its reasons.
// After the commit: the catalogue's cached answers are dropped and the order is announced.
import {
  COD_CODE_MAX_ATTEMPTS,
  COD_MESSAGES,
  type CodChallenge,
  codRefusal,
  codTotal,
  maskEmail,
} from '@zariya/shared/cod';
import { type CodRisk, codRisk } from '@zariya/shared/cod-risk';
import { maskMobile } from '@zariya/shared/phone-codes';
import { formatInr } from '@zariya/shared/pricing';
import { OTP_TTL_SECONDS } from '@zariya/shared/constants';
import { orderRef, parseOrderRef } from '@zariya/shared/order-refs';
import type { BundleOrder, SingleOrder } from '@zariya/shared/orders-api';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { AppError, badRequest, conflict, notFound } from '../errors.ts';
import { orderEvent } from '../lib/order-events.ts';
import { safeEqual } from '../lib/tokens.ts';
import { admitCodeCheck, admitShopPhoneCode, codeCheckSucceeded } from '../modules/accounts/code-budgets.ts';
import { newOtpCode, oneTimeCodeHash } from '../modules/accounts/otp.service.ts';
import { verifiedMobileOf } from '../modules/accounts/phone.service.ts';
import { catalogueChanged } from '../modules/catalog/catalog.cache.ts';
import * as repo from '../modules/cod/cod.service.ts';
import {
  assertCodAllowed,
  assertCodRisk,
  type CodDeps,
  codCodeMail,
  codeSubject,
  MAX_COD_CODES_PER_HOUR,
  offerTap,
  openCodOrdersFor,
  refused,
} from '../modules/cod/cod.service.ts';
import * as inventory from '../modules/inventory/inventory.service.ts';
import * as ordersService from '../modules/orders/orders.service.ts';
import type { Purchase } from '../modules/payments/payments.service.ts';
import { codRiskHistory } from '../queries/cod-risk-history.query.ts';
import { confirmOfferUses, takeOfferUses } from './offer-uses.flow.ts';
import { placeOrder } from './place-order.ts';
import { type CreateOrderInput, customer, pricePurchase } from './price-purchase.ts';

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
  const purchase = await pricePurchase(db, userId, input, 'cod');
  const mobile = await verifiedMobileOf(db, userId);
  assertCodAllowed(settings, purchase, await openCodOrdersFor(db, userId, purchase, mobile));
  const risk = await scoreCod(db, userId, purchase, mobile, now);
  assertCodRisk(settings, risk.score);
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
  // Outside any transaction: a slow provider or mail server holds no rows. Her verified mobile first.
  const sent = mobile ? await sendToPhone(deps, mobile, code, total, now) : undefined;
  if (!sent) {
    try {
      await deps.mailer.send(codCodeMail(buyer.email, buyer.name, code, total));
    } catch (err) {
      deps.log?.error({ err: { message: (err as Error).message } }, 'COD code mail could not be sent');
      throw new AppError(503, 'MAIL_FAILED', COD_MESSAGES.mailFailed);
    }
  }
  // A WhatsApp code also gets the one-tap "Confirm order" button (decision 0053).
  const oneTap = sent === 'whatsapp' && mobile ? await offerTap(deps, challenge, mobile) : false;
  return {
    challengeId: challenge.id,
    message:
      sent === 'sms'
        ? COD_MESSAGES.codeSentSms
        : sent === 'whatsapp'
          ? COD_MESSAGES.codeSentWhatsapp
          : COD_MESSAGES.codeSent,
    sentTo: sent && mobile ? maskMobile(mobile) : maskEmail(buyer.email),
    channel: sent ?? 'email',
    oneTap,
    expiresAt: challenge.expiresAt.toISOString(),
    orderValue: purchase.totalAmount,
    fee: settings.fee,
    total,
  };
}

/** The order's return-to-origin risk from the shop's own history (decision 0047). */
async function scoreCod(db: Db, userId: number, purchase: Purchase, mobile: string | undefined, now: Date) {
  const history = await codRiskHistory(db, {
    userId,
    pincode: purchase.deliveryAddress?.postalCode ?? '',
    mobile,
    now,
  });
  return codRisk({ ...history, orderValue: purchase.totalAmount });
}

/** The code by SMS or WhatsApp to her verified mobile; undefined (e-mail instead) when no phone way took it. */
async function sendToPhone(deps: CodDeps, mobile: string, code: string, total: number, now: Date) {
  if (!deps.phone?.codes.available) return undefined;
  try {
    await admitShopPhoneCode(deps.db, deps.phone.dailyCap, now);
    return await deps.phone.codes.send(mobile, code, { purpose: 'cod', amount: formatInr(total) });
  } catch (err) {
    deps.log?.warn(
      { err: { message: (err as Error).message } },
      'COD code not sent to the phone: e-mail instead',
    );
    return undefined;
  }
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
  risk: CodRisk,
  now: Date,
): Promise<{ ref: string }> {
  const placed = await placeOrder(
    tx,
    userId,
    purchase,
    { method: 'cod', fee, risk },
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
  // The try is counted (and committed) before the code is compared, so guesses in parallel all count; so are her
  // wrong codes across successive codes (a fresh code gives no fresh tries).
  await admitCodeCheck(db, codeSubject(userId), now);
  const challenge = await repo.takeAttempt(db, input.challengeId, userId, now, COD_CODE_MAX_ATTEMPTS);
  if (!challenge) return notTaken(db, userId, input.challengeId, now);
  if (!safeEqual(challenge.codeHash, oneTimeCodeHash(deps.pepper, codeSubject(userId), input.code)))
    throw badRequest(COD_MESSAGES.codeWrong, 'COD_CODE_WRONG');
  await codeCheckSucceeded(db, codeSubject(userId));
  return placeConfirmedCod(deps, userId, challenge, now);
}

/**
 * Places the order of a code request whose proof came (the right code, or a tap on WhatsApp: decision 0053), the
 * one way for both: steps 1 to 5 above, then the announcement. A request already used answers its order again.
 */
export async function placeConfirmedCod(
  deps: CodDeps,
  userId: number,
  challenge: { id: number; purchase: Record<string, unknown>; fee: number },
  now: Date,
): Promise<CodPlaced> {
  const { db } = deps;
  const purchase = challenge.purchase as unknown as Purchase;
  const placed = await inTransaction(db, async (tx) => {
    await repo.lockShopper(tx, userId);
    if (!(await repo.consumeChallenge(tx, challenge.id, now))) return null;
    // The rules again, under her lock: the owner may have changed them, or another order used her last slot.
    const settings = await repo.readSettings(tx);
    const mobile = await verifiedMobileOf(tx, userId);
    assertCodAllowed(settings, purchase, await openCodOrdersFor(tx, userId, purchase, mobile));
    const risk = await scoreCod(tx, userId, purchase, mobile, now);
    assertCodRisk(settings, risk.score);
    // Her open payment window (if any) ends: she chose to pay on delivery.
    await inventory.releaseShopperHolds(tx, userId, now);
    const claim = await inventory.claimPieces(tx, inventory.piecesOf(purchase.items), '', now);
    if (!claim) throw inventory.outOfStock();
    const { ref } = await place(tx, userId, purchase, challenge.fee, risk, now);
    await inventory.takeClaimed(tx, claim, { reason: 'order', ref, actor: `shopper:${userId}` });
    // The limited offers' uses are taken (guarded: used up → 409, nothing placed) and used by this order at once.
    if (purchase.offerUses?.offers.length) {
      const goods = purchase.items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0);
      const ids = await takeOfferUses(
        tx,
        { userId, phone: purchase.offerUses.phone },
        purchase.offerUses.offers,
        goods,
      );
      await confirmOfferUses(tx, ids, ref);
    }
    await repo.setChallengeOrder(tx, challenge.id, ref);
    return ref;
  });
  if (placed === null) return notTaken(db, userId, challenge.id, now);
  catalogueChanged(db);
  const ref = parseOrderRef(placed);
  if (ref) orderEvent(db, { ref, kind: 'placed' });
  return orderOf(db, placed, true);
}
