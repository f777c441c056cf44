// One return or exchange on the shopper's order card: its steps so far and how it ended.
import { formatInr } from '@zariya/shared/pricing';
import { RETURN_STATE_LABELS, type ReturnState, type ReturnView } from '@zariya/shared/returns';
import { Check } from 'lucide-react';

/** The straight track a request runs (a declined one stops after Requested). */
function trackOf(r: ReturnView): ReturnState[] {
  if (r.status === 'declined') return ['requested', 'declined'];
  return ['requested', 'approved', 'picked_up', 'received', r.kind === 'return' ? 'refunded' : 'exchanged'];
}

export function ReturnSteps({ request }: { request: ReturnView }) {
  const track = trackOf(request);
  const reached = track.indexOf(request.status);
  const what = request.kind === 'return' ? 'Return' : 'Exchange';
  const pieces = request.items.map((i) => `${i.productName} × ${i.quantity}`).join(', ');
  return (
    <section
      aria-label={`${what} request ${request.id}`}
      className="mt-3 rounded-lg border border-ivory-300 bg-ivory-50 p-3 text-sm"
    >
      <p className="font-medium text-ink-900">
        {what} · {RETURN_STATE_LABELS[request.status]}
      </p>
      <p className="mt-0.5 text-ink-600">
        {pieces} — {request.reasonLabel}
        {request.kind === 'exchange'
          ? ` · for ${[request.exchangeSize, request.exchangeColor].filter(Boolean).join(', ')}`
          : ''}
      </p>
      <ol className="mt-2 flex flex-wrap gap-x-3 gap-y-1" aria-label={`${what} steps`}>
        {track.map((state, i) => (
          <li
            key={state}
            aria-current={i === reached ? 'step' : undefined}
            className={`inline-flex items-center gap-1 ${i <= reached ? 'font-medium text-success-600' : 'text-ink-500'}`}
          >
            {i <= reached ? <Check aria-hidden="true" className="size-3.5" /> : null}
            {RETURN_STATE_LABELS[state]}
          </li>
        ))}
      </ol>
      {request.ownerNote ? <p className="mt-2 text-ink-700">Note from Zariya: {request.ownerNote}</p> : null}
      {request.status === 'refunded' ? (
        <p className="mt-2 font-medium text-ink-900">
          Refund of {formatInr(request.amount)}{' '}
          {request.paymentMethod === 'cod'
            ? `paid by bank transfer (reference ${request.transferReference}).`
            : 'sent to your original payment method.'}
        </p>
      ) : null}
      {request.status === 'received' && request.kind === 'return' ? (
        <p className="mt-2 text-ink-700">Your refund of {formatInr(request.amount)} is on its way.</p>
      ) : null}
      {request.exchangeOrderRef ? (
        <p className="mt-2 font-medium text-ink-900">
          Your exchange is order #{request.exchangeOrderRef}, at no charge.
        </p>
      ) : null}
    </section>
  );
}
