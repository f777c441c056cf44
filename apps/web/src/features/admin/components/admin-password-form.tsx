import { MESSAGES } from '@zariya/shared/constants';
import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAdminLogin } from '../api/admin-login';
import { FormAlert } from '../../../components/ui/form-alert';
import { requiredField } from '../../../components/forms/required-field';

type Values = { password: string; code: string };

function loginError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'CODE_WRONG' || error.code === 'CODE_REPLAYED') return error.message;
    if (error.status === 401) return MESSAGES.adminIncorrectPassword;
    if (error.status === 429 || error.status === 400) return error.message;
    if (error.status === 0) return error.message;
  }
  return 'Could not unlock the admin area. Please try again.';
}

/**
 * The single required password field of /admin-password (product rules §2, §5); once the owner has set up her
 * authenticator (issue 26), the server asks for its code and a second field appears.
 */
export function AdminPasswordForm() {
  const navigate = useNavigate();
  const login = useAdminLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<Values>({ defaultValues: { password: '', code: '' } });
  const { handleSubmit, setFocus } = form;

  const onSubmit = handleSubmit(({ password, code }) => {
    setServerError(null);
    login.mutate(needsCode ? { password, code } : password, {
      onSuccess: () => navigate(paths.admin.dashboard, { replace: true }),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'CODE_REQUIRED') {
          setNeedsCode(true);
          setTimeout(() => setFocus('code'), 0);
          return;
        }
        setServerError(loginError(error));
        setFocus(
          needsCode && error instanceof ApiError && error.code?.startsWith('CODE_') ? 'code' : 'password',
        );
      },
    });
  });

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <Input
        label="Admin password"
        type="password"
        autoComplete="current-password"
        autoFocus
        {...requiredField(form, 'password', 'Please enter the admin password.')}
      />
      {needsCode ? (
        <Input
          label="Code from your authenticator app"
          hint="6 digits, or one of your recovery codes."
          inputMode="numeric"
          autoComplete="one-time-code"
          {...requiredField(form, 'code', 'Enter the 6-digit code from your authenticator app.')}
        />
      ) : null}
      <FormAlert>{serverError}</FormAlert>
      <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
        {login.isPending ? null : <LockKeyhole aria-hidden="true" className="size-4" />}
        Unlock admin
      </Button>
    </form>
  );
}
