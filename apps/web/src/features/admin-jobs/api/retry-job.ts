// POST /api/admin/jobs/failed/:id/retry (admin) → { message }: runs a failed job again, its attempts afresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobsQueryOptions } from './get-jobs';

export function retryJob(id: string): Promise<{ message: string }> {
  return api.post(`/admin/jobs/failed/${encodeURIComponent(id)}/retry`, {}, { auth: 'admin' });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsQueryOptions().queryKey }),
  });
}
