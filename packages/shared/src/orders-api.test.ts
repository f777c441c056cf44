import { describe, expect, it } from 'vitest';
import { MESSAGES } from './constants.ts';
import {
  AddToCartSchema,
  ApplyCouponSchema,
  bundleItemOf,
  bundleOrderRef,
  CreateOrderSchema,
  parseBundleOrderId,
  RemoveFromCartSchema,
  UpdateBundleOrderStatusSchema,
} from './orders-api.ts';
import { orderRef, parseOrderRef } from './order-refs.ts';

describe('bundle order ids', () => {
  it('reads B-7, B7, 7 and "7", and agrees with the support contract', () => {
    for (const value of ['B-7', 'b7', 7, '7', ' B-7 ']) expect(parseBundleOrderId(value)).toBe(7);
    for (const value of ['', 'B-', 'x7', -7, 0, '7.5', null]) expect(parseBundleOrderId(value)).toBeNaN();
    expect(bundleOrderRef(12)).toBe(orderRef('bundle', 12));
    expect(parseOrderRef(bundleOrderRef(12))).toEqual({ type: 'bundle', id: 12 });
    expect(UpdateBundleOrderStatusSchema.parse({ orderId: 'B-3', status: 'cancelled' }).orderId).toBe(3);
  });
});

describe('request schemas', () => {
  it('needs an amount and something to buy, with the spec message; the user comes from the token', () => {
    for (const body of [{ userId: 1, productId: 2 }, { userId: 1, amount: 10 }, { amount: 10 }, {}]) {
      const parsed = CreateOrderSchema.safeParse(body);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0].message).toBe(MESSAGES.paymentMissingFields);
    }
    expect(CreateOrderSchema.parse({ userId: '4', amount: 10, productId: '2' }).productId).toBe(2);
    expect(CreateOrderSchema.parse({ userId: 4, amount: 10, bundleOrderId: 'B-9' }).bundleOrderId).toBe(9);
    expect(CreateOrderSchema.parse({ amount: 10, productId: 2 }).userId).toBeUndefined();
  });

  it('takes a product as an id or an object', () => {
    for (const product of [5, '5', { id: 5, productname: 'x' }, { _id: '5' }]) {
      expect(AddToCartSchema.safeParse({ userId: 1, product }).success).toBe(true);
    }
    expect(AddToCartSchema.safeParse({ userId: 1, product: 'abc' }).error?.issues[0].message).toBe(
      MESSAGES.productNotFound,
    );
  });

  it('removes by line or product, never by nothing', () => {
    expect(RemoveFromCartSchema.safeParse({ userId: 1 }).success).toBe(false);
    expect(RemoveFromCartSchema.parse({ userId: 1, productId: '3' }).productId).toBe(3);
  });

  it('leaves the coupon code to the server, cutting only absurd lengths', () => {
    expect(ApplyCouponSchema.parse({ userId: 1, couponCode: 'x'.repeat(500) }).couponCode).toHaveLength(101);
    expect(ApplyCouponSchema.safeParse({ userId: 1 }).error?.issues[0].message).toBe(MESSAGES.enterCoupon);
  });
});

describe('bundleItemOf', () => {
  it('turns a cart line into the bundle item the checkout sends and the server saves', () => {
    const line = {
      productId: 7,
      productname: 'Banarasi saree',
      new_price: 4299,
      quantity: 2,
      size: 'Free Size',
      color: 'Gold',
      image: '/uploads/a.webp',
    };
    expect(bundleItemOf(line)).toEqual({
      productId: 7,
      productName: 'Banarasi saree',
      price: 4299,
      quantity: 2,
      size: 'Free Size',
      color: 'Gold',
      image: '/uploads/a.webp',
    });
  });
});
