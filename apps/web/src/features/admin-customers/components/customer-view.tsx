// A shopper's page for the owner (issue 27 item 4): who she is, her figures and segments, marketing consent (when
// and how), her orders, tickets, returns, refunds, and the owner's notes.
import type { CustomerPage } from '@zariya/shared/customers-api';
import { MESSAGES } from '@zariya/shared/constants';
import { formatDisplayDate } from '@zariya/shared/dates';
import {
  CONSENT_CHANNEL_LABELS,
  CONSENT_SOURCE_LABELS,
  type ConsentEntry,
  type ConsentState,
} from '@zariya/shared/marketing-consent';
import { formatInr } from '@zariya/shared/pricing';
import { Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { QueryFailed } from '../../../components/ui/fetch-failed';
import { SkeletonList } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useAddNote, useDeleteNote } from '../api/customer-notes';
import { useCustomer } from '../api/get-customer';
import { SHORT_SEGMENT } from './customers-view';

function Section({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl bg-ivory-50 p-4 ring-1 ring-ivory-300/70">
      <h2 className="mb-3 font-display text-xl text-plum-950">
        {title}
        {count !== undefined ? (
          <span className="ml-2 text-base text-ink-500 tabular-nums">{count}</span>
        ) : null}
      </h2>
      {children}
    </section>
  );
}

function Lines<T>({ rows, empty, line }: { rows: T[]; empty: string; line: (row: T) => ReactNode }) {
  if (rows.length === 0) return <p className="text-sm text-ink-500">{empty}</p>;
  return <ul className="divide-y divide-ivory-300/70">{rows.map(line)}</ul>;
}

/** A line of a history list: what it is, then its state and date. */
function TwoLines({ title, detail }: { title: ReactNode; detail: ReactNode }) {
  return (
    <>
      <p className="font-medium text-ink-900">{title}</p>
      <p className="text-ink-500">{detail}</p>
    </>
  );
}

/** A titled history list of the shopper (with its count), or a note when it has nothing. */
function HistorySection<T>({
  title,
  rows,
  empty,
  rowKey,
  line,
}: {
  title: string;
  rows: T[];
  empty: string;
  rowKey: (row: T) => string | number;
  line: (row: T) => ReactNode;
}) {
  return (
    <Section title={title} count={rows.length}>
      <Lines
        rows={rows}
        empty={empty}
        line={(row) => (
          <li key={rowKey(row)} className="py-2 text-sm">
            {line(row)}
          </li>
        )}
      />
    </Section>
  );
}

const Figure = ({ label, value }: { label: string; value: ReactNode }) => (
  <div>
    <dt className="text-xs text-ink-500">{label}</dt>
    <dd className="font-display text-xl text-plum-950 tabular-nums">{value}</dd>
  </div>
);

export function CustomerView({ id, orderLink }: { id: number; orderLink: (orderRef: string) => string }) {
  const query = useCustomer(id);
  if (query.isPending)
    return <SkeletonList label="Loading customer…" count={3} itemClassName="h-32 w-full" />;
  if (query.isError)
    return <QueryFailed message={errorMessage(query.error, MESSAGES.adminFetchError)} query={query} />;
  return <CustomerDetails page={query.data} orderLink={orderLink} />;
}

function CustomerDetails({
  page,
  orderLink,
}: {
  page: CustomerPage;
  orderLink: (orderRef: string) => string;
}) {
  const c = page.customer;
  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <h1 className="flex flex-wrap items-center gap-2 text-display font-medium">
          {c.name}
          {c.segments.map((s) => (
            <Badge key={s} tone={s === 'high_value' ? 'gold' : s === 'lapsed' ? 'sale' : 'neutral'}>
              {SHORT_SEGMENT[s]}
            </Badge>
          ))}
        </h1>
        <p className="text-ink-700">
          <a className="underline decoration-gold-500 underline-offset-4" href={`tel:+91${c.phone}`}>
            {c.phone}
          </a>{' '}
          ·{' '}
          <a className="underline decoration-gold-500 underline-offset-4" href={`mailto:${c.email}`}>
            {c.email}
          </a>
        </p>
        <p className="text-sm text-ink-500">
          {[c.city, c.state].filter(Boolean).join(', ') || 'No address yet'} · Customer since{' '}
          {formatDisplayDate(c.joinedAt)} · {c.language === 'hi' ? 'Hindi' : 'English'}
        </p>
      </header>

      <dl className="grid grid-cols-2 gap-4 rounded-xl bg-ivory-50 p-4 ring-1 ring-ivory-300/70 sm:grid-cols-3 lg:grid-cols-6">
        <Figure label="Orders" value={c.orders} />
        <Figure label="Spent" value={formatInr(c.spent)} />
        <Figure label="Last order" value={c.lastOrderAt ? formatDisplayDate(c.lastOrderAt) : '—'} />
        <Figure label="COD refused" value={c.codRefusals} />
        <Figure label="Returns" value={c.returns} />
        <Figure
          label="Marketing"
          value={
            c.consentChannels.length
              ? c.consentChannels.map((ch) => CONSENT_CHANNEL_LABELS[ch]).join(', ')
              : 'No'
          }
        />
      </dl>
      <ConsentRecord consents={c.consents} history={c.consentHistory} />

      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Orders" count={page.orders.length}>
          <Lines
            rows={page.orders}
            empty="No orders yet."
            line={(o) => (
              <li
                key={o.orderRef}
                className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm"
              >
                <Link
                  to={orderLink(o.orderRef)}
                  className="font-medium text-plum-900 underline underline-offset-4"
                >
                  Order {o.orderRef}
                </Link>
                <span className="text-ink-500">{formatDisplayDate(o.placedAt)}</span>
                <span className="tabular-nums">{formatInr(o.amount)}</span>
                <span className="text-ink-700">
                  {o.paymentMethod === 'cod' ? 'COD' : 'Paid online'} · {o.status} · {o.fulfilment}
                </span>
              </li>
            )}
          />
        </Section>
        <Section title="Notes" count={page.notes.length}>
          <Notes customerId={c.id} notes={page.notes} />
        </Section>
        <HistorySection
          title="Tickets"
          rows={page.tickets}
          empty="No tickets."
          rowKey={(t) => t.id}
          line={(t) => (
            <TwoLines
              title={t.subject}
              detail={`Order ${t.orderRef} · ${t.problemType} · ${t.status} · ${formatDisplayDate(t.createdAt)}`}
            />
          )}
        />
        <HistorySection
          title="Returns and exchanges"
          rows={page.returns}
          empty="No returns."
          rowKey={(r) => r.id}
          line={(r) => (
            <TwoLines
              title={`${r.kind === 'exchange' ? 'Exchange' : 'Return'} of order ${r.orderRef} · ${formatInr(r.amount)}`}
              detail={`${r.status} · ${formatDisplayDate(r.createdAt)}`}
            />
          )}
        />
        <HistorySection
          title="Refunds"
          rows={page.refunds}
          empty="No refunds."
          rowKey={(r) => r.id}
          line={(r) => (
            <TwoLines
              title={`${formatInr(r.amount)} ${r.orderRef ? `for order ${r.orderRef}` : ''}`}
              detail={`${r.status} · ${r.reason} · ${formatDisplayDate(r.createdAt)}`}
            />
          )}
        />
      </div>
    </div>
  );
}

function Notes({ customerId, notes }: { customerId: number; notes: CustomerPage['notes'] }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddNote(customerId);
  const remove = useDeleteNote(customerId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError('Please write the note.');
      return;
    }
    setError(null);
    add.mutate(text, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setText('');
      },
      onError: (failure) => setError(errorMessage(failure, 'Could not save the note.')),
    });
  };

  return (
    <div className="space-y-3">
      <form onSubmit={submit} noValidate className="space-y-2">
        <Textarea
          label="Add a note"
          rows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={error}
          maxLength={2000}
        />
        <Button type="submit" size="sm" loading={add.isPending}>
          Save note
        </Button>
      </form>
      <Lines
        rows={notes}
        empty="No notes yet."
        line={(n) => (
          <li key={n.id} className="flex items-start justify-between gap-2 py-2 text-sm">
            <div>
              <p className="whitespace-pre-line text-ink-900">{n.text}</p>
              <p className="text-xs text-ink-500">{formatDisplayDate(n.createdAt)}</p>
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Delete note"
              onClick={() =>
                remove.mutate(n.id, {
                  onError: (failure) => toast.error(errorMessage(failure, 'Could not delete the note.')),
                })
              }
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </li>
        )}
      />
    </div>
  );
}

const time = (at: string) =>
  new Date(at).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** Her marketing consent per channel from the record (decision 0058): when, how, the words, and any withdrawal. */
function ConsentRecord({ consents, history }: { consents: ConsentState[]; history: ConsentEntry[] }) {
  return (
    <section
      aria-label="Marketing consent"
      className="space-y-3 rounded-xl bg-ivory-50 p-4 ring-1 ring-ivory-300/70"
    >
      <h2 className="text-lg font-semibold text-ink-900">Marketing consent</h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {consents.map((c) => (
          <li key={c.channel} className="space-y-1 text-sm">
            <p className="font-medium text-ink-900">
              {CONSENT_CHANNEL_LABELS[c.channel]}:{' '}
              {c.given ? 'Agreed' : c.latest ? 'Withdrawn' : 'Never asked'}
            </p>
            {c.latest ? (
              <>
                <p className="text-ink-700">
                  {c.given ? 'Given' : 'Withdrawn'} {time(c.latest.at)} ·{' '}
                  {CONSENT_SOURCE_LABELS[c.latest.source]}
                  {c.latest.actor === 'visitor' ? ' · by someone with her number, not signed in' : ''}
                </p>
                {c.given && c.withdrawnAt ? (
                  <p className="text-ink-500">Withdrawn before on {time(c.withdrawnAt)}</p>
                ) : null}
                <blockquote lang={c.latest.language} className="border-l-2 border-gold-400 pl-3 text-ink-500">
                  “{c.latest.wording}” <span className="text-xs">({c.latest.wordingVersion})</span>
                </blockquote>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {history.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-plum-900">History ({history.length})</summary>
          <ol className="mt-2 space-y-1 text-ink-700">
            {history.map((e) => (
              <li key={`${e.channel}-${e.at}-${e.action}`}>
                {time(e.at)} · {CONSENT_CHANNEL_LABELS[e.channel]} {e.action} ·{' '}
                {CONSENT_SOURCE_LABELS[e.source]} · {e.wordingVersion} ({e.language})
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </section>
  );
}
