import { PASSWORD_CHANGED_MESSAGE } from '@zariya/shared/account-security';
import { MESSAGES } from '@zariya/shared/constants';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { type Answer, AnswerLine, answerText } from '../../../components/forms/answer';
import { useFormMessage } from '../../../components/forms/form-message';
import { useT } from '../../../lib/i18n';
import { useShopperSession } from '../../../lib/session';
import { useChangePassword } from '../api/change-password';
import { PasswordInput } from './password-input';
import { passwordProblem, warmPasswordRule } from './password-rule';

type Errors = { current?: string; next?: string; confirm?: string };

/** Change password: the current one, a new one that passes the shared rule, typed twice. */
export function ChangePasswordForm() {
  const { t } = useT();
  const message = useFormMessage();
  const { token, username } = useShopperSession();
  const change = useChangePassword(token);
  const [values, setValues] = useState({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [checking, setChecking] = useState(false);
  useEffect(warmPasswordRule, []);

  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAnswer(null);
    const found: Errors = {};
    if (!values.current) found.current = 'Please enter your current password.';
    setChecking(true);
    const problem = values.next ? await passwordProblem(values.next, username ? [username] : []) : undefined;
    setChecking(false);
    if (!values.next) found.next = 'Please enter a new password.';
    else if (problem) found.next = problem;
    if (values.confirm !== values.next) found.confirm = MESSAGES.passwordsDontMatch;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { currentPassword: values.current, newPassword: values.next },
      {
        onSuccess: () => {
          setValues({ current: '', next: '', confirm: '' });
          setAnswer({ tone: 'success', text: PASSWORD_CHANGED_MESSAGE });
        },
        onError: (error) =>
          setAnswer({
            tone: 'error',
            text: answerText(error, 'Could not change your password. Please try again.'),
          }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('Change password')} className="space-y-4">
      <PasswordInput
        label={t('Current password')}
        autoComplete="current-password"
        error={message(errors.current)}
        {...field('current')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordInput
          label={t('New password')}
          autoComplete="new-password"
          hint={t('At least 8 characters, and not a common or easy-to-guess password.')}
          error={message(errors.next)}
          {...field('next')}
        />
        <PasswordInput
          label={t('Confirm new password')}
          autoComplete="new-password"
          error={message(errors.confirm)}
          {...field('confirm')}
        />
      </div>
      <AnswerLine answer={answer} />
      <Button type="submit" loading={checking || change.isPending}>
        {checking || change.isPending ? null : <KeyRound aria-hidden="true" className="size-4" />}
        {t('Change password')}
      </Button>
    </form>
  );
}
