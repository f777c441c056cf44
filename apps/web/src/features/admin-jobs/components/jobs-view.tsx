import { MESSAGES } from '@zariya/shared/constants';
import { CircleCheck } from 'lucide-react';
import { QueryFailed } from '../../../components/ui/fetch-failed';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useJobs } from '../api/get-jobs';
import { FailedJobRow } from './failed-job-row';

const STATES = [
  { key: 'waiting', label: 'Waiting' },
  { key: 'active', label: 'Running' },
  { key: 'delayed', label: 'Scheduled' },
  { key: 'failed', label: 'Failed' },
] as const;

/** The owner's view of background work: how much waits, and each job that kept failing with a retry. */
export function JobsView() {
  const query = useJobs();
  if (query.isPending) return <SkeletonList label="Loading jobs…" count={2} itemClassName="h-24 w-full" />;
  if (query.isError) return <QueryFailed message={MESSAGES.adminFetchError} query={query} />;
  const { depths, failed, queue } = query.data;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {STATES.map(({ key, label }) => (
          <div key={key} className="rounded-xl bg-ivory-50 p-4 ring-1 ring-ivory-300/70">
            <dt className="text-sm text-ink-500">{label}</dt>
            <dd
              className={`font-display text-2xl tabular-nums ${key === 'failed' && (depths[key] ?? 0) > 0 ? 'text-danger-600' : 'text-plum-950'}`}
            >
              {depths[key] ?? 0}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-ink-500">
        {queue === 'bullmq'
          ? 'Jobs are kept in Redis and shared by every server process.'
          : 'Jobs run inside this server process; failed ones are listed until it restarts.'}
      </p>
      <section aria-labelledby="failed-jobs" className="space-y-3">
        <h2 id="failed-jobs" className="font-display text-xl text-plum-950">
          Failed jobs
        </h2>
        {failed.length === 0 ? (
          <div className="flex items-center gap-3 rounded-xl bg-ivory-50 p-6 ring-1 ring-ivory-300/70">
            <CircleCheck aria-hidden="true" className="size-6 text-plum-300" />
            <p className="text-ink-700">No failed jobs. Everything in the background is going through.</p>
          </div>
        ) : (
          <ul className="space-y-3">
            {failed.map((job) => (
              <li key={job.id}>
                <FailedJobRow job={job} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
