// "Export CSV" on the owner's customer list (decision 0058): what the file is for decides who is in it. For
// marketing: only the shoppers of the current search and filters whose current consent for the chosen channel is
// given, with what reaching them needs. For records: every shopper of the current search and filters. The server
// checks the role (Owner, Support) and writes each export to the audit log.
import type { CustomerExportPurpose } from '@zariya/shared/customers-api';
import { CONSENT_CHANNEL_LABELS, type ConsentChannel } from '@zariya/shared/marketing-consent';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { OptionCard } from '../../../components/ui/option-card';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

const PURPOSES: Array<{ value: CustomerExportPurpose; label: string; text: string }> = [
  {
    value: 'marketing',
    label: 'For marketing',
    text: 'Only shoppers who agreed to messages on the chosen channel and have not withdrawn: name, phone, e-mail, language, channel, when and how they agreed.',
  },
  {
    value: 'records',
    label: 'For records',
    text: 'Every shopper matching the current search and filters, with their figures and consent. Not for sending offers.',
  },
];

/** The export's path: the list's search, filters and sort (not its page), the purpose and the channel. */
export function exportPath(params: URLSearchParams, purpose: CustomerExportPurpose, channel: ConsentChannel) {
  const query = new URLSearchParams();
  for (const [key, value] of params) if (key !== 'page' && value) query.set(key, value);
  query.set('purpose', purpose);
  if (purpose === 'marketing') query.set('channel', channel);
  return `/admin/customers/export.csv?${query.toString()}`;
}

export function CustomerExport({ params }: { params: URLSearchParams }) {
  const [open, setOpen] = useState(false);
  const [purpose, setPurpose] = useState<CustomerExportPurpose>('marketing');
  const [channel, setChannel] = useState<ConsentChannel>('whatsapp');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = useId();
  const filtered = [...params.keys()].some((k) => k !== 'page' && k !== 'sort' && params.get(k));

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadFile(exportPath(params, purpose, channel), 'admin', 'zariya-customers.csv');
      setOpen(false);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Could not download the file. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Download aria-hidden="true" className="size-4" /> Export CSV
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Export customers as CSV"
        description={
          filtered
            ? 'The file follows the search and filters you have set on the list.'
            : 'No search or filter is set: the file covers every shopper.'
        }
      >
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-semibold text-ink-900">What is the file for?</legend>
          {PURPOSES.map((p) => (
            <OptionCard
              key={p.value}
              type="radio"
              name={name}
              value={p.value}
              checked={purpose === p.value}
              onChange={() => setPurpose(p.value)}
              title={p.label}
              note={p.text}
            />
          ))}
        </fieldset>
        {purpose === 'marketing' ? (
          <Select
            label="Channel"
            value={channel}
            onChange={(e) => setChannel(e.target.value as ConsentChannel)}
            options={(['whatsapp', 'email'] as const).map((c) => ({
              value: c,
              label: CONSENT_CHANNEL_LABELS[c],
            }))}
            className="mt-4 w-full sm:w-56"
          />
        ) : null}
        <p className="mt-4 text-xs text-ink-500">
          Each export is written to the audit log with its purpose and row count.
        </p>
        {error ? (
          <p role="alert" className="mt-3 text-sm text-danger-600">
            {error}
          </p>
        ) : null}
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button onClick={download} loading={busy}>
            {busy ? null : <Download aria-hidden="true" className="size-4" />}
            Download CSV
          </Button>
        </div>
      </Dialog>
    </>
  );
}
