import { MESSAGES } from '@zariya/shared/constants';
import { ADMIN_RESPONSE_MAX, type AdminTicket } from '@zariya/shared/tickets-api';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useT } from '../../../lib/i18n';
import { useUpdateTicket } from '../api/update-ticket';

const STATUS_OPTIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'solved', label: 'Solved' },
] as const;

/** The owner's answer to one ticket: a status (pending or solved) and the response text. */
export function TicketResponseForm({ ticket, onDone }: { ticket: AdminTicket; onDone: () => void }) {
  const { t } = useT();
  const update = useUpdateTicket();
  // Answering usually closes a ticket; the owner picks Pending to keep it open (e.g. asking for a photo).
  const [status, setStatus] = useState<'pending' | 'solved'>('solved');
  const [response, setResponse] = useState(ticket.adminResponse ?? '');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!response.trim()) {
      setError('Please write a response.');
      return;
    }
    setError(null);
    update.mutate(
      { ticketId: ticket.id, status, adminResponse: response.trim() },
      {
        onSuccess: () => {
          toast.success(MESSAGES.responseSent);
          onDone();
        },
        onError: (failure) => {
          console.error('Ticket response failed', failure);
          toast.error(MESSAGES.responseFailed);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="rounded-lg bg-ivory-200/60 px-3.5 py-3 text-sm">
        <p translate="no" className="font-semibold text-ink-900">
          {ticket.subject}
        </p>
        <p translate="no" className="mt-1 whitespace-pre-line break-words text-ink-700">
          {ticket.description}
        </p>
      </div>
      <Select
        label={t('Status')}
        options={STATUS_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
        value={status}
        onChange={(event) => setStatus(event.target.value === 'pending' ? 'pending' : 'solved')}
      />
      <Textarea
        label={t('Response')}
        rows={5}
        maxLength={ADMIN_RESPONSE_MAX}
        value={response}
        onChange={(event) => setResponse(event.target.value)}
        error={error ? t(error) : undefined}
        hint={t('The customer sees this under Your Previous Tickets.')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          {t('Cancel')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {update.isPending ? null : <Send aria-hidden="true" className="size-4" />}
          {t('Send response')}
        </Button>
      </div>
    </form>
  );
}
