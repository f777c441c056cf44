import type { SignedInDevice } from '@zariya/shared/account-security';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useShopperSession } from '../../../lib/session';
import { useSignedInDevices, useSignOutDevice } from '../api/signed-in-devices';
import { FormAlert } from './form-alert';

const when = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

const isPhone = (label: string) => /Android|iPhone|iPad/.test(label);
const lastActive = (iso: string) =>
  Date.now() - new Date(iso).getTime() < 5 * 60_000 ? 'just now' : when.format(new Date(iso));

/** The shopper's live sessions, this one first, each with Sign out; and "Sign out everywhere else". */
export function SignedInDevices() {
  const { token } = useShopperSession();
  const devices = useSignedInDevices(token);
  const signOut = useSignOutDevice(token);
  const [answer, setAnswer] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const run = (id: number | 'others') => {
    setAnswer(null);
    signOut.mutate(id, {
      onSuccess: (result) => setAnswer({ tone: 'success', text: result.message }),
      onError: (error) =>
        setAnswer({
          tone: 'error',
          text:
            error instanceof ApiError ? error.message : 'Could not sign that device out. Please try again.',
        }),
    });
  };

  if (devices.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <span className="sr-only">Loading your signed-in devices…</span>
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (devices.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-700">Could not load your signed-in devices.</p>
        <Button variant="secondary" size="sm" onClick={() => devices.refetch()} loading={devices.isFetching}>
          Try again
        </Button>
      </div>
    );
  }

  const list = [...devices.data].sort((a, b) => Number(b.current) - Number(a.current));
  const others = list.filter((d) => !d.current).length;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-ivory-300/70 rounded-lg ring-1 ring-ivory-300/70">
        {list.map((device) => (
          <DeviceRow
            key={device.id}
            device={device}
            busy={signOut.isPending && signOut.variables === device.id}
            onSignOut={() => run(device.id)}
          />
        ))}
      </ul>
      {answer ? <FormAlert tone={answer.tone}>{answer.text}</FormAlert> : null}
      {others > 0 ? (
        <Button
          variant="secondary"
          onClick={() => run('others')}
          loading={signOut.isPending && signOut.variables === 'others'}
        >
          <LogOut aria-hidden="true" className="size-4" />
          Sign out everywhere else
        </Button>
      ) : (
        <p className="text-sm text-ink-500">You are signed in on this device only.</p>
      )}
    </div>
  );
}

function DeviceRow({
  device,
  busy,
  onSignOut,
}: {
  device: SignedInDevice;
  busy: boolean;
  onSignOut: () => void;
}) {
  const Icon = isPhone(device.device) ? Smartphone : Monitor;
  return (
    <li className="flex items-center gap-3 px-3.5 py-3 sm:px-4">
      <span className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-plum-50 text-plum-800 ring-1 ring-plum-100 sm:inline-flex">
        <Icon aria-hidden="true" className="size-4.5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 text-sm font-semibold text-ink-900">
          {device.device}
          {device.current ? (
            <span className="rounded-full bg-success-50 px-2 py-0.5 text-xs font-medium text-success-600">
              This device
            </span>
          ) : null}
        </p>
        <p className="mt-0.5 text-xs text-ink-500">
          Signed in <span className="whitespace-nowrap">{when.format(new Date(device.signedInAt))}</span>
        </p>
        {device.current ? null : (
          <p className="text-xs text-ink-500">
            Last active <span className="whitespace-nowrap">{lastActive(device.lastSeenAt)}</span>
          </p>
        )}
      </div>
      {device.current ? null : (
        <Button
          variant="ghost"
          size="sm"
          onClick={onSignOut}
          loading={busy}
          aria-label={`Sign out ${device.device}, signed in ${when.format(new Date(device.signedInAt))}`}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}
