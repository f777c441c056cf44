import type { PickableOrder } from '../api/get-shopper-orders';

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function formatDay(value: string | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : day.format(date);
}

/** 'Order #12 · Banarasi silk saree · 3 Nov 2026' (bundle orders say 'Multi order'). */
export function orderOptionLabel(order: PickableOrder): string {
  const kind = order.kind === 'bundle' ? 'Multi order' : 'Order';
  return [`${kind} #${order.ref}`, order.label, formatDay(order.date)].filter(Boolean).join(' · ');
}
