import { OTP_TTL_SECONDS } from '@zariya/shared/constants';
import { TimerReset } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { type Answer, AnswerLine } from '../../../components/forms/answer';
import { useFormMessage } from '../../../components/forms/form-message';
import { Button } from '../../../components/ui/button';
import { CodeInput } from '../../../components/ui/code-input';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';

type Props = {
  /** Where the code went: the step's first line. */
  children: ReactNode;
  sentAt: number | null;
  codeLabel: string;
  code: string;
  onCode: (code: string) => void;
  error: string | null;
  notice: Answer | null;
  onVerify: (event: FormEvent) => void;
  verifyLabel: string;
  verifying: boolean;
  onResend: () => void;
  resending: boolean;
  startOverLabel: string;
  onStartOver: () => void;
};

/**
 * The step after a sign-in code is sent (by e-mail or to her phone): the code, a 5:00 countdown, the shop's answer,
 * verify, resend, and back to the first step. The countdown only informs; the server decides whether the code is
 * still valid.
 */
export function CodeStep(props: Props) {
  const { t } = useT();
  const message = useFormMessage();
  const seconds = useCountdown(props.sentAt, OTP_TTL_SECONDS);
  return (
    <form onSubmit={props.onVerify} noValidate className="mt-3 space-y-3">
      {props.children}
      <CodeInput
        label={props.codeLabel}
        placeholder={t('6-digit code')}
        value={props.code}
        onDigits={props.onCode}
        error={message(props.error)}
        className="[&_input]:tabular-nums [&_input:not(:placeholder-shown)]:tracking-[0.3em]"
      />
      <p
        className={cn(
          'flex items-center gap-1.5 text-sm tabular-nums',
          seconds === 0 ? 'text-danger-600' : 'text-ink-500',
        )}
      >
        <TimerReset aria-hidden="true" className="size-4" />
        {seconds > 0 ? (
          <span>
            {t('Code expires in')}{' '}
            <span className="font-semibold text-ink-900">{formatCountdown(seconds)}</span>
          </span>
        ) : (
          <span>{t('The code has expired. Please request a new one.')}</span>
        )}
      </p>
      <AnswerLine answer={props.notice} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" className="sm:flex-1" loading={props.verifying}>
          {props.verifyLabel}
        </Button>
        <Button variant="secondary" onClick={props.onResend} loading={props.resending}>
          {t('Resend code')}
        </Button>
      </div>
      <Button variant="link" className="text-sm" onClick={props.onStartOver}>
        {props.startOverLabel}
      </Button>
    </form>
  );
}
