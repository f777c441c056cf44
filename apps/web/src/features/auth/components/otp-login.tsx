import { OTP_PATTERN, RequestOtpSchema } from '@zariya/shared/accounts';
import { MESSAGES } from '@zariya/shared/constants';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { type Answer, AnswerLine } from '../../../components/forms/answer';
import { useFormMessage } from '../../../components/forms/form-message';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useRequestOtp } from '../api/request-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { useOtpState } from '../hooks/use-otp-state';
import { CodeStep } from './code-step';

const throttledOr = (error: unknown, fallback: string) =>
  error instanceof ApiError && (error.status === 429 || error.status === 0) ? error.message : fallback;

/**
 * 'Login via OTP' (product rules §2, §4): e-mail → Request OTP → code entry with Verify OTP and a 5:00 countdown.
 */
export function OtpLogin({ onSignUp }: { onSignUp: () => void }) {
  const { t } = useT();
  const message = useFormMessage();
  const headingId = useId();
  const navigate = useNavigate();
  const { state, update, reset } = useOtpState();
  const request = useRequestOtp();
  const verify = useVerifyOtp();
  const [notice, setNotice] = useState<Answer | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const sendCode = (event?: FormEvent) => {
    event?.preventDefault();
    setNotice(null);
    const parsed = RequestOtpSchema.safeParse({ email: state.email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Please enter a valid e-mail address.');
      return;
    }
    setFieldError(null);
    request.mutate(parsed.data.email, {
      onSuccess: () => {
        update({ email: parsed.data.email, otp: '', otpSent: true, sentAt: Date.now() });
        setNotice({ tone: 'success', text: MESSAGES.otpSent });
      },
      onError: (error) => {
        console.error('OTP request failed', error);
        setNotice({ tone: 'error', text: throttledOr(error, MESSAGES.otpRequestFailed) });
      },
    });
  };

  const checkCode = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const otp = state.otp.trim();
    if (!OTP_PATTERN.test(otp)) {
      setFieldError(otp ? 'The code has 6 digits.' : 'Please enter the code from the e-mail.');
      return;
    }
    setFieldError(null);
    verify.mutate(
      { email: state.email, otp },
      {
        onSuccess: () => {
          reset();
          navigate(paths.home);
        },
        onError: (error) => setNotice({ tone: 'error', text: throttledOr(error, MESSAGES.otpInvalid) }),
      },
    );
  };

  const startOver = () => {
    reset();
    setNotice(null);
    setFieldError(null);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg bg-ivory-200/50 p-4 ring-1 ring-ivory-300/70 sm:p-5"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-sans text-base font-semibold text-plum-950">
        <MailCheck aria-hidden="true" className="size-4.5 text-plum-700" />
        {t('Login via OTP')}
      </h3>
      {state.otpSent ? (
        <CodeStep
          sentAt={state.sentAt}
          codeLabel={t('Enter OTP')}
          code={state.otp}
          onCode={(otp) => update({ otp })}
          error={fieldError}
          notice={notice}
          onVerify={checkCode}
          verifyLabel={t('Verify OTP')}
          verifying={verify.isPending}
          onResend={() => sendCode()}
          resending={request.isPending}
          startOverLabel={t('Use a different e-mail')}
          onStartOver={startOver}
        >
          <p className="text-sm text-ink-700">
            {t('If')}{' '}
            <strong translate="no" className="font-semibold break-all text-ink-900">
              {state.email}
            </strong>{' '}
            {t('has a Zariya account, a 6-digit code is on its way.')} {t('No account?')}{' '}
            <button
              type="button"
              onClick={onSignUp}
              className="font-medium text-plum-800 underline underline-offset-2"
            >
              {t('Sign up')}
            </button>
          </p>
        </CodeStep>
      ) : (
        <form onSubmit={sendCode} noValidate className="mt-3 space-y-3">
          <Input
            label={t('Email address')}
            type="email"
            autoComplete="email"
            placeholder={t('you@example.com')}
            value={state.email}
            onChange={(event) => update({ email: event.target.value })}
            error={message(fieldError)}
          />
          <AnswerLine answer={notice} />
          <Button type="submit" variant="secondary" className="w-full" loading={request.isPending}>
            {t('Request OTP')}
          </Button>
        </form>
      )}
    </section>
  );
}
