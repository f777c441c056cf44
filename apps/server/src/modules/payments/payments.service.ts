// The checkout side of the ARCHITECTURE payment flow: the server prices what is bought, holds the pieces while
// the payment window is open (within the hold limits of decision 0015) and creates the provider's order; it
// verifies what the checkout hands back. Settling a verified payment is flows/settle-payment.flow.ts.
import { createHash, randomBytes } from 'node:crypto';
import { amountMatches, canonicalChoice, choiceError, couponAttempt } from '@zariya/shared/checkout';
import { CURRENCY } from '@zariya/shared/constants';
import {
  type CreateOrderSchema,
  ORDER_MESSAGES,
  type PaymentOrder,
  type PaymentResult,
} from '@zariya/shared/orders-api';
import {
  HOLD_MINUTES,
  MAX_HELD_UNITS_PER_ADDRESS,
  MAX_HELD_UNITS_PER_SHOPPER,
  MAX_UNPAID_HOLDS_PER_ADDRESS,
  MAX_UNPAID_HOLDS_PER_SHOPPER,
  UNPAID_HOLD_WINDOW_MINUTES,
} from '@zariya/shared/payment-lifecycle';
import { singlePurchaseTotal, toPaise } from '@zariya/shared/pricing';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import * as metrics from '../../lib/metrics.ts';
import * as cart from '../cart/cart.service.ts';
import { productRow } from '../catalog/catalog.service.ts';
import * as inventory from '../inventory/inventory.service.ts';
import * as ordersService from '../orders/orders.service.ts';
import { assertOrderAddress } from '../pincode/pincode.service.ts';
import * as repo from './payments.repository.ts';
import type { PaymentProvider } from './provider.ts';
import { paymentSignature, verifyPaymentSignature } from './signature.ts';

export const RESERVATION_MINUTES = HOLD_MINUTES;

/** POST /createOrder's body as its schema hands it over; the shopper comes from the token. */
export type CreateOrderInput = Omit<z.output<typeof CreateOrderSchema>, 'userId'>;

export const paymentOrderNotFound = () =>
  notFound(ORDER_MESSAGES.paymentOrderNotFound, 'PAYMENT_ORDER_NOT_FOUND');
export const alreadyPaid = () => conflict('This order is already paid.', 'ALREADY_PAID');
const providerUnreachable = () =>
  new AppError(502, 'PAYMENT_PROVIDER_ERROR', 'The payment service could not be reached. Please try again.');

export async function customer(db: Db, userId: number) {
  const found = await ordersService.customerOf(db, userId);
  if (!found) throw notFound('Your account was not found.', 'USER_NOT_FOUND');
  return found;
}

/** A typed coupon must be PROMO2024; no coupon is fine. */
function typedCoupon(code: string | undefined): boolean {
  if (code === undefined || code.trim() === '') return false;
  const attempt = couponAttempt(code, false, 'line');
  if (attempt.outcome !== 'applied') throw badRequest(attempt.message, 'INVALID_COUPON');
  return true;
}

async function priceSingle(db: Db, userId: number, input: CreateOrderInput): Promise<repo.Purchase> {
  const product = await productRow(db, input.productId!);
  if (!product) throw inventory.productNotFound();
  const choice = choiceError(product, input);
  if (choice) throw badRequest(choice, 'CHOICE_REQUIRED');
  let couponApplied = typedCoupon(input.couponCode);
  if (input.cartLineId !== undefined) {
    const line = await cart.findCartLine(db, userId, input.cartLineId);
    if (!line || line.product.id !== product.id) throw notFound(ORDER_MESSAGES.notInCart, 'NOT_IN_CART');
    couponApplied ||= line.line.couponApplied;
  }
  const quantity = input.quantity ?? 1;
  const buyer = await customer(db, userId);
  return {
    kind: 'single',
    items: [
      {
        productId: product.id,
        productName: product.productname,
        image: product.images[0] ?? '',
        size: canonicalChoice(product.sizes, input.size),
        color: canonicalChoice(product.colors, input.color),
        quantity,
        unitPrice: product.newPrice,
        couponApplied,
      },
    ],
    totalAmount: singlePurchaseTotal(product.newPrice, quantity, couponApplied),
    deliveryAddress: input.deliveryAddress ?? buyer.address ?? null,
    bundleOrderId: null,
    cartLineId: input.cartLineId ?? null,
  };
}

async function priceBundle(db: Db, userId: number, input: CreateOrderInput): Promise<repo.Purchase> {
  const bundle = await ordersService.findBundleOrder(db, input.bundleOrderId!);
  if (!bundle || bundle.userId !== userId) throw notFound(ORDER_MESSAGES.orderNotFound, 'ORDER_NOT_FOUND');
  if (bundle.paymentId !== null || bundle.paymentMethod === 'cod') throw alreadyPaid();
  return {
    kind: 'bundle',
    items: bundle.products.map((p) => ({
      productId: p.productId,
      productName: p.productName,
      image: p.image,
      size: p.size,
      color: p.color,
      quantity: p.quantity,
      unitPrice: p.price,
      couponApplied: p.couponApplied,
    })),
    totalAmount: bundle.totalAmount,
    deliveryAddress: input.deliveryAddress ?? bundle.deliveryAddress,
    bundleOrderId: bundle.id,
    cartLineId: null,
  };
}

/**
 * What is bought, priced from the database (a single product or a saved bundle), with the page's total checked to
 * the paisa: the checkout's payment order and a pay-on-delivery order are priced by this one function.
 */
export async function pricePurchase(db: Db, userId: number, input: CreateOrderInput): Promise<repo.Purchase> {
  const purchase =
    input.bundleOrderId !== undefined
      ? await priceBundle(db, userId, input)
      : await priceSingle(db, userId, input);
  if (!amountMatches(input.amount, purchase.totalAmount)) {
    throw conflict(ORDER_MESSAGES.amountChanged, 'AMOUNT_MISMATCH');
  }
  // Before any money or code is asked for: a pincode India Post knows, its state, and one the shop serves.
  await assertOrderAddress(db, purchase.deliveryAddress);
  return purchase;
}

export type { PaymentOrderRow, Purchase } from './payments.repository.ts';

/** What settling a payment (flows/settle-payment.flow.ts) does to the payment order and the payments received. */
export {
  findReceived,
  insertRefund,
  lockPaymentOrder,
  movePaymentOrder,
  recordReceived,
} from './payments.repository.ts';

/**
 * The receipt stem of a purchase: the same shopper asking to pay for the same thing gets the same stem, so a
 * retried create finds the payment order (or the provider's order) made the first time. Razorpay allows 40
 * characters.
 */
function receiptStem(userId: number, purchase: repo.Purchase): string {
  const what = JSON.stringify([
    userId,
    purchase.kind,
    purchase.bundleOrderId,
    purchase.totalAmount,
    purchase.items,
  ]);
  return `rc_${createHash('sha256').update(what).digest('base64url').slice(0, 22)}_`;
}

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

function answer(
  row: { id: string; amountPaise: number; expiresAt: Date; held: boolean },
  provider: PaymentProvider,
  purchase: repo.Purchase,
): PaymentOrder {
  return {
    id: row.id,
    amount: row.amountPaise,
    currency: CURRENCY,
    keyId: provider.keyId,
    provider: provider.name,
    expiresAt: row.expiresAt.toISOString(),
    totalAmount: purchase.totalAmount,
    bundleOrderId: purchase.bundleOrderId,
    held: row.held,
  };
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
  const purchase = await pricePurchase(db, userId, input);
  const pieces = inventory.piecesOf(purchase.items);
  const stem = receiptStem(userId, purchase);
  const earlier = await repo.latestWithReceiptStem(db, userId, stem);
  // A retried create (a double tap, a lost answer) while the first window is open gets the first order back.
  if (
    earlier.latest &&
    (earlier.latest.status === 'created' || earlier.latest.status === 'attempted') &&
    earlier.latest.expiresAt > now
  ) {
    return answer(earlier.latest, provider, purchase);
  }
  // A cheap check first, so that no provider order is made for goods that are gone.
  await inventory.assertHoldable(db, userId, pieces, now, false);
  const units = [...pieces.values()].reduce((a, b) => a + b, 0);
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
    throw providerUnreachable();
  }
  const expiresAt = new Date(now.getTime() + RESERVATION_MINUTES * 60_000);
  let superseded = 0;
  try {
    await inTransaction(db, async (tx) => {
      // Rows locked: two buyers of the last pieces are decided one after the other.
      await inventory.assertHoldable(tx, userId, pieces, now, true);
      // One payment window per shopper: a new attempt closes her earlier open ones (they count as unpaid, and
      // can still be paid: a late payment gets what is left, or its refund).
      await inventory.releaseShopperHolds(tx, userId, now);
      superseded = await repo.failOpenAttempts(tx, userId);
      await repo.insertPaymentOrder(tx, {
        id: providerOrder.id,
        provider: provider.name,
        userId,
        purchase,
        amountPaise,
        expiresAt,
        receipt,
        clientAddress,
        held,
      });
      if (held)
        await inventory.insertHolds(
          tx,
          providerOrder.id,
          [...pieces].map(([productId, quantity]) => ({ productId, quantity })),
          expiresAt,
        );
    });
  } catch (err) {
    // The same purchase created at the same moment by a second request: answer the first one's order.
    if (!isUniqueViolation(err)) throw err;
    const first = await repo.latestWithReceiptStem(db, userId, stem);
    if (!first.latest) throw err;
    return answer(first.latest, provider, purchase);
  }
  metrics.payments.inc({ outcome: 'created' });
  if (superseded > 0) metrics.payments.inc({ outcome: 'failed' }, superseded);
  if (held) metrics.holdsCreated.inc(pieces.size);
  return answer({ id: providerOrder.id, amountPaise, expiresAt, held }, provider, purchase);
}

/** The shopper closed the payment window: the attempt fails and its pieces go back on sale at once. */
export async function closeAttempt(db: Db, userId: number, orderId: string, now = new Date()) {
  const failed = await inTransaction(db, async (tx) => {
    const order = await repo.lockPaymentOrder(tx, orderId);
    if (!order || order.userId !== userId) throw paymentOrderNotFound();
    if (!(await repo.movePaymentOrder(tx, order.id, 'failed'))) return false;
    await inventory.releaseHolds(tx, order.id, now);
    return true;
  });
  if (failed) metrics.payments.inc({ outcome: 'failed' });
}

/** The expiry job: open payment orders whose window lapsed become `expired`; answers how many. */
export async function expireLapsedPayments(db: Db, now: Date): Promise<number> {
  const expired = await repo.expireLapsed(db, now);
  if (expired > 0) metrics.payments.inc({ outcome: 'expired' }, expired);
  return expired;
}

/** The test provider's checkout: a signed payment for the shopper's own payment order. */
export async function testPay(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  orderId: string,
  outcome = 'success',
) {
  const order = await repo.findPaymentOrder(db, orderId);
  if (!order || order.userId !== userId || order.provider !== 'test') throw paymentOrderNotFound();
  await repo.movePaymentOrder(db, order.id, 'attempted');
  if (outcome === 'failure') throw new AppError(402, 'PAYMENT_FAILED', ORDER_MESSAGES.paymentFailed);
  const paymentId = `pay_test_${randomBytes(10).toString('base64url')}`;
  return {
    razorpay_order_id: order.id,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(order.id, paymentId, await provider.secret()),
  };
}

/**
 * The stored payment order this checkout result is for, when its signature is right and it is the shopper's,
 * with the paise the payment captured. With Razorpay the payment is looked up: an only-authorized payment is
 * captured here (the shop then owns the money it settles), a failed one is refused.
 */
export async function verifiedPayment(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  result: PaymentResult,
  kind: 'single' | 'bundle',
) {
  const order = await repo.findPaymentOrder(db, result.razorpay_order_id);
  if (!order || order.userId !== userId || order.kind !== kind) throw paymentOrderNotFound();
  // Signed over the order id the shop stored, never one the browser made up.
  const secret = await provider.secret();
  if (!verifyPaymentSignature(order.id, result.razorpay_payment_id, result.razorpay_signature, secret)) {
    throw badRequest(ORDER_MESSAGES.paymentVerificationFailed, 'PAYMENT_VERIFICATION_FAILED');
  }
  const amountPaise = await capturedAmount(provider, order, result.razorpay_payment_id);
  return { order, amountPaise };
}

/** Paise captured by this payment of the order (capturing an authorized one); 402 when nothing was taken. */
export async function capturedAmount(
  provider: PaymentProvider,
  order: repo.PaymentOrderRow,
  paymentId: string,
): Promise<number> {
  // The test provider's payments exist only as signed results: captured at once, for the order's amount.
  if (provider.name === 'test') return order.amountPaise;
  let payment: Awaited<ReturnType<PaymentProvider['fetchPayment']>>;
  try {
    payment = await provider.fetchPayment(paymentId);
    if (payment.orderId !== order.id) throw paymentOrderNotFound();
    if (payment.status === 'authorized') payment = await provider.capture(paymentId, payment.amountPaise);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw providerUnreachable();
  }
  if (payment.status !== 'captured' && payment.status !== 'refunded')
    throw new AppError(402, 'PAYMENT_FAILED', ORDER_MESSAGES.paymentFailed);
  return payment.amountPaise;
}
