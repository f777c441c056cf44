import { isTicketResolved } from '@zariya/shared/order-status';
import { Badge } from '../../../components/ui/badge';
import { useT } from '../../../lib/i18n';

/** 'solved' and 'resolved' both mean the shop has closed the ticket (docs/architecture.md: beyond the spec). */
export const isResolvedStatus = isTicketResolved;

export function TicketStatusBadge({ status }: { status: string }) {
  const { t } = useT();
  const resolved = isTicketResolved(status);
  return <Badge tone={resolved ? 'success' : 'gold'}>{resolved ? t('Solved') : t('Pending')}</Badge>;
}
