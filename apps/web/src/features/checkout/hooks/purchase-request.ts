// What both ways to pay (online and on delivery) send first: the cart's bundle order saved once, then the
// purchase as the order request names it.
import type { DeliveryAddress } from '@zariya/shared/accounts';
import type { PaymentMethod } from '@zariya/shared/fulfilment';
import { useRef } from 'react';
import { saveBundleOrder } from '../api/save-bundle-order';
import type { Purchase } from './use-payment';

type BundlePurchase = Extract<Purchase, { kind: 'bundle' }>;

/**
 * Saves the cart as a bundle order, priced for the way she pays (offers paid online only count online; decision
 * 0047). Trying again after a cancelled or failed attempt with the same products, amount, coupon and way to pay
 * reuses the bundle saved before; it throws what saveBundleOrder throws.
 */
export function useSavedBundle(paymentMethod: PaymentMethod) {
  const saved = useRef<{ key: string; id: number } | null>(null);
  return async (userId: string, purchase: BundlePurchase, deliveryAddress: DeliveryAddress | undefined) => {
    const key = JSON.stringify([purchase.products, purchase.amount, purchase.couponCode, paymentMethod]);
    if (saved.current?.key === key) return saved.current.id;
    const answer = await saveBundleOrder({
      userId,
      products: purchase.products,
      totalAmount: purchase.amount,
      deliveryAddress,
      couponCode: purchase.couponCode,
      paymentMethod,
    });
    saved.current = { key, id: answer.bundleOrderId };
    return answer.bundleOrderId;
  };
}

/** The purchase as an order request: the product and its choices, or the saved bundle. */
export function purchaseRequest(
  purchase: Purchase,
  bundleOrderId: number | undefined,
  deliveryAddress: DeliveryAddress | undefined,
) {
  return purchase.kind === 'single'
    ? {
        amount: purchase.amount,
        productId: purchase.productId,
        quantity: purchase.quantity,
        size: purchase.size,
        color: purchase.color,
        couponCode: purchase.couponCode,
        cartLineId: purchase.cartLineId,
        deliveryAddress,
      }
    : { amount: purchase.amount, bundleOrderId, deliveryAddress };
}
