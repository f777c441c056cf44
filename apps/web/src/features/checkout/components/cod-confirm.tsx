import type { CodChallenge } from '@zariya/shared/cod';
import { formatInr } from '@zariya/shared/pricing';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CodeInput } from '../../../components/ui/code-input';
import { useT } from '../../../lib/i18n';

const EMAIL_SLOT = '\u0000';

type Props = {
  challenge: CodChallenge;
  placing: boolean;
  error?: string;
  onPlace: (code: string) => void;
  onResend: () => void;
};

/** The code that places a pay-on-delivery order: by SMS or WhatsApp to her verified mobile, else by e-mail. */
export function CodConfirm({ challenge, placing, error, onPlace, onResend }: Props) {
  const { t } = useT();
  const [code, setCode] = useState('');
  // The e-mail or number sits where the language puts it; it is drawn apart so that it stays as typed.
  const sentText =
    challenge.channel === 'sms'
      ? t('We sent a 6-digit code by SMS to {{phone}}.', { phone: EMAIL_SLOT })
      : challenge.channel === 'whatsapp'
        ? t('We sent a 6-digit code on WhatsApp to {{phone}}.', { phone: EMAIL_SLOT })
        : t('We sent a 6-digit code to {{email}}.', { email: EMAIL_SLOT });
  const [sentBefore, sentAfter = ''] = sentText.split(EMAIL_SLOT);
  const codeLabel =
    challenge.channel === 'sms'
      ? t('Code from the SMS')
      : challenge.channel === 'whatsapp'
        ? t('Code from WhatsApp')
        : t('Code from the e-mail');
  return (
    <form
      className="mt-5 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        onPlace(code.trim());
      }}
    >
      <p className="text-sm text-ink-700">
        {sentBefore}
        <span translate="no" className="font-medium">
          {challenge.sentTo}
        </span>
        {sentAfter}{' '}
        {t('You will pay {{total}} on delivery ({{orderValue}} + {{fee}} fee).', {
          total: formatInr(challenge.total),
          orderValue: formatInr(challenge.orderValue),
          fee: formatInr(challenge.fee),
        })}
      </p>
      {challenge.oneTap ? (
        <p className="rounded-md bg-plum-50 px-3 py-2 text-sm text-ink-700">
          {t('Or tap “Confirm order” in the WhatsApp message: this page goes on by itself.')}
        </p>
      ) : null}
      <CodeInput
        label={codeLabel}
        value={code}
        onDigits={setCode}
        error={error}
        aria-invalid={error ? true : undefined}
      />
      <Button type="submit" size="lg" className="w-full" loading={placing} disabled={code.length !== 6}>
        {t('Place order')}
      </Button>
      <button
        type="button"
        onClick={onResend}
        className="w-full text-center text-sm text-plum-700 underline-offset-2 hover:underline"
      >
        {t('Send a new code')}
      </button>
    </form>
  );
}
