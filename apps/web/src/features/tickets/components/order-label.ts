import { formatPerLocale } from '@zariya/shared/dates';
import type { useT } from '../../../lib/i18n';
import type { PickableOrder } from '../api/get-shopper-orders';

type T = ReturnType<typeof useT>['t'];

const dayFormat = formatPerLocale({ day: 'numeric', month: 'short', year: 'numeric' });

/** '3 Nov 2026' in `locale` ('en-IN' or 'hi-IN'). */
export function formatDay(value: string | undefined, locale = 'en-IN'): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dayFormat(locale).format(date);
}

/** 'Order #12' or, for a bundle, 'Multi order #B-4'. */
export function orderRefLabel(t: T, kind: PickableOrder['kind'], ref: string): string {
  return kind === 'bundle' ? t('Multi order #{{ref}}', { ref }) : t('Order #{{ref}}', { ref });
}

/** The order's product name, with '+ 2 more' for a bundle of several (the name itself stays as written). */
export function orderProducts(t: T, order: PickableOrder): string {
  if (!order.label) return '';
  return order.more ? t('{{name}} + {{count}} more', { name: order.label, count: order.more }) : order.label;
}

/** 'Order #12 · Banarasi silk saree · 3 Nov 2026' (bundle orders say 'Multi order'). */
export function orderOptionLabel(order: PickableOrder, t: T, locale: string): string {
  return [orderRefLabel(t, order.kind, order.ref), orderProducts(t, order), formatDay(order.date, locale)]
    .filter(Boolean)
    .join(' · ');
}
