import { Users } from 'lucide-react';
import { MESSAGES } from '@zariya/shared/constants';
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
      <div className="flex flex-col items-center gap-3 rounded-xl bg-ivory-50 p-10 text-center ring-1 ring-ivory-300/70">
        <Users aria-hidden="true" className="size-8 text-plum-300" />
        <p className="font-display text-xl text-plum-950">No subscribers yet</p>
        <p className="text-sm text-ink-500">
          Numbers entered in the newsletter box on the home page will appear here.
        </p>
      </div>
    );
  }

  const inGroup = rows.filter((row) => row.addedToGroup === 'yes').length;
  return (
    <div>
      <p className="mb-3 text-sm text-ink-500">
        {plural(rows.length, 'subscriber', 'subscribers')}, {inGroup} added to the WhatsApp group
      </p>
      <div className="overflow-x-auto rounded-xl bg-ivory-50 shadow-soft ring-1 ring-ivory-300/70">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Newsletter subscribers, newest first</caption>
          <thead className="bg-ivory-200/70 text-xs tracking-wider text-ink-500 uppercase">
            <tr>
              <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                WhatsApp number
              </th>
              <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                Subscribed on
              </th>
              <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                Added to group
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ivory-300/70">
            {rows.map((row) => {
              const cellId = `subscriber-${row.whatsappNumber}`;
              return (
                <tr key={row.whatsappNumber} className="hover:bg-ivory-100/70">
                  <th
                    scope="row"
                    id={cellId}
                    className="px-3 py-2 font-medium text-ink-900 tabular-nums sm:px-4"
                  >
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
          </tbody>
        </table>
      </div>
    </div>
  );
}
