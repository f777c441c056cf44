import { OTP_PATTERN } from '@zariya/shared/accounts';
import { MESSAGES } from '@zariya/shared/constants';
import { indianMobile, PHONE_MESSAGES } from '@zariya/shared/phone-codes';
import { Smartphone } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { type Answer, AnswerLine } from '../../../components/forms/answer';
import { useFormMessage } from '../../../components/forms/form-message';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useRequestPhoneCode, useVerifyPhoneCode } from '../api/phone-code';
import { CodeStep } from './code-step';
import { MobileNumberInput } from './mobile-number-input';

const throttledOr = (error: unknown, fallback: string) =>
  error instanceof ApiError && (error.status === 429 || error.status === 0 || error.status === 503)
    ? error.message
    : fallback;

/**
 * "Sign in with a code on your phone" (issue 28): mobile → Send code → the 6-digit code by SMS (or WhatsApp) to a
 * verified number. The answer never says whether the number has an account.
 */
export function PhoneLogin() {
  const { t } = useT();
  const message = useFormMessage();
  const headingId = useId();
  const navigate = useNavigate();
  const request = useRequestPhoneCode();
  const verify = useVerifyPhoneCode();
  const [mobile, setMobile] = useState('');
  const [sent, setSent] = useState<{ mobile: string; at: number } | null>(null);
  const [otp, setOtp] = useState('');
  const [notice, setNotice] = useState<Answer | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const sendCode = (event?: FormEvent) => {
    event?.preventDefault();
    setNotice(null);
    const number = indianMobile(sent?.mobile ?? mobile);
    if (!number) {
      setFieldError(PHONE_MESSAGES.notIndianMobile);
      return;
    }
    setFieldError(null);
    request.mutate(number, {
      onSuccess: (answer) => {
        setSent({ mobile: number, at: Date.now() });
        setOtp('');
        setNotice({ tone: 'success', text: answer.message });
      },
      onError: (error) => setNotice({ tone: 'error', text: throttledOr(error, PHONE_MESSAGES.sendFailed) }),
    });
  };

  const checkCode = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const code = otp.trim();
    if (!sent || !OTP_PATTERN.test(code)) {
      setFieldError(code ? 'The code has 6 digits.' : 'Please enter the code from the SMS.');
      return;
    }
    setFieldError(null);
    verify.mutate(
      { mobileNumber: sent.mobile, otp: code },
      {
        onSuccess: () => navigate(paths.home),
        onError: (error) => setNotice({ tone: 'error', text: throttledOr(error, MESSAGES.otpInvalid) }),
      },
    );
  };

  const startOver = () => {
    setSent(null);
    setOtp('');
    setNotice(null);
    setFieldError(null);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mb-4 rounded-lg bg-ivory-200/50 p-4 ring-1 ring-ivory-300/70 sm:p-5"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-sans text-base font-semibold text-plum-950">
        <Smartphone aria-hidden="true" className="size-4.5 text-plum-700" />
        {t('Sign in with a code on your phone')}
      </h3>
      {sent ? (
        <CodeStep
          sentAt={sent.at}
          codeLabel={t('Code from the SMS')}
          code={otp}
          onCode={(code) => {
            setOtp(code);
            if (notice?.tone === 'error') setNotice(null);
          }}
          error={fieldError}
          notice={notice}
          onVerify={checkCode}
          verifyLabel={t('Sign in with the code')}
          verifying={verify.isPending}
          onResend={() => sendCode()}
          resending={request.isPending}
          startOverLabel={t('Use a different number')}
          onStartOver={startOver}
        >
          <p className="text-sm text-ink-700">
            {t('If')}{' '}
            <strong translate="no" className="font-semibold text-ink-900">
              +91 {sent.mobile}
            </strong>{' '}
            {t('is the verified number of a Zariya account, a 6-digit code is on its way by SMS.')}
          </p>
        </CodeStep>
      ) : (
        <form onSubmit={sendCode} noValidate className="mt-3 space-y-3">
          <MobileNumberInput
            value={mobile}
            onChange={(event) => setMobile(event.target.value)}
            error={message(fieldError)}
          />
          <AnswerLine answer={notice} />
          <Button type="submit" variant="secondary" className="w-full" loading={request.isPending}>
            {t('Send code to my phone')}
          </Button>
        </form>
      )}
    </section>
  );
}
