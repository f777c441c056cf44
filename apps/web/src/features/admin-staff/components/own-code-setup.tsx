// Setting up one's own authenticator code (issue 26): a new secret shown as an otpauth:// link (a phone opens it
// in its authenticator app) and as text to type in, then the app's first code confirms it and the recovery codes
// are shown once.
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { CodeInput } from '../../../components/ui/code-input';
import { errorMessage } from '../../../lib/api-client';
import { useConfirmTotp, useStartTotp } from '../api/staff-mutations';
import { RecoveryCodes } from './recovery-codes';

export function OwnCodeSetup() {
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodes codes={codes} />;
  if (!start.data) {
    return (
      <div className="mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-gold-50 px-4 py-3 text-sm">
        <span>Set up your own authenticator code before requiring it for everyone.</span>
        <Button size="sm" onClick={() => start.mutate()} loading={start.isPending}>
          Set up my code
        </Button>
      </div>
    );
  }
  return (
    <form
      className="mt-4 space-y-3 rounded-lg bg-ivory-100 p-4 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        confirm.mutate(
          { totpSecret: start.data.totpSecret, code },
          {
            onSuccess: ({ recoveryCodes }) => setCodes(recoveryCodes),
            onError: (error) => toast.error(errorMessage(error, 'That code is not right.')),
          },
        );
      }}
    >
      <p>
        Add Zariya admin to your authenticator app: on this phone{' '}
        <a className="font-medium text-plum-800 underline" href={start.data.otpauthUri}>
          open it in the app
        </a>
        , or type this key: <code className="font-mono break-all">{start.data.totpSecret}</code>
      </p>
      <CodeInput label="The code the app shows" value={code} onDigits={setCode} />
      <Button type="submit" size="sm" loading={confirm.isPending}>
        Confirm
      </Button>
    </form>
  );
}
