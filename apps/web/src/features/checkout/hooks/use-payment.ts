// The payment flow of docs/architecture.md, run from the /buynow page: (save the bundle) → createOrder → the
// provider's checkout → saveOrder / updateBundleOrderStatus. Every amount is the server's.
import type { DeliveryAddress } from '@zariya/shared/accounts';
import { MESSAGES } from '@zariya/shared/constants';
import type { BundleOrderItem, PaymentOrder, PaymentResult } from '@zariya/shared/orders-api';
import { PAYMENT_MESSAGES } from '@zariya/shared/payment-lifecycle';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { translate, useT } from '../../../lib/i18n';
import { closePayment } from '../api/close-payment';
import { createOrder } from '../api/create-order';
import { purchaseRequest, useSavedBundle } from './purchase-request';
import { saveOrder } from '../api/save-order';
import { markBundlePaid } from '../api/update-bundle-order-status';
import { type CheckoutOutcome, loadRazorpay, openRazorpay } from '../lib/razorpay';

/** A bag line as the page sends it for saveBundleOrder: the order item less what the server works out. */
export type BundleItem = Omit<
  BundleOrderItem,
  'couponApplied' | 'lineTotal' | 'returnRequest' | 'discountPaise' | 'discounts'
>;

export type Purchase =
  | {
      kind: 'single';
      /** Rupees as the page shows them; the server refuses a different figure. */
      amount: number;
      productId: number;
      quantity: number;
      size: string;
      color: string;
      couponCode?: string;
      cartLineId?: number;
      description: string;
    }
  | { kind: 'bundle'; amount: number; products: BundleItem[]; couponCode?: string; description: string };

export type PaymentState =
  | { phase: 'idle' }
  | { phase: 'working'; step: 'starting' | 'paying' | 'saving' }
  | { phase: 'failed'; message: string; canRetrySave: boolean }
  | { phase: 'paid'; paymentId: string; orderRef: string };

type Pending = { purchase: Purchase; order: PaymentOrder; bundleOrderId?: number; proof: PaymentResult };

export function usePayment(input: {
  userId: string | null;
  deliveryAddress: DeliveryAddress | null | undefined;
  prefill?: { name?: string; email?: string; contact?: string };
  /** The order is paid and saved: the page shows the receipt from here on. */
  onPaid: (receipt: { paymentId: string; orderRef: string }) => void;
  /** The server's prices moved under the page: refetch what it shows. */
  onPriceChanged: () => void;
}) {
  const { t } = useT();
  const [state, setState] = useState<PaymentState>({ phase: 'idle' });
  const [testOrder, setTestOrder] = useState<{
    order: PaymentOrder;
    settle: (o: CheckoutOutcome) => void;
  } | null>(null);
  /** The last payment order's pieces are not held (the shopper is over the hold limits, decision 0015). */
  const [notHeld, setNotHeld] = useState(false);
  const pending = useRef<Pending | null>(null);
  const saveBundle = useSavedBundle('online');
  const busy = state.phase === 'working' || state.phase === 'paid';

  const fail = (message: string, canRetrySave = false) => {
    toast.error(message);
    setState({ phase: 'failed', message, canRetrySave });
  };

  const isPriceChange = (error: unknown) =>
    error instanceof ApiError && error.status === 409 && error.code === 'AMOUNT_MISMATCH';

  const settle = async (p: Pending) => {
    pending.current = p;
    setState({ phase: 'working', step: 'saving' });
    const { purchase, proof } = p;
    const address = input.deliveryAddress ?? undefined;
    try {
      const orderRef =
        purchase.kind === 'single'
          ? (
              await saveOrder({
                userId: input.userId!,
                productId: purchase.productId,
                amount: purchase.amount,
                size: purchase.size,
                color: purchase.color,
                quantity: purchase.quantity,
                deliveryAddress: address,
                ...proof,
              })
            ).order.orderRef
          : (
              await markBundlePaid({
                userId: input.userId!,
                bundleOrderId: p.bundleOrderId,
                status: 'paid',
                deliveryAddress: address,
                ...proof,
              })
            ).order.orderRef;
      pending.current = null;
      const paymentId = proof.razorpay_payment_id;
      toast.success(t('Payment successful. Payment ID: {{paymentId}}', { paymentId }));
      setState({ phase: 'paid', paymentId, orderRef });
      input.onPaid({ paymentId, orderRef });
    } catch (error) {
      // The payment went through; saving again is safe (the server answers a replay with the same order).
      const retryable = !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
      fail(
        t('Error saving order: {{reason}}', { reason: errorMessage(error, 'please try again.') }),
        retryable,
      );
    }
  };

  const openCheckout = async (order: PaymentOrder, description: string): Promise<CheckoutOutcome | null> => {
    if (order.provider === 'razorpay') {
      if (!(await loadRazorpay())) {
        fail(t(MESSAGES.razorpayMissing));
        return null;
      }
      return openRazorpay({
        keyId: order.keyId,
        orderId: order.id,
        amountPaise: order.amount,
        currency: order.currency,
        description,
        prefill: input.prefill,
        expiresAt: order.expiresAt,
      });
    }
    return new Promise<CheckoutOutcome>((resolve) =>
      setTestOrder({
        order,
        settle: (outcome) => {
          setTestOrder(null);
          resolve(outcome);
        },
      }),
    );
  };

  const pay = async (purchase: Purchase) => {
    if (busy) return;
    if (!input.userId || !(purchase.amount > 0) || (purchase.kind === 'single' && !purchase.productId)) {
      fail(t(MESSAGES.paymentMissingFields));
      return;
    }
    const address = input.deliveryAddress ?? undefined;
    setState({ phase: 'working', step: 'starting' });
    setNotHeld(false);

    let bundleOrderId: number | undefined;
    if (purchase.kind === 'bundle') {
      try {
        bundleOrderId = await saveBundle(input.userId, purchase, address);
      } catch (error) {
        if (isPriceChange(error)) input.onPriceChanged();
        fail(
          isPriceChange(error)
            ? errorMessage(error, MESSAGES.saveBundleFailed)
            : t(MESSAGES.saveBundleFailed),
        );
        return;
      }
    }

    let order: PaymentOrder;
    try {
      order = await createOrder({
        userId: input.userId,
        ...purchaseRequest(purchase, bundleOrderId, address),
      });
    } catch (error) {
      if (isPriceChange(error)) input.onPriceChanged();
      fail(t('Error initiating payment: {{reason}}', { reason: errorMessage(error, 'please try again.') }));
      return;
    }

    setNotHeld(!order.held);
    setState({ phase: 'working', step: 'paying' });
    const outcome = await openCheckout(order, purchase.description).catch(() => {
      fail(t(MESSAGES.razorpayMissing));
      return null;
    });
    // The window is closed without a payment (dismissed, declined, or never opened): give back the pieces
    // held for it now rather than in 15 minutes. Fire and forget; closePayment never throws.
    if (outcome?.kind !== 'paid') void closePayment(order.id);
    if (!outcome) return;
    if (outcome.kind === 'dismissed') {
      toast.info(PAYMENT_MESSAGES.attemptClosed);
      setState({ phase: 'idle' });
      return;
    }
    if (outcome.kind === 'failed') {
      fail(translate(outcome.reason));
      return;
    }
    await settle({ purchase, order, bundleOrderId, proof: outcome.proof });
  };

  const retrySave = () => {
    if (pending.current && state.phase === 'failed') void settle(pending.current);
  };

  return { state, busy, pay, retrySave, testOrder, notHeld };
}
