import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { AdminPage } from '../../../components/layout/admin-page';
import { Button } from '../../../components/ui/button';
import { SubscribersTable } from '../../../features/newsletter/components/subscribers-table';
import { apiRequest, errorMessage } from '../../../lib/api-client';

/** GET /api/subscribers.csv with the admin token, saved through a temporary link. */
function DownloadCsvButton() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { data, headers } = await apiRequest('GET', '/subscribers.csv', { auth: 'admin' });
      const named = /filename="?([^";]+)"?/.exec(headers.get('content-disposition') ?? '')?.[1];
      const url = URL.createObjectURL(new Blob([data], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = named ?? `zariya-subscribers-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      console.error('Subscriber CSV download failed', error);
      toast.error(errorMessage(error, 'Could not download the subscribers. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={download} loading={busy} className="shrink-0">
      {busy ? null : <Download aria-hidden="true" className="size-4" />}
      Download CSV
    </Button>
  );
}

export function AdminNewsletterRoute() {
  return (
    <AdminPage
      title="Newsletter subscribers"
      about="WhatsApp newsletter subscribers of Zariya."
      width="3xl"
      action={<DownloadCsvButton />}
    >
      <p className="mt-2 mb-6 text-ink-700">
        Newest first. Switch a number on once you have added it to the WhatsApp offers group.
      </p>
      <SubscribersTable />
    </AdminPage>
  );
}
