// The audit log (issue 26): every admin change, newest first, with who, when, from where, what and the before and
// after of each field; filters by person, entity, action and dates; the same filters export a CSV.
import type { AuditEntry, AuditQuery } from '@zariya/shared/staff';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { useAudit, useStaffList } from '../api/staff-queries';
import { plural } from '../../../lib/plural';

const PAGE_SIZE = 50;

const shown = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Asia/Kolkata',
  });

function Entry({ entry }: { entry: AuditEntry }) {
  return (
    <li className="py-3">
      <p className="text-sm">
        <span className="font-medium text-ink-900">{entry.staffName || 'Someone'}</span>{' '}
        <span className="text-ink-700">
          {entry.action} · {entry.entity}
          {entry.entityId ? ` ${entry.entityId}` : ''}
        </span>
      </p>
      <p className="text-xs text-ink-500">
        {when(entry.at)} · {entry.ip}
      </p>
      {entry.changes.length > 0 ? (
        <ul className="mt-1.5 space-y-0.5 text-sm">
          {entry.changes.map((c) => (
            <li key={c.field} className="break-words">
              <span className="font-mono text-xs text-ink-500">{c.field}</span>{' '}
              <span className="text-danger-600 line-through decoration-1">{shown(c.before)}</span>{' '}
              <span aria-hidden="true">→</span>
              <span className="sr-only">changed to</span>{' '}
              <span className="text-success-600">{shown(c.after)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function AuditLog() {
  const staff = useStaffList();
  const [draft, setDraft] = useState<AuditQuery>({});
  const [query, setQuery] = useState<AuditQuery>({});
  const audit = useAudit(query);
  const [busy, setBusy] = useState(false);

  const csvPath = () => {
    const params = new URLSearchParams(
      Object.entries(query)
        .filter(([k, v]) => v !== undefined && v !== '' && k !== 'page')
        .map(([k, v]) => [k, String(v)]),
    ).toString();
    return `/admin/audit.csv${params ? `?${params}` : ''}`;
  };

  const set = (key: keyof AuditQuery) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value || undefined }));

  const page = query.page ?? 1;
  const total = audit.data?.total ?? 0;
  return (
    <div className="space-y-5">
      <Card>
        <form
          className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            setQuery({
              ...draft,
              staffId: draft.staffId ? Number(draft.staffId) : undefined,
              page: 1,
            });
          }}
        >
          <Select
            label="Person"
            value={draft.staffId ? String(draft.staffId) : ''}
            onChange={set('staffId')}
            options={[
              { value: '', label: 'Everyone' },
              ...(staff.data?.staff ?? []).map((s) => ({ value: String(s.id), label: s.name })),
            ]}
          />
          <Select
            label="What"
            value={draft.entity ?? ''}
            onChange={set('entity')}
            options={[
              { value: '', label: 'Everything' },
              ...[
                'product',
                'variant',
                'order',
                'refund',
                'return',
                'settings',
                'staff',
                'role',
                'invitation',
              ].map((e) => ({ value: e, label: e })),
            ]}
          />
          <Input label="Id" value={draft.entityId ?? ''} onChange={set('entityId')} />
          <Input label="From" type="date" value={draft.from ?? ''} onChange={set('from')} />
          <Input label="To" type="date" value={draft.to ?? ''} onChange={set('to')} />
          <Button type="submit">Show</Button>
        </form>
      </Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-700" aria-live="polite">
          {audit.isPending ? 'Loading…' : plural(total, 'entry', 'entries')}
        </p>
        <Button
          variant="secondary"
          size="sm"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await downloadFile(csvPath(), 'admin', 'zariya-audit-log.csv');
            } catch (error) {
              toast.error(errorMessage(error, 'Could not download the log. Please try again.'));
            } finally {
              setBusy(false);
            }
          }}
        >
          {busy ? null : <Download aria-hidden="true" className="size-4" />}
          Export CSV
        </Button>
      </div>
      <Card>
        {audit.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : audit.data && audit.data.entries.length > 0 ? (
          <ul className="divide-y divide-ivory-300/70">
            {audit.data.entries.map((e) => (
              <Entry key={e.id} entry={e} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-500">Nothing recorded for these filters.</p>
        )}
      </Card>
      {total > PAGE_SIZE ? (
        <div className="flex justify-between">
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => setQuery((q) => ({ ...q, page: page - 1 }))}
          >
            Newer
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={page * PAGE_SIZE >= total}
            onClick={() => setQuery((q) => ({ ...q, page: page + 1 }))}
          >
            Older
          </Button>
        </div>
      ) : null}
    </div>
  );
}
