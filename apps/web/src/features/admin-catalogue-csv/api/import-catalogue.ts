// The import itself (issue 27 item 2): POST /api/admin/catalogue/import { csv } (or the CSV with its zip of photos
// as a form) starts the job; GET
// /api/admin/catalogue/jobs/:id is polled for its progress until done; the report is a CSV file saved through a
// temporary link (the call needs the admin token).
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CatalogueJob } from '@zariya/shared/catalogue-jobs';
import { api, apiRequest } from '../../../lib/api-client';
import { type ImportFiles, importBody, ZIP_UPLOAD_TIMEOUT_MS } from './check-import';

export function startImport(files: ImportFiles) {
  return api.post('/admin/catalogue/import', importBody(files), {
    auth: 'admin',
    ...(files.zip ? { timeoutMs: ZIP_UPLOAD_TIMEOUT_MS } : {}),
  });
}

export function useStartImport() {
  return useMutation({ mutationFn: startImport });
}

const finished = (job: CatalogueJob | undefined) => job?.status === 'done' || job?.status === 'failed';

/** A catalogue job, asked again every half second until it is done or failed. */
export function useCatalogueJob(jobId: number | null) {
  return useQuery({
    queryKey: ['admin', 'catalogue-job', jobId],
    queryFn: () => api.get(`/admin/catalogue/jobs/${jobId as number}`, { auth: 'admin' }),
    enabled: jobId !== null,
    refetchInterval: (query) => (finished(query.state.data) ? false : 500),
    staleTime: 0,
  });
}

export async function downloadImportReport(jobId: number) {
  const { data } = await apiRequest('GET', `/admin/catalogue/jobs/${jobId}/report.csv`, { auth: 'admin' });
  const url = URL.createObjectURL(new Blob([data], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `zariya-import-${jobId}-report.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
