import { Badge } from '../../../components/ui/badge';

/** 'solved' and 'resolved' both mean the shop has closed the ticket (ARCHITECTURE: beyond the spec). */
export function isResolvedStatus(status: string): boolean {
  return status === 'solved' || status === 'resolved';
}

export function TicketStatusBadge({ status }: { status: string }) {
  const resolved = isResolvedStatus(status);
  return (
    <Badge tone={resolved ? 'success' : 'gold'} className="capitalize">
      {resolved ? 'Solved' : status || 'Pending'}
    </Badge>
  );
}
