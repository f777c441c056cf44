// Bulk edits of the owner's list (issue 27 item 3): POST /api/admin/products/bulk { selection, action } starts one
// job; GET /api/admin/products/bulk/:id is polled for its progress until done.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { BulkEdit, CatalogueJob } from '@zariya/shared/catalogue-jobs';
import { api } from '../../../lib/api-client';

export function startBulkEdit(body: BulkEdit) {
  return api.post('/admin/products/bulk', body, { auth: 'admin' });
}

export function useStartBulkEdit() {
  return useMutation({ mutationFn: startBulkEdit });
}

const finished = (job: CatalogueJob | undefined) => job?.status === 'done' || job?.status === 'failed';

/** A bulk edit, asked again every half second until it is done or failed. */
export function useBulkJob(jobId: number | null) {
  return useQuery({
    queryKey: ['admin', 'bulk-job', jobId],
    queryFn: () => api.get(`/admin/products/bulk/${jobId as number}`, { auth: 'admin' }),
    enabled: jobId !== null,
    refetchInterval: (query) => (finished(query.state.data) ? false : 500),
    staleTime: 0,
  });
}
