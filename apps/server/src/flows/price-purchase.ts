// Step: pricing a purchase (issue 31), used by opening a payment attempt (payment-attempt) and by the
// pay-on-delivery checkout (cod-checkout): what is bought, priced from the database, never from the page:
//   a single product: the product (catalog), the variant its size and colour name (inventory), a typed coupon (shared
//     couponAttempt) or the cart line's (cart) and, from the cart, the bag's code (cart), the buyer's saved address
//     (orders);
//   a saved bundle: the shopper's own, not placed yet (orders), at the prices it was saved with, with its code;
// a held code that no longer applies is refused (4xx, offer-pricing `refuseHeldCode`);
// priced for the way she pays (prepaid-offer: offers paid online only, the owner's prepaid nudge; decision 0047),
// then the page's total compared to the paisa (a bundle saved for paying online is refused on delivery), and the
// address checked before any money or code is asked for: a
// pincode India Post knows, its state, one the shop serves (pincode).
import { amountMatches, canonicalChoice, couponAttempt } from '@zariya/shared/checkout';
import { type CreateOrderSchema, ORDER_MESSAGES } from '@zariya/shared/orders-api';
import { sharesOfPriced } from '@zariya/shared/line-shares';
import type { PaymentWay } from '@zariya/shared/offer-engine';
import { variantPrice } from '@zariya/shared/variants';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import * as cart from '../modules/cart/cart.service.ts';
import { productRow } from '../modules/catalog/catalog.service.ts';
import * as inventory from '../modules/inventory/inventory.service.ts';
import * as ordersService from '../modules/orders/orders.service.ts';
import { alreadyPaid, type Purchase } from '../modules/payments/payments.service.ts';
import { assertOrderAddress } from '../modules/pincode/pincode.service.ts';
import { limitedUses, pricingContext, refuseHeldCode } from './offer-pricing.ts';
import { priceBothWays, quoteOf, wayOf } from './prepaid-offer.ts';

/** POST /createOrder's body as its schema hands it over; the shopper comes from the token. */
export type CreateOrderInput = Omit<z.output<typeof CreateOrderSchema>, 'userId'>;

/** The buyer as orders store her (name, e-mail, number, saved address); 404 when her account is gone. */
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

/**
 * A Buy Now priced without its amount (POST /quoteOrder), both ways to pay: what the page shows and then sends as
 * the amount of the way she chose.
 */
export async function quoteSingle(db: Db, userId: number, input: Omit<CreateOrderInput, 'amount'>) {
  return quoteOf((await singleParts(db, userId, input, 'online')).both);
}

async function priceSingle(
  db: Db,
  userId: number,
  input: CreateOrderInput,
  payment: PaymentWay,
): Promise<Purchase> {
  return (await singleParts(db, userId, input, payment)).purchase;
}

async function singleParts(
  db: Db,
  userId: number,
  input: Omit<CreateOrderInput, 'amount'>,
  payment: PaymentWay,
) {
  const product = await productRow(db, input.productId!);
  if (!product) throw inventory.productNotFound();
  const variant = await inventory.chooseVariant(db, product, input);
  let couponApplied = typedCoupon(input.couponCode);
  if (input.cartLineId !== undefined) {
    const line = await cart.findCartLine(db, userId, input.cartLineId);
    if (!line || line.product.id !== product.id) throw notFound(ORDER_MESSAGES.notInCart, 'NOT_IN_CART');
    couponApplied ||= line.line.couponApplied;
  }
  // A Buy Now from the cart carries the bag's code (the owner's code the cart holds), checked again below.
  const code = input.cartLineId !== undefined ? await cart.heldBagCode(db, userId) : null;
  const quantity = input.quantity ?? 1;
  // The chosen variant's own price when it has one, else the product's (decision 0043).
  const unitPrice = variantPrice(product, variant).price;
  const buyer = await customer(db, userId);
  // Priced by the engine with the owner's offers (offer-pricing), both ways to pay (prepaid-offer), as the Buy
  // Now page's quote showed it.
  const deliveryAddress = input.deliveryAddress ?? buyer.address ?? null;
  const both = await priceBothWays(
    db,
    userId,
    [
      {
        lineId: input.cartLineId ?? 0,
        productId: product.id,
        variantId: variant.id,
        category: product.category,
        new_price: unitPrice,
        quantity,
        couponApplied,
      },
    ],
    {
      bundleCoupon: false,
      code,
      ctx: await pricingContext(db, userId),
      pincode: deliveryAddress?.postalCode ?? null,
    },
  );
  const { priced, ctx } = wayOf(both, payment);
  refuseHeldCode(priced.priced, code);
  // The line's share of every offer's discount, stored with the order it places (migration 0038).
  const [share] = sharesOfPriced(priced.priced);
  const purchase: Purchase = {
    kind: 'single',
    items: [
      {
        productId: product.id,
        variantId: variant.id,
        productName: product.productname,
        image: product.images[0] ?? '',
        size: canonicalChoice(product.sizes, input.size),
        color: canonicalChoice(product.colors, input.color),
        quantity,
        unitPrice,
        couponApplied,
        discountPaise: share.discountPaise,
        discounts: share.discounts,
      },
    ],
    totalAmount: priced.summary.totalAmount,
    shippingPaise: priced.priced.shippingPaise,
    deliveryAddress,
    bundleOrderId: null,
    cartLineId: input.cartLineId ?? null,
    cartCode: code,
    offerUses: limitedUses(ctx, priced.priced),
  };
  return { purchase, both };
}

async function priceBundle(
  db: Db,
  userId: number,
  input: CreateOrderInput,
  payment: PaymentWay,
): Promise<Purchase> {
  const bundle = await ordersService.findBundleOrder(db, input.bundleOrderId!);
  if (!bundle || bundle.userId !== userId) throw notFound(ORDER_MESSAGES.orderNotFound, 'ORDER_NOT_FOUND');
  if (bundle.paymentId !== null || bundle.paymentMethod === 'cod') throw alreadyPaid();
  const variants = await ordersService.bundleItemVariants(db, bundle.id);
  // The offers the bundle was priced with, found again now: the uses the payment must take (its total stays the
  // one saved and shown).
  const deliveryAddress = input.deliveryAddress ?? bundle.deliveryAddress;
  const lines = await Promise.all(
    bundle.products.map(async (p, i) => ({
      lineId: i,
      productId: p.productId,
      variantId: variants[i] ?? null,
      category: (await productRow(db, p.productId))?.category ?? '',
      new_price: p.price,
      quantity: p.quantity,
      couponApplied: p.couponApplied,
    })),
  );
  const code = bundle.couponCode ?? null;
  const both = await priceBothWays(db, userId, lines, {
    bundleCoupon: bundle.couponApplied,
    code,
    ctx: await pricingContext(db, userId),
    pincode: deliveryAddress?.postalCode ?? null,
  });
  const { priced, ctx } = wayOf(both, payment);
  // The code it was saved with, checked again: used up or ended since → a 4xx, never a silent charge.
  refuseHeldCode(priced.priced, code);
  // Paid on delivery, a bundle saved with a discount paid online only (or otherwise below what pay on delivery
  // costs now) is refused: the page prices it again and saves it for the way she chose.
  if (
    payment === 'cod' &&
    bundle.totalAmount < priced.summary.totalAmount &&
    !amountMatches(bundle.totalAmount, priced.summary.totalAmount)
  )
    throw conflict(ORDER_MESSAGES.amountChanged, 'AMOUNT_MISMATCH');
  return {
    kind: 'bundle',
    items: bundle.products.map((p, i) => ({
      productId: p.productId,
      variantId: variants[i] ?? null,
      productName: p.productName,
      image: p.image,
      size: p.size,
      color: p.color,
      quantity: p.quantity,
      unitPrice: p.price,
      couponApplied: p.couponApplied,
    })),
    totalAmount: bundle.totalAmount,
    deliveryAddress,
    bundleOrderId: bundle.id,
    cartLineId: null,
    offerUses: limitedUses(ctx, priced.priced),
  };
}

/**
 * What is bought, priced from the database (a single product or a saved bundle), with the page's total checked to
 * the paisa: the checkout's payment order and a pay-on-delivery order are priced by this one function.
 */
export async function pricePurchase(
  db: Db,
  userId: number,
  input: CreateOrderInput,
  payment: PaymentWay,
): Promise<Purchase> {
  const purchase =
    input.bundleOrderId !== undefined
      ? await priceBundle(db, userId, input, payment)
      : await priceSingle(db, userId, input, payment);
  if (!amountMatches(input.amount, purchase.totalAmount)) {
    throw conflict(ORDER_MESSAGES.amountChanged, 'AMOUNT_MISMATCH');
  }
  // Before any money or code is asked for: a pincode India Post knows, its state, and one the shop serves.
  await assertOrderAddress(db, purchase.deliveryAddress);
  return purchase;
}
