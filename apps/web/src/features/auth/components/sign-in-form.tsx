import { MOBILE_NUMBER_PATTERN } from '@zariya/shared/accounts';
import { MESSAGES } from '@zariya/shared/constants';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { MobileNumberInput } from './mobile-number-input';
import { paths } from '../../../config/paths';
import { AnswerAlert } from '../../../components/forms/answer';
import { useFormMessage } from '../../../components/forms/form-message';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useLogin } from '../api/login';
import { PasswordInput } from './password-input';

type Values = { mobileNumber: string; password: string };

/** Every refusal reads the same (no hint whether the number exists); throttling and no network say so. */
function loginError(error: unknown): string {
  if (error instanceof ApiError && (error.status === 429 || error.status === 0)) return error.message;
  return MESSAGES.loginFailed;
}

/** Mobile number and password (product rules §2 Login page, §5 Login); on success the shopper goes to /. */
export function SignInForm() {
  const { t } = useT();
  const message = useFormMessage();
  const navigate = useNavigate();
  const login = useLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Values>({
    defaultValues: { mobileNumber: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    login.mutate(
      { mobileNumber: values.mobileNumber.replace(/[\s-]/g, ''), password: values.password },
      {
        onSuccess: () => navigate(paths.home),
        onError: (error) => setServerError(loginError(error)),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('Sign in with mobile number')} className="space-y-4">
      <MobileNumberInput
        placeholder={t('10-digit mobile number')}
        error={message(formState.errors.mobileNumber?.message)}
        {...register('mobileNumber', {
          required: 'Please enter your mobile number.',
          validate: (value) =>
            MOBILE_NUMBER_PATTERN.test(value.replace(/[\s-]/g, '')) ||
            'Please enter a valid 10-digit mobile number.',
        })}
      />
      <PasswordInput
        label={t('Password')}
        autoComplete="current-password"
        error={message(formState.errors.password?.message)}
        {...register('password', { required: 'Please enter your password.' })}
      />
      {serverError ? <AnswerAlert tone="error">{message(serverError)}</AnswerAlert> : null}
      <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
        {login.isPending ? null : <LogIn aria-hidden="true" className="size-4" />}
        {t('Login')}
      </Button>
    </form>
  );
}
