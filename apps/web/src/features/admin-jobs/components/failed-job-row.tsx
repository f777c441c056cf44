import { formatDisplayDate } from '@zariya/shared/dates';
import { type FailedJob, jobLabel } from '@zariya/shared/jobs-api';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useRetryJob } from '../api/retry-job';
import { plural } from '../../../lib/plural';

/** One job that kept failing: what it does, when it last failed and why, and a retry. */
export function FailedJobRow({ job }: { job: FailedJob }) {
  const retry = useRetryJob();
  const label = jobLabel(job.name);
  return (
    <article
      aria-label={`Failed job: ${label}`}
      className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 rounded-xl bg-ivory-50 p-4 shadow-soft ring-1 ring-ivory-300/70"
    >
      <div className="min-w-0">
        <p className="font-display text-lg font-medium text-ink-900">{label}</p>
        <p className="text-sm text-ink-700">
          Failed {formatDisplayDate(job.failedAt)} after {plural(job.attempts, 'try', 'tries')}
        </p>
        <p className="truncate font-mono text-xs text-ink-500" title={job.id}>
          {job.name} · {job.id}
        </p>
      </div>
      <Button
        size="sm"
        variant="secondary"
        loading={retry.isPending}
        aria-label={`Retry ${label}`}
        onClick={() =>
          retry.mutate(job.id, {
            onSuccess: (answer) => toast.success(answer.message),
            onError: (error) => toast.error(errorMessage(error, 'Could not run the job again.')),
          })
        }
      >
        {retry.isPending ? null : <RotateCcw aria-hidden="true" className="size-4" />}
        Retry
      </Button>
      <p className="col-span-full flex items-start gap-2 rounded-md bg-danger-50 px-3 py-2 text-sm break-words text-danger-600">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0">{job.error}</span>
      </p>
    </article>
  );
}
