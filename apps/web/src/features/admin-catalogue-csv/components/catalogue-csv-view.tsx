// The owner's catalogue import and export (issue 27 items 1–2): the whole catalogue as CSV in the shop's columns
// or Shopify's layout, and a file checked before anything is written — every problem listed by row and column.
// The photos may come in a zip chosen beside the CSV, named in its image column (saree-01.jpg, folder/saree-01.jpg).
// In English and Hindi (locales/hi/admin-catalogue.json).
import type { CatalogueCheckAnswer } from '@zariya/shared/catalogue-csv-api';
import { MAX_PHOTO_ZIP_BYTES } from '@zariya/shared/catalogue-zip';
import { CircleAlert, CircleCheck, Download, FileArchive, FileUp, X } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { translate, useLocale, useT } from '../../../lib/i18n';
import { type ImportFiles, useCheckImport } from '../api/check-import';
import { downloadCatalogue } from '../api/download-catalogue';
import { ImportRunner } from './import-runner';

function DownloadButton({ layout, label }: { layout: 'shop' | 'shopify'; label: string }) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadCatalogue(layout);
    } catch (error) {
      toast.error(errorMessage(error, t('Could not download the catalogue. Please try again.')));
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

/** A file's size as the owner reads it: KB under 1 MB, else MB with one decimal. */
function fileSize(bytes: number, locale: string): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString(locale)} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`;
}

const chooserClasses =
  'inline-flex min-h-tap cursor-pointer items-center gap-2 rounded-full px-5 text-sm font-medium shadow-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-plum-700';

export function CatalogueCsvView() {
  const { t } = useT();
  const locale = useLocale();
  const csvInputId = useId();
  const zipInputId = useId();
  const check = useCheckImport();
  const [fileName, setFileName] = useState('');
  const [text, setText] = useState<string | null>(null);
  const [zip, setZip] = useState<File | null>(null);

  const runCheck = (files: ImportFiles) =>
    check.mutate(files, {
      onError: (failure) =>
        toast.error(errorMessage(failure, t('Could not check the file. Please try again.'))),
    });

  const chooseCsv = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileName(file.name);
    const content = await file.text();
    setText(content);
    runCheck({ csv: content, zip });
  };

  const chooseZip = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_PHOTO_ZIP_BYTES) {
      toast.error(t('The zip of photos must be 200 MB or smaller.'));
      return;
    }
    setZip(file);
    if (text !== null) runCheck({ csv: text, zip: file });
  };

  const removeZip = () => {
    setZip(null);
    if (text !== null) runCheck({ csv: text, zip: null });
  };

  return (
    <div className="space-y-6">
      <Panel
        id="export-title"
        title={t('Export the catalogue')}
        intro={[
          t(
            'Every product with its variants, one row per size and colour, with SKUs, prices, stock and photos.',
          ),
        ]}
      >
        <div className="flex flex-wrap gap-3">
          <DownloadButton layout="shop" label={t('Download CSV (shop columns)')} />
          <DownloadButton layout="shopify" label={t('Download CSV (Shopify layout)')} />
        </div>
      </Panel>

      <Panel
        id="check-title"
        title={t('Check a file, then import it')}
        intro={[
          t(
            "A CSV in the shop's columns or exported from Shopify, as it is. Every problem is listed with its row and column; nothing is written until you press Import. The import writes the whole file or, if any row cannot be written, nothing.",
          ),
          t(
            'Photos: choose a zip of them too, and name each photo in the image column as it is in the zip (saree-01.jpg, or folder/saree-01.jpg). JPEG, PNG or WebP; the zip up to 200 MB.',
          ),
        ]}
      >
        <div className="flex flex-wrap items-center gap-3">
          <label
            htmlFor={csvInputId}
            className={`${chooserClasses} bg-plum-800 text-ivory-50 hover:bg-plum-900`}
          >
            <FileUp aria-hidden="true" className="size-4" />
            {check.isPending ? t('Checking…') : t('Choose a CSV file')}
            <input
              id={csvInputId}
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              onChange={chooseCsv}
            />
          </label>
          <label
            htmlFor={zipInputId}
            className={`${chooserClasses} border border-plum-800/25 bg-ivory-50 text-plum-900 shadow-none hover:border-plum-800/60 hover:bg-plum-50`}
          >
            <FileArchive aria-hidden="true" className="size-4" />
            {zip ? t('Choose another zip of photos') : t('Choose a zip of photos')}
            <input
              id={zipInputId}
              type="file"
              accept=".zip,application/zip,application/x-zip-compressed"
              className="sr-only"
              onChange={chooseZip}
            />
          </label>
        </div>
        {zip ? (
          <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-ink-700">
            <FileArchive aria-hidden="true" className="size-4 shrink-0 text-plum-800" />
            <span>
              {t('Photos: {{name}} ({{size}})', { name: zip.name, size: fileSize(zip.size, locale) })}
            </span>
            <Button variant="ghost" size="sm" onClick={removeZip} aria-label={t('Remove the zip of photos')}>
              <X aria-hidden="true" className="size-4" />
              {t('Remove')}
            </Button>
          </p>
        ) : null}
        {check.data && text !== null ? (
          <CheckReport report={check.data} fileName={fileName} zipName={zip?.name ?? null} />
        ) : null}
        {check.data?.ready && !check.isPending && text !== null ? (
          <div className="mt-4">
            {/* A new file checked is a new import: the key starts the runner afresh. */}
            <ImportRunner
              key={`${fileName}-${text.length}-${zip?.name ?? ''}-${check.submittedAt}`}
              csv={text}
              zip={zip}
            />
          </div>
        ) : null}
      </Panel>
    </div>
  );
}

function CheckReport({
  report,
  fileName,
  zipName,
}: {
  report: CatalogueCheckAnswer;
  fileName: string;
  zipName: string | null;
}) {
  const { t } = useT();
  const locale = useLocale();
  const ok = report.problemCount === 0;
  const layout =
    report.layout === 'shop'
      ? t("the shop's own columns")
      : report.layout === 'shopify'
        ? t("Shopify's product CSV layout")
        : null;
  return (
    <section aria-label={t('Check report')} className="mt-5 space-y-4">
      <p className="text-sm text-ink-700">
        <span className="font-medium text-ink-900">{fileName}</span>
        {zipName ? ` + ${zipName}` : ''}
        {layout ? ` · ${layout}` : ''} ·{' '}
        {t(
          report.rows === 1
            ? '1 row · {{creates}} new, {{updates}} to update, {{variants}} variants'
            : '{{rows}} rows · {{creates}} new, {{updates}} to update, {{variants}} variants',
          {
            rows: report.rows.toLocaleString(locale),
            creates: report.creates,
            updates: report.updates,
            variants: report.variants,
          },
        )}
      </p>
      {ok ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg bg-success-50 px-4 py-3 text-sm text-success-600"
        >
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {t('No problems found: every row can be imported.')}
        </p>
      ) : (
        <>
          <p
            role="alert"
            className="flex items-center gap-2 rounded-lg bg-rose-100 px-4 py-3 text-sm text-plum-900"
          >
            <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
            {report.problemCount === 1
              ? t('1 problem to fix before this file can be imported.')
              : t('{{count}} problems to fix before this file can be imported.', {
                  count: report.problemCount.toLocaleString(locale),
                })}
            {report.problems.length < report.problemCount
              ? ` ${t('The first {{count}} are listed.', { count: report.problems.length })}`
              : ''}
          </p>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('Problems by row and column')}</caption>
              <thead className="text-xs text-ink-500">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('Row')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('Column')}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t('Problem')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ivory-300/70">
                {report.problems.map((p, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row and column may carry several problems
                  <tr key={`${p.row}-${p.column}-${index}`}>
                    <td className="py-2 pr-3 tabular-nums">{p.row}</td>
                    <td className="py-2 pr-3 font-medium text-ink-900">{p.column || '—'}</td>
                    <td className="py-2 text-ink-700">{translate(p.message)}</td>
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

/** One step of the page: a panel headed by its title. */
function Panel({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  /** The step's explanation under its heading, a paragraph each. */
  intro: string[];
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-ivory-50 p-5 ring-1 ring-ivory-300/70">
      <h2 id={id} className="font-display text-xl text-plum-950">
        {title}
      </h2>
      <div className="mt-1 mb-4 space-y-2 text-sm text-ink-700">
        {intro.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      {children}
    </section>
  );
}
