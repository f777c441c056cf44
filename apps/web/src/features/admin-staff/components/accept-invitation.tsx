// The invitation page (issue 26): the link's token is after the '#' (never sent to a server log); the page shows
// who invited them as what, asks for a password (the shop's strength rule, checked by the server) and the first
// code of their authenticator app, then shows the recovery codes once and opens the admin area.
import type { z } from 'zod';
import type { InvitationInfoSchema } from '@zariya/shared/staff';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CodeInput } from '../../../components/ui/code-input';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { setAdminToken } from '../../../lib/session';
import { acceptInvitation, invitationInfo } from '../api/staff-mutations';
import { RecoveryCodes } from './recovery-codes';
import { FormAlert } from '../../../components/ui/form-alert';

type Info = z.output<typeof InvitationInfoSchema>;

export function AcceptInvitation() {
  const navigate = useNavigate();
  const [token] = useState(() => (typeof window === 'undefined' ? '' : window.location.hash.slice(1)));
  const [info, setInfo] = useState<Info | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ token: string; recoveryCodes: string[] } | null>(null);

  useEffect(() => {
    invitationInfo(token)
      .then(setInfo)
      .catch((err) => setLoadError(errorMessage(err, 'This invitation link is not valid.')));
  }, [token]);

  if (loadError) return <FormAlert>{loadError}</FormAlert>;
  if (!info) return <Skeleton className="h-64 w-full" />;

  if (done) {
    return (
      <div className="space-y-4">
        <p className="text-ink-700">Welcome, {info.name}. You are signed in.</p>
        <RecoveryCodes codes={done.recoveryCodes} />
        <Button
          className="w-full"
          size="lg"
          onClick={() => {
            setAdminToken(done.token);
            navigate(paths.admin.dashboard, { replace: true });
          }}
        >
          I have saved them: open the admin area
        </Button>
      </div>
    );
  }

  return (
    <form
      className="space-y-5"
      onSubmit={async (e) => {
        e.preventDefault();
        setError(null);
        setBusy(true);
        try {
          setDone(await acceptInvitation({ token, password, totpSecret: info.totpSecret, code }));
        } catch (err) {
          setError(errorMessage(err, 'Could not accept the invitation. Please try again.'));
        } finally {
          setBusy(false);
        }
      }}
    >
      <p className="text-ink-700">
        Hello {info.name}: you are invited as <strong>{info.roleName}</strong>. You will sign in with{' '}
        <strong>{info.email}</strong>.
      </p>
      <Input
        label="Choose a password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint="At least 8 characters and hard to guess."
      />
      <div className="rounded-lg bg-ivory-100 p-4 text-sm">
        <p className="font-medium text-ink-900">Step 2: your sign-in code</p>
        <p className="mt-1 text-ink-700">
          Add Zariya admin to an authenticator app (Google Authenticator, Microsoft Authenticator, 2FAS…): on
          this phone{' '}
          <a className="font-medium text-plum-800 underline" href={info.otpauthUri}>
            open it in the app
          </a>
          , or type this key:
        </p>
        <p className="mt-2 font-mono text-base tracking-wider break-all" data-testid="totp-secret">
          {info.totpSecret}
        </p>
      </div>
      <CodeInput label="The 6-digit code the app shows" required value={code} onDigits={setCode} />
      <FormAlert>{error}</FormAlert>
      <Button type="submit" size="lg" className="w-full" loading={busy}>
        Join the team
      </Button>
    </form>
  );
}
