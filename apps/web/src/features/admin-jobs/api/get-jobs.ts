// GET /api/admin/jobs (admin) → { queue, depths, failed }: background jobs waiting by state, and the ones that kept
// failing with their last error.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobsOverview } from '@zariya/shared/jobs-api';
import { api } from '../../../lib/api-client';

export function getJobs(signal?: AbortSignal): Promise<JobsOverview> {
  return api.get('/admin/jobs', { auth: 'admin', signal });
}

export function jobsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'jobs'],
    queryFn: ({ signal }) => getJobs(signal),
    staleTime: 0,
  });
}

/** Refreshed every 15 s while open: the owner watches a retry go through. */
export function useJobs() {
  return useQuery({ ...jobsQueryOptions(), refetchInterval: 15_000 });
}
