// Order and ticket status rules (product rules §4): which status buttons the owner sees, when a ticket counts as
// resolved, and whether an order's goods are out of stock (held by the order) or back on the shelf.
import type { AdminOrderStatus } from './admin-orders-api.ts';

/** The owner's status buttons in the order they are shown. */
export const STATUS_BUTTONS: ReadonlyArray<{ status: AdminOrderStatus; label: string }> = [
  { status: 'completed', label: 'Completed' },
  { status: 'pending', label: 'Pending' },
  { status: 'cancelled', label: 'Cancelled' },
  { status: 'returned', label: 'Returned' },
];

/** Completed and Pending always; Cancelled hidden when cancelled; Returned hidden when returned. */
export function statusButtons(current: string): Array<{ status: AdminOrderStatus; label: string }> {
  const now = normaliseStatus(current);
  return STATUS_BUTTONS.filter(({ status }) => {
    if (status === 'cancelled') return now !== 'cancelled';
    if (status === 'returned') return now !== 'returned';
    return true;
  });
}

/** Lower-case and trimmed, so 'Cancelled' and 'cancelled ' are the same state. */
export const normaliseStatus = (status: string) => status.trim().toLowerCase();

/** 'solved' and 'resolved' both count as resolved; anything else is still open. */
export function isTicketResolved(status: string | null | undefined): boolean {
  const s = normaliseStatus(status ?? '');
  return s === 'solved' || s === 'resolved';
}

/** True when the order's goods are back in stock: a cancelled or returned order holds none. */
export function stockReleased(status: string): boolean {
  const s = normaliseStatus(status);
  return s === 'cancelled' || s === 'returned';
}

export type StockMove = 'put-back' | 'take-again' | 'none';

/**
 * What a status change does to stock: moving into cancelled/returned puts the goods back once;
 * cancelled → returned (or back) moves nothing; leaving cancelled/returned for pending, completed
 * or paid takes them again.
 */
export function stockMove(from: string, to: string): StockMove {
  const before = stockReleased(from);
  const after = stockReleased(to);
  if (!before && after) return 'put-back';
  if (before && !after) return 'take-again';
  return 'none';
}

/** The status word a shopper reads on her order (English; the page translates it). */
export type ShopperStatusLabel =
  | 'Pending'
  | 'Paid'
  | 'Confirmed'
  | 'Packed'
  | 'Shipped'
  | 'Delivered'
  | 'Cancelled'
  | 'Returned';

/**
 * What a shopper's order says it is. The stored status stays the spec's (pending, paid, completed, cancelled,
 * returned) for the owner's buttons; a shopper who has paid online must not read "Pending": she reads "Paid"
 * until it is packed or shipped, and a pay-on-delivery order confirmed with its code reads "Confirmed".
 */
export function shopperStatusLabel(order: {
  status: string;
  paymentMethod?: 'online' | 'cod';
  paymentId?: string | null;
  fulfilment?: string;
}): ShopperStatusLabel {
  const status = normaliseStatus(order.status);
  if (status === 'cancelled') return 'Cancelled';
  if (status === 'returned') return 'Returned';
  if (status === 'completed' || order.fulfilment === 'delivered') return 'Delivered';
  if (order.fulfilment === 'shipped') return 'Shipped';
  if (order.fulfilment === 'packed') return 'Packed';
  if (order.paymentMethod === 'cod') return 'Confirmed';
  if (status === 'paid' || order.paymentId) return 'Paid';
  return 'Pending';
}
