import type { CartChangeAnswer, CartData, CartLine } from '@zariya/shared/orders-api';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { appWrapper, logIn, testQueryClient } from '../../../test/render';
import { cartCountQueryOptions } from './get-cart-count';
import { cartDataQueryOptions } from './get-cart-data';
import { withLines } from './optimistic-cart';
import { useUpdateCartQuantity } from './update-cart-quantity';

function line(lineId: number, price: number, quantity: number, couponApplied = false): CartLine {
  return {
    _id: String(lineId),
    lineId,
    productId: 100 + lineId,
    brandname: 'Weaves of Kutch',
    productname: `Piece ${lineId}`,
    image: '/uploads/p.webp',
    size: 'M',
    color: 'red',
    quantity,
    new_price: price,
    old_price: null,
    stock: 10,
    available: true,
    couponApplied,
    productCouponCode: couponApplied ? 'PROMO2024' : null,
    lineMrp: price * quantity,
    lineTotal: couponApplied ? price * quantity * 0.9 : price * quantity,
  };
}

// ₹800 with the line coupon (₹720) and ₹150: ₹870, under ₹1,000, so ₹100 shipping (product rules §9).
const cart: CartData = {
  cart: [line(1, 800, 1, true), line(2, 150, 1)],
  summary: {
    totalMrp: 950,
    quantity: 2,
    mrpDiscount: 0,
    couponDiscount: 80,
    couponApplied: true,
    platformFee: 0,
    shippingFee: 100,
    totalAmount: 970,
    bundleCouponApplied: false,
  },
  cartCount: 2,
  canCheckout: true,
};

describe('withLines (the preview of a cart change)', () => {
  it('reprices a changed quantity by the spec rules: shipping goes at ₹1,000', () => {
    const next = withLines(cart, [cart.cart[0], { ...cart.cart[1], quantity: 2 }]);
    expect(next.cart[1]).toMatchObject({ quantity: 2, lineMrp: 300, lineTotal: 300 });
    // ₹720 + ₹300 = ₹1,020: free shipping.
    expect(next.summary).toMatchObject({
      totalMrp: 1100,
      quantity: 3,
      couponDiscount: 80,
      shippingFee: 0,
      totalAmount: 1020,
    });
  });

  it('keeps the bundle coupon on the new subtotal and counts the lines for the badge', () => {
    const bundled = { ...cart, summary: { ...cart.summary, bundleCouponApplied: true } };
    const next = withLines(bundled, [cart.cart[0]]);
    // ₹720 after the line coupon, ×0.9 for the bundle = ₹648, plus ₹100 shipping.
    expect(next.summary).toMatchObject({ totalMrp: 800, totalAmount: 748, bundleCouponApplied: true });
    expect(next.cartCount).toBe(1);
  });

  it('blocks checkout while a line is unavailable', () => {
    const next = withLines(cart, [cart.cart[0], { ...cart.cart[1], available: false }]);
    expect(next.canCheckout).toBe(false);
  });
});

/** Keeps the shop's answer back until `release`, so the test sees the cart before it arrives. */
function holdAnswer() {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

describe('useUpdateCartQuantity (optimistic, rolled back on error)', () => {
  it('shows the new figures at once and keeps the server answer', async () => {
    const userId = logIn();
    const client = testQueryClient();
    client.setQueryData(cartDataQueryOptions(userId).queryKey, cart);
    const { held, release } = holdAnswer();
    const answer: CartChangeAnswer = {
      ...withLines(cart, [cart.cart[0], { ...cart.cart[1], quantity: 2 }]),
      message: 'Quantity updated.',
    };
    const api = fakeApi({
      'POST /updateCartQuantity': async () => {
        await held;
        return { body: answer };
      },
      'POST /getCartData': () => ({ body: answer }),
      'POST /getCartCount': () => ({ body: { cartCount: 2 } }),
    });
    const { result } = renderHook(() => useUpdateCartQuantity(), { wrapper: appWrapper(client) });

    act(() => result.current.mutate({ lineId: 2, quantity: 2 }));
    await waitFor(() =>
      expect(client.getQueryData(cartDataQueryOptions(userId).queryKey)?.summary.totalAmount).toBe(1020),
    );
    expect(api.to('POST /updateCartQuantity')).toHaveLength(1);
    release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(api.to('POST /updateCartQuantity')[0]).toMatchObject({
      body: { userId, lineId: 2, quantity: 2 },
      auth: 'Bearer test-token',
    });
    expect(client.getQueryData(cartDataQueryOptions(userId).queryKey)?.cart[1].quantity).toBe(2);
  });

  it('puts the cart and the badge back and says why when the shop refuses', async () => {
    const userId = logIn();
    const client = testQueryClient();
    client.setQueryData(cartDataQueryOptions(userId).queryKey, cart);
    client.setQueryData(cartCountQueryOptions(userId).queryKey, 2);
    const { held, release } = holdAnswer();
    fakeApi({
      'POST /updateCartQuantity': async () => {
        await held;
        return { status: 409, body: { error: 'Only 1 piece is left in stock.', code: 'OUT_OF_STOCK' } };
      },
      'POST /getCartData': () => ({ body: cart }),
      'POST /getCartCount': () => ({ body: { cartCount: 2 } }),
    });
    const { result } = renderHook(() => useUpdateCartQuantity(), { wrapper: appWrapper(client) });

    act(() => result.current.mutate({ lineId: 2, quantity: 5 }));
    await waitFor(() =>
      expect(client.getQueryData(cartDataQueryOptions(userId).queryKey)?.summary.quantity).toBe(6),
    );
    release();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(client.getQueryData(cartDataQueryOptions(userId).queryKey)).toEqual(cart);
    expect(client.getQueryData(cartCountQueryOptions(userId).queryKey)).toBe(2);
    await screen.findByText('Only 1 piece is left in stock.');
  });

  it('previews the MRP as the printed (old) price with its own discount, as the server does (issue 32, item 11)', () => {
    const marked = { ...line(3, 4299, 1), old_price: 5999 };
    const next = withLines(cart, [marked]);
    expect(next.summary).toMatchObject({
      totalMrp: 5999,
      mrpDiscount: 1700,
      couponDiscount: 0,
      totalAmount: 4299,
    });
  });
});
