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

type Values = { password: string };

function loginError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return MESSAGES.adminIncorrectPassword;
    if (error.status === 429 || error.status === 400) return error.message;
    if (error.status === 0) return error.message;
  }
  return 'Could not unlock the admin area. Please try again.';
}

/** The single required password field of /admin-password (product rules §2, §5). */
export function AdminPasswordForm() {
  const navigate = useNavigate();
  const login = useAdminLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setFocus } = useForm<Values>({
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(({ password }) => {
    setServerError(null);
    login.mutate(password, {
      onSuccess: () => navigate(paths.admin.dashboard, { replace: true }),
      onError: (error) => {
        setServerError(loginError(error));
        setFocus('password');
      },
    });
  });

  const fieldError = formState.errors.password?.message;
  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <Input
        label="Admin password"
        type="password"
        autoComplete="current-password"
        required
        autoFocus
        error={fieldError}
        {...register('password', { required: 'Please enter the admin password.' })}
      />
      {serverError ? (
        <p role="alert" className="rounded-md bg-danger-50 px-3.5 py-2.5 text-sm font-medium text-danger-600">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
        {login.isPending ? null : <LockKeyhole aria-hidden="true" className="size-4" />}
        Unlock admin
      </Button>
    </form>
  );
}
