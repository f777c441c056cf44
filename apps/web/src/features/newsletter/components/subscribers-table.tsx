import { Users } from 'lucide-react';
import { MESSAGES } from '@zariya/shared/constants';
import { AdminTable } from '../../../components/ui/admin-table';
import { EmptyNote } from '../../../components/ui/empty-note';
import { QueryFailed } from '../../../components/ui/fetch-failed';
import { SkeletonList } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { useSubscribers } from '../api/get-subscribers';
import { useUpdateSubscriberStatus } from '../api/update-subscriber-status';
import { plural } from '../../../lib/plural';

const joined = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : joined.format(date);
}

const COLUMNS = ['WhatsApp number', 'Subscribed on', 'Added to group'];

/** Subscribers, newest first, each with an 'added to group' switch (product rules §2 Admin, §4). */
export function SubscribersTable() {
  const query = useSubscribers();
  const update = useUpdateSubscriberStatus();

  if (query.isPending) {
    return (
      <SkeletonList
        label="Loading subscribers…"
        count={5}
        itemClassName="h-14 w-full"
        className="space-y-2"
      />
    );
  }
  if (query.isError) {
    return <QueryFailed message={MESSAGES.adminFetchError} query={query} />;
  }
  const rows = query.data;
  if (rows.length === 0) {
    return (
      <EmptyNote
        icon={Users}
        title="No subscribers yet"
        text="Numbers entered in the newsletter box on the home page will appear here."
      />
    );
  }

  const inGroup = rows.filter((row) => row.addedToGroup === 'yes').length;
  return (
    <div>
      <p className="mb-3 text-sm text-ink-500">
        {plural(rows.length, 'subscriber', 'subscribers')}, {inGroup} added to the WhatsApp group
      </p>
      <AdminTable
        caption="Newsletter subscribers, newest first"
        head={COLUMNS.map((column) => (
          <th key={column} scope="col" className="px-3 py-3 font-semibold sm:px-4">
            {column}
          </th>
        ))}
      >
        {rows.map((row) => {
          const cellId = `subscriber-${row.whatsappNumber}`;
          return (
            <tr key={row.whatsappNumber} className="hover:bg-ivory-100/70">
              <th scope="row" id={cellId} className="px-3 py-2 font-medium text-ink-900 tabular-nums sm:px-4">
                {row.whatsappNumber}
              </th>
              <td className="px-3 py-2 text-ink-700 sm:px-4">{formatDate(row.createdAt)}</td>
              <td className="px-3 py-1 sm:px-4">
                <Switch
                  checked={row.addedToGroup === 'yes'}
                  labelledBy={cellId}
                  onChange={(checked) =>
                    update.mutate({
                      whatsappNumber: row.whatsappNumber,
                      addedToGroup: checked ? 'yes' : 'no',
                    })
                  }
                />
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </div>
  );
}
