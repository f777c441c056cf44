// Cart rules (SPEC §4/§5): add with size/colour and stock checks, quantity within stock, coupons once, and the
// price summary from the shared pricing rules.
import { COUPON_CODE, MESSAGES } from '@zariya/shared/constants';
import {
  availableStock,
  canonicalChoice,
  checkoutBlocker,
  choiceError,
  couponAttempt,
  lineAvailable,
} from '@zariya/shared/checkout';
import {
  type AddToCartSchema,
  type ApplyCouponSchema,
  type CartData,
  type CartLine,
  ORDER_MESSAGES,
} from '@zariya/shared/orders-api';
import { cartSummary, lineMrp, lineTotal, pricedCartLine } from '@zariya/shared/pricing';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import { productRow } from '../catalog/catalog.service.ts';
import { assertInStock, productNotFound, reservedByOthers } from '../inventory/inventory.service.ts';
import * as repo from './cart.repository.ts';

export { productNotFound };
export const notInCart = () => notFound(ORDER_MESSAGES.notInCart, 'NOT_IN_CART');

function toCartLine({ line, product }: repo.LineWithProduct, reserved: Map<number, number>): CartLine {
  const stockLeft = availableStock(product.stock, reserved.get(product.id) ?? 0);
  const priced = { unitPrice: product.newPrice, quantity: line.quantity, couponApplied: line.couponApplied };
  return {
    _id: String(line.id),
    lineId: line.id,
    productId: product.id,
    brandname: product.brandname,
    productname: product.productname,
    image: product.images[0] ?? '',
    size: line.size,
    color: line.color,
    quantity: line.quantity,
    new_price: product.newPrice,
    old_price: product.oldPrice,
    stock: stockLeft,
    available: lineAvailable({ productAvailable: product.available, stockLeft, quantity: line.quantity }),
    couponApplied: line.couponApplied,
    productCouponCode: line.couponApplied ? COUPON_CODE : null,
    lineMrp: lineMrp(priced),
    lineTotal: lineTotal(priced),
  };
}

/** The cart with stock as it stands now and the server's summary. */
export async function cartData(db: Db, userId: number, now = new Date()): Promise<CartData> {
  const rows = await repo.listLines(db, userId);
  const reserved = await reservedByOthers(
    db,
    rows.map((r) => r.product.id),
    userId,
    now,
  );
  const bundleCoupon = await repo.bundleCouponApplied(db, userId);
  const cart = rows.map((row) => toCartLine(row, reserved));
  // The MRP (old price) is presented beside the selling price; the amount charged is the same either way.
  const summary = cartSummary(cart.map(pricedCartLine), { bundleCoupon });
  return {
    cart,
    summary: { ...summary, bundleCouponApplied: bundleCoupon },
    cartCount: cart.length,
    canCheckout: cart.length > 0 && checkoutBlocker(cart) === null,
  };
}

export const cartCount = (db: Db, userId: number) => repo.countLines(db, userId);

/** POST /cart's body as its schema hands it over: `product` is an id, or a product object with `id` or `_id`. */
export type AddToCartInput = Omit<z.output<typeof AddToCartSchema>, 'userId'>;

function productIdOf(product: AddToCartInput['product']): number {
  if (typeof product !== 'object') return Number(product);
  const value = product.id ?? product._id;
  if (value === undefined) throw productNotFound();
  return Number(value);
}

export async function addToCart(db: Db, userId: number, input: AddToCartInput, now = new Date()) {
  const product = await productRow(db, productIdOf(input.product));
  if (!product) throw productNotFound();
  const choice = choiceError(product, input);
  if (choice) throw badRequest(choice, 'CHOICE_REQUIRED');
  const quantity = input.quantity ?? 1;
  const reserved = await reservedByOthers(db, [product.id], userId, now);
  assertInStock(product, availableStock(product.stock, reserved.get(product.id) ?? 0), quantity);
  const line = await repo.insertLine(db, {
    userId,
    productId: product.id,
    size: canonicalChoice(product.sizes, input.size),
    color: canonicalChoice(product.colors, input.color),
    quantity,
  });
  if (!line) throw conflict(MESSAGES.alreadyInCart, 'ALREADY_IN_CART');
  return { message: ORDER_MESSAGES.addedToCart, ...(await cartData(db, userId, now)) };
}

export async function removeFromCart(db: Db, userId: number, pick: repo.LinePick) {
  const removed = await repo.deleteLines(db, userId, pick);
  if (removed === 0) throw notInCart();
  return { message: MESSAGES.removedFromCart, ...(await cartData(db, userId)) };
}

export async function updateQuantity(
  db: Db,
  userId: number,
  lineId: number,
  quantity: number,
  now = new Date(),
) {
  const row = await repo.findLine(db, userId, lineId);
  if (!row) throw notInCart();
  // Lowering the quantity is always allowed; raising it needs the pieces.
  if (quantity > row.line.quantity) {
    const reserved = await reservedByOthers(db, [row.product.id], userId, now);
    assertInStock(
      row.product,
      availableStock(row.product.stock, reserved.get(row.product.id) ?? 0),
      quantity,
    );
  }
  await repo.setQuantity(db, userId, lineId, quantity);
  return { message: ORDER_MESSAGES.quantityUpdated, ...(await cartData(db, userId, now)) };
}

export type CouponInput = Omit<z.output<typeof ApplyCouponSchema>, 'userId'>;

/** The line coupon (lineId, or productId's first line) or, without either, the bundle coupon; each once. */
export async function applyCoupon(db: Db, userId: number, input: CouponInput) {
  const forLine = input.lineId !== undefined || input.productId !== undefined;
  const check = couponAttempt(input.couponCode, false, forLine ? 'line' : 'bundle');
  if (check.outcome !== 'applied')
    throw badRequest(check.message, check.outcome === 'blank' ? 'COUPON_REQUIRED' : 'INVALID_COUPON');

  let applied: boolean;
  if (forLine) {
    const lines = await repo.listLines(db, userId);
    const target = lines.find((r) =>
      input.lineId !== undefined ? r.line.id === input.lineId : r.product.id === input.productId,
    );
    if (!target) throw notInCart();
    applied = await repo.applyLineCoupon(db, userId, target.line.id);
  } else {
    if ((await repo.countLines(db, userId)) === 0) throw badRequest(ORDER_MESSAGES.cartEmpty, 'CART_EMPTY');
    applied = await repo.applyBundleCoupon(db, userId);
  }
  const outcome = couponAttempt(input.couponCode, !applied, forLine ? 'line' : 'bundle');
  if (outcome.outcome === 'already-applied') {
    throw new AppError(409, 'COUPON_ALREADY_APPLIED', outcome.message);
  }
  return { message: outcome.message, ...(await cartData(db, userId)) };
}

/** What checkout needs of the cart: the line a Buy Now came from, and clearing what was bought. */
export {
  deleteLines as deleteCartLines,
  findLine as findCartLine,
  removeBoughtLines,
} from './cart.repository.ts';
