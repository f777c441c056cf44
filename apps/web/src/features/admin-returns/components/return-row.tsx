// One return or exchange on the owner's Returns view: what, why, the photo, and the next steps as buttons.
import { formatDisplayDate } from '@zariya/shared/dates';
import { formatInr } from '@zariya/shared/pricing';
import {
  RETURN_STATE_LABELS,
  type ReturnState,
  type ReturnView,
  returnButtons,
} from '@zariya/shared/returns';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Input } from '../../../components/ui/input';
import { StepButtons } from '../../../components/ui/step-buttons';
import { returnPhotoQueryOptions, useReturnPhoto } from '../api/get-return-photo';
import { useMoveReturn } from '../api/move-return';

export function ReturnRow({ request }: { request: ReturnView }) {
  const move = useMoveReturn();
  const [note, setNote] = useState('');
  const buttons = returnButtons(request);
  const codRefund = request.paymentMethod === 'cod' && buttons.some((b) => b.to === 'refunded');
  const noteLabel = codRefund ? 'Bank transfer reference' : 'Note to the shopper';
  const what = request.kind === 'return' ? 'Return' : 'Exchange';
  const queryClient = useQueryClient();
  const thumb = useReturnPhoto(request.id, 200);
  // The full photo opens in a new tab from its object URL (the tab is opened first, so no pop-up blocker minds).
  const openPhoto = async () => {
    const tab = window.open('', '_blank');
    try {
      const url = await queryClient.fetchQuery(returnPhotoQueryOptions(request.id));
      if (tab) tab.location.href = url;
    } catch (err) {
      tab?.close();
      toast.error(err instanceof Error ? err.message : 'The photo could not be loaded.');
    }
  };

  const step = (to: ReturnState) =>
    move.mutate(
      { id: request.id, to: to as Exclude<ReturnState, 'requested'>, note: note.trim() },
      {
        onSuccess: (r) => {
          toast.success(`${what} #${r.id}: ${RETURN_STATE_LABELS[r.status]}.`);
          setNote('');
        },
        onError: (err) => toast.error(err instanceof Error ? err.message : 'The step could not be saved.'),
      },
    );

  return (
    <article
      aria-label={`${what} ${request.id}`}
      className="flex flex-col gap-4 rounded-xl bg-ivory-50 p-4 ring-1 ring-ivory-300/70 sm:flex-row"
    >
      <button
        type="button"
        onClick={openPhoto}
        className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2"
        aria-label={`Open the photo of ${what.toLowerCase()} ${request.id}`}
      >
        {thumb.data ? (
          <img
            src={thumb.data}
            alt={`What the shopper sent with ${what.toLowerCase()} ${request.id}`}
            className="size-24 rounded-lg object-cover"
          />
        ) : (
          <span className="block size-24 animate-pulse rounded-lg bg-ivory-200" />
        )}
      </button>
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium text-ink-900">
            {what} #{request.id} · order #{request.orderRef}
          </p>
          <Badge tone={request.status === 'declined' ? 'sale' : 'neutral'}>
            {RETURN_STATE_LABELS[request.status]}
          </Badge>
        </div>
        <p className="text-ink-700">
          {request.userName} · {formatDisplayDate(request.createdAt)} ·{' '}
          {request.paymentMethod === 'cod' ? 'Paid on delivery' : 'Paid online'}
        </p>
        <p className="text-ink-700">
          {request.items
            .map((i) => `${i.productName} (${[i.size, i.color].filter(Boolean).join(', ')}) × ${i.quantity}`)
            .join('; ')}
        </p>
        <p className="text-ink-700">
          {request.reasonLabel}
          {request.note ? ` — “${request.note}”` : ''}
        </p>
        {request.kind === 'exchange' ? (
          <p className="text-ink-900">
            Wants: {[request.exchangeSize, request.exchangeColor].filter(Boolean).join(', ')}
            {request.exchangeOrderRef ? ` · sent as order #${request.exchangeOrderRef}` : ''}
          </p>
        ) : (
          <p className="text-ink-900">
            Refund {formatInr(request.amount)}
            {request.transferReference ? ` · transfer ${request.transferReference}` : ''}
          </p>
        )}
        {request.ownerNote ? <p className="text-ink-600">Your note: {request.ownerNote}</p> : null}
      </div>
      {buttons.length > 0 ? (
        <div className="flex w-full flex-col gap-2 sm:w-64">
          {buttons.some((b) => b.to === 'declined') || codRefund ? (
            <Input label={noteLabel} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
          ) : null}
          <div className="flex flex-wrap gap-2">
            <StepButtons
              steps={buttons}
              back="declined"
              busy={move.isPending}
              onStep={step}
              name={(b) => `${b.label} ${what.toLowerCase()} ${request.id}`}
            />
          </div>
        </div>
      ) : null}
    </article>
  );
}
