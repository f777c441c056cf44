// The ARCHITECTURE payment flow: the server prices what is bought, reserves the stock for 15 minutes and
// creates the provider's order; a verified payment is then settled once, in one transaction.
import { randomBytes } from 'node:crypto';
import type { DeliveryAddress } from '@zariya/shared/accounts';
import {
  amountMatches,
  availableStock,
  canonicalChoice,
  choiceError,
  couponAttempt,
} from '@zariya/shared/checkout';
import { CURRENCY } from '@zariya/shared/constants';
import {
  type BundleOrder,
  ORDER_MESSAGES,
  type PaymentOrder,
  type PaymentResult,
  type SingleOrder,
} from '@zariya/shared/orders-api';
import { singlePurchaseTotal, toPaise } from '@zariya/shared/pricing';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import * as cartRepo from '../cart/cart.repository.ts';
import { assertInStock, notInCart, productNotFound } from '../cart/cart.service.ts';
import { catalogueChanged } from '../catalog/catalog.cache.ts';
import { findProductRow } from '../catalog/catalog.repository.ts';
import * as ordersRepo from '../orders/orders.repository.ts';
import * as repo from './payments.repository.ts';
import type { PaymentProvider } from './provider.ts';
import { paymentSignature, verifyPaymentSignature } from './signature.ts';
import * as stock from './stock.repository.ts';

export const RESERVATION_MINUTES = 15;

export type CreateOrderInput = {
  amount: number;
  productId?: number;
  quantity?: number;
  size?: string;
  color?: string;
  couponCode?: string;
  cartLineId?: number;
  bundleOrderId?: number;
  deliveryAddress?: DeliveryAddress;
};

const paymentOrderNotFound = () => notFound(ORDER_MESSAGES.paymentOrderNotFound, 'PAYMENT_ORDER_NOT_FOUND');
const alreadyPaid = () => conflict('This order is already paid.', 'ALREADY_PAID');

async function customer(db: Db, userId: number) {
  const found = await ordersRepo.customerOf(db, userId);
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
  const product = await findProductRow(db, input.productId!);
  if (!product) throw productNotFound();
  const choice = choiceError(product, input);
  if (choice) throw badRequest(choice, 'CHOICE_REQUIRED');
  let couponApplied = typedCoupon(input.couponCode);
  if (input.cartLineId !== undefined) {
    const line = await cartRepo.findLine(db, userId, input.cartLineId);
    if (!line || line.product.id !== product.id) throw notInCart();
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
  const bundle = await ordersRepo.findBundleOrder(db, input.bundleOrderId!);
  if (!bundle || bundle.userId !== userId) throw notFound(ORDER_MESSAGES.orderNotFound, 'ORDER_NOT_FOUND');
  if (bundle.paymentId !== null) throw alreadyPaid();
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

/** Pieces per product (a bundle may hold one product in two sizes). */
function piecesPerProduct(items: repo.PurchaseItem[]): Map<number, number> {
  const pieces = new Map<number, number>();
  for (const item of items) pieces.set(item.productId, (pieces.get(item.productId) ?? 0) + item.quantity);
  return pieces;
}

async function assertReservable(
  db: Db,
  userId: number,
  items: repo.PurchaseItem[],
  now: Date,
  locked = false,
) {
  const pieces = piecesPerProduct(items);
  const ids = [...pieces.keys()];
  const rows = locked
    ? await stock.lockProducts(db, ids)
    : await Promise.all(ids.map((id) => findProductRow(db, id)));
  const reserved = await stock.reservedByOthers(db, ids, userId, now);
  for (const id of ids) {
    const row = rows.find((r) => r?.id === id);
    if (!row) throw productNotFound();
    assertInStock(row, availableStock(row.stock, reserved.get(id) ?? 0), pieces.get(id)!);
  }
}

export async function createPaymentOrder(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  input: CreateOrderInput,
  now = new Date(),
): Promise<PaymentOrder> {
  const purchase =
    input.bundleOrderId !== undefined
      ? await priceBundle(db, userId, input)
      : await priceSingle(db, userId, input);
  if (!amountMatches(input.amount, purchase.totalAmount)) {
    throw conflict(ORDER_MESSAGES.amountChanged, 'AMOUNT_MISMATCH');
  }
  // A cheap check first, so that no provider order is made for goods that are gone.
  await assertReservable(db, userId, purchase.items, now);
  const amountPaise = toPaise(purchase.totalAmount);
  let providerOrder: { id: string };
  try {
    providerOrder = await provider.createOrder({
      amountPaise,
      receipt: `rcpt_${randomBytes(8).toString('hex')}`,
      notes: { userId: String(userId), kind: purchase.kind },
    });
  } catch {
    throw new AppError(
      502,
      'PAYMENT_PROVIDER_ERROR',
      'The payment service could not be reached. Please try again.',
    );
  }
  const expiresAt = new Date(now.getTime() + RESERVATION_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    // Rows locked: two buyers of the last pieces are decided one after the other.
    await assertReservable(tx, userId, purchase.items, now, true);
    // A new attempt (another tab, a retry) replaces the shopper's earlier hold instead of adding to it.
    await stock.releaseOwnHolds(tx, userId, [...piecesPerProduct(purchase.items).keys()], now);
    await repo.insertPaymentOrder(tx, {
      id: providerOrder.id,
      provider: provider.name,
      userId,
      purchase,
      amountPaise,
      expiresAt,
    });
    await stock.insertReservations(
      tx,
      providerOrder.id,
      [...piecesPerProduct(purchase.items)].map(([productId, quantity]) => ({ productId, quantity })),
      expiresAt,
    );
  });
  return {
    id: providerOrder.id,
    amount: amountPaise,
    currency: CURRENCY,
    keyId: provider.keyId,
    provider: provider.name,
    expiresAt: expiresAt.toISOString(),
    totalAmount: purchase.totalAmount,
    bundleOrderId: purchase.bundleOrderId,
  };
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
  if (outcome === 'failure') throw new AppError(402, 'PAYMENT_FAILED', ORDER_MESSAGES.paymentFailed);
  const paymentId = `pay_test_${randomBytes(10).toString('base64url')}`;
  return {
    razorpay_order_id: order.id,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(order.id, paymentId, await provider.secret()),
  };
}

/** The stored payment order this checkout result is for, when its signature is right and it is the shopper's. */
export async function verifiedPaymentOrder(
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
  return order;
}

class RefundDue extends Error {
  constructor(readonly reason: AppError) {
    super(reason.message);
  }
}

export type Settled =
  | { kind: 'single'; order: SingleOrder; created: boolean }
  | { kind: 'bundle'; order: BundleOrder; created: boolean };

async function existingOrder(db: Db, payment: repo.PaymentOrderRow): Promise<Settled> {
  if (payment.kind === 'single') {
    const order = await ordersRepo.findSingleOrderByPaymentOrder(db, payment.id);
    if (order) return { kind: 'single', order, created: false };
  } else if (payment.purchase.bundleOrderId !== null) {
    const order = await ordersRepo.findBundleOrder(db, payment.purchase.bundleOrderId);
    if (order) return { kind: 'bundle', order, created: false };
  }
  throw notFound(ORDER_MESSAGES.orderNotFound, 'ORDER_NOT_FOUND');
}

/**
 * Saves the order (single) or marks it paid (bundle) once, takes the stock, releases the reservation and clears
 * the bought cart lines, all in one transaction. A replay answers the order saved the first time.
 */
export async function settlePayment(
  db: Db,
  paymentOrderId: string,
  paymentId: string,
  options: { deliveryAddress?: DeliveryAddress; log?: FastifyBaseLogger; now?: Date } = {},
): Promise<Settled> {
  const now = options.now ?? new Date();
  try {
    const result = await db.transaction(async (tx): Promise<Settled> => {
      const payment = await repo.claimPaymentOrder(tx, paymentOrderId, paymentId);
      if (!payment) {
        const stored = await repo.findPaymentOrder(tx, paymentOrderId);
        if (!stored) throw paymentOrderNotFound();
        return existingOrder(tx, stored);
      }
      const { purchase } = payment;
      const pieces = [...piecesPerProduct(purchase.items)].sort(([a], [b]) => a - b);
      for (const [productId, quantity] of pieces) {
        if (!(await stock.takeStock(tx, productId, quantity))) {
          throw new RefundDue(conflict(ORDER_MESSAGES.soldOutAfterPayment, 'SOLD_OUT_AFTER_PAYMENT'));
        }
      }
      const deliveryAddress = options.deliveryAddress ?? purchase.deliveryAddress;
      let settled: Settled;
      if (purchase.kind === 'single') {
        const item = purchase.items[0];
        const buyer = await customer(tx, payment.userId);
        const order = await ordersRepo.insertSingleOrder(tx, {
          userId: payment.userId,
          productId: item.productId,
          productName: item.productName,
          image: item.image,
          color: item.color,
          size: item.size,
          quantity: item.quantity,
          price: purchase.totalAmount,
          couponApplied: item.couponApplied,
          deliveryAddress,
          customer: buyer,
          paymentId,
          paymentOrderId: payment.id,
        });
        settled = { kind: 'single', order, created: true };
      } else {
        const marked = await ordersRepo.markBundlePaid(tx, purchase.bundleOrderId!, {
          paymentId,
          paymentOrderId: payment.id,
          at: now,
          deliveryAddress,
        });
        // Paid already through another payment order: this second payment is to be refunded.
        if (!marked) throw new RefundDue(alreadyPaid());
        const order = await ordersRepo.findBundleOrder(tx, marked.id);
        settled = { kind: 'bundle', order: order!, created: true };
      }
      await stock.releaseReservations(tx, payment.id, now);
      // Checkout empties the bought lines; Buy Now takes only the cart line it came from (none from the product page).
      if (purchase.kind === 'bundle')
        await cartRepo.removeBoughtLines(tx, payment.userId, purchase.items, true);
      else if (purchase.cartLineId !== null)
        await cartRepo.deleteLines(tx, payment.userId, { lineId: purchase.cartLineId });
      return settled;
    });
    // Stock changed: this process's cached product lists answer from the database again.
    if (result.created) catalogueChanged(db);
    return result;
  } catch (error) {
    if (error instanceof RefundDue) {
      await repo.markRefundDue(db, paymentOrderId, paymentId);
      options.log?.warn({ paymentOrderId, paymentId }, 'payment settled without goods: refund due');
      throw error.reason;
    }
    if (error instanceof AppError) throw error;
    // The transaction rolled back: no order, stock and reservation as they were; the shopper may retry.
    options.log?.error({ err: error, paymentOrderId }, 'saving a paid order failed');
    throw new AppError(503, 'ORDER_SAVE_FAILED', ORDER_MESSAGES.saveFailed);
  }
}
