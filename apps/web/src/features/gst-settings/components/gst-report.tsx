import { indiaDate } from '@zariya/shared/gst';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useDownloadGstReport } from '../api/download-gst-report';

/** A month's GST report for the accountant: invoice-wise lines and the HSN summary, one CSV. */
export function GstReport() {
  const [month, setMonth] = useState(() => indiaDate(new Date()).slice(0, 7));
  const download = useDownloadGstReport();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <Input
        label="Month"
        type="month"
        value={month}
        onChange={(e) => setMonth(e.target.value)}
        className="w-48"
      />
      <Button
        variant="secondary"
        loading={download.isPending}
        onClick={() =>
          download.mutate(month, {
            onError: (error) => toast.error(errorMessage(error, 'The report could not be downloaded.')),
          })
        }
      >
        <Download aria-hidden="true" className="size-4" /> Download GST report (CSV)
      </Button>
    </div>
  );
}
