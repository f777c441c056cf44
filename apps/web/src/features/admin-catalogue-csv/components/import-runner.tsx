// "Import" after a clean dry run (issue 27 item 2): the same file sent to the import job, its progress bar while it
// runs, then what it did (created, updated, unchanged; photos from the zip) or why it wrote nothing, and the report
// to download.
import { jobPercent } from '@zariya/shared/catalogue-jobs';
import { CircleAlert, CircleCheck, Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { translate, useT } from '../../../lib/i18n';
import { downloadImportReport, useCatalogueJob, useStartImport } from '../api/import-catalogue';

export function ImportRunner({ csv, zip }: { csv: string; zip: File | null }) {
  const { t } = useT();
  const start = useStartImport();
  const [jobId, setJobId] = useState<number | null>(null);
  const job = useCatalogueJob(jobId);
  const data = job.data;
  const running = jobId !== null && data?.status !== 'done' && data?.status !== 'failed';

  const run = () =>
    start.mutate(
      { csv, zip },
      {
        onSuccess: (answer) => setJobId(answer.jobId),
        onError: (failure) =>
          toast.error(errorMessage(failure, t('Could not start the import. Please try again.'))),
      },
    );

  return (
    <div className="space-y-3">
      {jobId === null ? (
        <Button onClick={run} loading={start.isPending}>
          {start.isPending ? null : <Upload aria-hidden="true" className="size-4" />}
          {zip ? t('Import with the photos') : t('Import')}
        </Button>
      ) : null}
      {jobId !== null ? (
        <div className="space-y-2">
          <div
            role="progressbar"
            aria-label={t('Import progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={data ? jobPercent(data) : 0}
            className="h-2.5 w-full overflow-hidden rounded-full bg-ivory-300"
          >
            <div
              className="h-full rounded-full bg-plum-700 transition-[width]"
              style={{ width: `${data ? jobPercent(data) : 0}%` }}
            />
          </div>
          <p aria-live="polite" className="text-sm text-ink-700">
            {running
              ? t('Importing… {{done}} of {{total}} products', {
                  done: data?.done ?? 0,
                  total: data?.total ?? '…',
                })
              : null}
          </p>
        </div>
      ) : null}
      {data?.status === 'done' ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg bg-success-50 px-4 py-3 text-sm text-success-600"
        >
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {t('Imported: {{created}} created, {{updated}} updated, {{unchanged}} unchanged.', {
            created: data.counts.created ?? 0,
            updated: data.counts.updated ?? 0,
            unchanged: data.counts.unchanged ?? 0,
          })}
          {data.counts.photosFromZip !== undefined
            ? ` ${t('Photos from the zip: {{count}}.', { count: data.counts.photosFromZip })}`
            : ''}
          {data.counts.photosFetched !== undefined
            ? ` ${t('Photos fetched: {{count}}.', { count: data.counts.photosFetched })}`
            : ''}
          {data.counts.photosFailed
            ? ` ${t('{{count}} could not be fetched (see the report).', { count: data.counts.photosFailed })}`
            : ''}
        </p>
      ) : null}
      {data?.status === 'failed' ? (
        <div role="alert" className="space-y-1 rounded-lg bg-rose-100 px-4 py-3 text-sm text-plum-900">
          <p className="flex items-center gap-2 font-medium">
            <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
            {t('Nothing was imported.')}
          </p>
          <ul className="list-disc space-y-0.5 pl-9">
            {data.problems.map((p) => (
              <li key={p}>{translate(p)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {data && !running ? (
        <Button
          variant="secondary"
          onClick={() =>
            downloadImportReport(data.id).catch((failure) =>
              toast.error(errorMessage(failure, t('Could not download the report. Please try again.'))),
            )
          }
        >
          <Download aria-hidden="true" className="size-4" />
          {t('Download the report (CSV)')}
        </Button>
      ) : null}
    </div>
  );
}
