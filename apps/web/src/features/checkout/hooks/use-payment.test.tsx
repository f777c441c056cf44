// The payment flow of docs/architecture.md as the /buynow page runs it, against a stand-in API that checks every
// request against the shared contract and answers as the server does (test provider).
import type { DeliveryAddress } from '@zariya/shared/accounts';
import { MESSAGES } from '@zariya/shared/constants';
import {
  CreateOrderSchema,
  type PaymentOrder,
  SaveBundleOrderSchema,
  SaveOrderSchema,
  UpdateBundleOrderStatusSchema,
} from '@zariya/shared/orders-api';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { appWrapper, logIn } from '../../../test/render';
import { type Purchase, usePayment } from './use-payment';

const address: DeliveryAddress = {
  addressLine1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
};

const single: Purchase = {
  kind: 'single',
  amount: 1349,
  productId: 21,
  quantity: 1,
  size: 'M',
  color: 'red',
  description: 'Kanjeevaram saree',
};

const bundle: Purchase = {
  kind: 'bundle',
  amount: 2100,
  couponCode: 'PROMO2024',
  description: 'Your bag',
  products: [
    {
      productId: 21,
      productName: 'Saree',
      price: 1349,
      quantity: 1,
      size: 'M',
      color: 'red',
      image: '/a.webp',
    },
    {
      productId: 22,
      productName: 'Stole',
      price: 984,
      quantity: 1,
      size: '',
      color: 'blue',
      image: '/b.webp',
    },
  ],
};

function paymentOrder(n: number, rupees: number): PaymentOrder {
  return {
    id: `order_test_${n}`,
    amount: Math.round(rupees * 100),
    currency: 'INR',
    keyId: 'rzp_test_zariya',
    provider: 'test',
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    totalAmount: rupees,
  } as PaymentOrder;
}

const proofFor = (order: PaymentOrder) => ({
  razorpay_order_id: order.id,
  razorpay_payment_id: `pay_${order.id.slice(-1)}`,
  razorpay_signature: 'ab'.repeat(32),
});

/** The shop's API as the payment flow meets it; each body must pass the shared schema of its call. */
function shop(overrides: { createOrder?: () => { status: number; body: unknown }; saveFails?: number } = {}) {
  let orders = 0;
  let saveFailures = overrides.saveFails ?? 0;
  return fakeApi({
    'POST /saveBundleOrder': (body) => {
      SaveBundleOrderSchema.parse(body);
      return {
        status: 200,
        body: { message: 'Bundle order saved', bundleOrderId: 41, order: { orderRef: 'B-41' } },
      };
    },
    'POST /createOrder': (body) => {
      const { amount } = CreateOrderSchema.parse(body);
      if (overrides.createOrder) return overrides.createOrder();
      orders += 1;
      return { body: paymentOrder(orders, amount) };
    },
    'POST /saveOrder': (body) => {
      SaveOrderSchema.parse(body);
      if (saveFailures > 0) {
        saveFailures -= 1;
        return { status: 503, body: { error: 'The shop is busy. Please try again.', code: 'UNAVAILABLE' } };
      }
      return { body: { message: 'Order saved successfully', order: { orderRef: '318' } } };
    },
    'POST /updateBundleOrderStatus': (body) => {
      UpdateBundleOrderStatusSchema.parse(body);
      return { body: { message: 'Payment received. Your order is confirmed.', order: { orderRef: 'B-41' } } };
    },
  });
}

function renderPayment(userId: string | null = logIn()) {
  const onPaid = vi.fn();
  const onPriceChanged = vi.fn();
  const hook = renderHook(() => usePayment({ userId, deliveryAddress: address, onPaid, onPriceChanged }), {
    wrapper: appWrapper(),
  });
  return { ...hook, onPaid, onPriceChanged };
}

/** Waits for the test-checkout dialog's order, then settles it as the shopper would. */
async function checkout(
  result: ReturnType<typeof renderPayment>['result'],
  outcome: 'paid' | 'dismissed' | 'failed',
) {
  await waitFor(() => expect(result.current.testOrder).not.toBeNull());
  const { order, settle } = result.current.testOrder!;
  act(() =>
    settle(
      outcome === 'paid'
        ? { kind: 'paid', proof: proofFor(order) }
        : outcome === 'failed'
          ? { kind: 'failed', reason: 'Card declined by the bank.' }
          : { kind: 'dismissed' },
    ),
  );
  return order;
}

describe('usePayment', () => {
  it('pays for one product: createOrder, the test checkout, then saveOrder with the proof', async () => {
    const api = shop();
    const { result, onPaid } = renderPayment();
    act(() => void result.current.pay(single));
    expect(result.current.busy).toBe(true);
    const order = await checkout(result, 'paid');

    await waitFor(() => expect(result.current.state.phase).toBe('paid'));
    expect(result.current.state).toEqual({ phase: 'paid', paymentId: 'pay_1', orderRef: '318' });
    expect(onPaid).toHaveBeenCalledWith({ paymentId: 'pay_1', orderRef: '318' });
    expect(api.to('POST /createOrder')[0]).toMatchObject({
      auth: 'Bearer test-token',
      body: { userId: '7', amount: 1349, productId: 21, quantity: 1, size: 'M', color: 'red' },
    });
    expect(api.to('POST /saveOrder')[0].body).toMatchObject({ userId: '7', ...proofFor(order) });
    await screen.findByText('Payment successful. Payment ID: pay_1');
  });

  it('pays for the bag, and a second attempt after cancelling reuses the saved bundle', async () => {
    const api = shop();
    const { result, onPaid } = renderPayment();
    act(() => void result.current.pay(bundle));
    await checkout(result, 'dismissed');
    await waitFor(() => expect(result.current.state.phase).toBe('idle'));
    await screen.findByText('Payment cancelled. Nothing was charged.');

    act(() => void result.current.pay(bundle));
    const order = await checkout(result, 'paid');
    await waitFor(() => expect(result.current.state.phase).toBe('paid'));

    expect(api.to('POST /saveBundleOrder')).toHaveLength(1);
    expect(api.to('POST /createOrder').map((c) => c.body?.bundleOrderId)).toEqual([41, 41]);
    expect(api.to('POST /updateBundleOrderStatus')[0].body).toMatchObject({
      bundleOrderId: 41,
      status: 'paid',
      ...proofFor(order),
    });
    expect(onPaid).toHaveBeenCalledWith({ paymentId: 'pay_2', orderRef: 'B-41' });
  });

  it('refetches the page when the server priced it differently, and says so', async () => {
    shop({
      createOrder: () => ({
        status: 409,
        body: {
          error: 'The price has changed. Please review your order and try again.',
          code: 'AMOUNT_MISMATCH',
        },
      }),
    });
    const { result, onPriceChanged, onPaid } = renderPayment();
    await act(() => result.current.pay(single));
    expect(onPriceChanged).toHaveBeenCalledOnce();
    expect(result.current.state).toEqual({
      phase: 'failed',
      message: 'Error initiating payment: The price has changed. Please review your order and try again.',
      canRetrySave: false,
    });
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('shows a declined payment and saves nothing', async () => {
    const api = shop();
    const { result } = renderPayment();
    act(() => void result.current.pay(single));
    await checkout(result, 'failed');
    await waitFor(() => expect(result.current.state.phase).toBe('failed'));
    expect(result.current.state).toMatchObject({
      message: 'Card declined by the bank.',
      canRetrySave: false,
    });
    expect(api.to('POST /saveOrder')).toHaveLength(0);
  });

  it('offers to save again when saving fails after the payment, and saves the same payment once more', async () => {
    const api = shop({ saveFails: 1 });
    const { result, onPaid } = renderPayment();
    act(() => void result.current.pay(single));
    await checkout(result, 'paid');
    await waitFor(() => expect(result.current.state.phase).toBe('failed'));
    expect(result.current.state).toEqual({
      phase: 'failed',
      message: 'Error saving order: The shop is busy. Please try again.',
      canRetrySave: true,
    });

    act(() => result.current.retrySave());
    await waitFor(() => expect(result.current.state.phase).toBe('paid'));
    const [first, second] = api.to('POST /saveOrder');
    expect(second.body).toEqual(first.body);
    expect(api.to('POST /createOrder')).toHaveLength(1);
    expect(onPaid).toHaveBeenCalledOnce();
  });

  it('refuses to start without a logged-in shopper, with the spec message', async () => {
    const api = shop();
    const { result } = renderPayment(null);
    await act(() => result.current.pay(single));
    expect(result.current.state).toEqual({
      phase: 'failed',
      message: MESSAGES.paymentMissingFields,
      canRetrySave: false,
    });
    expect(api.calls).toHaveLength(0);
  });
});
