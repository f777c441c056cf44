import type { SignedInDevice } from '@zariya/shared/account-security';
import { formatPerLocale } from '@zariya/shared/dates';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { QueryFailedInline } from '../../../components/ui/fetch-failed';
import { SkeletonList } from '../../../components/ui/skeleton';
import { AnswerLine, useAnswer } from '../../../components/forms/answer';
import { useLocale, useT } from '../../../lib/i18n';
import { useShopperSession } from '../../../lib/session';
import { useSignedInDevices, useSignOutDevice } from '../api/signed-in-devices';

type T = ReturnType<typeof useT>['t'];

const whenFormat = formatPerLocale({ day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
/** '3 Nov, 4:05 pm' in the page's locale. */
const formatWhen = (locale: string, iso: string) => whenFormat(locale).format(new Date(iso));

const isPhone = (label: string) => /Android|iPhone|iPad/.test(label);
const lastActive = (t: T, locale: string, iso: string) =>
  Date.now() - new Date(iso).getTime() < 5 * 60_000 ? t('just now') : formatWhen(locale, iso);

/** The server's label (deviceLabel in shared/account-security): 'Chrome on Android', 'Unknown device'. */
function deviceName(t: T, label: string): string {
  if (label === 'Unknown device') return t('Unknown device');
  const match = /^(.+) on (.+)$/.exec(label);
  return match ? t('{{browser}} on {{system}}', { browser: match[1], system: match[2] }) : label;
}

/** The shopper's live sessions, this one first, each with Sign out; and "Sign out everywhere else". */
export function SignedInDevices() {
  const { t } = useT();
  const { token } = useShopperSession();
  const devices = useSignedInDevices(token);
  const signOut = useSignOutDevice(token);
  const { answer, awaitAnswer } = useAnswer('Could not sign that device out. Please try again.');
  const run = (id: number | 'others') => signOut.mutate(id, awaitAnswer());

  if (devices.isPending) {
    return (
      <SkeletonList label={t('Loading your signed-in devices…')} count={2} itemClassName="h-14 w-full" />
    );
  }
  if (devices.isError) {
    return <QueryFailedInline message={t('Could not load your signed-in devices.')} query={devices} />;
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
      <AnswerLine answer={answer} />
      {others > 0 ? (
        <Button
          variant="secondary"
          onClick={() => run('others')}
          loading={signOut.isPending && signOut.variables === 'others'}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {t('Sign out everywhere else')}
        </Button>
      ) : (
        <p className="text-sm text-ink-500">{t('You are signed in on this device only.')}</p>
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
  const { t } = useT();
  const locale = useLocale();
  const Icon = isPhone(device.device) ? Smartphone : Monitor;
  const name = deviceName(t, device.device);
  const signedIn = formatWhen(locale, device.signedInAt);
  return (
    <li className="flex items-center gap-3 px-3.5 py-3 sm:px-4">
      <span className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-plum-50 text-plum-800 ring-1 ring-plum-100 sm:inline-flex">
        <Icon aria-hidden="true" className="size-4.5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 text-sm font-semibold text-ink-900">
          {name}
          {device.current ? (
            <span className="rounded-full bg-success-50 px-2 py-0.5 text-xs font-medium text-success-600">
              {t('This device')}
            </span>
          ) : null}
        </p>
        <p className="mt-0.5 text-xs text-ink-500">
          {t('Signed in')} <span className="whitespace-nowrap">{signedIn}</span>
        </p>
        {device.current ? null : (
          <p className="text-xs text-ink-500">
            {t('Last active')}{' '}
            <span className="whitespace-nowrap">{lastActive(t, locale, device.lastSeenAt)}</span>
          </p>
        )}
      </div>
      {device.current ? null : (
        <Button
          variant="ghost"
          size="sm"
          onClick={onSignOut}
          loading={busy}
          aria-label={t('Sign out {{device}}, signed in {{when}}', { device: name, when: signedIn })}
        >
          {t('Sign out')}
        </Button>
      )}
    </li>
  );
}
