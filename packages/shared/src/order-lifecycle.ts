// One order lifecycle (issue 31): where the goods are (the fulfilment track placed → packed → shipped → delivered,
// or RTO) and whether the order was closed (cancelled, returned). The spec status an order shows — pending,
// paid (a bundle paid online), completed, cancelled, returned — is derived from it, never kept beside it: an order
// the owner marks completed is delivered everywhere (returns, reviews, invoices, dashboard, tracking, notices), and
// a delivered order is completed. Both the owner's status buttons and the fulfilment steps are moves of this one
// machine; the server stores its state as the order's `status` and `fulfilment` columns (toColumns).
import type { AdminOrderStatus } from './admin-orders-api.ts';
import { type FulfilmentState, fulfilmentRefusal, type PaymentMethod } from './fulfilment.ts';
import { normaliseStatus } from './order-status.ts';

/** The the spec's order statuses (§4, §8). */
export type SpecStatus = 'pending' | 'paid' | 'completed' | 'cancelled' | 'returned';

export type OrderLifecycle = {
  /** Where the goods are. */
  fulfilment: FulfilmentState;
  /** Closed by the owner (or by the courier bringing a pay-on-delivery parcel back), else null. */
  closed: 'cancelled' | 'returned' | null;
  /** A bundle paid online shows 'paid' until it is delivered (product rules §4). */
  paid: boolean;
};

/** The status the spec's screens show. */
export function specStatus(order: OrderLifecycle): SpecStatus {
  if (order.closed) return order.closed;
  if (order.fulfilment === 'delivered') return 'completed';
  return order.paid ? 'paid' : 'pending';
}

const FULFILMENT = new Set<string>(['placed', 'packed', 'shipped', 'delivered', 'rto']);

/**
 * The lifecycle of a stored order. A row written before the two were kept together (status completed with the
 * goods not marked delivered, or delivered and still pending) reads as delivered, as migration 0022 stores it.
 */
export function lifecycleOf(row: { status: string; fulfilment: string }): OrderLifecycle {
  const status = normaliseStatus(row.status);
  const fulfilment = (FULFILMENT.has(row.fulfilment) ? row.fulfilment : 'placed') as FulfilmentState;
  return {
    fulfilment: status === 'completed' ? 'delivered' : fulfilment,
    closed: status === 'cancelled' || status === 'returned' ? status : null,
    paid: status === 'paid',
  };
}

/** The order's columns for a lifecycle. */
export function toColumns(order: OrderLifecycle): { status: SpecStatus; fulfilment: FulfilmentState } {
  return { status: specStatus(order), fulfilment: order.fulfilment };
}

/** True when the goods reached the shopper: what returns, reviews, COD invoices and "Delivered on" go by. */
export const isDelivered = (row: { status: string; fulfilment: string }) =>
  lifecycleOf(row).fulfilment === 'delivered';

export type LifecycleMove =
  /** The owner's status buttons (product rules §4), and 'paid' when a bundle's payment arrives. */
  | { kind: 'status'; to: AdminOrderStatus | 'paid' }
  /** A fulfilment step (decision 0028). */
  | { kind: 'step'; to: FulfilmentState };

export type LifecycleAfter = OrderLifecycle & {
  /** The goods became delivered by this move (a COD order's cash is collected, the shopper is told). */
  deliveredNow: boolean;
};

/**
 * Where an order goes on a move, or a refusal (the fulfilment steps' rules). The owner may set completed or
 * pending at any time (product rules §4): completed delivers the goods; pending (or paid) takes a delivered order back to
 * the last step before delivery (shipped when a parcel was booked, else placed) and an RTO parcel back to placed;
 * cancelled and returned close the order where its goods are.
 */
export function moveLifecycle(
  order: OrderLifecycle,
  move: LifecycleMove,
  context: { paymentMethod: PaymentMethod; shipped: boolean },
): LifecycleAfter | { refusal: string } {
  const was = order.fulfilment;
  const after = (next: OrderLifecycle): LifecycleAfter => ({
    ...next,
    deliveredNow: next.fulfilment === 'delivered' && was !== 'delivered',
  });
  if (move.kind === 'step') {
    const refusal = fulfilmentRefusal(
      { fulfilment: was, status: specStatus(order), paymentMethod: context.paymentMethod },
      move.to,
    );
    if (refusal) return { refusal };
    return after({ ...order, fulfilment: move.to, closed: move.to === 'rto' ? 'cancelled' : order.closed });
  }
  switch (move.to) {
    case 'completed':
      return after({ ...order, fulfilment: 'delivered', closed: null });
    case 'pending':
    case 'paid': {
      const reopened: FulfilmentState =
        was === 'delivered' ? (context.shipped ? 'shipped' : 'placed') : was === 'rto' ? 'placed' : was;
      return after({ fulfilment: reopened, closed: null, paid: move.to === 'paid' });
    }
    case 'cancelled':
    case 'returned':
      return after({ ...order, closed: move.to });
  }
}
