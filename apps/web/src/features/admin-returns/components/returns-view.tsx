// The owner's Returns view: every request by status, newest first, with the next steps on each.
import { RETURN_STATE_LABELS, RETURN_STATES, type ReturnState } from '@zariya/shared/returns';
import { PackageOpen } from 'lucide-react';
import { AdminRows } from '../../../components/ui/admin-rows';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useReturns } from '../api/get-returns';
import { ReturnRow } from './return-row';

export function ReturnsView() {
  const [params, setFilters] = useUrlFilters();
  const asked = params.get('status');
  const status = RETURN_STATES.find((s) => s === asked);
  const query = useReturns(status);
  const select = (next: ReturnState | undefined) => setFilters({ status: next });
  const returns = query.data?.returns ?? [];
  const chip = (active: boolean) =>
    `min-h-tap rounded-full px-4 text-sm sm:min-h-9 ${active ? 'bg-plum-800 text-ivory-50' : 'bg-ivory-50 text-ink-800 ring-1 ring-ivory-300 hover:bg-plum-50'}`;

  return (
    <div className="space-y-5">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Filter by status</legend>
        <button
          type="button"
          aria-pressed={!status}
          className={chip(!status)}
          onClick={() => select(undefined)}
        >
          All
        </button>
        {RETURN_STATES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            className={chip(status === s)}
            onClick={() => select(s)}
          >
            {RETURN_STATE_LABELS[s]}
          </button>
        ))}
      </fieldset>
      <AdminRows
        query={query}
        rows={returns}
        loading={{ label: 'Loading returns…', count: 3, itemClassName: 'h-28 w-full' }}
        empty={{
          icon: PackageOpen,
          title: 'No returns here',
          text: 'Returns and exchanges appear here when a shopper asks for one.',
        }}
        rowKey={(r) => r.id}
        listClassName="space-y-3"
      >
        {(r) => <ReturnRow request={r} />}
      </AdminRows>
    </div>
  );
}
