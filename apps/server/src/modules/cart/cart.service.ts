// Cart rules (product rules §4/§5): the lines (added and raised through flows/add-to-cart.flow.ts, which checks size,
// colour and stock), coupons once, and the price summary from the shared pricing rules.
import { BAG_CODE_MESSAGES } from '@zariya/shared/bag-code';
import { COUPON_CODE, MESSAGES } from '@zariya/shared/constants';
import { OFFER_MESSAGES } from '@zariya/shared/offer-engine';
import {
  availableStock,
  canonicalChoice,
  checkoutBlocker,
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
import { variantPrice } from '@zariya/shared/variants';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import { type Held, reservedByOthers } from '../../queries/stock-held.query.ts';
import * as repo from './cart.repository.ts';

const productNotFound = () => notFound(MESSAGES.productNotFound, 'PRODUCT_NOT_FOUND');
export const notInCart = () => notFound(ORDER_MESSAGES.notInCart, 'NOT_IN_CART');

/**
 * The pieces a line may still have, and whether its unit is on sale: the product's pool (pooled), or its variant's
 * own count (split; decision 0043), others' holds set aside.
 */
function lineStock({ product, variant }: repo.LineWithProduct, reserved: Held) {
  if (product.stockMode === 'split' && variant) {
    return {
      stockLeft: availableStock(variant.stock, reserved.byVariant.get(variant.id) ?? 0),
      onSale: product.available && variant.archivedAt === null,
    };
  }
  return { stockLeft: availableStock(product.stock, reserved.get(product.id)), onSale: product.available };
}

/** A line older than variants that names none sells at the product's price. */
const NO_OWN_PRICE = { newPrice: null, oldPrice: null } as const;

function toCartLine(row: repo.LineWithProduct, reserved: Held): CartLine {
  const { line, product, variant } = row;
  const { stockLeft, onSale } = lineStock(row, reserved);
  // The line's variant sells at its own price when it has one, else at the product's (decision 0043).
  const { price, oldPrice } = variantPrice(product, variant ?? NO_OWN_PRICE);
  const priced = { unitPrice: price, quantity: line.quantity, couponApplied: line.couponApplied };
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
    new_price: price,
    old_price: oldPrice,
    stock: stockLeft,
    available: lineAvailable({ productAvailable: onSale, stockLeft, quantity: line.quantity }),
    couponApplied: line.couponApplied,
    productCouponCode: line.couponApplied ? COUPON_CODE : null,
    lineMrp: lineMrp(priced),
    lineTotal: lineTotal(priced),
    variantId: variant?.id ?? null,
    category: product.category,
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
  const { bundleCouponApplied: bundleCoupon, couponCode } = await repo.bagState(db, userId);
  const cart = rows.map((row) => toCartLine(row, reserved));
  // The MRP (old price) is presented beside the selling price; the amount charged is the same either way.
  const summary = cartSummary(cart.map(pricedCartLine), { bundleCoupon });
  return {
    cart,
    summary: { ...summary, bundleCouponApplied: bundleCoupon },
    couponCode,
    cartCount: cart.length,
    canCheckout: cart.length > 0 && checkoutBlocker(cart) === null,
  };
}

export const cartCount = (db: Db, userId: number) => repo.countLines(db, userId);

/** POST /cart's body as its schema hands it over: `product` is an id, or a product object with `id` or `_id`. */
export type AddToCartInput = Omit<z.output<typeof AddToCartSchema>, 'userId'>;

/** The product a POST /cart names; 404 when it names none. */
export function productIdOf(product: AddToCartInput['product']): number {
  if (typeof product !== 'object') return Number(product);
  const value = product.id ?? product._id;
  if (value === undefined) throw productNotFound();
  return Number(value);
}

/**
 * Adding to the cart's last step (flows/add-to-cart.flow.ts), once the product was found, the choice checked and
 * the pieces counted: the new line (409 when the same product, size and colour is in the cart already).
 */
export async function insertLine(
  db: Db,
  userId: number,
  product: { id: number; sizes: string[]; colors: string[] },
  variant: { id: number },
  input: AddToCartInput,
  quantity: number,
  now = new Date(),
) {
  const line = await repo.insertLine(db, {
    userId,
    productId: product.id,
    variantId: variant.id,
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

/** The shopper's line with its product, for a quantity change (flows/add-to-cart.flow.ts); 404 when not hers. */
export async function lineToChange(db: Db, userId: number, lineId: number) {
  const row = await repo.findLine(db, userId, lineId);
  if (!row) throw notInCart();
  return row;
}

/** A quantity change's last step, once a raise was checked against the stock. */
export async function setQuantity(
  db: Db,
  userId: number,
  lineId: number,
  quantity: number,
  now = new Date(),
) {
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

/**
 * An owner's code the engine accepted for this bag (flows/bag-code.flow.ts) becomes the bag's one code; 409 when the
 * bag took another code meanwhile (nothing is half-applied).
 */
export async function holdBagCode(db: Db, userId: number, code: string, message: string) {
  if ((await repo.countLines(db, userId)) === 0) throw badRequest(ORDER_MESSAGES.cartEmpty, 'CART_EMPTY');
  if (!(await repo.holdBagCode(db, userId, code))) {
    const held = await repo.bagState(db, userId);
    if (held.couponCode === code)
      throw new AppError(409, 'COUPON_ALREADY_APPLIED', MESSAGES.bundleCouponAlreadyApplied);
    throw conflict(OFFER_MESSAGES['one-code'], 'OFFER_ONE_CODE');
  }
  return { message, ...(await cartData(db, userId)) };
}

/** "Remove" beside the bag's code: the owner's code or PROMO2024 on the bag comes off (nothing held: the same). */
export async function removeBagCode(db: Db, userId: number) {
  await repo.clearBagCode(db, userId);
  return { message: BAG_CODE_MESSAGES.removed, ...(await cartData(db, userId)) };
}

/** The owner's code the bag holds, or null (a Buy Now from the cart is priced with it). */
export const heldBagCode = async (db: Db, userId: number) => (await repo.bagState(db, userId)).couponCode;

/** A cart line bought alone (Buy Now from the cart) with the bag's code: the code was used, so it comes off. */
export const clearUsedBagCode = (db: Db, userId: number, code: string) => repo.clearBagCode(db, userId, code);

/** What checkout needs of the cart: the line a Buy Now came from, and clearing what was bought. */
export {
  deleteLines as deleteCartLines,
  findLine as findCartLine,
  lineVariants,
  removeBoughtLines,
} from './cart.repository.ts';
