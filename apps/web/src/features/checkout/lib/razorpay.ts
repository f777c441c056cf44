// Razorpay Checkout (checkout.js), loaded only when the payment page needs it.
import { SHOP_NAME } from '@zariya/shared/constants';

const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

export type PaymentProof = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  handler: (response: PaymentProof) => void;
  modal?: { ondismiss?: () => void };
  /** Seconds until checkout.js closes its window by itself (and calls ondismiss). */
  timeout?: number;
};

type RazorpayInstance = {
  open: () => void;
  on: (event: 'payment.failed', cb: (response: { error?: { description?: string } }) => void) => void;
};

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let loading: Promise<boolean> | null = null;

/** Adds checkout.js once; resolves false when it cannot be loaded (offline, blocked by an extension). */
export function loadRazorpay(): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  if (loading) return loading;
  loading = new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve(Boolean(window.Razorpay));
    script.onerror = () => {
      script.remove();
      loading = null;
      resolve(false);
    };
    document.body.append(script);
  });
  return loading;
}

/**
 * Whole seconds from `now` until a payment order's hold lapses, at least 1 (Razorpay wants a positive figure);
 * undefined for an unreadable time, so the window keeps Razorpay's own limit.
 */
export function secondsUntil(expiresAt: string, now = Date.now()): number | undefined {
  const left = Math.floor((Date.parse(expiresAt) - now) / 1000);
  return Number.isFinite(left) ? Math.max(1, left) : undefined;
}

export type CheckoutOutcome =
  | { kind: 'paid'; proof: PaymentProof }
  | { kind: 'failed'; reason: string }
  | { kind: 'dismissed' };

/** Opens the widget for a payment order created by the server; settles when the shopper finishes. */
export function openRazorpay(input: {
  keyId: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  description: string;
  prefill?: RazorpayOptions['prefill'];
  /** When the order's hold lapses: the window closes then, so nobody pays for pieces no longer held. */
  expiresAt: string;
}): Promise<CheckoutOutcome> {
  const Razorpay = window.Razorpay;
  if (!Razorpay) return Promise.reject(new Error('Razorpay is not loaded'));
  return new Promise((resolve) => {
    // Razorpay keeps its window open after a declined attempt so the shopper can retry there; only closing
    // it ends the attempt, as failed when the last try was declined.
    let lastFailure: string | null = null;
    const widget = new Razorpay({
      key: input.keyId,
      amount: input.amountPaise,
      currency: input.currency,
      order_id: input.orderId,
      name: SHOP_NAME,
      description: input.description,
      prefill: input.prefill,
      theme: { color: '#5a1938' },
      timeout: secondsUntil(input.expiresAt),
      handler: (proof) => resolve({ kind: 'paid', proof }),
      modal: {
        ondismiss: () =>
          resolve(lastFailure ? { kind: 'failed', reason: lastFailure } : { kind: 'dismissed' }),
      },
    });
    widget.on('payment.failed', (response) => {
      lastFailure = response.error?.description ?? 'The payment did not go through.';
    });
    widget.open();
  });
}
