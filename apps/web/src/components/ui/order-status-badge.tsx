import { useT } from '../../lib/i18n';
import { Badge, type BadgeTone } from './badge';

const STATUSES: Record<string, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'gold' },
  paid: { label: 'Paid', tone: 'plum' },
  completed: { label: 'Delivered', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'sale' },
  returned: { label: 'Returned', tone: 'neutral' },
};

/**
 * An order's status as a badge. The shopper reads 'Delivered' for a completed order; the owner (`raw`) reads
 * the status's own name, the word her status buttons use (the admin area stays in English).
 */
export function OrderStatusBadge({ status, raw = false }: { status: string; raw?: boolean }) {
  const { t } = useT();
  const key = status.trim().toLowerCase();
  const known = STATUSES[key];
  return (
    <Badge tone={known?.tone ?? 'neutral'} className={raw ? 'capitalize' : undefined}>
      {raw ? key : known ? t(known.label) : status}
    </Badge>
  );
}
