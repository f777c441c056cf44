// One return or exchange on the shopper's order card: its steps so far and how it ended.
import { formatInr } from '@zariya/shared/pricing';
import {
  RETURN_REASON_LABELS,
  RETURN_STATE_LABELS,
  type ReturnState,
  type ReturnView,
} from '@zariya/shared/returns';
import { Check } from 'lucide-react';
import { useT } from '../../../lib/i18n';

const CHOICE_SLOT = '\u0000';

/** The straight track a request runs (a declined one stops after Requested). */
function trackOf(r: ReturnView): ReturnState[] {
  if (r.status === 'declined') return ['requested', 'declined'];
  return ['requested', 'approved', 'picked_up', 'received', r.kind === 'return' ? 'refunded' : 'exchanged'];
}

export function ReturnSteps({ request }: { request: ReturnView }) {
  const { t } = useT();
  const track = trackOf(request);
  const reached = track.indexOf(request.status);
  const what = request.kind === 'return' ? t('Return') : t('Exchange');
  const pieces = request.items.map((i) => `${i.productName} × ${i.quantity}`).join(', ');
  // The new size and colour stay as the shop wrote them, wherever the language puts them.
  const [forBefore, forAfter = ''] = t('for {{choice}}', { choice: CHOICE_SLOT }).split(CHOICE_SLOT);
  return (
    <section
      aria-label={
        request.kind === 'return'
          ? t('Return request {{id}}', { id: request.id })
          : t('Exchange request {{id}}', { id: request.id })
      }
      className="mt-3 rounded-lg border border-ivory-300 bg-ivory-50 p-3 text-sm"
    >
      <p className="font-medium text-ink-900">
        {what} · {t(RETURN_STATE_LABELS[request.status])}
      </p>
      <p className="mt-0.5 text-ink-600">
        <span translate="no">{pieces}</span> — {t(RETURN_REASON_LABELS[request.reason])}
        {request.kind === 'exchange' ? (
          <>
            {' · '}
            {forBefore}
            <span translate="no">
              {[request.exchangeSize, request.exchangeColor].filter(Boolean).join(', ')}
            </span>
            {forAfter}
          </>
        ) : null}
      </p>
      <ol
        className="mt-2 flex flex-wrap gap-x-3 gap-y-1"
        aria-label={request.kind === 'return' ? t('Return steps') : t('Exchange steps')}
      >
        {track.map((state, i) => (
          <li
            key={state}
            aria-current={i === reached ? 'step' : undefined}
            className={`inline-flex items-center gap-1 ${i <= reached ? 'font-medium text-success-600' : 'text-ink-500'}`}
          >
            {i <= reached ? <Check aria-hidden="true" className="size-3.5" /> : null}
            {t(RETURN_STATE_LABELS[state])}
          </li>
        ))}
      </ol>
      {request.ownerNote ? (
        <p className="mt-2 text-ink-700">
          {t('Note from Zariya:')} <span translate="no">{request.ownerNote}</span>
        </p>
      ) : null}
      {request.status === 'refunded' ? (
        <p className="mt-2 font-medium text-ink-900">
          {request.paymentMethod === 'cod'
            ? t('Refund of {{amount}} paid by bank transfer (reference {{reference}}).', {
                amount: formatInr(request.amount),
                reference: request.transferReference,
              })
            : t('Refund of {{amount}} sent to your original payment method.', {
                amount: formatInr(request.amount),
              })}
        </p>
      ) : null}
      {request.status === 'received' && request.kind === 'return' ? (
        <p className="mt-2 text-ink-700">
          {t('Your refund of {{amount}} is on its way.', { amount: formatInr(request.amount) })}
        </p>
      ) : null}
      {request.exchangeOrderRef ? (
        <p className="mt-2 font-medium text-ink-900">
          {t('Your exchange is order #{{orderRef}}, at no charge.', { orderRef: request.exchangeOrderRef })}
        </p>
      ) : null}
    </section>
  );
}
