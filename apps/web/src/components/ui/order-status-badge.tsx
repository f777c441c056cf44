import { type ShopperStatusLabel, shopperStatusLabel } from '@zariya/shared/order-status';
import { useT } from '../../lib/i18n';
import { Badge, type BadgeTone } from './badge';

const TONES: Record<ShopperStatusLabel, BadgeTone> = {
  Pending: 'gold',
  Paid: 'plum',
  Confirmed: 'plum',
  Packed: 'plum',
  Shipped: 'plum',
  Delivered: 'success',
  Cancelled: 'sale',
  Returned: 'neutral',
};

// The owner's badge keeps the stored status and its colour.
const RAW_TONES: Record<string, BadgeTone> = {
  pending: 'gold',
  paid: 'plum',
  completed: 'success',
  cancelled: 'sale',
  returned: 'neutral',
};

/**
 * An order's status as a badge. The shopper reads what it means for her (shared `shopperStatusLabel`): 'Paid'
 * for an order paid online and not yet packed, never 'Pending', and 'Delivered' for a completed one. The owner
 * (`raw`) reads the status's own name, the word her status buttons use (the admin area stays in English).
 */
export function OrderStatusBadge({
  status,
  raw = false,
  paymentMethod,
  paymentId,
  fulfilment,
}: {
  status: string;
  raw?: boolean;
  paymentMethod?: 'online' | 'cod';
  paymentId?: string | null;
  fulfilment?: string;
}) {
  const { t } = useT();
  const key = status.trim().toLowerCase();
  if (raw) {
    return (
      <Badge tone={RAW_TONES[key] ?? 'neutral'} className="capitalize">
        {key}
      </Badge>
    );
  }
  if (!(key in RAW_TONES)) return <Badge tone="neutral">{status}</Badge>;
  const label = shopperStatusLabel({ status, paymentMethod, paymentId, fulfilment });
  return <Badge tone={TONES[label]}>{t(label)}</Badge>;
}

/** The shopper's badge for one of her orders, read from the order's own fields. */
export function ShopperOrderBadge({
  order,
}: {
  order: { status: string; paymentMethod?: 'online' | 'cod'; paymentId?: string | null; fulfilment?: string };
}) {
  return (
    <OrderStatusBadge
      status={order.status}
      paymentMethod={order.paymentMethod}
      paymentId={order.paymentId}
      fulfilment={order.fulfilment}
    />
  );
}
