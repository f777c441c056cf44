// The money state machines of docs/architecture.md "Money" (decision 0015): a payment order and a refund each move only
// along these arrows, never backwards. The server applies a move as one guarded UPDATE (… WHERE status IN
// (the states the arrow leaves from)); the page uses the same names to say where an order's money is.
import { formatInr } from './pricing.ts';

/**
 * A payment order at the provider. `attempted`: the shopper opened the checkout (or a payment was tried and
 * declined; she may try again in the same window). `failed`: the shopper closed the window, or the provider
 * reported the order failed. `expired`: the hold lapsed unpaid. A payment that still arrives after `failed` or
 * `expired` (a slow UPI confirmation) is money received: it becomes the order when the goods are there, or a
 * refund when they are not. `paid` is final.
 */
export const PAYMENT_ORDER_STATES = ['created', 'attempted', 'paid', 'failed', 'expired'] as const;
export type PaymentOrderState = (typeof PAYMENT_ORDER_STATES)[number];

export const PAYMENT_ORDER_MOVES: Readonly<Record<PaymentOrderState, readonly PaymentOrderState[]>> = {
  created: ['attempted', 'paid', 'failed', 'expired'],
  attempted: ['paid', 'failed', 'expired'],
  failed: ['paid'],
  expired: ['paid'],
  paid: [],
};

/** A refund of money received: due (recorded) → requested (sent to the provider) → processed | failed. */
export const REFUND_STATES = ['due', 'requested', 'processed', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const REFUND_MOVES: Readonly<Record<RefundState, readonly RefundState[]>> = {
  due: ['requested'],
  requested: ['processed', 'failed'],
  // The owner's retry sends a failed refund again with the same idempotency key.
  failed: ['requested'],
  processed: [],
};

/** Why money goes back. */
export const REFUND_REASONS = ['sold_out', 'duplicate_payment', 'cancelled', 'returned', 'other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const REFUND_REASON_LABELS: Readonly<Record<RefundReason, string>> = {
  sold_out: 'Sold out after payment',
  duplicate_payment: 'Paid twice',
  cancelled: 'Order cancelled',
  returned: 'Order returned',
  other: 'Other',
};

/** The states a move to `to` may leave from: the guard of its UPDATE. */
export function statesBefore<S extends string>(moves: Readonly<Record<S, readonly S[]>>, to: S): S[] {
  return (Object.keys(moves) as S[]).filter((from) => moves[from].includes(to));
}

/** Whether `to` can follow `from` through any number of moves (observers may see only some of the steps). */
export function canReach<S extends string>(
  moves: Readonly<Record<S, readonly S[]>>,
  from: S,
  to: S,
): boolean {
  const seen = new Set<S>([from]);
  const queue: S[] = [from];
  while (queue.length) {
    for (const next of moves[queue.shift()!] ?? []) {
      if (next === to) return true;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return false;
}

export const canMovePaymentOrder = (from: PaymentOrderState, to: PaymentOrderState) =>
  PAYMENT_ORDER_MOVES[from].includes(to);
export const canMoveRefund = (from: RefundState, to: RefundState) => REFUND_MOVES[from].includes(to);

/**
 * Units one shopper may hold at once across all products (decision 0015): more than any cart of a fashion shop
 * needs (the median order is one or two pieces), far less than a product line's stock.
 */
export const MAX_HELD_UNITS_PER_SHOPPER = 10;
/** Units the shoppers behind one network address may hold at once (Indian mobile networks share addresses). */
export const MAX_HELD_UNITS_PER_ADDRESS = 40;
/** Unpaid holds (closed or lapsed) a shopper may leave within UNPAID_HOLD_WINDOW_MINUTES before she must wait. */
export const MAX_UNPAID_HOLDS_PER_SHOPPER = 4;
/** The same, for every account behind one network address. */
export const MAX_UNPAID_HOLDS_PER_ADDRESS = 30;
export const UNPAID_HOLD_WINDOW_MINUTES = 60;
/** How long a payment window holds the stock (docs/architecture.md: released when unpaid after 15 minutes). */
export const HOLD_MINUTES = 15;

export const PAYMENT_MESSAGES = {
  holdCap: `You can hold at most ${MAX_HELD_UNITS_PER_SHOPPER} pieces while paying. Please buy fewer pieces at once.`,
  addressHoldCap:
    'Too many pieces are being held from your network right now. Please try again in a few minutes.',
  tooManyUnpaid:
    'You have started several payments without finishing them. Please try again in a little while.',
  attemptClosed: 'Payment cancelled. Nothing was charged.',
  /** The payment page's note when createOrder answers `held: false`. */
  notHeld:
    'These pieces are not held for you. Pay now to get them; if they sell out first, your payment is refunded in full.',
  refundNotAllowed: 'This order cannot be refunded.',
  refundTooLarge: 'The refund is more than what is left to refund on this order.',
  refundRecorded: 'Refund recorded.',
  refundRetried: 'Refund sent again.',
  refundNotFound: 'Refund not found.',
  refundNotRetryable: 'Only a failed refund can be sent again.',
} as const;

/**
 * What the shopper's order says about one refund: "Refund of ₹X initiated" while it is on its way (due,
 * requested, or failed and being retried by the shop), "Refund of ₹X: refunded on <date>" once processed.
 * `formatDate` is the page's date helper (formatDisplayDate), passed in so this stays free of time zones.
 */
export function refundLine(
  refund: { amount: number; status: RefundState; processedAt: string | null },
  formatDate: (iso: string) => string,
): string {
  const amount = formatInr(refund.amount);
  if (refund.status === 'processed' && refund.processedAt)
    return `Refund of ${amount}: refunded on ${formatDate(refund.processedAt)}`;
  return `Refund of ${amount} initiated`;
}
