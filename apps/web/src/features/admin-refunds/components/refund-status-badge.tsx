import type { RefundState } from '@zariya/shared/payment-lifecycle';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

/** The owner's words for each refund state (the filter of the Refunds view uses the same). */
export const REFUND_STATE_LABELS: Readonly<Record<RefundState, string>> = {
  due: 'Due',
  requested: 'In progress',
  processed: 'Done',
  failed: 'Failed',
};

const TONES: Record<RefundState, BadgeTone> = {
  due: 'gold',
  requested: 'neutral',
  processed: 'success',
  failed: 'sale',
};

export function RefundStatusBadge({ status }: { status: RefundState }) {
  return <Badge tone={TONES[status]}>{REFUND_STATE_LABELS[status]}</Badge>;
}
