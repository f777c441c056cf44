import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<string, BadgeTone> = {
  pending: 'gold',
  paid: 'plum',
  completed: 'success',
  cancelled: 'sale',
  returned: 'neutral',
};

export function OrderStatusBadge({ status }: { status: string }) {
  const key = status.trim().toLowerCase();
  return (
    <Badge tone={TONES[key] ?? 'neutral'} className="capitalize">
      {key}
    </Badge>
  );
}
