// GET /api/admin/gst/report?month=YYYY-MM: the month's invoice lines and HSN summary, saved as CSV.
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download';

export function useDownloadGstReport() {
  return useMutation({
    mutationFn: (month: string) =>
      downloadFile(`/admin/gst/report?month=${encodeURIComponent(month)}`, 'admin', `gst-${month}.csv`),
  });
}
