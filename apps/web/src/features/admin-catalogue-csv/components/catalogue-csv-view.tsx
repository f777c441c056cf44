// The owner's catalogue import and export (issue 27 items 1–2): the whole catalogue as CSV in the shop's columns
// or Shopify's layout, and a file checked before anything is written — every problem listed by row and column.
import type { CatalogueCheckAnswer } from '@zariya/shared/catalogue-csv-api';
import { CircleAlert, CircleCheck, Download, FileUp } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useCheckImport } from '../api/check-import';
import { downloadCatalogue } from '../api/download-catalogue';
import { ImportRunner } from './import-runner';

const LAYOUT_NAMES = { shop: "the shop's own columns", shopify: "Shopify's product CSV layout" } as const;

function DownloadButton({ layout, label }: { layout: 'shop' | 'shopify'; label: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadCatalogue(layout);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not download the catalogue. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={download} loading={busy}>
      {busy ? null : <Download aria-hidden="true" className="size-4" />}
      {label}
    </Button>
  );
}

export function CatalogueCsvView() {
  const inputId = useId();
  const check = useCheckImport();
  const [fileName, setFileName] = useState('');
  const [text, setText] = useState('');

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileName(file.name);
    const content = await file.text();
    setText(content);
    check.mutate(content, {
      onError: (failure) => toast.error(errorMessage(failure, 'Could not check the file. Please try again.')),
    });
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby="export-title" className="rounded-xl bg-ivory-50 p-5 ring-1 ring-ivory-300/70">
        <h2 id="export-title" className="font-display text-xl text-plum-950">
          Export the catalogue
        </h2>
        <p className="mt-1 mb-4 text-sm text-ink-700">
          Every product with its variants, one row per size and colour, with SKUs, prices, stock and photos.
        </p>
        <div className="flex flex-wrap gap-3">
          <DownloadButton layout="shop" label="Download CSV (shop columns)" />
          <DownloadButton layout="shopify" label="Download CSV (Shopify layout)" />
        </div>
      </section>

      <section aria-labelledby="check-title" className="rounded-xl bg-ivory-50 p-5 ring-1 ring-ivory-300/70">
        <h2 id="check-title" className="font-display text-xl text-plum-950">
          Check a file, then import it
        </h2>
        <p className="mt-1 mb-4 text-sm text-ink-700">
          A CSV in the shop's columns or exported from Shopify, as it is. Every problem is listed with its row
          and column; nothing is written until you press Import. The import writes the whole file or, if any
          row cannot be written, nothing.
        </p>
        <label
          htmlFor={inputId}
          className="inline-flex min-h-tap cursor-pointer items-center gap-2 rounded-full bg-plum-800 px-5 text-sm font-medium text-ivory-50 shadow-soft hover:bg-plum-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-plum-700"
        >
          <FileUp aria-hidden="true" className="size-4" />
          {check.isPending ? 'Checking…' : 'Choose a CSV file'}
          <input id={inputId} type="file" accept=".csv,text/csv" className="sr-only" onChange={choose} />
        </label>
        {check.data ? <CheckReport report={check.data} fileName={fileName} /> : null}
        {check.data?.ready && !check.isPending ? (
          <div className="mt-4">
            {/* A new file checked is a new import: the key starts the runner afresh. */}
            <ImportRunner key={`${fileName}-${text.length}-${check.submittedAt}`} csv={text} />
          </div>
        ) : null}
      </section>
    </div>
  );
}

function CheckReport({ report, fileName }: { report: CatalogueCheckAnswer; fileName: string }) {
  const ok = report.problemCount === 0;
  return (
    <section aria-label="Check report" className="mt-5 space-y-4">
      <p className="text-sm text-ink-700">
        <span className="font-medium text-ink-900">{fileName}</span>
        {report.layout ? ` · ${LAYOUT_NAMES[report.layout]}` : ''} · {report.rows.toLocaleString('en-IN')}{' '}
        rows · {report.creates} new {report.creates === 1 ? 'product' : 'products'}, {report.updates} to
        update, {report.variants} variants
      </p>
      {ok ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg bg-success-50 px-4 py-3 text-sm text-success-600"
        >
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          No problems found: every row can be imported.
        </p>
      ) : (
        <>
          <p
            role="alert"
            className="flex items-center gap-2 rounded-lg bg-rose-100 px-4 py-3 text-sm text-plum-900"
          >
            <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
            {report.problemCount === 1
              ? '1 problem'
              : `${report.problemCount.toLocaleString('en-IN')} problems`}{' '}
            to fix before this file can be imported
            {report.problems.length < report.problemCount
              ? ` (the first ${report.problems.length} are listed)`
              : ''}
            .
          </p>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Problems by row and column</caption>
              <thead className="text-xs text-ink-500">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Row
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Column
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Problem
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ivory-300/70">
                {report.problems.map((p, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row and column may carry several problems
                  <tr key={`${p.row}-${p.column}-${index}`}>
                    <td className="py-2 pr-3 tabular-nums">{p.row}</td>
                    <td className="py-2 pr-3 font-medium text-ink-900">{p.column || '—'}</td>
                    <td className="py-2 text-ink-700">{p.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
