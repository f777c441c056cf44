// Step: placing an order, the one place an order is written (issue 31). Used inside the caller's transaction by
// settling a payment (settle-payment) and by the pay-on-delivery checkout (cod-checkout):
//   1. a single item: the order row is inserted (orders) with its share of every discount and its shipping as priced
//      (migration 0038) and the date promised for its pincode's zone (pincode); its cart line, when it came from the
//      cart, is deleted with the bag's code it used (cart);
//   2. a bundle: the saved bundle is marked paid or pay-on-delivery (orders) with the date promised for the pincode
//      it goes to, the new address else the saved one (pincode), and the bought lines leave the cart with its
//      coupons (cart). A
//      bundle that could not be marked (gone, or placed already) answers null: the caller says why.
import type { CodRisk } from '@zariya/shared/cod-risk';
import type { DeliveryAddress } from '@zariya/shared/accounts';
import type { SingleOrder } from '@zariya/shared/orders-api';
import { fromPaise, lineMrp, lineTotal, shippingFee, toPaise } from '@zariya/shared/pricing';
import type { Db } from '../db/client.ts';
import * as cart from '../modules/cart/cart.service.ts';
import * as ordersService from '../modules/orders/orders.service.ts';
import type { Purchase } from '../modules/payments/payments.service.ts';
import { promiseForOrder } from '../modules/pincode/pincode.service.ts';
import { customer } from './price-purchase.ts';

/** How the order is paid: online (the captured payment and its payment order) or cash on delivery (its fee). */
export type PaidBy =
  | { method: 'online'; paymentId: string; paymentOrderId: string }
  | { method: 'cod'; fee: number; risk?: CodRisk };

export type Placed = { kind: 'single'; order: SingleOrder } | { kind: 'bundle'; bundleOrderId: number };

export async function placeOrder(
  tx: Db,
  userId: number,
  purchase: Purchase,
  paidBy: PaidBy,
  deliveryAddress: DeliveryAddress | null,
  now: Date,
): Promise<Placed | null> {
  if (purchase.kind === 'single') {
    const item = purchase.items[0];
    const buyer = await customer(tx, userId);
    // The shipping as priced (after free-delivery offers); a purchase priced before kept only the shop's rule.
    const shipping =
      purchase.shippingPaise !== undefined ? fromPaise(purchase.shippingPaise) : shippingFee(lineTotal(item));
    // The line's share of every discount, written with the order (migration 0038); a purchase priced before has
    // its discount as price × quantity less the goods paid.
    const share =
      item.discountPaise !== undefined
        ? { discountPaise: item.discountPaise, discounts: item.discounts ?? [] }
        : {
            discountPaise: Math.max(
              0,
              toPaise(lineMrp(item)) - (toPaise(purchase.totalAmount) - toPaise(shipping)),
            ),
            discounts: [],
          };
    const order = await ordersService.insertSingleOrder(tx, {
      userId,
      productId: item.productId,
      variantId: item.variantId ?? null,
      productName: item.productName,
      image: item.image,
      color: item.color,
      size: item.size,
      quantity: item.quantity,
      price: purchase.totalAmount,
      couponApplied: item.couponApplied,
      share,
      shippingFee: shipping,
      deliveryAddress,
      customer: buyer,
      // Promised from the moment it is written (the caller's `now` dates the bundles only, as it always did).
      promisedBy: await promiseForOrder(tx, deliveryAddress, new Date()),
      ...(paidBy.method === 'online'
        ? { paymentId: paidBy.paymentId, paymentOrderId: paidBy.paymentOrderId }
        : {
            paymentId: null,
            paymentOrderId: null,
            paymentMethod: 'cod' as const,
            codFee: paidBy.fee,
            codRisk: paidBy.risk,
          }),
    });
    if (purchase.cartLineId !== null) await cart.deleteCartLines(tx, userId, { lineId: purchase.cartLineId });
    if (purchase.cartCode) await cart.clearUsedBagCode(tx, userId, purchase.cartCode);
    return { kind: 'single', order };
  }
  const bundleId = purchase.bundleOrderId!;
  const goesTo =
    deliveryAddress ?? (await ordersService.findBundleOrder(tx, bundleId))?.deliveryAddress ?? null;
  const promisedBy = await promiseForOrder(tx, goesTo, now);
  const marked =
    paidBy.method === 'online'
      ? await ordersService.markBundlePaid(tx, bundleId, {
          paymentId: paidBy.paymentId,
          paymentOrderId: paidBy.paymentOrderId,
          at: now,
          deliveryAddress,
          promisedBy,
        })
      : await ordersService.markBundleCod(tx, bundleId, {
          fee: paidBy.fee,
          risk: paidBy.risk,
          at: now,
          deliveryAddress,
          promisedBy,
        });
  if (!marked) return null;
  await cart.removeBoughtLines(tx, userId, purchase.items, true);
  return { kind: 'bundle', bundleOrderId: marked.id };
}
