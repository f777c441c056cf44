// Flow: a payment attempt (POST /createOrder, POST /payments/:orderId/close), the checkout side of docs/architecture.md
// payment flow. Opening one:
//   1. the purchase priced from the database, the page's total checked, the address checked (price-purchase)
//   2. a retried create while the first window is open gets the first payment order back (payments)
//   3. a cheap stock check, so no provider order is made for goods that are gone (inventory)
//   4. whether the attempt may hold pieces (decision 0015's limits: inventory's holds and unpaid attempts)
//   5. the provider's order, found by receipt or created (payments' provider), outside any transaction
//   6. one transaction: products (then a split product's variants) locked and stock checked again, the shopper's earlier holds released and her open
//      attempts failed (their offer uses given back), the limited offers' uses taken (offer-uses; 409 when used up),
//      the payment order stored with them, the pieces held (inventory, payments)
//   7. after the commit: the counters
// Closing one: the payment order locked, failed, its pieces back on sale and its offer uses given back (payments,
// inventory, offer-uses) in one transaction.
import {
  MAX_HELD_UNITS_PER_ADDRESS,
  MAX_HELD_UNITS_PER_SHOPPER,
  MAX_UNPAID_HOLDS_PER_ADDRESS,
  MAX_UNPAID_HOLDS_PER_SHOPPER,
  UNPAID_HOLD_WINDOW_MINUTES,
} from '@zariya/shared/payment-lifecycle';
import type { PaymentOrder } from '@zariya/shared/orders-api';
import { toPaise } from '@zariya/shared/pricing';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { inTransaction } from '../db/transaction.ts';
import * as metrics from '../lib/metrics.ts';
import { stockHeldChanged } from '../modules/catalog/catalog.engine.ts';
import * as inventory from '../modules/inventory/inventory.service.ts';
import * as payments from '../modules/payments/payments.service.ts';
import type { PaymentProvider } from '../modules/payments/provider.ts';
import { releaseLapsedOfferUses, takeOfferUses } from './offer-uses.flow.ts';
import { type CreateOrderInput, pricePurchase } from './price-purchase.ts';

/**
 * Whether this attempt may hold pieces (decision 0015). Over a limit the shopper can still pay, but holds
 * nothing: the first payment to arrive gets the goods and a later one is refunded, so hoarding gains nothing.
 */
async function mayHold(
  db: Db,
  userId: number,
  clientAddress: string | null,
  units: number,
  now: Date,
): Promise<boolean> {
  if (units > MAX_HELD_UNITS_PER_SHOPPER) return false;
  const since = new Date(now.getTime() - UNPAID_HOLD_WINDOW_MINUTES * 60_000);
  if ((await inventory.unpaidAttempts(db, { userId }, since, now)) >= MAX_UNPAID_HOLDS_PER_SHOPPER)
    return false;
  if (clientAddress === null) return true;
  if ((await inventory.unpaidAttempts(db, { clientAddress }, since, now)) >= MAX_UNPAID_HOLDS_PER_ADDRESS)
    return false;
  // Her own live holds are released by this attempt, so they do not count against the address.
  const address = await inventory.heldUnits(db, { clientAddress }, now);
  const own = await inventory.heldUnits(db, { userId }, now);
  return address - own + units <= MAX_HELD_UNITS_PER_ADDRESS;
}

export async function createPaymentOrder(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  input: CreateOrderInput,
  context: { clientAddress?: string | null; now?: Date } = {},
): Promise<PaymentOrder> {
  const now = context.now ?? new Date();
  const clientAddress = context.clientAddress ?? null;
  const purchase = await pricePurchase(db, userId, input, 'online');
  const pieces = inventory.piecesOf(purchase.items);
  const stem = payments.receiptStem(userId, purchase);
  const earlier = await payments.latestWithReceiptStem(db, userId, stem);
  // A retried create (a double tap, a lost answer) while the first window is open gets the first order back.
  if (
    earlier.latest &&
    (earlier.latest.status === 'created' || earlier.latest.status === 'attempted') &&
    earlier.latest.expiresAt > now
  ) {
    return payments.paymentOrderAnswer(earlier.latest, provider, purchase);
  }
  // A cheap check first, so that no provider order is made for goods that are gone.
  await inventory.assertHoldable(db, userId, pieces, now, false);
  const units = pieces.reduce((sum, p) => sum + p.quantity, 0);
  const held = await mayHold(db, userId, clientAddress, units, now);
  const receipt = `${stem}${earlier.count + 1}`;
  const amountPaise = toPaise(purchase.totalAmount);
  let providerOrder: { id: string };
  try {
    providerOrder =
      (await provider.findOrderByReceipt(receipt)) ??
      (await provider.createOrder({
        amountPaise,
        receipt,
        notes: { userId: String(userId), kind: purchase.kind },
      }));
  } catch {
    throw payments.providerUnreachable();
  }
  const expiresAt = new Date(now.getTime() + payments.RESERVATION_MINUTES * 60_000);
  let superseded = 0;
  try {
    await inTransaction(db, async (tx) => {
      // Rows locked: two buyers of the last pieces are decided one after the other.
      await inventory.assertHoldable(tx, userId, pieces, now, true);
      // One payment window per shopper: a new attempt closes her earlier open ones (they count as unpaid, and
      // can still be paid: a late payment gets what is left, or its refund).
      await inventory.releaseShopperHolds(tx, userId, now);
      superseded = await payments.failOpenAttempts(tx, userId);
      // Her failed and expired attempts give their offer uses back; this one takes its own, guarded, with its
      // holds: an offer used up meanwhile refuses (409) and nothing is held.
      await releaseLapsedOfferUses(tx, { userId });
      const goods = purchase.items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0);
      const redemptions = purchase.offerUses?.offers.length
        ? await takeOfferUses(
            tx,
            { userId, phone: purchase.offerUses.phone },
            purchase.offerUses.offers,
            goods,
          )
        : [];
      await payments.insertPaymentOrder(tx, {
        id: providerOrder.id,
        provider: provider.name,
        userId,
        purchase: redemptions.length ? { ...purchase, redemptions } : purchase,
        amountPaise,
        expiresAt,
        receipt,
        clientAddress,
        held,
      });
      // Each hold names its variant: a split product's holds keep that variant's pieces only.
      if (held) await inventory.insertHolds(tx, providerOrder.id, pieces, expiresAt);
    });
  } catch (err) {
    // The same purchase created at the same moment by a second request: answer the first one's order.
    if (!isUniqueViolation(err)) throw err;
    const first = await payments.latestWithReceiptStem(db, userId, stem);
    if (!first.latest) throw err;
    return payments.paymentOrderAnswer(first.latest, provider, purchase);
  }
  // Pieces held (and her earlier holds released): other shoppers' product pages count them at once (0057).
  stockHeldChanged(db);
  metrics.payments.inc({ outcome: 'created' });
  if (superseded > 0) metrics.payments.inc({ outcome: 'failed' }, superseded);
  if (held) metrics.holdsCreated.inc(new Set(pieces.map((p) => p.productId)).size);
  return payments.paymentOrderAnswer(
    { id: providerOrder.id, amountPaise, expiresAt, held },
    provider,
    purchase,
  );
}

/** The shopper closed the payment window: the attempt fails and its pieces go back on sale at once. */
export async function closeAttempt(db: Db, userId: number, orderId: string, now = new Date()) {
  const failed = await inTransaction(db, async (tx) => {
    const order = await payments.lockPaymentOrder(tx, orderId);
    if (!order || order.userId !== userId) throw payments.paymentOrderNotFound();
    if (!(await payments.movePaymentOrder(tx, order.id, 'failed'))) return false;
    await inventory.releaseHolds(tx, order.id, now);
    await releaseLapsedOfferUses(tx, { userId });
    return true;
  });
  if (failed) {
    stockHeldChanged(db);
    metrics.payments.inc({ outcome: 'failed' });
  }
}
