// The staff's two-step sign-in (issue 26): e-mail and password first, then the 6-digit code of their
// authenticator app (or a recovery code). The password step answers a short ticket; the code turns it into the
// admin session, kept for this browser tab like the owner's.
import { KeyRound, LogIn, type LucideIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useStaffCodeStep, useStaffPasswordStep } from '../api/staff-sign-in';
import { requiredField } from '../../../components/forms/required-field';

type First = { email: string; password: string };
type Second = { code: string };

/** The step's failure, if any, and its submit button (its icon hidden while it is busy). */
function StepEnd({
  error,
  busy,
  icon: Icon,
  children,
}: {
  error: string | null;
  busy: boolean;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <>
      <FormAlert>{error}</FormAlert>
      <Button type="submit" size="lg" className="w-full" loading={busy}>
        {busy ? null : <Icon aria-hidden="true" className="size-4" />}
        {children}
      </Button>
    </>
  );
}

export function StaffSignInForm() {
  const navigate = useNavigate();
  const passwordStep = useStaffPasswordStep();
  const codeStep = useStaffCodeStep();
  const [ticket, setTicket] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const first = useForm<First>({ defaultValues: { email: '', password: '' } });
  const second = useForm<Second>({ defaultValues: { code: '' } });

  const submitFirst = first.handleSubmit((values) => {
    setServerError(null);
    passwordStep.mutate(values, {
      onSuccess: ({ ticket: next }) => {
        setTicket(next);
        setTimeout(() => second.setFocus('code'), 0);
      },
      onError: (error) => setServerError(errorMessage(error, 'Could not sign in. Please try again.')),
    });
  });

  const submitSecond = second.handleSubmit(({ code }) => {
    if (!ticket) return;
    setServerError(null);
    codeStep.mutate(
      { ticket, code },
      {
        onSuccess: () => navigate(paths.admin.dashboard, { replace: true }),
        onError: (error) => {
          setServerError(errorMessage(error, 'Could not sign in. Please try again.'));
          second.setFocus('code');
          if (/password again/.test(String((error as Error).message))) setTicket(null);
        },
      },
    );
  });

  if (ticket) {
    return (
      <form onSubmit={submitSecond} className="space-y-5" aria-label="Second step">
        <p className="text-sm text-ink-700">
          Step 2 of 2: open your authenticator app and enter the code it shows for Zariya admin.
        </p>
        <Input
          label="6-digit code"
          hint="Lost your phone? Enter one of your recovery codes instead."
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          {...requiredField(second, 'code', 'Enter the 6-digit code from your authenticator app.')}
        />
        <StepEnd error={serverError} busy={codeStep.isPending} icon={KeyRound}>
          Sign in
        </StepEnd>
        <Button type="button" variant="link" onClick={() => setTicket(null)}>
          Use another account
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={submitFirst} className="space-y-5" aria-label="Staff sign-in">
      <Input
        label="E-mail"
        type="email"
        autoComplete="username"
        {...requiredField(first, 'email', 'Please enter your e-mail address.')}
      />
      <Input
        label="Password"
        type="password"
        autoComplete="current-password"
        {...requiredField(first, 'password', 'Please enter your password.')}
      />
      <StepEnd error={serverError} busy={passwordStep.isPending} icon={LogIn}>
        Continue
      </StepEnd>
    </form>
  );
}
