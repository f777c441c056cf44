import { REFUND_STATES, type RefundState } from '@zariya/shared/payment-lifecycle';
import { formatInr } from '@zariya/shared/pricing';
import type { RefundList } from '@zariya/shared/refunds-api';
import { cn } from '../../../lib/cn';
import { REFUND_STATE_LABELS } from './refund-status-badge';

const NOTES: Record<RefundState, string> = {
  due: 'Recorded, not sent yet',
  requested: 'Sent, awaiting the bank',
  processed: 'Back with the shopper',
  failed: 'Needs a retry',
};

/** One tile per state with its count and rupees; the pressed tile filters the list (pressed again: all). */
export function RefundFilter({
  totals,
  selected,
  onSelect,
}: {
  totals: RefundList['totals'] | undefined;
  selected: RefundState | undefined;
  onSelect: (status: RefundState | undefined) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form fieldset
    <div role="group" aria-label="Refund status" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {REFUND_STATES.map((state) => {
        const total = totals?.[state] ?? { count: 0, amount: 0 };
        const active = selected === state;
        return (
          <button
            key={state}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(active ? undefined : state)}
            className={cn(
              'flex min-h-tap flex-col items-start rounded-xl px-4 py-3 text-left shadow-soft ring-1 transition',
              active
                ? 'bg-plum-800 text-ivory-50 ring-plum-800'
                : 'bg-ivory-50 text-ink-900 ring-ivory-300/70 hover:ring-plum-300',
              state === 'failed' && total.count > 0 && !active && 'ring-rose-300',
            )}
          >
            <span className="text-sm font-semibold">{REFUND_STATE_LABELS[state]}</span>
            <span className="mt-1 font-display text-2xl tabular-nums">{total.count}</span>
            <span className={cn('text-sm tabular-nums', active ? 'text-ivory-100' : 'text-ink-700')}>
              {formatInr(total.amount)}
            </span>
            <span className={cn('mt-0.5 text-xs', active ? 'text-ivory-200' : 'text-ink-500')}>
              {NOTES[state]}
            </span>
          </button>
        );
      })}
    </div>
  );
}
