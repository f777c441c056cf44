// Local previews of a cart change, shown until the server's answer (which replaces them) arrives.
import { cartSummary, lineMrp, lineTotal, pricedCartLine } from '@zariya/shared/pricing';
import type { CartData, CartLine } from '@zariya/shared/orders-api';
import type { QueryClient } from '@tanstack/react-query';
import { cartCountQueryOptions } from './get-cart-count';
import { cartDataQueryOptions } from './get-cart-data';

/** The cart with `lines` in place of its lines and the summary recomputed by the shared rules. */
export function withLines(cart: CartData, lines: CartLine[]): CartData {
  const priced = lines.map((line) => {
    const unit = { unitPrice: line.new_price, quantity: line.quantity, couponApplied: line.couponApplied };
    return { ...line, lineMrp: lineMrp(unit), lineTotal: lineTotal(unit) };
  });
  const summary = cartSummary(priced.map(pricedCartLine), { bundleCoupon: cart.summary.bundleCouponApplied });
  return {
    ...cart,
    cart: priced,
    cartCount: priced.length,
    canCheckout: priced.every((line) => line.available),
    summary: { ...summary, bundleCouponApplied: cart.summary.bundleCouponApplied },
  };
}

export type CartSnapshot = { data: CartData | undefined; count: number | undefined };

/** Stops in-flight reads, applies `change` to the cached cart and badge, and returns what to roll back to. */
export async function previewCartChange(
  queryClient: QueryClient,
  userId: string | null,
  change: (cart: CartData) => CartData,
): Promise<CartSnapshot> {
  const dataKey = cartDataQueryOptions(userId).queryKey;
  const countKey = cartCountQueryOptions(userId).queryKey;
  await Promise.all([
    queryClient.cancelQueries({ queryKey: dataKey }),
    queryClient.cancelQueries({ queryKey: countKey }),
  ]);
  const snapshot = { data: queryClient.getQueryData(dataKey), count: queryClient.getQueryData(countKey) };
  if (snapshot.data) {
    const next = change(snapshot.data);
    queryClient.setQueryData(dataKey, next);
    queryClient.setQueryData(countKey, next.cartCount);
  }
  return snapshot;
}

export function restoreCart(
  queryClient: QueryClient,
  userId: string | null,
  snapshot: CartSnapshot | undefined,
) {
  if (!snapshot) return;
  if (snapshot.data) queryClient.setQueryData(cartDataQueryOptions(userId).queryKey, snapshot.data);
  if (snapshot.count !== undefined)
    queryClient.setQueryData(cartCountQueryOptions(userId).queryKey, snapshot.count);
}

/** Puts the server's answer (the whole cart as it now is) into the cache. */
export function storeCart(queryClient: QueryClient, userId: string | null, cart: CartData) {
  queryClient.setQueryData(cartDataQueryOptions(userId).queryKey, {
    cart: cart.cart,
    summary: cart.summary,
    offers: cart.offers,
    couponCode: cart.couponCode,
    cartCount: cart.cartCount,
    canCheckout: cart.canCheckout,
  });
  queryClient.setQueryData(cartCountQueryOptions(userId).queryKey, cart.cartCount);
}
