import { Download, FileText } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { QueryFailed } from '../../../components/ui/fetch-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { i18n, useT } from '../../../lib/i18n';
import { type PdfRequest, useDownloadInvoicePdf } from '../api/download-invoice';
import { type InvoiceViewer, useInvoice } from '../api/get-invoice';
import { InvoiceDocument } from './invoice-document';

const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** The owner's copy of this page stays in English, as the whole admin area does. */
const english = i18n.getFixedT('en');

/** The invoice page's body: the invoice as issued, Download PDF, and any credit notes against it. */
export function InvoicePanel({ viewer, orderRef }: { viewer: InvoiceViewer; orderRef: string }) {
  const shopper = useT();
  const t = viewer === 'admin' ? english : shopper.t;
  // The server's message where it sent one (in the shopper's language when the catalogue knows it).
  const problem = (error: unknown, fallback: string) => {
    const text = error instanceof ApiError && error.message ? error.message : fallback;
    return t(text);
  };
  const query = useInvoice(viewer, orderRef);
  const download = useDownloadInvoicePdf();
  const save = (request: PdfRequest) =>
    download.mutate(request, {
      onError: (error) => toast.error(problem(error, 'The PDF could not be downloaded. Please try again.')),
    });

  if (query.isPending)
    return (
      <div aria-busy="true">
        <span className="sr-only">{t('Loading the invoice…')}</span>
        <Skeleton className="h-[32rem]" />
      </div>
    );
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return (
        <div role="status" className="rounded-xl bg-ivory-50 p-8 text-center ring-1 ring-ivory-300/70">
          <FileText aria-hidden="true" className="mx-auto size-8 text-plum-700" />
          <p className="mt-3 text-ink-700">{problem(query.error, query.error.message)}</p>
        </div>
      );
    return <QueryFailed message={problem(query.error, 'The invoice could not be loaded.')} query={query} />;
  }
  const { invoice, creditNotes } = query.data;
  const busy = (id?: number) => download.isPending && download.variables?.creditNoteId === id;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-700">
          {t('Tax invoice')}{' '}
          <span translate="no" className="font-medium text-ink-900">
            {invoice.number}
          </span>{' '}
          {t('for order {{orderRef}}', { orderRef: invoice.orderRef })}
        </p>
        <Button onClick={() => save({ viewer, orderRef })} loading={busy(undefined)}>
          <Download aria-hidden="true" className="size-4" /> {t('Download PDF')}
        </Button>
      </div>
      <InvoiceDocument document={invoice} />
      {creditNotes.length > 0 ? (
        <section
          aria-labelledby="credit-notes"
          className="rounded-xl bg-ivory-50 p-5 ring-1 ring-ivory-300/70"
        >
          <h2 id="credit-notes" className="font-display text-lg font-medium">
            {t('Credit notes')}
          </h2>
          <ul className="mt-3 divide-y divide-ivory-200">
            {creditNotes.map((note) => (
              <li key={note.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
                <span>
                  <span translate="no" className="font-medium text-ink-900">
                    {note.number}
                  </span>{' '}
                  · {note.date} · <span className="tabular-nums">{money.format(note.amount)}</span>
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => save({ viewer, orderRef, creditNoteId: note.id })}
                  loading={busy(note.id)}
                  aria-label={t('Download credit note {{number}}', { number: note.number })}
                >
                  <Download aria-hidden="true" className="size-4" /> {t('PDF')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
