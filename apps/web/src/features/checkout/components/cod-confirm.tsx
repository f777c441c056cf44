import type { CodChallenge } from '@zariya/shared/cod';
import { formatInr } from '@zariya/shared/pricing';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

type Props = {
  challenge: CodChallenge;
  placing: boolean;
  error?: string;
  onPlace: (code: string) => void;
  onResend: () => void;
};

/** The e-mailed code that places a pay-on-delivery order. */
export function CodConfirm({ challenge, placing, error, onPlace, onResend }: Props) {
  const [code, setCode] = useState('');
  return (
    <form
      className="mt-5 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        onPlace(code.trim());
      }}
    >
      <p className="text-sm text-ink-700">
        We sent a 6-digit code to <span className="font-medium">{challenge.sentTo}</span>. You will pay{' '}
        <span className="font-medium">{formatInr(challenge.total)}</span> on delivery (
        {formatInr(challenge.orderValue)} + {formatInr(challenge.fee)} fee).
      </p>
      <Input
        label="Code from the e-mail"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        error={error}
        aria-invalid={error ? true : undefined}
      />
      <Button type="submit" size="lg" className="w-full" loading={placing} disabled={code.length !== 6}>
        Place order
      </Button>
      <button
        type="button"
        onClick={onResend}
        className="w-full text-center text-sm text-plum-700 underline-offset-2 hover:underline"
      >
        Send a new code
      </button>
    </form>
  );
}
